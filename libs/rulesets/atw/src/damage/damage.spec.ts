import { scriptedDice } from '@pratzen/engine';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { AtwEvent } from '../events';
import type { AtwState, UnitState } from '../state';
import { position, unit } from '../testing/positions';
import { applyUnitHit, hitEvent } from './hits';
import { routHitsEvents, routHitsFor, routModifiers } from './rout-hits';

const bare = (...units: ReturnType<typeof unit>[]) => position(units, { bare: true });
const one = (s: AtwState, id = 'a'): UnitState => s.units.find((u) => u.id === id)!;
const hit = (u: UnitState, hits: number) => applyUnitHit(u, hitEvent(u, hits, 'damage', '16.9'));
const hussars = (more = {}) =>
  unit('h', 30, 20, 0, {
    type: 'light-cavalry',
    figures: 12,
    files: 6,
    ...more,
  });

describe('atw 8 hits', () => {
  test('atw 8-1: each hit on infantry removes a figure, on artillery a gunner (gun models stay)', () => {
    const s = bare(
      unit('a', 10, 10, 0, { figures: 24, formation: 'line', files: 12 }),
      unit('g', 40, 10, 0, {
        type: 'medium-artillery',
        figures: null,
        gunModels: 4,
        gunners: 16,
        formation: 'unlimbered',
      }),
    );
    expect(hit(one(s), 3).figures).toBe(21);
    const g = hit(one(s, 'g'), 3);
    expect([g.figures, g.gunners]).toEqual([4, 13]);
  });

  test('atw 8-2: cavalry loses a figure per 2 hits, the odd hit carried to the next', () => {
    const h = one(bare(hussars()), 'h');
    const once = hit(h, 3);
    expect([once.figures, once.carried]).toEqual([11, 1]);
    const twice = hit(once, 1);
    expect([twice.figures, twice.carried]).toEqual([10, 0]);
    const single = hit(h, 1);
    expect([single.figures, single.carried]).toEqual([12, 1]);
  });

  test('atw 8-3: the rear rank goes first, then a two-rank line narrows about its front centre', () => {
    const col = one(bare(unit('a', 10, 10, 0, { figures: 24, files: 4 })));
    expect([col.files, col.ranks]).toEqual([4, 6]);
    const c = hit(col, 4);
    expect([c.files, c.ranks, c.x, c.y]).toEqual([4, 5, col.x, col.y]);
    expect(c.depth).toBeLessThan(col.depth);
    const line = one(bare(unit('a', 10, 10, 0, { figures: 24, formation: 'line', files: 12 })));
    const l = hit(line, 3);
    expect([l.files, l.ranks, l.width]).toEqual([11, 2, l.width]);
    expect(l.width).toBeLessThan(line.width);
    expect([l.x, l.y, l.facing]).toEqual([line.x, line.y, line.facing]);
  });

  test('atw 6: at 25 % of its starting strength or less a unit is shattered (a battery counts gunners)', () => {
    const a = one(bare(unit('a', 10, 10, 0, { figures: 24, files: 4 })));
    expect(hit(a, 17).morale).toBe('good');
    expect(hit(a, 18).morale).toBe('shattered');
    const g = one(
      bare(
        unit('g', 40, 10, 0, {
          type: 'light-artillery',
          figures: null,
          gunModels: 2,
          gunners: 8,
          formation: 'unlimbered',
        }),
      ),
      'g',
    );
    expect(hit(g, 5).morale).toBe('good');
    expect(hit(g, 6).morale).toBe('shattered');
  });

  test('atw 9.2.2: at 50 % losses a unit is exhausted and disordered for good (artillery: exhausted, never disordered)', () => {
    const a = one(bare(unit('a', 10, 10, 0, { figures: 24, files: 4 })));
    expect([hit(a, 11).exhausted, hit(a, 11).disordered]).toEqual([false, false]);
    expect([hit(a, 12).exhausted, hit(a, 12).disordered]).toEqual([true, true]);
    const g = one(
      bare(
        unit('g', 40, 10, 0, {
          type: 'light-artillery',
          figures: null,
          gunModels: 2,
          gunners: 8,
          formation: 'unlimbered',
        }),
      ),
      'g',
    );
    expect([hit(g, 4).exhausted, hit(g, 4).disordered]).toEqual([true, false]);
  });

  test('atw 8.1: rout hits remove figures exactly as damage hits do', () => {
    const h = one(bare(hussars()), 'h');
    const rout = applyUnitHit(h, hitEvent(h, 4, 'rout', '8.2'));
    expect(rout).toEqual(hit(h, 4));
  });
});

