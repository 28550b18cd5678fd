import { given } from '@pratzen/engine/testing';
import { isViolation, sideViewer } from '@pratzen/engine';
import type { DgCommand } from '../commands';
import { decide } from '../decide';
import { evolve } from '../evolve';
import { dg2006 } from '../ruleset';
import type { DgState } from '../state';
import { at, dieFor } from '../testing/positions';
import { planAttack } from './attack-validation';

type Attack = Extract<DgCommand, { type: 'Attack' }>;
const attack = (attackers: string[], defenders: string[]): Attack => ({
  type: 'Attack',
  attackers,
  defenders,
});

/** The attacks legalActions offers, as "attackers>defenders" (sorted). */
const offered = (s: DgState): string[] =>
  dg2006
    .legalActions(s, sideViewer(s.side), { type: 'Attack' })
    .map((a) => a.command as Attack)
    .map((c) => `${[...c.attackers].sort().join('+')}>${[...c.defenders].sort().join('+')}`)
    .sort();

/** Plays an attack with the die giving `result`, then every single-option step; returns state. */
function fight(s: DgState, command: Attack, result: 'Dr' | 'Ae' | 'De'): DgState {
  const plan = planAttack(s, command);
  if (isViolation(plan)) throw new Error(plan.message);
  const w = given(dg2006, s).when(command, [dieFor(plan.column, result)]);
  if (!w.decision.ok) throw new Error(w.decision.violation.message);
  let state = w.after;
  while (state.pending !== null) {
    const [first] = dg2006.legalActions(state, sideViewer(state.pending.side));
    const d = decide(state, first?.command as DgCommand);
    if (!d.ok) throw new Error(d.violation.message);
    state = d.events.reduce(evolve, state);
  }
  return state;
}

