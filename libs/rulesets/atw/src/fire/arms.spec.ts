import { scriptedDice } from '@pratzen/engine';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { AtwEvent, Shot } from '../events';
import type { AtwState } from '../state';
import { area, position, unit } from '../testing/positions';
import { fireOptions, figuresOf } from './shoot';
import { fireTestNeed } from './fire-test';
import { bandAt, weaponsOf } from './weapons';

/** Rifles (16.9, 20), fanatics (18.1) and heavy weapons (18.2): what a unit's options do in fire. */
type P = ReturnType<typeof unit>;
const at = (units: P[], features?: unknown[]): AtwState =>
  position(units, { bare: features === undefined, phase: 'shoot', features });
const shots = (d: ReturnType<typeof decide>): Shot[] => {
  if (!d.ok) throw new Error(`${d.violation.code} ${d.violation.rule} ${d.violation.message}`);
  return d.events.filter((e: AtwEvent): e is Shot => e.type === 'Shot');
};
const refused = (d: ReturnType<typeof decide>) =>
  d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
const fire = (s: AtwState, figures: string[], rolls: number[]) =>
  decide(
    s,
    { type: 'Shoot', unitId: 'a', targets: [{ targetId: 't', figures }] },
    scriptedDice(rolls),
  );

/** Grade C light infantry, a column 4 files wide facing north at (30, 10). */
const lights = (options: string[] = []) =>
  unit('a', 30, 10, 0, { type: 'light-infantry', files: 4, figures: 16, options });
const target = (y: number) =>
  unit('t', 30, y, 180, { side: 'french', formation: 'line', files: 6, figures: 12 });

describe('atw rifles (16.9, 20), fanatics (18.1) and heavy weapons (18.2)', () => {
  test('atw 16.9 rifles: 8" at 4–6, 16" at 5–6; nothing beyond 16"', () => {
    const rifle = weaponsOf({ type: 'light-infantry', rifles: true });
    expect(bandAt(rifle, 8000)).toMatchObject({ weapon: 'rifle', band: 'close', hitOn: 4 });
    expect(bandAt(rifle, 8001)).toMatchObject({ weapon: 'rifle', band: 'far', hitOn: 5 });
    expect(bandAt(rifle, 16000)).toMatchObject({ band: 'far', hitOn: 5 });
    expect(bandAt(rifle, 16001)).toBeNull();
    // the option is for infantry: a battery keeps its guns
    expect(weaponsOf({ type: 'light-artillery', rifles: true })[0]?.weapon).toBe('canister-light');
  });

  test('atw 16.9 rifles: a rifle-armed unit hits at 12" (far, 5–6) where muskets are out of range', () => {
    const rifles = at([lights(['rifles']), target(22)]);
    const [s] = shots(fire(rifles, ['1', '2', '3', '4', '5', '6', '7', '8'], [5, 4]));
    expect(s).toMatchObject({
      weapon: 'rifle',
      band: 'far',
      range: 12000,
      dice: 2,
      need: 5,
      hits: 1,
    });
    const muskets = at([lights(), target(22)]);
    expect(fireOptions(muskets, muskets.units[0]!).has('t')).toBe(false);
    expect(refused(fire(muskets, ['1'], []))).toBe('OUT_OF_RANGE 16.9');
  });

  test('atw 16.9 rifles at close range (6"): 4–6, a point worse than muskets there (3–6)', () => {
    const [r] = shots(fire(at([lights(['rifles']), target(16)]), ['1', '2', '5', '6'], [4]));
    expect([r!.weapon, r!.band, r!.need]).toEqual(['rifle', 'close', 4]);
    const [m] = shots(fire(at([lights(), target(13)]), ['1', '2', '5', '6'], [3]));
    expect([m!.weapon, m!.band, m!.need]).toEqual(['musket', 'close', 3]);
  });

  test('atw 19.3 rifles: each inch of open woods counts 1" for rifles, 2" for muskets', () => {
    // the target 1" inside an open wood, 4" away: muskets count 5" (far), rifles 4" (close)
    const woods = [area('w', 'woods-open', 20, 13, 40, 20)];
    const [r] = shots(fire(at([lights(['rifles']), target(14)], woods), ['1', '2'], [6]));
    expect([r!.weapon, r!.band]).toEqual(['rifle', 'close']);
    const [m] = shots(fire(at([lights(), target(14)], woods), ['1', '2'], [6]));
    expect([m!.weapon, m!.band]).toEqual(['musket', 'far']);
    // on open ground at 4" the muskets are close
    const [o] = shots(fire(at([lights(), target(14)]), ['1', '2'], [6]));
    expect([o!.weapon, o!.band]).toEqual(['musket', 'close']);
  });

  test('atw 18.2 heavy weapons: massed irregulars with heavy weapons may not shoot', () => {
    const heavy = unit('a', 30, 10, 0, {
      files: 4,
      figures: 16,
      grade: 'C',
      options: ['irregular', 'heavy-weapons'],
    });
    const s = at([heavy, target(13)]);
    expect(refused(fire(s, ['1'], []))).toBe('MAY_NOT_FIRE 18.2');
    expect(weaponsOf(s.units[0]!)).toEqual([]);
    // the same unit without them fires its muskets
    const plain = at([unit('a', 30, 10, 0, { files: 4, figures: 16 }), target(13)]);
    expect(figuresOf(plain.units[0]!, fireOptions(plain, plain.units[0]!).get('t')!)).toHaveLength(
      8,
    );
  });

  test('atw 18.1 fanatics: +1 to pass fire tests until they fail one', () => {
    const options = ['irregular', 'fanatic'];
    const massed = unit('f', 30, 30, 180, { side: 'french', files: 4, figures: 16, options });
    const s = at([massed]);
    const f = s.units[0]!;
    expect(f.fanatic).toBe(true);
    // grade C, 2 hits: 1 − (−1) = 2 for others, 1 for fanatics
    expect([fireTestNeed({ ...f, fanatic: false }, 2), fireTestNeed(f, 2)]).toEqual([2, 1]);
    const test = (result: 'passed' | 'retreats') =>
      evolve(s, {
        type: 'FireTested',
        unitId: 'f',
        roll: 1,
        need: 2,
        hits: 2,
        result,
        rule: '16.10',
      }).units[0]!.fanatic;
    expect([test('passed'), test('retreats')]).toEqual([true, false]);
  });
});
