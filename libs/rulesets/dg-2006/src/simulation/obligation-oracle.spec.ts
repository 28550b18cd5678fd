import { isViolation } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { planAttack } from '../combat/attack-validation';
import type { DgCommand } from '../commands';
import { dg2006 } from '../ruleset';
import type { DgState } from '../state';
import { at, dieFor } from '../testing/positions';
import { obligationBreach } from './invariants';
import { bruteMinUnmet, frontsOf } from './obligation-oracle';

type Attack = Extract<DgCommand, { type: 'Attack' }>;
const attack = (attackers: string[], defenders: string[]): Attack => ({
  type: 'Attack',
  attackers,
  defenders,
});

/**
 * Plays an attack whose die gives Ae (bombarding artillery is unaffected, 10.0 C), the defender
 * declining to advance (9.33), so the board is otherwise unchanged.
 */
const spent = (s: DgState, command: Attack): DgState => {
  const plan = planAttack(s, command);
  if (isViolation(plan)) throw new Error(plan.message);
  const w = given(dg2006, s).when(command, [dieFor(plan.column, 'Ae')]);
  expect(w.decision.ok).toBe(true);
  let after = w.after;
  if (after.pending !== null) after = given(dg2006, after).when({ type: 'DeclineAdvance' }).after;
  expect(after.combat).toBeNull();
  expect(after.pending).toBeNull();
  return after;
};

/** The oracle's fewest unmet obligations on the (single) front of a position between attacks. */
const oracle = (s: DgState): number | undefined => {
  const [front, other] = frontsOf(s);
  if (front === undefined || other !== undefined) throw new Error('expected one front');
  const marks = {
    attacked: s.marks.attacked,
    defended: s.marks.defended,
    owed: s.marks.obligedDefenders,
  };
  return bruteMinUnmet(s, marks, front)?.best;
};

// The property test's two disagreements of issue #11 (seeds 602 and 1659) were the oracle's: it
// tried attacks on at most three hexes, so it believed an obligation lost when one unit had to
// attack four. The search was right: nothing in 8.0 F or 10.0 D caps the hexes of one attack.
describe('8.0 F / 10.0 D: the oracle tries a single unit against every hex it is adjacent to', () => {
  test('8.0 B-C, F (seed 1659): artillery bombards elsewhere, the adjacent artillery attacks four hexes', () => {
    const s = at(1, 'combat', 'french', {
      'fr-art-iv': '1105',
      'fr-art-v': '1102',
      'al-kolowrat-2': '1204',
      'al-bagration-2': '1004',
      'al-bagration-1': '1104',
      'al-liechtenstein-1': '1106',
      'al-bagration-cav-2': '1302',
    });
    expect(s.marks.obligedAttackers).toEqual(['fr-art-iv']);
    expect(s.marks.obligedDefenders).toEqual([
      'al-bagration-1',
      'al-bagration-2',
      'al-kolowrat-2',
      'al-liechtenstein-1',
    ]);
    const bombard = attack(['fr-art-v'], ['al-bagration-cav-2']);
    expect(obligationBreach(s, bombard)).toBeNull();
    const after = spent(s, bombard);
    expect(after.marks.attacked).toEqual(['fr-art-v']);
    expect(after.units.find((u) => u.id === 'fr-art-v')?.hex).toBe('1102');
    expect(oracle(after)).toBe(0);
    const four = ['al-kolowrat-2', 'al-bagration-2', 'al-bagration-1', 'al-liechtenstein-1'];
    expect(obligationBreach(after, attack(['fr-art-iv'], four))).toBeNull();
    given(dg2006, after)
      .when(attack(['fr-art-iv'], four), [3])
      .then((e) => expect(e[0]?.type).toBe('AttackResolved'));
  });

  test('8.0 B-C, F, K (seed 602): one unit attacks one hex, the other is left four, two in towns', () => {
    // The cavalry is adjacent to all five enemy hexes (0909 and 0709 are towns: their units are
    // owed because their ZOC extends out onto it, 6.0 I); the infantry to 0908 and 0708 only.
    const s = at(1, 'combat', 'french', {
      'fr-guard-inf': '0807',
      'fr-guard-cav': '0808',
      'al-dokhturov-2': '0809',
      'al-art-2': '0908',
      'al-liechtenstein-3': '0708',
      'al-przybyszewski-1': '0909',
      'al-langeron-2': '0709',
    });
    expect(s.marks.obligedAttackers).toEqual(['fr-guard-cav', 'fr-guard-inf']);
    expect(s.marks.obligedDefenders).toHaveLength(5);
    expect(oracle(s)).toBe(0);
    const first = attack(['fr-guard-inf'], ['al-art-2']);
    expect(obligationBreach(s, first)).toBeNull();
    given(dg2006, s)
      .when(first, [1])
      .then((e) => expect(e[0]?.type).toBe('AttackResolved'));
    // the attack made and its result leaving the board as it was (marks only: at 2-1 no die does)
    const after = {
      ...s,
      marks: { ...s.marks, attacked: ['fr-guard-inf'], defended: ['al-art-2'] },
    };
    expect(oracle(after)).toBe(0);
    const four = ['al-dokhturov-2', 'al-liechtenstein-3', 'al-przybyszewski-1', 'al-langeron-2'];
    expect(obligationBreach(after, attack(['fr-guard-cav'], four))).toBeNull();
    given(dg2006, after)
      .when(attack(['fr-guard-cav'], four), [1])
      .then((e) => expect(e[0]?.type).toBe('AttackResolved'));
  });
});