describe('atw 8.2 rout hits', () => {
  test.each([
    [7, 0],
    [12, 0],
    [6, 1],
    [5, 2],
    [4, 2],
    [3, 3],
    [2, 3],
    [1, 4],
    [0, 6],
    [-5, 6],
  ])('atw 8.2: a modified score of %i gives %i rout hits', (score, hits) => {
    expect(routHitsFor(score)).toBe(hits);
  });

  test('atw 8.2 example: shaken grade C hussars losing a combat roll 5 and take 4 rout hits (2 figures)', () => {
    const h = one(bare(hussars({ morale: 'shaken' })), 'h');
    expect(h.shakenAtStart).toBe(true);
    const events = routHitsEvents(h, { lostCombatTo: 'infantry' }, scriptedDice([5]));
    expect(events[0]).toEqual({
      type: 'RoutHitsRolled',
      unitId: 'h',
      roll: 5,
      modifier: -4,
      score: 1,
      hits: 4,
      rule: '8.2',
    });
    expect(events[1]).toMatchObject({ type: 'UnitHit', hits: 4, kind: 'rout', figures: 10 });
  });

  test('atw 8.2: every modifier of the table (grade, general, voluntary, shaken, combat lost, flank)', () => {
    const sum = (
      u: Parameters<typeof routModifiers>[0],
      why: Parameters<typeof routModifiers>[1],
    ) => routModifiers(u, why).reduce((t, m) => t + m.value, 0);
    const inf = { arm: 'infantry' as const, shakenAtStart: false };
    expect(['A', 'B', 'C', 'D'].map((g) => sum({ ...inf, grade: g as 'A' }, {}))).toEqual([
      2, 1, 0, -1,
    ]);
    const c = { ...inf, grade: 'C' as const };
    expect(sum(c, { generalAttached: true })).toBe(2);
    expect(sum(c, { voluntary: true })).toBe(2);
    expect(sum({ ...c, shakenAtStart: true }, {})).toBe(-2);
    expect(sum(c, { lostCombatTo: 'cavalry' })).toBe(-4);
    expect(sum(c, { lostCombatTo: 'infantry' })).toBe(-2);
    expect(sum({ ...c, arm: 'cavalry' }, { lostCombatTo: 'cavalry' })).toBe(-2);
    expect(sum(c, { flankOrBookended: true })).toBe(-2);
  });

  test('atw 8.2: a score of 7 or more takes no hits and no UnitHit event', () => {
    const a = one(bare(unit('a', 10, 10, 0, { grade: 'A' })));
    const events = routHitsEvents(a, { voluntary: true }, scriptedDice([3]));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ score: 7, hits: 0 });
  });
});

describe('atw 6 shattered units leave at the end of the phase', () => {
  test('atw 6: EndPhase removes a shattered unit before the next phase begins', () => {
    const s0 = bare(unit('a', 10, 10, 0), unit('b', 40, 10, 0));
    const s = evolve(s0, hitEvent(one(s0), 18, 'damage', '16.9'));
    expect(one(s).morale).toBe('shattered');
    const d = decide(s, { type: 'EndPhase' }, scriptedDice([]));
    if (!d.ok) throw new Error(d.violation.code);
    expect(d.events.map((e: AtwEvent) => e.type)).toEqual(['UnitRemoved', 'PhaseEnded']);
    const after = d.events.reduce(evolve, s);
    expect(after.units.map((u) => u.id)).toEqual(['b']);
  });

  test('atw 8.2: a unit shaken when the turn begins is marked so (the −2 of the table)', () => {
    const s = { ...bare(unit('a', 10, 10, 0)), phase: 'combat' as const };
    const shaken = { ...s, units: s.units.map((u) => ({ ...u, morale: 'shaken' as const })) };
    const d = decide(shaken, { type: 'EndPhase' }, scriptedDice([]));
    if (!d.ok) throw new Error(d.violation.code);
    expect(one(d.events.reduce(evolve, shaken)).shakenAtStart).toBe(true);
  });
});
