import { noDice, sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A20Event } from '../events';
import { a20 } from '../ruleset';
import type { A20State } from '../state';
import { at, dieFor } from '../testing/positions';

const ofType = <T extends A20Event['type']>(events: readonly A20Event[], type: T) =>
  events.filter((e): e is Extract<A20Event, { type: T }> => e.type === type);
const attack = { type: 'Attack', attackers: ['fr-i'], defender: 'al-3' } as const;
/** fr-i (3) against al-3 (2) on clear ground: differential +1. */
const battle = (morale = { allied: 8, french: 8 }): A20State =>
  at(7, 'combat', 'french', { 'fr-i': '1703', 'al-3': '1704' }, { morale });

describe("a20 N12.0 the defender's reserve (attacker then defender, before the die)", () => {
  test("N12.0 defender's reserve: a declared battle waits for the defender, who is offered to commit or not; no die is rolled yet", () => {
    const r = given(a20, battle()).when(attack);
    expect(r.events).toEqual([
      {
        type: 'ReserveOffered',
        side: 'allied',
        attackers: ['fr-i'],
        defender: 'al-3',
        attackerReserve: false,
      },
    ]);
    expect(r.diceUsed).toBe(0);
    const s = r.after;
    expect(s.pending).toMatchObject({ type: 'DefenderReserve', side: 'allied', rule: 'N12.0' });
    expect(a20.legalActions(s, sideViewer('allied')).map((a) => a.command)).toEqual([
      { type: 'CommitReserve', commit: true },
      { type: 'CommitReserve', commit: false },
    ]);
    expect(a20.legalActions(s, sideViewer('french'))).toEqual([]);
    const other = a20.decide(s, { type: 'EndPhase' }, noDice);
    expect(other.ok ? null : other.violation.code).toBe('DECISION_PENDING');
  });

  test("N12.0 defender's reserve: committed, a Morale Point is spent and the battle's differential falls by 1", () => {
    const asked = given(a20, battle()).when(attack).after;
    const die = dieFor(0, 'DR');
    const r = given(a20, asked).when({ type: 'CommitReserve', commit: true }, [die, 1]);
    expect(r.events.slice(0, 3)).toEqual([
      { type: 'ReserveAnswered', side: 'allied', commit: true },
      { type: 'MoraleSpent', side: 'allied', use: 'reserve', unitId: 'al-3' },
      { type: 'MoraleChanged', side: 'allied', points: -1, reason: 'reserve', rule: 'N12.0' },
    ]);
    expect(ofType(r.events, 'AttackResolved')[0]).toMatchObject({ differential: 0, die });
    const declined = given(a20, asked).when({ type: 'CommitReserve', commit: false }, [die, 1]);
    expect(ofType(declined.events, 'MoraleSpent')).toEqual([]);
    expect(ofType(declined.events, 'AttackResolved')[0]?.differential).toBe(1);
  });

  test("N12.0 defender's reserve: after the attacker's own reserve (+1) the defender's (-1) cancels it", () => {
    const r = given(a20, battle()).when({ ...attack, reserve: true });
    expect(r.events.map((e) => e.type)).toEqual(['MoraleSpent', 'MoraleChanged', 'ReserveOffered']);
    const both = given(a20, r.after).when({ type: 'CommitReserve', commit: true }, [3, 1]);
    expect(ofType(both.events, 'AttackResolved')[0]?.differential).toBe(1);
    const one = given(a20, r.after).when({ type: 'CommitReserve', commit: false }, [3, 1]);
    expect(ofType(one.events, 'AttackResolved')[0]?.differential).toBe(2);
  });

  test("N12.0 defender's reserve: never the army's last point — at 1 the battle is fought at once, no offer", () => {
    const r = given(a20, battle({ allied: 1, french: 8 })).when(attack, [3, 1]);
    expect(r.events.map((e) => e.type)).not.toContain('ReserveOffered');
    expect(ofType(r.events, 'AttackResolved')[0]?.differential).toBe(1);
  });

  test("N12.0 defender's reserve: an answer with nothing waiting is refused", () => {
    const d = a20.decide(battle(), { type: 'CommitReserve', commit: true }, noDice);
    expect(d.ok ? null : d.violation.code).toBe('NOTHING_PENDING');
  });
});