describe('8.0 B-D, K: an attack may not leave the phase’s obligations impossible to meet', () => {
  test('8.0 C / D: two attackers, one defender — one may not attack it alone and strand the other', () => {
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'fr-rivaud': '1906',
      'al-dokhturov-1': '2005',
    });
    expect(s.marks.obligedAttackers).toEqual(['fr-morand', 'fr-rivaud']);
    const v = given(dg2006, s)
      .when(attack(['fr-morand'], ['al-dokhturov-1']), [1])
      .thenViolates('OBLIGATION_STRANDED', '8.0 C');
    expect(v.details).toMatchObject({ stranded: ['fr-rivaud'] });
    expect(v.message).toContain('fr-rivaud');
    given(dg2006, s)
      .when(attack(['fr-morand', 'fr-rivaud'], ['al-dokhturov-1']), [1])
      .then((e) => expect(e[0]?.type).toBe('AttackResolved'));
    expect(offered(s)).toEqual(['fr-morand+fr-rivaud>al-dokhturov-1']);
  });

  test('8.0 B / D: one attacker, two defenders — it must attack both together (8.0 F)', () => {
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'al-dokhturov-1': '2005',
      'al-kienmayer-inf': '1904',
    });
    const v = given(dg2006, s)
      .when(attack(['fr-morand'], ['al-dokhturov-1']), [1])
      .thenViolates('OBLIGATION_STRANDED', '8.0 B');
    expect(v.details).toMatchObject({ stranded: ['al-kienmayer-inf'] });
    expect(offered(s)).toEqual(['fr-morand>al-dokhturov-1+al-kienmayer-inf']);
    given(dg2006, s)
      .when(attack(['fr-morand'], ['al-dokhturov-1', 'al-kienmayer-inf']), [1])
      .then((e) => expect(e[0]?.type).toBe('AttackResolved'));
  });

  test('8.0 B: an obliged enemy unit may not be left with nobody to attack it', () => {
    // Morand is adjacent to both enemy units, Rivaud to Dokhturov only.
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'fr-rivaud': '1906',
      'al-dokhturov-1': '2005',
      'al-kienmayer-inf': '1904',
    });
    const v = given(dg2006, s)
      .when(attack(['fr-morand', 'fr-rivaud'], ['al-dokhturov-1']), [1])
      .thenViolates('OBLIGATION_STRANDED', '8.0 B');
    expect(v.details).toMatchObject({ stranded: ['al-kienmayer-inf'] });
    // Morand against both would leave Rivaud nothing to attack (8.0 C)
    given(dg2006, s)
      .when(attack(['fr-morand'], ['al-dokhturov-1', 'al-kienmayer-inf']), [1])
      .thenViolates('OBLIGATION_STRANDED', '8.0 C');
    expect(offered(s)).toEqual(['fr-morand>al-kienmayer-inf', 'fr-rivaud>al-dokhturov-1']);
    const first = fight(s, attack(['fr-rivaud'], ['al-dokhturov-1']), 'Dr');
    given(dg2006, first).when({ type: 'EndPhase' }).thenViolates('ATTACK_OBLIGATION', '8.0 C');
    const done = fight(first, attack(['fr-morand'], ['al-kienmayer-inf']), 'Dr');
    given(dg2006, done)
      .when({ type: 'EndPhase' })
      .then((e) => expect(e[0]?.type).toBe('PhaseEnded'));
  });

  test('8.0 B-C: an obligation dissolved by a combat result (a retreat into the town) stays dissolved', () => {
    // Rivaud is obliged by the artillery and by Kienmayer in the town (ZOC extends out of it).
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1509',
      'fr-rivaud': '1310',
      'al-art-1': '1409',
      'al-kienmayer-inf': '1309',
    });
    expect(s.marks.obligedAttackers).toEqual(['fr-morand', 'fr-rivaud']);
    expect(s.marks.obligedDefenders).toEqual(['al-art-1', 'al-kienmayer-inf']);
    // Morand alone is legal: Rivaud can still attack Kienmayer
    const after = fight(s, attack(['fr-morand'], ['al-art-1']), 'Dr');
    // the artillery's only open hex is the town: its stack has now been attacked (8.0 D)
    expect(after.units.find((u) => u.id === 'al-art-1')?.hex).toBe('1309');
    expect(offered(after)).toEqual([]);
    given(dg2006, after)
      .when({ type: 'EndPhase' })
      .then((e) => expect(e[0]?.type).toBe('PhaseEnded'));
  });

  test('8.0 K: a unit attacking out of a town must see every enemy unit in its ZOC attacked', () => {
    const s = at(1, 'combat', 'french', {
      'fr-drouet': '1309',
      'al-dokhturov-1': '1310',
      'al-kienmayer-inf': '1409',
    });
    // not obliged: the enemy's ZOC does not extend into the town (6.0 I)
    expect(s.marks.obligedAttackers).toEqual([]);
    given(dg2006, s)
      .when({ type: 'EndPhase' })
      .then((e) => expect(e[0]?.type).toBe('PhaseEnded'));
    const v = given(dg2006, s)
      .when(attack(['fr-drouet'], ['al-dokhturov-1']), [1])
      .thenViolates('OBLIGATION_STRANDED', '8.0 K');
    expect(v.details).toMatchObject({ stranded: ['al-kienmayer-inf'] });
    expect(offered(s)).toEqual(['fr-drouet>al-dokhturov-1+al-kienmayer-inf']);
    // with artillery able to bombard 1409, Drouet may attack 1310 alone
    const helped = at(1, 'combat', 'french', {
      'fr-drouet': '1309',
      'fr-art-iv': '1208',
      'al-dokhturov-1': '1310',
      'al-kienmayer-inf': '1409',
    });
    given(dg2006, helped)
      .when(attack(['fr-drouet'], ['al-dokhturov-1']), [1])
      .then((e) => expect(e[0]).toMatchObject({ obliged: ['al-kienmayer-inf'] }));
  });
});
