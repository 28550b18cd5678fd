import { sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { a20 } from '../testing/reserve-declined'; // N12.0: defenders decline the reserve
import type { A20State } from '../state';
import { at, dieFor } from '../testing/positions';

const end = { type: 'EndPhase' } as const;
const offered = (s: A20State) => a20.legalActions(s, sideViewer(s.side)).map((a) => a.command);
const attack = (attackers: string[], defender: string) =>
  ({ type: 'Attack', attackers, defender }) as const;

describe('a20 duty to attack (N7.3)', () => {
  // fr-i (1703) and fr-v (1604) are both in the ZOC of al-3 (1704)
  const pair = () => at(7, 'combat', 'french', { 'fr-i': '1703', 'fr-v': '1604', 'al-3': '1704' });

  test('N7.3: units in an enemy ZOC at the start of combat must attack: a battle stranding one is refused', () => {
    const s = pair();
    expect(s.marks).toMatchObject({
      obligedAttackers: ['fr-i', 'fr-v'],
      obligedDefenders: ['al-3'],
    });
    // al-3 is attacked once (N9.3): fr-v could attack nobody afterwards
    const v = given(a20, s)
      .when(attack(['fr-i'], 'al-3'), [1])
      .thenViolates('DUTY_TO_ATTACK_STRANDED', 'N7.3');
    expect(v.details).toMatchObject({ stranded: ['fr-v'] });
    // the legal actions offer only the battle meeting every duty, and no EndPhase
    // (and its N12.0 reserve variant)
    const both = attack(['fr-i', 'fr-v'], 'al-3');
    expect(offered(s)).toEqual([both, { ...both, reserve: true }]);
  });

  test('N7.3: the Combat Phase may not end while a duty can be met; it may once met', () => {
    // fr-gr (2) and fr-res-l (1) in the ZOC of al-1 (3): a 0 differential
    const s = at(7, 'combat', 'french', { 'fr-gr': '1604', 'fr-res-l': '1703', 'al-1': '1704' });
    const v = given(a20, s).when(end).thenViolates('DUTY_TO_ATTACK_UNMET', 'N7.3');
    expect(v.details).toMatchObject({ attackers: ['fr-gr', 'fr-res-l'], defenders: ['al-1'] });
    const both = attack(['fr-gr', 'fr-res-l'], 'al-1');
    const fought = given(a20, s).when(both, [dieFor(0, 'N')]).after;
    expect(offered(fought)).toEqual([end]);
    expect(given(a20, fought).when(end).after.phase).toBe('rally');
  });

  test('N7.3: every enemy unit exerting that ZOC must be attacked', () => {
    // fr-i (1703) is in the ZOC of al-3 (1704) and al-1 (1803); fr-v (1604) only in al-3's
    const s = at(7, 'combat', 'french', {
      'fr-i': '1703',
      'fr-v': '1604',
      'al-3': '1704',
      'al-1': '1803',
    });
    expect(s.marks.obligedDefenders).toEqual(['al-1', 'al-3']);
    given(a20, s)
      .when(attack(['fr-i', 'fr-v'], 'al-3'), [1])
      .thenViolates('DUTY_TO_ATTACK_STRANDED', 'N7.3');
    const first = given(a20, s).when(attack(['fr-i'], 'al-1'), [dieFor(0, 'N')]).after;
    given(a20, first).when(end).thenViolates('DUTY_TO_ATTACK_UNMET', 'N7.3');
    const both = given(a20, first).when(attack(['fr-v'], 'al-3'), [dieFor(1, 'N')]).after;
    expect(given(a20, both).when(end).after.phase).toBe('rally');
  });

  test('N7.3: duties that cannot all be met: the most that can be, then the phase may end', () => {
    // fr-ig (1904) is in the ZOC of al-1 (1803) and al-2 (1804): it attacks once (N9.3)
    const s = at(7, 'combat', 'french', { 'fr-ig': '1904', 'al-1': '1803', 'al-2': '1804' });
    expect(offered(s)).not.toContainEqual(end);
    const after = given(a20, s).when(attack(['fr-ig'], 'al-1'), [dieFor(0, 'N')]).after;
    expect(offered(after)).toEqual([end]);
  });

  test('N7.3: a Routed unit is not bound (it may not attack) and a Routed enemy binds nobody (no ZOC)', () => {
    const routedAttacker = at(7, 'combat', 'french', {
      'fr-i': { hex: '1703', routed: true },
      'al-3': '1704',
    });
    expect(routedAttacker.marks.obligedAttackers).toEqual([]);
    expect(given(a20, routedAttacker).when(end).after.phase).toBe('rally');
    const routedEnemy = at(7, 'combat', 'french', {
      'fr-i': '1703',
      'al-3': { hex: '1704', routed: true },
    });
    expect(routedEnemy.marks).toMatchObject({ obligedAttackers: [], obligedDefenders: [] });
    expect(offered(routedEnemy)).toContainEqual(end);
  });

  test('N7.3 / X16.8: in fog nobody has a ZOC, so nobody is bound', () => {
    // Turn 9 is an Evening turn (fog under X16.8)
    const s = at(
      9,
      'combat',
      'french',
      { 'fr-i': '1703', 'al-3': '1704' },
      {
        optionalRules: ['weather'],
      },
    );
    expect(s.marks.obligedAttackers).toEqual([]);
    expect(offered(s)).toContainEqual(end);
  });

  test('N7.3: the duties are those at the start of the Combat Phase (PhaseEnded records them)', () => {
    // fr-res-h is cavalry: al-3 (infantry) cannot disengage (N8.3), so no Reaction Phase
    const moved = at(7, 'movement', 'french', { 'fr-res-h': '1703', 'al-3': '1704' });
    const combat = given(a20, moved).when(end).after;
    expect(combat.phase).toBe('combat');
    expect(combat.marks.obligedAttackers).toEqual(['fr-res-h']);
  });
});
