import { isViolation, noDice, sideViewer } from '@pratzen/engine';
import { attackOdds } from '../combat/attack';
import { given } from '@pratzen/engine/testing';
import type { A20Command } from '../commands';
import { TABLES } from '../data/tables';
import type { A20Event } from '../events';
import { a20 } from '../testing/reserve-declined'; // N12.0: defenders decline the reserve
import type { A20State } from '../state';
import { at, dieFor } from '../testing/positions';
import type { Side } from '../vocabulary';

const draw = { type: 'DrawEventCard' } as const;
const end = { type: 'EndPhase' } as const;
const types = (events: readonly A20Event[]) => events.map((e) => e.type);
const commands = (s: A20State, side: Side): A20Command[] =>
  a20.legalActions(s, sideViewer(side)).map((a) => a.command);
const refused = (s: A20State, c: A20Command) => {
  const d = a20.decide(s, c, noDice);
  return d.ok ? null : d.violation.code;
};
const where = (s: A20State, id: string) => s.units.find((u) => u.id === id);

/** `card` on top of the deck in `side`'s Random Events Phase of Turn 7; `broken` in the Broken box. */
function drawing(
  card: string,
  side: Side,
  units: Record<string, string>,
  broken: readonly string[] = [],
): A20State {
  const s = at(7, 'events', side, units);
  return {
    ...s,
    units: s.units.map((u) =>
      broken.includes(u.id) ? { ...u, location: 'broken' as const, hex: null } : u,
    ),
    cards: { prepared: true, deck: [card, 'lull'], discard: [], held: null, inForce: [] },
  };
}

