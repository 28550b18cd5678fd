import { scriptedDice, sideViewer } from '@pratzen/engine';
import { atw } from '../ruleset';
import { decide } from '../decide';
import type { AtwEvent, Shot } from '../events';
import type { AtwState } from '../state';
import { area, position, unit } from '../testing/positions';
import { blockPoints } from './garrison';
import { fireOptions, figuresOf } from './shoot';

/** 19.7: a town block's garrison shoots from its sides, a die per inch of frontage (I-52). */
type P = ReturnType<typeof unit>;
/** An 8" × 6" block from (26, 20) to (34, 26). */
const block = area('b', 'town-block', 26, 20, 34, 26, { contours: 1, capacity: 48 });
const at = (units: P[]): AtwState => position(units, { phase: 'shoot', features: [block] });
const garrison = (figures = 24, more = {}) =>
  unit('g', 30, 23, 0, { formation: 'town-order', block: 'b', figures, ...more });
/** A French line 6 files wide facing south, front at `y`, centred on `x`. */
const enemy = (id: string, x: number, y: number, facing = 180) =>
  unit(id, x, y, facing, { side: 'french', formation: 'line', files: 6, figures: 12 });
const shots = (d: ReturnType<typeof decide>): Shot[] => {
  if (!d.ok) throw new Error(`${d.violation.code} ${d.violation.rule} ${d.violation.message}`);
  return d.events.filter((e: AtwEvent): e is Shot => e.type === 'Shot');
};
const fire = (s: AtwState, targets: { targetId: string; figures: string[] }[]) =>
  decide(s, { type: 'Shoot', unitId: 'g', targets }, scriptedDice(Array(40).fill(6)));

describe('atw 19.7 garrison fire', () => {
  test('atw 19.7: a block fires from every side, one point per whole inch, each facing out', () => {
    const pts = blockPoints(at([garrison()]).table.features[0]!.area!.outer);
    expect(pts).toHaveLength(8 + 6 + 8 + 6);
    // the south side (y = 20) faces south, the north side (y = 26) north, east east, west west
    const facings = new Map(pts.map((p) => [`${p.at.x},${p.at.y}`, p.facing]));
    expect(facings.get('26500,20000')).toBe(1800);
    expect(facings.get('33500,26000')).toBe(0);
    expect(facings.get('34000,20500')).toBe(900);
    expect(facings.get('26000,25500')).toBe(2700);
  });

  test('atw 19.7: one die per inch of frontage facing the target, up to its total dice (24 figures: 6)', () => {
    const s = at([garrison(), enemy('t', 30, 29)]);
    const g = s.units.find((u) => u.id === 'g')!;
    const north = figuresOf(g, fireOptions(s, g).get('t')!);
    expect(north).toHaveLength(8);
    const [all] = shots(fire(s, [{ targetId: 't', figures: north }]));
    expect([all!.figures, all!.dice, all!.weapon, all!.band]).toEqual([8, 6, 'musket', 'close']);
    const [four] = shots(fire(s, [{ targetId: 't', figures: north.slice(0, 4) }]));
    expect(four!.dice).toBe(4);
    // a small garrison: 12 figures roll at most 3 dice
    const small = at([garrison(12), enemy('t', 30, 29)]);
    expect(shots(fire(small, [{ targetId: 't', figures: north }]))[0]!.dice).toBe(3);
  });

  test('atw 19.7: the sides share the total dice between targets, in the order named', () => {
    const s = at([garrison(), enemy('t', 30, 30), enemy('e', 38, 23, 270)]);
    const g = s.units.find((u) => u.id === 'g')!;
    const opts = fireOptions(s, g);
    const north = figuresOf(g, opts.get('t')!);
    const east = figuresOf(g, opts.get('e')!);
    expect(east.some((f) => north.includes(f))).toBe(false);
    const [a, b] = shots(
      fire(s, [
        { targetId: 't', figures: north.slice(0, 4) },
        { targetId: 'e', figures: east },
      ]),
    );
    expect([a!.dice, b!.dice]).toEqual([4, 2]);
    // the legal actions offer the garrison's Shoot, accepted as offered
    const action = atw
      .legalActions(s, sideViewer('allied'), { type: 'Shoot' })
      .find((x) => x.command.type === 'Shoot' && x.command.unitId === 'g');
    expect(action).toBeDefined();
    expect(decide(s, action!.command, scriptedDice(Array(40).fill(6))).ok).toBe(true);
  });

  test('atw 19.7: a point beyond the block sides is no figure of the garrison (INVALID_FIGURES 16.2)', () => {
    const s = at([garrison(), enemy('t', 30, 30)]);
    const d = fire(s, [{ targetId: 't', figures: ['29'] }]);
    expect(d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`).toBe('INVALID_FIGURES 16.2');
  });
});
