import { REFEREE, SPECTATOR, sideViewer } from '@pratzen/engine';
import { a1805 } from './ruleset';
import { setupView, versionBefore } from './setup-secrets';

const AL = 'al-col-iv-repninsky';
const FR = 'fr-iv-vandamme-2';
const position = {
  units: [{ id: 'fr-iv-vandamme-1', x: 5, y: 25, facing: 90, formation: 'line' }],
  reserve: [{ id: AL, area: 'al-south' }, { id: FR }],
  weather: 'fog',
};
const V = a1805.info.version;

describe("16.4.1.1 a free-form set-up's strategic maps are each side's secret", () => {
  test('16.4.1.1 the French see their own reserve entries only, the Allies theirs, a spectator none', () => {
    expect(setupView(position, sideViewer('french'), V)).toEqual({
      ...position,
      reserve: [{ id: FR }],
      reserveRedacted: true,
    });
    expect(setupView(position, sideViewer('allied'), V)).toEqual({
      ...position,
      reserve: [{ id: AL, area: 'al-south' }],
      reserveRedacted: true,
    });
    expect(setupView(position, SPECTATOR, V)).toEqual({
      ...position,
      reserve: [],
      reserveRedacted: true,
    });
  });

  test('16.4.1.1 the mark is the same whatever the hidden side holds: an empty enemy reserve reads like a full one', () => {
    const frenchOnly = { ...position, reserve: [{ id: FR }] };
    expect(setupView(frenchOnly, sideViewer('french'), V)).toEqual(
      setupView(position, sideViewer('french'), V),
    );
  });

  test('16.4.1.1 nothing is hidden from the referee, from a set-up with no reserve, or in a game created under 0.1.0', () => {
    expect(setupView(position, REFEREE, V)).toBe(position);
    const none = { units: position.units };
    expect(setupView(none, SPECTATOR, V)).toBe(none);
    expect(setupView(position, SPECTATOR, '0.1.0')).toBe(position);
    expect(setupView(null, SPECTATOR, V)).toBeNull();
  });

  test('versions compare by number, part by part', () => {
    expect(versionBefore('0.1.0', '0.2.0')).toBe(true);
    expect(versionBefore('0.2.0', '0.2.0')).toBe(false);
    expect(versionBefore('0.10.0', '0.2.0')).toBe(false);
    expect(versionBefore('1.0.0', '0.9.9')).toBe(false);
    expect(versionBefore('0.1.9', '0.2.0')).toBe(true);
  });
});
