import { SPECTATOR } from '@pratzen/engine';
import { renderBoard } from '@pratzen/render';
import { RULES, setUp } from './games';
import { elements, parseSvg } from '../../libs/render/testing/parse-svg';

type Unit = Record<string, unknown> & { id: string };
type View = Record<string, unknown> & { units: Unit[] };

const draw = (rules: keyof typeof RULES, view: View, map: unknown): string =>
  renderBoard({ geometry: RULES[rules]!.info.geometry, map, view, caption: 'markers' });

const unitGroup = (svg: string, id: string) =>
  elements(parseSvg(svg)).find((e) => e.getAttribute('data-unit') === id);

describe('markers', () => {
  const spi = RULES['spi-1980']!;
  const spiView = (): View => spi.view(setUp(spi, 'historical'), SPECTATOR) as View;

  test('hex: a disrupted counter wears a D; the army morale and demoralization are in the header', () => {
    const view = spiView();
    const target = view.units.find((u) => u['location'] === 'map')!;
    const plain = draw('spi-1980', view, spi.map());
    expect(unitGroup(plain, target.id)?.getElementsByTagName('rect').length).toBe(1);
    const units = view.units.map((u) => (u.id === target.id ? { ...u, disrupted: true } : u));
    const svg = draw(
      'spi-1980',
      { ...view, units, demoralized: { allied: true, french: false } },
      spi.map(),
    );
    const rects = [...(unitGroup(svg, target.id)?.getElementsByTagName('rect') ?? [])];
    expect(rects.map((r) => r.getAttribute('class'))).toContain('disrupted');
    expect(svg).toContain('army morale: allied 80, french 70');
    expect(svg).toContain('demoralized: allied');
    expect(plain).not.toContain('demoralized:');
  });

  test('hex: units named by the pending decision or the combat get the pending border', () => {
    const view = spiView();
    const [a, b] = view.units.filter((u) => u['location'] === 'map');
    const svg = draw(
      'spi-1980',
      {
        ...view,
        pendingDecision: { type: 'Rout', side: 'allied', rule: '6.4', unitId: a!.id },
        combat: { plan: { attackers: [b!.id] } },
      },
      spi.map(),
    );
    for (const u of [a!, b!]) {
      const rect = unitGroup(svg, u.id)?.getElementsByTagName('rect').item(0);
      expect(rect?.getAttribute('stroke')).toBe('#d6336c');
    }
    expect(svg).toContain('pending: Rout by allied (6.4)');
  });

  test('table: a morale state other than good is marked, footprints follow the facing', () => {
    const a1805 = RULES['a1805']!;
    const state = setUp(a1805, 'pratzen-example');
    const view = a1805.view(state, SPECTATOR) as View;
    const map = a1805.mapOf!(state);
    const [first] = view.units;
    const shaken = view.units.map((u) => (u.id === first!.id ? { ...u, morale: 'disordered' } : u));
    const svg = draw('a1805', { ...view, units: shaken }, map);
    const marks = elements(parseSvg(svg)).filter((e) =>
      (e.getAttribute('class') ?? '').startsWith('morale'),
    );
    expect(marks.map((m) => m.getAttribute('class'))).toEqual(['morale morale-disordered']);
    // turned by 90°: the same footprint, its corners rotated about the front centre
    const turned = view.units.map((u) =>
      u.id === first!.id ? { ...u, facing: (Number(u['facing']) + 90) % 360 } : u,
    );
    const points = (s: string) =>
      unitGroup(s, first!.id)?.getElementsByTagName('polygon').item(0)?.getAttribute('points');
    expect(points(draw('a1805', { ...view, units: turned }, map))).not.toBe(
      points(draw('a1805', view, map)),
    );
  });
});
