import { given } from '@pratzen/engine/testing';
import { BOARD } from '../data/board';
import { TABLES } from '../data/tables';
import type { A20Event } from '../events';
import { a20 } from '../testing/reserve-declined'; // N12.0: defenders decline the reserve
import { at, dieFor } from '../testing/positions';

const retreats = (events: readonly A20Event[]) =>
  events.filter(
    (e): e is Extract<A20Event, { type: 'UnitRetreated' }> => e.type === 'UnitRetreated',
  );
const broke = (events: readonly A20Event[]) =>
  events.filter((e): e is Extract<A20Event, { type: 'UnitBroke' }> => e.type === 'UnitBroke');
const nearest = (hex: string, locs: readonly string[]): number =>
  Math.min(...locs.map((l) => BOARD.distance(hex, l)));
const [safeDie, breakDie] = [
  [1, 2, 3, 4, 5, 6].find((d) => !TABLES.rolls.hazardousRetreat.breaksOn.includes(d)) as number,
  TABLES.rolls.hazardousRetreat.breaksOn[0] as number,
];

describe('a20 retreats (N9.6-N9.8, X9.86)', () => {
  // fr-gr / fr-i at 1404 in the clear, attacked by al-1 (3) from 1504: +1 (or 0 against fr-i)
  const routOf = (defender: 'fr-gr' | 'fr-i', routDie: number) => {
    const s = at(7, 'combat', 'allied', { 'al-1': '1504', [defender]: '1404' });
    const diff = 3 - (defender === 'fr-gr' ? 2 : 3);
    return given(a20, s).when({ type: 'Attack', attackers: ['al-1'], defender }, [
      dieFor(diff, 'DR'),
      routDie,
    ]);
  };

  test('N9.6 / X2.0 Elite: a rout retreats a die of hexes, an Elite unit 2 fewer (at least 1)', () => {
    expect(retreats(routOf('fr-i', 5).events)[0]?.path).toHaveLength(5);
    expect(retreats(routOf('fr-gr', 5).events)[0]?.path).toHaveLength(3);
    expect(retreats(routOf('fr-gr', 1).events)[0]?.path).toHaveLength(1);
  });

  test('N9.6: a rout costs its army a Morale Point and leaves the unit Routed', () => {
    const r = routOf('fr-i', 3);
    expect(r.events).toContainEqual(
      expect.objectContaining({
        type: 'MoraleChanged',
        side: 'french',
        points: -1,
        reason: 'unit-routs',
      }),
    );
    expect(r.after.units.find((u) => u.id === 'fr-i')?.routed).toBe(true);
  });

  test('N9.6: a Routed unit that routs again Breaks', () => {
    const s = at(7, 'combat', 'allied', { 'al-1': '1504', 'fr-i': { hex: '1404', routed: true } });
    const e = given(a20, s).when({ type: 'Attack', attackers: ['al-1'], defender: 'fr-i' }, [
      dieFor(0, 'DR'),
    ]).events;
    expect(broke(e)).toEqual([expect.objectContaining({ unitId: 'fr-i', cause: 'routed again' })]);
  });

  test('X9.86 / N9.8.6: French retreat toward a west-edge LOC hex, Allied toward an east-edge one, every hex nearer', () => {
    const fr = retreats(routOf('fr-i', 6).events)[0];
    let last = nearest('1404', BOARD.loc.french);
    for (const h of fr?.path ?? []) {
      expect(nearest(h, BOARD.loc.french)).toBeLessThan(last);
      last = nearest(h, BOARD.loc.french);
    }
    const s = at(7, 'combat', 'french', { 'fr-i': '1703', 'al-3': '1704' });
    const al = retreats(
      given(a20, s).when({ type: 'Attack', attackers: ['fr-i'], defender: 'al-3' }, [
        dieFor(1, 'DR'),
        3,
        safeDie,
      ]).events,
    )[0];
    expect(al?.path.length).toBeGreaterThan(0);
    expect(nearest(al?.path.at(-1) as string, BOARD.loc.allied)).toBeLessThan(
      nearest('1704', BOARD.loc.allied),
    );
  });

  test('N9.8.1: a withdrawal retreats one hex, and the unit is not Routed', () => {
    const s = at(7, 'combat', 'french', { 'fr-i': '1703', 'fr-v': '1604', 'al-3': '1704' });
    const r = given(a20, s).when(
      { type: 'Attack', attackers: ['fr-i', 'fr-v'], defender: 'al-3' },
      [dieFor(4, 'DW'), safeDie],
    );
    expect(retreats(r.events)[0]).toMatchObject({ kind: 'withdraw', die: null });
    expect(retreats(r.events)[0]?.path).toHaveLength(1);
    expect(r.after.units.find((u) => u.id === 'al-3')?.routed).toBe(false);
  });

  test('N9.8.2: a unit with no hex to retreat into Breaks', () => {
    // every neighbour of 1704 holds a French unit
    const s = at(7, 'combat', 'french', {
      'fr-i': '1703',
      'fr-v': '1604',
      'fr-ig': '1803',
      'fr-gr': '1804',
      'fr-iv': '1705',
      'fr-res-h': '1603',
      'al-3': '1704',
    });
    // all six attack (N7.3: each is in al-3's ZOC and must attack)
    const attackers = ['fr-i', 'fr-v', 'fr-ig', 'fr-gr', 'fr-iv', 'fr-res-h'];
    const e = given(a20, s).when({ type: 'Attack', attackers, defender: 'al-3' }, [
      dieFor(4, 'DW'),
    ]).events;
    expect(broke(e)).toEqual([expect.objectContaining({ unitId: 'al-3', rule: 'N9.8.2' })]);
  });

  test('N9.8.3: retreating into an enemy ZOC with no friend there is hazardous: a roll per unit may Break it', () => {
    // fr-i's ZOC covers 1803 and fr-ig's 1804: both hexes toward the Allied LOC are hazardous
    const s = at(7, 'combat', 'french', {
      'fr-i': '1703',
      'fr-v': '1604',
      'fr-ig': '1904',
      'al-3': '1704',
    });
    const attack = { type: 'Attack', attackers: ['fr-i', 'fr-v'], defender: 'al-3' } as const;
    const survives = given(a20, s).when(attack, [dieFor(4, 'DW'), safeDie]);
    expect(retreats(survives.events)[0]?.hazards).toHaveLength(1);
    expect(broke(survives.events)).toEqual([]);
    const dies = given(a20, s).when(attack, [dieFor(4, 'DW'), breakDie]);
    expect(broke(dies.events)).toEqual([
      expect.objectContaining({ unitId: 'al-3', rule: 'N9.8.3' }),
    ]);
  });

  test('N7.4: an enemy ZOC hex holding a friend is not hazardous', () => {
    // fr-i at 1603, out of al-1's ZOC (else al-1 would be owed an attack, N7.3)
    const s = at(7, 'combat', 'french', {
      'fr-i': '1603',
      'fr-v': '1604',
      'fr-ig': '1904',
      'al-3': '1704',
      'al-1': '1803',
      'al-2': '1804',
    });
    // the retreat goes through a friend and on (N9.8.5), and rolls only where no friend stands
    const r = given(a20, s).when(
      { type: 'Attack', attackers: ['fr-i', 'fr-v'], defender: 'al-3' },
      [dieFor(4, 'DW'), safeDie, safeDie],
    );
    const path = retreats(r.events)[0]?.path ?? [];
    expect(['1803', '1804']).toContain(path[0]);
    expect(retreats(r.events)[0]?.hazards.map((h) => h.hex)).not.toContain(path[0]);
  });

  test('N9.8.5: a retreat ending on a friend goes on one hex at a time', () => {
    const s = at(7, 'combat', 'french', {
      'fr-i': '1603',
      'fr-v': '1604',
      'al-3': '1704',
      'al-1': '1803',
      'al-2': '1804',
    });
    const r = given(a20, s).when(
      { type: 'Attack', attackers: ['fr-i', 'fr-v'], defender: 'al-3' },
      [dieFor(4, 'DW'), safeDie, safeDie],
    );
    const path = retreats(r.events)[0]?.path ?? [];
    expect(path.length).toBeGreaterThanOrEqual(2);
    expect(r.after.units.filter((u) => u.hex === path.at(-1))).toHaveLength(1);
  });

  test('X9.81 Hazard: retreating onto a pond is a hazardous retreat path', () => {
    // fr-res-l at 0606 attacked from 0706; west lie 0506 (Kobelnitz pond) and 0507 (a friend)
    const s = at(7, 'combat', 'allied', { 'al-1': '0706', 'fr-res-l': '0606', 'fr-i': '0507' });
    const attack = { type: 'Attack', attackers: ['al-1'], defender: 'fr-res-l' } as const;
    const dies = given(a20, s).when(attack, [dieFor(2, 'DW'), breakDie]);
    expect(retreats(dies.events)[0]).toMatchObject({
      path: ['0506'],
      hazards: [{ hex: '0506', die: breakDie }],
    });
    expect(broke(dies.events)).toEqual([
      expect.objectContaining({ unitId: 'fr-res-l', rule: 'N9.8.3' }),
    ]);
    const lives = given(a20, s).when(attack, [dieFor(2, 'DW'), safeDie]);
    expect(lives.after.units.find((u) => u.id === 'fr-res-l')?.hex).toBe('0506');
  });

  test('N9.8.7: a unit reaching its LOC hex before the end of its rout Breaks there', () => {
    // al-3 at 2103 is next to the Allied LOC 2203
    const s = at(7, 'combat', 'french', { 'fr-i': '2003', 'al-3': '2103' });
    const e = given(a20, s).when({ type: 'Attack', attackers: ['fr-i'], defender: 'al-3' }, [
      dieFor(1, 'DR'),
      6,
      safeDie,
    ]).events;
    expect(retreats(e)[0]?.path).toEqual(['2203']);
    expect(broke(e)).toEqual([expect.objectContaining({ unitId: 'al-3', rule: 'N9.8.7' })]);
  });
});
