import { given } from '@pratzen/engine/testing';
import { sideViewer } from '@pratzen/engine';
import type { DgCommand } from '../commands';
import { dg2006 } from '../ruleset';
import { at, dieFor } from '../testing/positions';

describe('10.0 C: the bombarding artillery’s Ar election comes after the die', () => {
  // Morand attacks from 1905, the artillery bombards from 1805; Dokhturov (8) defends in 2005.
  const s = at(1, 'combat', 'french', {
    'fr-art-iv': '1805',
    'fr-morand': '1905',
    'al-dokhturov-1': '2005',
  });
  const attack: DgCommand = {
    type: 'Attack',
    attackers: ['fr-art-iv', 'fr-morand'],
    defenders: ['al-dokhturov-1'],
  };

  test('10.0 C: on Ar the attacker is asked which bombarding artillery elects to retreat; then the defender retreats them (9.31)', () => {
    // 7 + 3 against 8: 1-1
    const rolled = given(dg2006, s).when(attack, [dieFor('1-1', 'Ar')]);
    expect(rolled.events.map((e) => e.type)).toEqual(['AttackResolved', 'CombatDecisionRequested']);
    const after = rolled.after;
    expect(after.pending).toEqual(
      expect.objectContaining({
        type: 'ElectRetreat',
        side: 'french',
        rule: '10.0 C',
        candidates: ['fr-art-iv'],
      }),
    );
    expect(dg2006.legalActions(after, sideViewer('french')).map((a) => a.command)).toEqual([
      { type: 'ElectRetreat', artillery: [] },
      { type: 'ElectRetreat', artillery: ['fr-art-iv'] },
    ]);
    expect(dg2006.legalActions(after, sideViewer('allied'))).toEqual([]);
    given(dg2006, after)
      .when({ type: 'ElectRetreat', artillery: ['fr-morand'] })
      .thenViolates('NOT_BOMBARDING', '10.0 C');
    const elected = given(dg2006, after).when({ type: 'ElectRetreat', artillery: ['fr-art-iv'] });
    expect(elected.events).toEqual(
      expect.arrayContaining([
        { type: 'RetreatElected', artillery: ['fr-art-iv'], rule: '10.0 C' },
        { type: 'RetreatsOrdered', units: ['fr-morand', 'fr-art-iv'], rule: '9.31' },
      ]),
    );
    // the retreats follow, chosen by the defender (the victor of an Ar)
    const next = elected.after;
    if (next.pending?.type === 'RetreatUnit') expect(next.pending.side).toBe('allied');
    const none = given(dg2006, after).when({ type: 'ElectRetreat', artillery: [] });
    expect(none.events).toEqual(
      expect.arrayContaining([{ type: 'RetreatsOrdered', units: ['fr-morand'], rule: '9.31' }]),
    );
  });

  test('10.0 C: the election is not made when the attack is declared', () => {
    given(dg2006, s)
      .when({ ...attack, electRetreat: ['fr-art-iv'] } as DgCommand, [1])
      .thenViolates('ELECTION_AFTER_THE_ROLL', '10.0 C');
    given(dg2006, s)
      .when({ type: 'ElectRetreat', artillery: [] })
      .thenViolates('NOTHING_PENDING', '4.0');
  });
});