describe('a20 event cards that name a unit or last into the next player turn (N5.0, reconstruction)', () => {
  test('N5.0 card stragglers-return: the drawer may roll to rally one Broken unit now, as at night (N10.2); it returns in this Movement Phase', () => {
    const s = drawing('stragglers-return', 'allied', { 'fr-i': '0505' }, ['al-1', 'al-2']);
    const r = given(a20, s).when(draw);
    expect(types(r.events)).toEqual(['EventCardPlayed', 'CardTargetOffered']);
    expect(r.events[0]).toMatchObject({ card: 'stragglers-return', coded: true });
    const asked = r.after;
    expect(asked.pending).toMatchObject({ type: 'CardTarget', side: 'allied', optional: true });
    expect(commands(asked, 'allied')).toEqual([
      { type: 'ChooseCardTarget', unitId: 'al-1' },
      { type: 'ChooseCardTarget', unitId: 'al-2' },
      { type: 'ChooseCardTarget' },
    ]);
    expect(refused(asked, { type: 'MoveUnit', unitId: 'al-3', path: ['1704'] })).toBe(
      'DECISION_PENDING',
    );
    expect(refused(asked, { type: 'ChooseCardTarget', unitId: 'fr-i' })).toBe('NOT_A_CARD_TARGET');
    const back = TABLES.rolls.rally.broken.returnsAtOrAbove;
    const rolled = given(a20, asked).when({ type: 'ChooseCardTarget', unitId: 'al-1' }, [back]);
    expect(types(rolled.events)).toEqual([
      'CardTargetChosen',
      'BrokenUnitRallyRolled',
      'PhaseEnded',
    ]);
    expect(rolled.events[1]).toMatchObject({ unitId: 'al-1', die: back, outcome: 'returns' });
    const moving = rolled.after;
    expect([
      moving.phase,
      where(moving, 'al-1')?.location,
      where(moving, 'al-2')?.location,
    ]).toEqual(['movement', 'rallied', 'broken']);
    expect(commands(moving, 'allied')).toContainEqual(
      expect.objectContaining({ type: 'ReturnUnit', unitId: 'al-1' }),
    );
    // declining: no roll, the Movement Phase follows
    const none = given(a20, asked).when({ type: 'ChooseCardTarget' });
    expect(types(none.events)).toEqual(['CardTargetChosen', 'PhaseEnded']);
    // with no Broken unit the card names nobody
    const idle = given(a20, drawing('stragglers-return', 'allied', { 'al-1': '1704' })).when(draw);
    expect(types(idle.events)).toEqual(['EventCardPlayed', 'PhaseEnded']);
  });

  test('N5.0 card weyrother-disposition: the French player names one Allied unit that may not move this player turn', () => {
    const units = { 'al-1': '1703', 'al-3': '1705', 'fr-i': '0505' };
    const r = given(a20, drawing('weyrother-disposition', 'allied', units)).when(draw);
    expect(r.events[0]).toMatchObject({ coded: true, for: 'allied' });
    const asked = r.after;
    expect(asked.pending).toMatchObject({ type: 'CardTarget', side: 'french', optional: false });
    expect(commands(asked, 'allied')).toEqual([]);
    expect(commands(asked, 'french')).toEqual([
      { type: 'ChooseCardTarget', unitId: 'al-1' },
      { type: 'ChooseCardTarget', unitId: 'al-3' },
    ]);
    expect(refused(asked, { type: 'ChooseCardTarget' })).toBe('NOT_A_CARD_TARGET');
    const named = given(a20, asked).when({ type: 'ChooseCardTarget', unitId: 'al-1' }).after;
    expect(named.phase).toBe('movement');
    const movers = commands(named, 'allied').flatMap((c) =>
      c.type === 'MoveUnit' ? [c.unitId] : [],
    );
    expect(movers).not.toContain('al-1');
    expect(movers).toContain('al-3');
    expect(refused(named, { type: 'MoveUnit', unitId: 'al-1', path: ['1803'] })).toBe(
      'UNIT_HALTED',
    );
    // the next player turn the unit moves again
    let s = named;
    while (s.side === 'allied') s = given(a20, s).when(end).after;
    expect(s.cards.inForce).toEqual([]);
  });

  test('N5.0 card weyrother-disposition: the named unit does not advance after combat (N9.9), force-march (N12.0) or break down (N16.7): each is a move', () => {
    const halt = (st: A20State): A20State => ({
      ...st,
      cards: {
        ...st.cards,
        inForce: [{ card: 'weyrother-disposition', side: 'allied', unitId: 'al-1' }],
      },
    });
    // al-1 and al-3 beat fr-i (1105): only al-3 is offered the advance
    const battle = { 'fr-i': '1105', 'al-1': '1205', 'al-3': '1204' };
    const odds = attackOdds(at(7, 'combat', 'allied', battle), ['al-1', 'al-3'], 'fr-i');
    const d = isViolation(odds) ? Number.NaN : odds.differential;
    const attack = { type: 'Attack', attackers: ['al-1', 'al-3'], defender: 'fr-i' } as const;
    const won = (st: A20State) =>
      given(a20, st)
        .when(attack, [dieFor(d, 'DW'), 6, 6, 6])
        .events.filter(
          (e): e is Extract<A20Event, { type: 'AdvanceOffered' }> => e.type === 'AdvanceOffered',
        );
    const free = won(at(7, 'combat', 'allied', battle));
    expect(free[0]?.candidates.map((c) => c.unitId)).toEqual(['al-1', 'al-3']);
    const held = won(halt(at(7, 'combat', 'allied', battle)));
    expect(held[0]?.candidates.map((c) => c.unitId)).toEqual(['al-3']);
    // the Movement Phase: no forced march and no breakdown for the named unit
    const moving = halt(
      at(
        7,
        'movement',
        'allied',
        { 'al-1': '1704', 'al-2': '1204' },
        { optionalRules: ['cadres'] },
      ),
    );
    expect(refused(moving, { type: 'ForcedMarch', unitId: 'al-1' })).toBe('UNIT_HALTED');
    expect(refused(moving, { type: 'BreakDown', unitId: 'al-1', hex: '1804' })).toBe('UNIT_HALTED');
    const offered = commands(moving, 'allied');
    expect(offered).not.toContainEqual(expect.objectContaining({ unitId: 'al-1' }));
    expect(offered).toContainEqual({ type: 'ForcedMarch', unitId: 'al-2' });
    expect(offered).toContainEqual(expect.objectContaining({ type: 'BreakDown', unitId: 'al-2' }));
  });

  test('N5.0 card cavalry-charge: one countercharge of the drawer in the next enemy Reaction Phase gets +1, then spent', () => {
    const units = { 'fr-res-h': '1703', 'al-1': '1704' };
    const drawn = given(a20, drawing('cavalry-charge', 'french', units)).when(draw).after;
    expect(drawn.cards.inForce).toEqual([{ card: 'cavalry-charge', side: 'french' }]);
    // no +1 to the drawer's own attacks in his player turn
    const attack = (s: A20State) =>
      a20
        .legalActions({ ...s, phase: 'combat' }, sideViewer('french'))
        .flatMap((a) =>
          a.command.type === 'Attack'
            ? [(a as unknown as { differential: number }).differential]
            : [],
        );
    expect(attack(drawn)).toEqual(attack({ ...drawn, cards: { ...drawn.cards, inForce: [] } }));
    // the French player turn ends: the card stays for the Allied player turn
    let s: A20State = { ...drawn, phase: 'rally' };
    s = given(a20, s).when(end).after;
    expect([s.turn, s.side]).toEqual([8, 'allied']);
    expect(s.cards.inForce).toEqual([{ card: 'cavalry-charge', side: 'french' }]);
    // the Allied Movement Phase ends: the French react, the charge +1
    const moving = { ...s, phase: 'movement' as const, pending: null };
    const reacting = given(a20, moving).when(end).after;
    const charge = (x: A20State) =>
      a20
        .legalActions(x, sideViewer('french'))
        .flatMap((a) =>
          a.command.type === 'Countercharge'
            ? [(a as unknown as { differential: number }).differential]
            : [],
        );
    const plain = { ...reacting, cards: { ...reacting.cards, inForce: [] } };
    expect(charge(plain).length).toBeGreaterThan(0);
    expect(charge(reacting)).toEqual(charge(plain).map((d) => d + 1));
    const charged = given(a20, reacting).when(
      { type: 'Countercharge', unitId: 'fr-res-h', defender: 'al-1' },
      [3, 3, 3, 3],
    );
    expect(charged.events.find((e) => e.type === 'AttackResolved')).toMatchObject({
      differential: (charge(plain)[0] ?? 0) + 1,
    });
    expect(charged.after.cards.inForce).toEqual([]);
    // unused, it is gone when the Allied player turn ends
    let later: A20State = { ...plain, cards: s.cards, pending: null, phase: 'rally' };
    later = given(a20, later).when(end).after;
    expect(later.side).toBe('french');
    expect(later.cards.inForce).toEqual([]);
  });
});
