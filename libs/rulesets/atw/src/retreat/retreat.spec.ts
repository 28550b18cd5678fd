import { REFEREE, scriptedDice, sideViewer } from '@pratzen/engine';
import type { Retreat } from '../commands';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { AtwEvent } from '../events';
import { atw } from '../ruleset';
import type { AtwState, UnitState } from '../state';
import { position, unit } from '../testing/positions';
import { orderRetreat } from './retreat';
import { splitDifference } from './retreat-search';

const bare = (phase: 'move' | 'shoot', ...units: ReturnType<typeof unit>[]) =>
  position(units, { bare: true, phase });
const one = (s: AtwState, id = 'a'): UnitState => s.units.find((u) => u.id === id)!;
const fold = (s: AtwState, events: readonly AtwEvent[]) => events.reduce(evolve, s);
const retreat = (s: AtwState, more: Partial<Retreat> = {}, dice: number[] = [6]) =>
  decide(
    s,
    { type: 'Retreat', unitId: 'a', distance: 6, angle: 0, facing: 'enemy', ...more },
    scriptedDice(dice),
  );
const code = (d: ReturnType<typeof retreat>) =>
  d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
const events = (d: ReturnType<typeof retreat>) => {
  if (!d.ok) throw new Error(`${d.violation.code}: ${d.violation.message}`);
  return d.events;
};
const enemy = (id: string, x: number, y: number, facing: number, more = {}) =>
  unit(id, x, y, facing, { side: 'french', ...more });
/** A retreat of `a` ordered straight south (away from a northern enemy), in the shoot phase. */
const ordered = (...others: ReturnType<typeof unit>[]) => {
  const s = bare('shoot', unit('a', 30, 20, 0), ...others);
  return fold(s, orderRetreat(s, 'a', 1800, '16.10'));
};

