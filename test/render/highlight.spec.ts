import { SPECTATOR, sideViewer } from '@pratzen/engine';
import { RULES, picture, setUp } from './games';
import { dataValues, elements, parseSvg } from '../../libs/render/testing/parse-svg';

describe('highlight: a unit legal moves', () => {
  test('hex: every reachable hex of the unit, with its cheapest cost, and a ring on the unit', () => {
    const dg = RULES['dg-2006']!;
    const state = setUp(dg, 'historical');
    const viewer = sideViewer('allied');
    const unitId = 'al-kienmayer-inf';
    const actions = dg.legalActions(state, viewer, { unitId, type: 'MoveUnit' });
    expect(actions.length).toBeGreaterThan(1);
    const cheapest = new Map<string, number>();
    for (const a of actions) {
      const hex = a['hex'] as string;
      cheapest.set(hex, Math.min(cheapest.get(hex) ?? Infinity, a['cost'] as number));
    }
    const root = parseSvg(picture(dg, state, viewer, { highlight: { unitId, actions } }));
    const reachable = elements(root).filter((e) => e.getAttribute('class') === 'reachable');
    expect(reachable.map((g) => g.getAttribute('data-hex')).sort()).toEqual(
      [...cheapest.keys()].sort(),
    );
    for (const g of reachable) {
      const cost = g.getElementsByTagName('text').item(0)?.textContent;
      expect(cost).toBe(String(cheapest.get(g.getAttribute('data-hex') ?? '')));
    }
    expect(elements(root).filter((e) => e.getAttribute('class') === 'highlighted')).toHaveLength(1);
    // without a highlight, nothing of it
    expect(dataValues(parseSvg(picture(dg, state, viewer)), 'hex').length).toBeGreaterThan(0);
    expect(picture(dg, state, viewer)).not.toContain('class="reachable"');
  });

  test('table: the reach polygon of each move of the unit', () => {
    const duel = RULES['freeform-duel']!;
    const state = setUp(duel, 'duel');
    const actions = duel.legalActions(state, sideViewer('blue'), { unitId: 'blue-1' });
    const moves = actions.filter((a) => a.space?.reach !== undefined);
    expect(moves.length).toBeGreaterThan(0);
    const root = parseSvg(
      picture(duel, state, SPECTATOR, { highlight: { unitId: 'blue-1', actions } }),
    );
    const reach = elements(root).filter((e) => e.getAttribute('class') === 'reach');
    expect(reach).toHaveLength(moves.length);
    // the reach ring's 16 vertices, closed by Z
    expect((reach[0]?.getAttribute('d') ?? '').split('L')).toHaveLength(17);
    expect(elements(root).filter((e) => e.getAttribute('class') === 'highlighted')).toHaveLength(1);
  });

  test('another unit actions are not drawn for the highlighted one', () => {
    const duel = RULES['freeform-duel']!;
    const state = setUp(duel, 'duel');
    const actions = duel.legalActions(state, sideViewer('blue'), { unitId: 'blue-2' });
    const svg = picture(duel, state, SPECTATOR, { highlight: { unitId: 'blue-1', actions } });
    expect(svg).not.toContain('class="reach"');
  });
});
