import { TICKS_PER_UNIT, normaliseFacing } from '@pratzen/geometry';
import { seededDice } from '@pratzen/engine';
import { atw } from '../ruleset';
import { sokolnitz } from '../simulation/random-game';
import type { AtwState, UnitState } from '../state';
import { position, unit } from '../testing/positions';
import { orderRetreat, voluntaryAway } from './retreat';
import {
  RETREAT_ARC,
  RETREAT_MAX,
  RETREAT_MIN,
  type RetreatChoice,
  anyRetreat,
  retreatPlan,
} from './retreat-search';

/**
 * I-20's search (`anyRetreat`) skips a direction whose 6" slide already leaves the table without
 * searching it (the table's edge only comes nearer as the slide goes on). These tests hold it to
 * the search made the long way: every direction measured by `retreatPlan` (the exact check a
 * `Retreat` command gets), the same directions in the same order, the longest distance first.
 */

/** I-20's directions: straight away, each whole degree outwards (right first), then ±22.5°. */
const ANGLES = [
  0,
  ...Array.from({ length: 22 }, (_, i) => [(i + 1) * 10, -(i + 1) * 10]).flat(),
  RETREAT_ARC,
  -RETREAT_ARC,
];
const STEP = TICKS_PER_UNIT / 2;

/** The retreat I-20 finds, searched the long way (no direction skipped). */
function searchedTheLongWay(state: AtwState, u: UnitState, away: number): RetreatChoice | null {
  for (const angle of ANGLES) {
    const at = (distance: number) =>
      retreatPlan(state, u, away, { distance, angle, facing: 'about' });
    const shortest = at(RETREAT_MIN);
    // the way is shorter than 6": the next direction
    if (!shortest.ok && shortest.why === 'path') continue;
    for (let d = RETREAT_MAX; d >= RETREAT_MIN; d -= STEP) {
      if (at(d).ok) return { distance: d, angle, facing: 'about' };
    }
  }
  return null;
}

const one = (s: AtwState, id: string): UnitState => s.units.find((u) => u.id === id)!;

/** A lone unit facing west, its back (its front centre plus its depth) `gap` inches from the east edge. */
function backTo(gap: number, more: Parameters<typeof unit>[4] = {}): AtwState {
  const probe = one(position([unit('a', 36, 24, 270, more)], { bare: true }), 'a');
  const x = Math.round((72 - gap) * 1000 - probe.depth) / 1000;
  return position([unit('a', x, 24, 270, more)], { bare: true });
}

describe('atw 15.1 (I-20) the retreat search near the table edge', () => {
  test('15.1, I-20: backs 3" to 9" from an edge, straight at it and at angles across the arc: the search finds what the long way finds', () => {
    let blocked = 0;
    let found = 0;
    // the unit faces into the table; its back is `gap` inches from the east edge (x = 72")
    for (const gap of [3, 4.5, 5.5, 6.5, 8, 9]) {
      for (const shape of [
        {},
        { formation: 'line' as const, files: 12 },
        { type: 'light-cavalry' as const, figures: 12, files: 6 },
      ]) {
        const placed = backTo(gap, shape);
        const v = one(placed, 'a');
        for (const turn of [-400, -250, -150, 0, 150, 250, 400]) {
          const away = normaliseFacing(900 + turn);
          const want = searchedTheLongWay(placed, v, away);
          expect(anyRetreat(placed, v, away)).toEqual(want);
          if (want === null) blocked += 1;
          else found += 1;
        }
      }
    }
    // both outcomes are exercised (else the comparison proves little)
    expect(blocked).toBeGreaterThan(5);
    expect(found).toBeGreaterThan(5);
  });

  test('15.1, I-20: in a corner and beside an enemy: the search finds what the long way finds', () => {
    const s = position(
      [
        unit('a', 66, 42, 225),
        unit('b', 8, 5, 45, { type: 'light-cavalry', figures: 12, files: 6 }),
        unit('e', 60, 36, 45, { side: 'french' }),
      ],
      { bare: true },
    );
    for (const id of ['a', 'b']) {
      for (let away = 0; away < 3600; away += 300) {
        const u = one(s, id);
        expect(anyRetreat(s, u, away)).toEqual(searchedTheLongWay(s, u, away));
      }
    }
  });

  test('15.1, I-20: every Allied unit at the Sokolnitz opening (two of them backed against the east edge): the search finds what the long way finds', () => {
    const set = sokolnitz();
    const ended = atw.decide(set, { type: 'EndPhase' }, seededDice(1));
    if (!ended.ok) throw new Error(ended.violation.code);
    const s = ended.events.reduce<AtwState>((st, e) => atw.evolve(st, e), set);
    const results = s.units
      .filter((u) => u.side === 'allied')
      .map((u) => {
        const away = voluntaryAway(s, u);
        const got = anyRetreat(s, u, away);
        expect(got).toEqual(searchedTheLongWay(s, u, away));
        return got;
      });
    expect(results.filter((r) => r === null).length).toBeGreaterThan(0);
    expect(results.filter((r) => r !== null).length).toBeGreaterThan(0);
  });

  test('15.1: a unit whose back is within 6" of the table edge across the whole ±22.5° arc cannot retreat: it is shattered (RetreatBlocked); 7" away it retreats', () => {
    const gap = (s: AtwState) => (72_000 - (one(s, 'a').x + one(s, 'a').depth)) / TICKS_PER_UNIT;
    const at = (inches: number) => backTo(inches);
    expect([gap(at(5)), gap(at(7))]).toEqual([5, 7]);
    expect(orderRetreat(at(5), 'a', 900, '16.10')).toEqual([
      { type: 'RetreatBlocked', unitId: 'a', by: 'surrounded', rule: '15.1' },
    ]);
    expect(orderRetreat(at(7), 'a', 900, '16.10')[0].type).toBe('RetreatOrdered');
    const choice = anyRetreat(at(7), one(at(7), 'a'), 900);
    expect(choice).not.toBeNull();
    expect(choice!.distance).toBeGreaterThanOrEqual(RETREAT_MIN);
    expect(choice!.distance).toBeLessThanOrEqual(7 * TICKS_PER_UNIT);
  });
});