describe('atw 15.1 compulsory retreats', () => {
  test('atw 15.1: a retreat ordered waits for its owner; nothing else may be done until it is made', () => {
    const s = ordered(enemy('e', 30, 30, 180));
    expect(atw.status(s).pendingDecision).toMatchObject({
      type: 'Retreat',
      side: 'allied',
      rule: '15.1',
    });
    const offered = atw.legalActions(s, sideViewer('allied'));
    expect(offered.map((a) => a.command.type)).toEqual(['Retreat']);
    expect(offered[0]!.space?.vary['/distance']).toMatchObject({ min: 6, max: 36, unit: 'inch' });
    expect(atw.legalActions(s, sideViewer('french'))).toEqual([]);
    const end = decide(s, { type: 'EndPhase' }, scriptedDice([]));
    expect(end.ok ? 'ok' : end.violation.code).toBe('RETREAT_PENDING');
    // the offered command is accepted as it is
    expect(decide(s, offered[0]!.command, scriptedDice([6])).ok).toBe(true);
  });

  test('atw 15.1: 6" straight away, facing the enemy: the unit is shaken, then rolls for rout hits (8.2)', () => {
    const s = ordered(enemy('e', 30, 30, 180));
    const es = events(retreat(s, {}, [3]));
    expect(es.map((e) => e.type)).toEqual(['UnitRetreated', 'RoutHitsRolled', 'UnitHit']);
    const after = fold(s, es);
    const a = one(after);
    expect([a.x, a.y, a.facing, a.morale]).toEqual([30_000, 14_000, 0, 'shaken']);
    expect(a.figures).toBe(21); // grade C, no modifier: 3 → 3 rout hits
    expect(after.retreats).toEqual([]);
    expect(atw.status(after).pendingDecision).toBeNull();
  });

  test('atw 15.1: 6" to 36", within 22.5° either side of straight away', () => {
    const s = ordered();
    expect(code(retreat(s, { distance: 5.999 }))).toBe('INVALID_RETREAT 15.1');
    expect(code(retreat(s, { distance: 36.001 }))).toBe('INVALID_RETREAT 15.1');
    expect(code(retreat(s, { distance: 15 }))).toBe('ok');
    expect(code(retreat(s, { angle: 22.5 }))).toBe('ok');
    expect(code(retreat(s, { angle: -22.6 }))).toBe('INVALID_RETREAT 15.1');
  });

  test('atw 15.1-4: the unit may end facing the enemy or about-faced', () => {
    const s = ordered();
    const about = one(fold(s, events(retreat(s, { facing: 'about' }))));
    expect(about.facing).toBe(1800);
    // the footprint turned about its centre: the front centre is now its old rear, 6" further
    expect(about.y).toBe(20_000 - one(s).depth - 6_000);
  });

  test('atw 15.1: a path into an enemy is closed; another angle may avoid it', () => {
    const s = ordered(enemy('e', 30, 8, 0));
    expect(code(retreat(s, { distance: 10 }))).toBe('RETREAT_BLOCKED 15.1');
    expect(code(retreat(s, { distance: 6 }))).toBe('ok');
  });

  test('atw 15.1: friends are passed freely, but a retreat may not end on one', () => {
    const s = ordered(unit('f', 30, 12, 0, { formation: 'line', files: 12 }));
    expect(code(retreat(s, { distance: 8 }))).toBe('RETREAT_ONTO_UNIT 15.1');
    expect(code(retreat(s, { distance: 12 }))).toBe('ok');
  });

  test('atw 15.1: a unit that cannot avoid the enemy is shattered, and leaves at the end of the phase (6)', () => {
    const s = bare(
      'shoot',
      unit('a', 30, 20, 0),
      enemy('n', 30, 24, 180, { formation: 'line', files: 12 }),
      enemy('s', 30, 12, 0, { formation: 'line', files: 12 }),
      enemy('w', 22, 18, 90, { formation: 'line', files: 12 }),
      enemy('x', 38, 18, 270, { formation: 'line', files: 12 }),
    );
    const es = orderRetreat(s, 'a', 1800, '17.5', { lostCombatTo: 'infantry' });
    expect(es).toEqual([{ type: 'RetreatBlocked', unitId: 'a', by: 'surrounded', rule: '15.1' }]);
    const after = fold(s, es);
    expect(one(after).morale).toBe('shattered');
    const end = decide(after, { type: 'EndPhase' }, scriptedDice([]));
    expect(end.ok && end.events.map((e) => e.type)).toEqual(['UnitRemoved', 'PhaseEnded']);
  });

  test('atw 15.1: retreating cavalry flows around enemy infantry in column (not around a line)', () => {
    const cav = (s2: AtwState) => fold(s2, orderRetreat(s2, 'a', 1800, '17.5'));
    const hussars = unit('a', 30, 26, 0, { type: 'light-cavalry', figures: 12, files: 6 });
    const column = bare('shoot', hussars, enemy('e', 30, 10, 0));
    expect(code(retreat(cav(column), { distance: 22 }))).toBe('ok');
    const line = bare('shoot', hussars, enemy('e', 30, 10, 0, { formation: 'line', files: 12 }));
    expect(code(retreat(cav(line), { distance: 22 }))).toBe('RETREAT_BLOCKED 15.1');
  });

  test('atw 15.1-2: a square retreats in column', () => {
    const s = bare('shoot', unit('a', 30, 20, 0, { formation: 'square', files: 6 }));
    const after = fold(s, orderRetreat(s, 'a', 1800, '16.10'));
    const a = one(fold(after, events(retreat(after))));
    expect([a.formation, a.files]).toEqual(['column', 4]);
  });

  test('atw 15.1: attacked from several directions, the retreat splits the difference', () => {
    expect(splitDifference([1800, 900])).toBe(1350);
    expect(splitDifference([3500, 100])).toBe(0);
    expect(splitDifference([0, 900, 1800])).toBe(900);
  });

  test('atw 15.1: the retreats are answered in order, and a later one whose ways are closed when its turn comes shatters', () => {
    const line = { formation: 'line', files: 12 };
    const s = bare(
      'shoot',
      unit('a', 20, 20, 0),
      unit('b', 55, 20, 0),
      enemy('n', 55, 24, 180, line),
      enemy('s', 55, 12, 0, line),
      enemy('w', 47, 18, 90, line),
      enemy('x', 63, 18, 270, line),
    );
    const ordered2: AtwEvent[] = [
      ...orderRetreat(s, 'a', 1800, '16.10'),
      {
        type: 'RetreatOrdered',
        unitId: 'b',
        away: 1800,
        rule: '16.10',
        lostCombatTo: 'none',
        flank: 'none',
      },
    ];
    const twice = fold(s, ordered2);
    expect(twice.retreats.map((r) => r.unitId)).toEqual(['a', 'b']);
    const d = decide(
      twice,
      { type: 'Retreat', unitId: 'b', distance: 6, angle: 0, facing: 'enemy' },
      scriptedDice([6]),
    );
    expect(code(d)).toBe('RETREAT_PENDING 15.1');
    const es = events(retreat(twice, {}, [6]));
    expect(es.map((e) => e.type)).toEqual([
      'UnitRetreated',
      'RoutHitsRolled',
      'UnitHit',
      'RetreatBlocked',
    ]);
    const after = fold(twice, es);
    expect([after.retreats, one(after, 'b').morale]).toEqual([[], 'shattered']);
  });
});

