import { scriptedDice } from '@pratzen/engine';
import type { AtwCommand } from '../commands';
import { decide } from '../decide';
import type { AtwEvent, CombatRoundFought } from '../events';
import { evolve } from '../evolve';
import { atw } from '../ruleset';
import type { AtwState } from '../state';
import { position, unit } from '../testing/positions';

/**
 * 17.8 (optional `cavalry-reinforcing`): a second cavalry unit behind a first that is one rank
 * deep joins its attack; only its front rank strikes (README I-60).
 */
const fold = (s: AtwState, es: readonly AtwEvent[]) => es.reduce(evolve, s);
const run = (s: AtwState, c: AtwCommand, dice: number[] = []) => decide(s, c, scriptedDice(dice));
const ok = (s: AtwState, c: AtwCommand, dice: number[] = []): readonly AtwEvent[] => {
  const d = run(s, c, dice);
  if (!d.ok) throw new Error(`${d.violation.code} ${d.violation.rule} ${d.violation.message}`);
  return d.events;
};
const contact = (unitId: string, target: string): AtwCommand => ({
  type: 'MoveUnit',
  unitId,
  steps: [{ kind: 'contact', unitId: target }],
});

/** A French line facing south at y 30; the allied line of light cavalry (12 files, 1 rank) 4" below it; a column 6" behind that. */
function opening(
  first: Partial<Parameters<typeof unit>[4]> = {},
  optional: readonly string[] = ['cavalry-reinforcing'],
): AtwState {
  const s = position(
    [
      unit('fr', 36, 30, 180, { side: 'french', formation: 'line', files: 12 }),
      unit('a1', 36, 26, 0, {
        type: 'light-cavalry',
        figures: 12,
        formation: 'line',
        files: 12,
        ...first,
      }),
      unit('a2', 36, 18, 0, { type: 'light-cavalry', figures: 12, formation: 'column', files: 4 }),
    ],
    { bare: true },
  );
  return { ...s, optionalRules: optional };
}

/** a1 attacks fr (no reaction: it began under 8" away). */
const attacked = (s: AtwState) => fold(s, ok(s, contact('a1', 'fr'), [6]));

describe('atw 17.8 cavalry reinforcing a combat (optional)', () => {
  test('atw 17.8: a cavalry column ending on the rear of a one-rank cavalry attack attacks the same enemy, behind it', () => {
    const s = attacked(opening());
    const es = ok(s, contact('a2', 'a1'));
    expect(es[0]).toMatchObject({ type: 'UnitMoved', unitId: 'a2', rule: '17.8' });
    expect(es[1]).toMatchObject({
      type: 'AttackMade',
      attackerId: 'a2',
      defenderId: 'fr',
      face: 'front',
      attack: 'frontal',
      combat: 'new',
      behind: 'a1',
      rule: '17.8',
    });
    const after = fold(s, es);
    expect(after.engagements.map((e) => `${e.attackerId}>${e.defenderId}`)).toEqual([
      'a1>fr',
      'a2>fr',
    ]);
    // 14-5: it is engaged
    const again = run(
      { ...after, units: after.units.map((u) => (u.id === 'a2' ? { ...u, moved: false } : u)) },
      { type: 'MoveUnit', unitId: 'a2', steps: [{ kind: 'forward', distance: 1 }] },
    );
    expect(again.ok ? null : again.violation.code).toBe('ENGAGED');
  });

  test('atw 17.8: only the front rank of the reinforcing unit strikes (4 figures: 2 dice, not 6); the defender splits its dice over both', () => {
    const s = attacked(opening());
    const both = { ...fold(s, ok(s, contact('a2', 'a1'))), phase: 'combat' as const };
    const es = ok(both, { type: 'FightCombats' }, Array(40).fill(1));
    const rounds = es.filter((e): e is CombatRoundFought => e.type === 'CombatRoundFought');
    const a1 = rounds.find((r) => r.attackerId === 'a1')!;
    const a2 = rounds.find((r) => r.attackerId === 'a2')!;
    // 17.2: a1's 12 figures in one rank: 6 dice; a2's front rank of 4 files behind it: 2
    expect(a1.attackerRolls).toHaveLength(6);
    expect(a2.attackerRolls).toHaveLength(2);
    // 17.2: the line's 6 dice divided as evenly as possible over its two attackers
    expect(a1.defenderRolls).toHaveLength(3);
    expect(a2.defenderRolls).toHaveLength(3);
  });

  test('atw 17.8: the reinforcing unit adds its hits: the defender loses a round it would have held against the first alone', () => {
    const s = attacked(opening());
    // alone: a1's 6 dice and fr's 6 dice; fr hits with 2 of its dice, a1 with 2 of its dice: held
    const alone = ok(
      { ...s, phase: 'combat' },
      { type: 'FightCombats' },
      [6, 6, 1, 1, 1, 1, 6, 6, 1, 1, 1, 1],
    );
    expect(alone.find((e) => e.type === 'CombatResult' && e.unitId === 'fr')).toMatchObject({
      result: 'held',
    });
    const both = { ...fold(s, ok(s, contact('a2', 'a1'))), phase: 'combat' as const };
    // a1 6 dice (2 hit), fr 3 at a1 (1 hits); a2 2 dice (both hit), fr 3 at a2 (1 hits): fr took 4, gave 2
    const es = ok(both, { type: 'FightCombats' }, [6, 6, 1, 1, 1, 1, 6, 1, 1, 6, 6, 6, 1, 1]);
    expect(es.find((e) => e.type === 'CombatResult' && e.unitId === 'fr')).toMatchObject({
      result: 'lost',
      suffered: 4,
      inflicted: 2,
    });
  });

  test('atw 17.8: not behind a unit of two ranks, not without the optional rule', () => {
    const deep = attacked(opening({ figures: 12, formation: 'column', files: 6 }));
    expect(run(deep, contact('a2', 'a1'))).toMatchObject({
      ok: false,
      violation: { code: 'INVALID_STEP', rule: '14' },
    });
    const off = attacked(opening({}, []));
    expect(run(off, contact('a2', 'a1'))).toMatchObject({
      ok: false,
      violation: { code: 'INVALID_STEP' },
    });
    // a move that merely ends on the friend's rear without the rule is no attack
    const plain = attacked(opening({}, []));
    const moved = ok(plain, {
      type: 'MoveUnit',
      unitId: 'a2',
      steps: [{ kind: 'forward', distance: 1 }],
    });
    expect(moved.some((e) => e.type === 'AttackMade')).toBe(false);
  });

  test('atw 17.8: the reinforcing engagement ends with the friend’s (its friend lost and retreated)', () => {
    const s = attacked(opening());
    const both = { ...fold(s, ok(s, contact('a2', 'a1'))), phase: 'combat' as const };
    const ended = evolve(both, {
      type: 'EngagementEnded',
      attackerId: 'a1',
      defenderId: 'fr',
      rule: '17.5',
    });
    expect(ended.engagements).toEqual([]);
  });

  test('atw 17.8: legal actions offer the reinforcing contact; the set-up accepts the optional rule', () => {
    const s = attacked(opening());
    const offered = atw
      .legalActions(s, { side: 'allied' } as never)
      .map((a) => a.command)
      .filter((c) => c.type === 'MoveUnit' && c.unitId === 'a2');
    expect(offered).toContainEqual(contact('a2', 'a1'));
    const set = atw.initialState({
      scenarioId: 'sokolnitz',
      optionalRules: ['cavalry-reinforcing'],
    });
    expect(set.ok).toBe(true);
  });
});
