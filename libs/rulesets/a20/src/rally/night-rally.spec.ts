import { sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { BOARD } from '../data/board';
import { TABLES } from '../data/tables';
import type { A20Event } from '../events';
import { a20 } from '../ruleset';
import type { A20State, UnitLocation } from '../state';
import { at } from '../testing/positions';

const end = { type: 'EndPhase' } as const;
const { returnsAtOrAbove, destroyedAtOrBelow } = TABLES.rolls.rally.broken;
const ofType = <T extends A20Event['type']>(events: readonly A20Event[], type: T) =>
  events.filter((e): e is Extract<A20Event, { type: T }> => e.type === type);
/** A spec position with some units in a box off the map (Broken, or rallied and waiting). */
const withUnits = (s: A20State, ids: readonly string[], location: UnitLocation): A20State => ({
  ...s,
  units: s.units.map((u) => (ids.includes(u.id) ? { ...u, location, hex: null } : u)),
});
const where = (s: A20State, id: string) => s.units.find((u) => u.id === id);

describe('a20 night rally of Broken units (N10.2)', () => {
  // Turn 10 is a Night turn
  const night = (side: 'french' | 'allied' = 'french') =>
    withUnits(at(10, 'rally', side, {}), ['fr-i', 'fr-ig', 'al-1'], 'broken');

  test('N10.2: at night each Broken unit rolls: it returns, stays Broken or is gone for good', () => {
    const cases: [number, string, UnitLocation][] = [
      [returnsAtOrAbove, 'returns', 'rallied'],
      [returnsAtOrAbove - 1, 'stays', 'broken'],
      [destroyedAtOrBelow, 'gone', 'out'],
    ];
    for (const [die, outcome, location] of cases) {
      // fr-ig rolls first (manifest order), then fr-i
      const r = given(a20, night()).when(end, [6, die]);
      expect(ofType(r.events, 'BrokenUnitRallyRolled')[1]).toEqual({
        type: 'BrokenUnitRallyRolled',
        unitId: 'fr-i',
        die,
        modifier: 0,
        outcome,
      });
      expect(where(r.after, 'fr-i')?.location).toBe(location);
    }
  });

  test('N10.2 / X2.0: an Elite unit rolls at +1', () => {
    const r = given(a20, night()).when(end, [returnsAtOrAbove - 1, 1]);
    expect(ofType(r.events, 'BrokenUnitRallyRolled')[0]).toMatchObject({
      unitId: 'fr-ig',
      modifier: 1,
      outcome: 'returns',
    });
  });

  test("N10.2: only in a Night turn, and only the phasing player's Broken units", () => {
    const r = given(a20, night()).when(end, [6, 6]);
    expect(ofType(r.events, 'BrokenUnitRallyRolled').map((e) => e.unitId)).toEqual([
      'fr-ig',
      'fr-i',
    ]);
    const day = withUnits(at(9, 'rally', 'french', {}), ['fr-i'], 'broken');
    expect(ofType(given(a20, day).when(end).events, 'BrokenUnitRallyRolled')).toEqual([]);
  });

  test("N10.2: a rallied unit returns at a free friendly LOC hex in its owner's next Movement Phase", () => {
    const s = withUnits(at(11, 'movement', 'french', {}), ['fr-i'], 'rallied');
    const options = a20
      .legalActions(s, sideViewer('french'))
      .map((a) => a.command)
      .filter((c) => c.type === 'ReturnUnit');
    expect(options.map((c) => (c as { hex: string }).hex)).toEqual(BOARD.loc.french);
    // the phase may not end first
    expect(a20.legalActions(s, sideViewer('french'), { type: 'EndPhase' })).toEqual([]);
    given(a20, s).when(end).thenViolates('RALLIED_UNIT_WAITING', 'N10.2');
    given(a20, s)
      .when({ type: 'ReturnUnit', unitId: 'fr-i', hex: '0304' })
      .thenViolates('NOT_A_RETURN_HEX', 'N10.2');
    const loc = BOARD.loc.french[0] as string;
    const r = given(a20, s).when({ type: 'ReturnUnit', unitId: 'fr-i', hex: loc });
    expect(r.events).toEqual([{ type: 'UnitReturned', unitId: 'fr-i', hex: loc }]);
    expect(where(r.after, 'fr-i')).toMatchObject({ location: 'map', hex: loc, routed: false });
    // returning is its move this phase
    given(a20, r.after)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: [BOARD.neighbors.get(loc)?.[0] as string] })
      .thenViolates('ALREADY_MOVED', 'N6.0');
    expect(given(a20, r.after).when(end).after.phase).not.toBe('movement');
  });

  test('N10.2: with every LOC hex taken, it returns at a free hex nearest one', () => {
    const taken: Record<string, string> = {};
    const fillers = ['fr-v', 'fr-gr', 'fr-iv'];
    BOARD.loc.french.forEach((h, i) => (taken[fillers[i] as string] = h));
    const s = withUnits(at(11, 'movement', 'french', taken), ['fr-i'], 'rallied');
    const hexes = a20
      .legalActions(s, sideViewer('french'), { type: 'ReturnUnit' })
      .map((a) => (a.command as { hex: string }).hex);
    expect(hexes.length).toBeGreaterThan(0);
    for (const h of hexes) {
      expect(BOARD.loc.french).not.toContain(h);
      expect(Math.min(...BOARD.loc.french.map((l) => BOARD.distance(h, l)))).toBe(1);
    }
  });

  test('N10.2: an Allied unit is no French rallied unit', () => {
    const s = withUnits(at(11, 'movement', 'french', {}), ['al-1'], 'rallied');
    given(a20, s)
      .when({ type: 'ReturnUnit', unitId: 'al-1', hex: BOARD.loc.french[0] as string })
      .thenViolates('NOT_A_RALLIED_UNIT', 'N10.2');
  });
});
