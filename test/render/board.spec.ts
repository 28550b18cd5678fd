import { REFEREE, SPECTATOR, sideViewer } from '@pratzen/engine';
import { renderBoard } from '@pratzen/render';
import { RULES, picture, setUp } from './games';
import {
  dataValues,
  elements,
  parseSvg,
  visibleStrings,
} from '../../libs/render/testing/parse-svg';

const spi = RULES['spi-1980']!;
const OPENINGS = [
  ['spi-1980', 'historical', 'allied'],
  ['dg-2006', 'historical', 'allied'],
  ['a1805', 'pratzen-example', 'french'],
  ['freeform-duel', 'duel', 'blue'],
] as const;

describe('every ruleset draws its board as valid SVG', () => {
  test.each(OPENINGS)('%s (%s) for %s, a spectator and the referee', (id, scenario, side) => {
    const rules = RULES[id]!;
    const state = setUp(rules, scenario);
    for (const viewer of [sideViewer(side), SPECTATOR, REFEREE]) {
      const svg = picture(rules, state, viewer);
      const root = parseSvg(svg);
      expect(Number(root.getAttribute('width'))).toBeGreaterThan(100);
      expect(Number(root.getAttribute('height'))).toBeGreaterThan(100);
      // every unit the view places on the board is drawn once, and no other
      const view = rules.view(state, viewer) as {
        units: { id: string; hex?: unknown; location?: string }[];
      };
      const placed = view.units
        .filter((u) => u.hex === undefined || (typeof u.hex === 'string' && u.location === 'map'))
        .map((u) => u.id)
        .sort();
      expect(dataValues(root, 'unit').sort()).toEqual(placed);
      expect(placed.length).toBeGreaterThan(0);
    }
  });

  test('the same input gives the same bytes (and a copy of it too)', () => {
    for (const [id, scenario, side] of OPENINGS) {
      const rules = RULES[id]!;
      const state = setUp(rules, scenario);
      const once = picture(rules, state, sideViewer(side));
      expect(picture(rules, state, sideViewer(side))).toBe(once);
      const copy = JSON.parse(JSON.stringify(rules.view(state, sideViewer(side)))) as unknown;
      const map = rules.mapOf === undefined ? rules.map() : rules.mapOf(state);
      const again = renderBoard({
        geometry: rules.info.geometry,
        map: JSON.parse(JSON.stringify(map)) as unknown,
        view: copy,
        caption: `${id} · test`,
      });
      expect(again).toBe(once);
    }
  });

  test('a map object drawn before gives the same bytes as a fresh copy of it', () => {
    const map = spi.map();
    const state = setUp(spi, 'historical');
    const draw = (m: unknown, side: string): string =>
      renderBoard({
        geometry: 'hex',
        map: m,
        view: spi.view(state, sideViewer(side)),
        caption: 'c',
      });
    const first = draw(map, 'french');
    const reused = draw(map, 'allied');
    expect(draw(map, 'french')).toBe(first);
    expect(reused).toBe(draw(JSON.parse(JSON.stringify(map)) as unknown, 'allied'));
  });

  test('hex maps draw terrain on every hex and their hexside features', () => {
    const root = parseSvg(picture(spi, setUp(spi, 'historical'), SPECTATOR));
    const map = spi.map() as { hexes: { label: string }[] };
    expect(dataValues(root, 'hex').sort()).toEqual(map.hexes.map((h) => h.label).sort());
    const classes = elements(root).map((e) => e.getAttribute('class') ?? '');
    for (const feature of ['stream', 'road', 'upslope', 'victory']) {
      expect(classes.some((c) => c.split(' ').includes(feature))).toBe(true);
    }
  });

  test('text from data is escaped: a hostile unit name stays text', () => {
    const state = setUp(spi, 'historical');
    const view = spi.view(state, SPECTATOR) as { units: { name: string; location: string }[] };
    const hostile = `</text><script>alert("x")</script>&`;
    const units = view.units.map((u) => (u.location === 'map' ? { ...u, name: hostile } : u));
    const svg = renderBoard({
      geometry: 'hex',
      map: spi.map(),
      view: { ...view, units },
      caption: hostile,
    });
    const root = parseSvg(svg);
    expect(elements(root).some((e) => e.localName === 'script')).toBe(false);
    expect(visibleStrings(root).some((s) => s.includes('<script>'))).toBe(true);
  });

  test('a view the renderer does not know draws an empty board, never throws', () => {
    for (const view of [null, 42, 'x', [], { units: [{ id: 1 }, null, { id: 'u', hex: 7 }] }]) {
      expect(() =>
        parseSvg(renderBoard({ geometry: 'hex', map: null, view, caption: 'c' })),
      ).not.toThrow();
      expect(() =>
        parseSvg(
          renderBoard({ geometry: 'free-form', map: { bbox: [0, 0, 'x'] }, view, caption: 'c' }),
        ),
      ).not.toThrow();
    }
    const odd = { units: [{ id: 'u', side: 's', position: { x: 1e300, y: 0.0001 }, facing: 'n' }] };
    const svg = renderBoard({ geometry: 'free-form', map: {}, view: odd, caption: 'c' });
    expect(dataValues(parseSvg(svg), 'unit')).toEqual([]);
  });
});