describe('atw 15.2 voluntary retreats', () => {
  test('atw 15.2: in its move phase an active unit may retreat; it is shaken and rolls rout hits with +2', () => {
    const s = bare('move', unit('a', 30, 20, 0), enemy('e', 30, 30, 180));
    const offered = atw.legalActions(s, sideViewer('allied'), { type: 'Retreat' });
    expect(offered.map((a) => (a.command as Retreat).unitId)).toEqual(['a']);
    const es = events(retreat(s, {}, [4]));
    expect(es[0]).toMatchObject({ type: 'UnitRetreated', voluntary: 'voluntary', rule: '15.2' });
    expect(es[1]).toMatchObject({
      type: 'RoutHitsRolled',
      roll: 4,
      modifier: 2,
      score: 6,
      hits: 1,
    });
    const a = one(fold(s, es));
    expect([a.morale, a.moved, a.figures, a.y]).toEqual(['shaken', true, 23, 14_000]);
  });

  test('atw 15.2: away from the nearest enemy able to attack it, else straight back', () => {
    // the enemy stands east: the retreat goes west
    const s = bare('move', unit('a', 30, 20, 0), enemy('e', 40, 17, 270));
    const a = one(fold(s, events(retreat(s, { facing: 'about' }))));
    expect(Math.abs(a.facing - 2700)).toBeLessThan(100);
    expect(a.x).toBeLessThan(30_000 - 6_000);
  });

  test('atw 15.2: not in another phase, not by the passive side, not after moving', () => {
    const s = bare('move', unit('a', 30, 20, 0), enemy('e', 30, 40, 180));
    expect(code(retreat({ ...s, phase: 'shoot' }))).toBe('WRONG_PHASE 15.2');
    expect(
      code(
        decide(
          s,
          { type: 'Retreat', unitId: 'e', distance: 6, angle: 0, facing: 'enemy' },
          scriptedDice([6]),
        ),
      ),
    ).toBe('NOT_ACTIVE_SIDE 15.2');
    const moved = fold(
      s,
      events(
        decide(
          s,
          { type: 'MoveUnit', unitId: 'a', steps: [{ kind: 'forward', distance: 1 }] },
          scriptedDice([]),
        ),
      ),
    );
    expect(code(retreat(moved))).toBe('ALREADY_MOVED 15.2');
  });

  test('atw 15.1: the view lists the pending retreats in degrees', () => {
    const s = ordered();
    expect((atw.view(s, REFEREE) as { retreats: unknown }).retreats).toEqual([
      { unitId: 'a', away: 180, rule: '16.10' },
    ]);
  });
});
