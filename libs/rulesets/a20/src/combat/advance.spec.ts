import { sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { BOARD } from '../data/board';
import type { A20Event } from '../events';
import { a20 } from '../testing/reserve-declined'; // N12.0: defenders decline the reserve
import type { A20State } from '../state';
import { at, dieFor } from '../testing/positions';
import { ADVANCE_REACH } from './advance';
import { attackOdds } from './attack';

const offers = (events: readonly A20Event[]) =>
  events.filter(
    (e): e is Extract<A20Event, { type: 'AdvanceOffered' }> => e.type === 'AdvanceOffered',
  );
const hexOf = (s: A20State, id: string) => s.units.find((u) => u.id === id)?.hex;

// fr-i (infantry, 3) at 1703 and fr-res-h (cavalry, 2) at 1604 attack al-3 (2) at 1704: +3
const battle = (
  result: 'DR' | 'DW' | 'DE' | 'EX',
  more: number[] = [],
  extra: Record<string, string> = {},
) => {
  const s = at(7, 'combat', 'french', {
    'fr-i': '1703',
    'fr-res-h': '1604',
    'al-3': '1704',
    ...extra,
  });
  const attack = { type: 'Attack', attackers: ['fr-i', 'fr-res-h'], defender: 'al-3' } as const;
  return given(a20, s).when(attack, [dieFor(3, result), ...more]);
};

describe('a20 advance after combat (N9.9, X9.81)', () => {
  test('N9.9.1 / N9.9.2: after a rout the victor is offered the vacated hexes of the retreat path', () => {
    const r = battle('DR', [4]);
    const retreat = r.events.find((e) => e.type === 'UnitRetreated');
    if (retreat?.type !== 'UnitRetreated') throw new Error('no retreat');
    const [offer] = offers(r.events);
    // the defender's hex, then each hex it left behind (the last one it stands in)
    expect(offer?.path).toEqual(['1704', ...retreat.path.slice(0, -1)]);
    expect(offer?.side).toBe('french');
    expect(r.after.pending).toMatchObject({ type: 'Advance', side: 'french', rule: 'N9.9' });
    expect(a20.status(r.after).activeSide).toBe('french');
  });

  test('N9.9.3: infantry may advance one hex, cavalry up to two, only along the path', () => {
    const r = battle('DR', [4]);
    const path = offers(r.events)[0]?.path ?? [];
    expect(offers(r.events)[0]?.candidates).toEqual([
      { unitId: 'fr-i', hexes: [path[0]] },
      { unitId: 'fr-res-h', hexes: [path[0], path[1]] },
    ]);
    const actions = a20.legalActions(r.after, sideViewer('french'));
    expect(actions.map((a) => a.command)).toEqual([
      { type: 'Advance', unitId: 'fr-i', hex: path[0] },
      { type: 'Advance', unitId: 'fr-res-h', hex: path[0] },
      { type: 'Advance', unitId: 'fr-res-h', hex: path[1] },
      { type: 'DeclineAdvance' },
    ]);
    given(a20, r.after)
      .when({ type: 'Advance', unitId: 'fr-i', hex: path[1] as string })
      .thenViolates('NOT_ON_ADVANCE_PATH', 'N9.9.3');
    // the cavalry goes two hexes, then the infantry takes the defender's hex; then the offer ends
    const cav = given(a20, r.after).when({
      type: 'Advance',
      unitId: 'fr-res-h',
      hex: path[1] as string,
    });
    expect(cav.events).toEqual([
      { type: 'UnitAdvanced', unitId: 'fr-res-h', from: '1604', path: [path[0], path[1]] },
    ]);
    expect(hexOf(cav.after, 'fr-res-h')).toBe(path[1]);
    expect(cav.after.pending).toMatchObject({ candidates: [{ unitId: 'fr-i', hexes: [path[0]] }] });
    const inf = given(a20, cav.after).when({
      type: 'Advance',
      unitId: 'fr-i',
      hex: path[0] as string,
    });
    expect(hexOf(inf.after, 'fr-i')).toBe(path[0]);
    expect(inf.after.pending).toBeNull();
  });

  test('N9.9: the victor decides: nothing else until he advances or declines', () => {
    const r = battle('DR', [4]);
    given(a20, r.after).when({ type: 'EndPhase' }).thenViolates('DECISION_PENDING', 'N9.9');
    expect(a20.legalActions(r.after, sideViewer('allied'))).toEqual([]);
    const declined = given(a20, r.after).when({ type: 'DeclineAdvance' });
    expect(declined.events).toEqual([{ type: 'AdvanceDeclined' }]);
    expect(declined.after.pending).toBeNull();
    expect(hexOf(declined.after, 'fr-i')).toBe('1703');
    given(a20, declined.after)
      .when({ type: 'DeclineAdvance' })
      .thenViolates('NOTHING_PENDING', 'N9.9');
    given(a20, declined.after)
      .when({ type: 'Advance', unitId: 'fr-i', hex: '1704' })
      .thenViolates('NOTHING_PENDING', 'N9.9');
  });

  test('N9.9.1: after a withdrawal the path is the defender hex only (it ends where the unit stands)', () => {
    const offer = offers(battle('DW').events)[0];
    expect(offer?.path).toEqual(['1704']);
    expect(offer?.candidates).toEqual([
      { unitId: 'fr-i', hexes: ['1704'] },
      { unitId: 'fr-res-h', hexes: ['1704'] },
    ]);
  });

  test('N9.9.1: the retreat path ends at a friend passed through (N9.8.5)', () => {
    // al-3 routs east through al-1 / al-2 (1803, 1804): the path stops before the friend's hex
    // fr-i at 1603, out of al-1's ZOC (N7.3 would oblige it to attack al-1)
    const r = battle('DR', [2, 6, 6, 6, 6], { 'al-1': '1803', 'al-2': '1804', 'fr-i': '1603' });
    const retreat = r.events.find((e) => e.type === 'UnitRetreated');
    if (retreat?.type !== 'UnitRetreated') throw new Error('no retreat');
    expect(['1803', '1804']).toContain(retreat.path[0]);
    expect(offers(r.events)[0]?.path).toEqual(['1704']);
  });

  test('N9.9.1: after DE the path is the hex where the defender broke', () => {
    expect(offers(battle('DE').events)[0]?.path).toEqual(['1704']);
  });

  test('N9.9.2: only a victorious attacker advances: no offer after EX, AR, AW or N', () => {
    expect(offers(battle('EX').events)).toEqual([]);
    // fr-res-h (2) alone against al-3 (2): differential 0
    const s = at(7, 'combat', 'french', { 'fr-res-h': '1604', 'al-3': '1704' });
    for (const result of ['AR', 'AW', 'N'] as const) {
      const r = given(a20, s).when({ type: 'Attack', attackers: ['fr-res-h'], defender: 'al-3' }, [
        dieFor(0, result),
        ...[3, 3, 3, 3, 3, 3],
      ]);
      expect(r.events[0]).toMatchObject({ type: 'AttackResolved', result });
      expect(offers(r.events)).toEqual([]);
      expect(r.after.pending).toBeNull();
    }
  });

  test('N9.9.2: a unit that is not a surviving victorious participant may not advance', () => {
    const r = battle('DR', [4]);
    given(a20, r.after)
      .when({ type: 'Advance', unitId: 'fr-v', hex: '1704' })
      .thenViolates('NOT_AN_ADVANCE_CANDIDATE', 'N9.9.2');
  });

  test('N9.9.2 / N9.2: artillery never advances; infantry reach 1 hex, cavalry 2', () => {
    expect(ADVANCE_REACH['artillery'] ?? 0).toBe(0);
    expect(ADVANCE_REACH['dummy'] ?? 0).toBe(0);
    expect(ADVANCE_REACH).toMatchObject({ infantry: 1, cavalry: 2 });
  });

  test('X9.81: no advance onto a frozen pond (the Kobelnitz pond, 0506)', () => {
    expect(BOARD.terrain.get('0506')).toBe('pond');
    const from = (BOARD.neighbors.get('0506') ?? []).find((h) => BOARD.terrain.get(h) === 'clear');
    const s = at(7, 'combat', 'french', { 'fr-iv': from as string, 'al-3': '0506' });
    const odds = attackOdds(s, ['fr-iv'], 'al-3');
    if (!('differential' in odds)) throw new Error('no battle');
    const r = given(a20, s).when({ type: 'Attack', attackers: ['fr-iv'], defender: 'al-3' }, [
      dieFor(Math.max(-2, Math.min(4, odds.differential)), 'DR'),
      ...[3, 6, 6, 6, 6, 6],
    ]);
    // the defender left the pond (or broke on it): the path would start on the pond
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'MoraleChanged', reason: 'unit-routs' }),
    );
    expect(hexOf(r.after, 'al-3')).not.toBe('0506');
    expect(offers(r.events)).toEqual([]);
    expect(r.after.pending).toBeNull();
  });

  test('X9.81: no advance into a hex emptied by the ice (no combat took place there)', () => {
    // the Allied Movement Phase ends with fr-i on the Kobelnitz pond next to al-1: the ice breaks
    const s = at(7, 'movement', 'allied', { 'fr-i': '0506', 'al-1': '0406' });
    const r = given(a20, s).when({ type: 'EndPhase' }, [1, 2, 6, 6, 6, 6]);
    expect(r.events[0]).toMatchObject({ type: 'ThinIceRolled', breaksUp: true });
    expect(hexOf(r.after, 'fr-i')).not.toBe('0506');
    expect(offers(r.events)).toEqual([]);
    expect(r.after.pending).toBeNull();
    const advances = a20
      .legalActions(r.after, sideViewer('allied'))
      .filter((a) => a.command.type === 'Advance');
    expect(advances).toEqual([]);
  });
});
