import { BOARD } from '../data/board';
import { DIRECTIONS, oppositeDirection } from '@pratzen/hex';
import { terrainAllows } from '../queries';
import {
  at,
  attack,
  combatState,
  findPair,
  lakeSide,
  neighborsOf,
  play,
  step,
  terrain,
} from './testing/combat-fixtures';
import { c, S } from './testing/combat-positions';

/** Three hexes in a row a–mid–b (a clear for artillery, b clear for infantry) with `mid` as asked. */
function straightThrough(midOk: (mid: string) => boolean): { a: string; b: string } {
  for (const mid of BOARD.labels) {
    if (!midOk(mid)) continue;
    for (const d of DIRECTIONS) {
      try {
        const a = at(mid, d);
        const b = at(mid, oppositeDirection(d));
        if (terrain(a) === 'clear' && terrain(b) === 'clear') return { a, b };
      } catch {
        // off the map
      }
    }
  }
  throw new Error('no straight line of three hexes as asked');
}

describe('5.0–5.8 who may attack whom', () => {
  const base = [
    { unitId: 'schirer', hex: S },
    { unitId: 'carneville', hex: c },
  ];

  test('3.0 attacks are made in the Combat Phase only', () => {
    const s = { ...combatState(base), phase: 'movement' as const };
    play(s, attack(['schirer'], ['carneville'])).thenViolates('WRONG_PHASE', '3.0');
  });

  test('6.0 the phasing player is always the attacker', () => {
    play(combatState(base), attack(['carneville'], ['schirer'])).thenViolates(
      'NOT_PHASING_UNIT',
      '6.0',
    );
  });

  test('5.0 only enemy units are attacked', () => {
    const s = combatState([...base, { unitId: 'candras', hex: at(S, 'S') }]);
    play(s, attack(['schirer'], ['candras'])).thenViolates('NOT_ENEMY_UNIT', '5.0');
  });

  test('7.0 a disrupted unit may not attack', () => {
    const s = combatState([{ unitId: 'schirer', hex: S, disrupted: true }, base[1]!]);
    play(s, attack(['schirer'], ['carneville'])).thenViolates('ATTACKER_DISRUPTED', '7.0');
  });

  test('5.5 a unit is listed once: its strength is indivisible', () => {
    play(combatState(base), attack(['schirer', 'schirer'], ['carneville'])).thenViolates(
      'BAD_COMMAND',
    );
  });

  test('5.2 a unit attacks once and is attacked once per phase', () => {
    const s = combatState([
      ...base,
      { unitId: 'fontenay', hex: at(c, 'N', 2) },
      { unitId: 'urusov', hex: at(S, 'S', 2) },
    ]);
    // 10 against 7 is 1-1, morale 5 - 4 shifts it to 2-1; a 4 there is d/d: the attack ends at once.
    const after = step(s, attack(['schirer'], ['carneville']), [4]).state;
    expect(after.combat).toBeNull();
    expect(after.marks.attacked).toEqual(['schirer']);
    expect(after.marks.defended).toEqual(['carneville']);
    play(after, attack(['schirer'], ['urusov'])).thenViolates('ALREADY_ATTACKED', '5.2');
    play(after, attack(['fontenay'], ['carneville'])).thenViolates('ALREADY_DEFENDED', '5.2');
  });

  test('5.3 as many units as can be brought to bear attack together, as one unified strength', () => {
    const s = combatState([
      ...base,
      { unitId: 'candras', hex: at(c, 'SE') },
      { unitId: 'levasseur', hex: at(c, 'SW') },
    ]);
    play(
      s,
      attack(['schirer', 'candras', 'levasseur'], ['carneville'], { moraleUnit: 'levasseur' }),
      [5],
    ).then((es) =>
      expect(es.find((e) => e.type === 'AttackResolved')).toMatchObject({
        attackerStrength: 10 + 7 + 5,
        defenderStrength: 7,
      }),
    );
  });

  test('5.4 all units in a defending hex are attacked together', () => {
    const s = combatState([...base, { unitId: 'liechtenstein', hex: c }]);
    play(s, attack(['schirer'], ['carneville'])).thenViolates('DEFENDER_HEX_INCOMPLETE', '5.4');
    play(s, attack(['schirer'], ['carneville', 'liechtenstein']), [6]).then((es) => {
      expect(es[0]).toMatchObject({
        type: 'AttackDeclared',
        defenders: ['carneville', 'liechtenstein'],
      });
    });
  });

  test('5.4 an attacker must be adjacent to every defending hex', () => {
    const far = at(c, 'NE', 1);
    const s = combatState([...base, { unitId: 'urusov', hex: far }]);
    expect(BOARD.distance(S, far)).toBe(2);
    play(s, attack(['schirer'], ['carneville', 'urusov'])).thenViolates(
      'NOT_ADJACENT_TO_ALL',
      '5.4',
    );
  });

  test('5.4 a unit adjacent to two enemy hexes may attack both in one attack', () => {
    const s = combatState([...base, { unitId: 'urusov', hex: at(c, 'SE') }]);
    expect(BOARD.distance(S, at(c, 'SE'))).toBe(1);
    play(s, attack(['schirer'], ['carneville', 'urusov'])).then((es) =>
      expect(es[0]).toMatchObject({ type: 'AttackDeclared', defenderHexes: [c, at(c, 'SE')] }),
    );
  });

  test('5.6 only artillery attacks units it is not adjacent to', () => {
    const s = combatState([{ unitId: 'schirer', hex: at(S, 'S') }, base[1]!]);
    play(s, attack(['schirer'], ['carneville'])).thenViolates('NOT_ADJACENT', '5.6');
  });

  test('5.6 artillery bombards an enemy unit two hexes away', () => {
    const s = combatState([{ unitId: 'fontenay', hex: at(S, 'S') }, base[1]!]);
    play(s, attack(['fontenay'], ['carneville']), [4]).then((es) => {
      expect(es[0]).toMatchObject({
        type: 'AttackDeclared',
        bombarding: ['fontenay'],
        moraleUnit: null,
      });
    });
  });

  test('5.6 artillery in an enemy ZOC may not bombard', () => {
    const s = combatState([
      { unitId: 'fontenay', hex: at(S, 'S') },
      base[1]!,
      { unitId: 'urusov', hex: at(S, 'S', 2) },
    ]);
    play(s, attack(['fontenay'], ['carneville'])).thenViolates('BOMBARD_IN_ZOC', '5.6');
  });

  test('5.6 artillery range is two hexes', () => {
    const s = combatState([{ unitId: 'fontenay', hex: at(S, 'S', 2) }, base[1]!]);
    play(s, attack(['fontenay'], ['carneville'])).thenViolates('OUT_OF_RANGE', '5.6');
  });

  test('5.6 a town or woods hex between the artillery and its target blocks the bombardment', () => {
    const line = straightThrough((mid) => ['town', 'woods'].includes(terrain(mid)));
    const s = combatState([
      { unitId: 'fontenay', hex: line.a },
      { unitId: 'carneville', hex: line.b },
    ]);
    play(s, attack(['fontenay'], ['carneville'])).thenViolates('OUT_OF_RANGE', '5.6');
    const open = straightThrough((mid) => terrain(mid) === 'clear');
    const ok = combatState([
      { unitId: 'fontenay', hex: open.a },
      { unitId: 'carneville', hex: open.b },
    ]);
    play(ok, attack(['fontenay'], ['carneville']), [4]).then((es) =>
      expect(es[0]).toMatchObject({ bombarding: ['fontenay'] }),
    );
  });

  test('5.6 with two hexes between (fire along their common hexside) one open hex is enough; two towns block', () => {
    const ends = (x: string, y: string): string[] =>
      neighborsOf(x).filter((n) => neighborsOf(y).includes(n));
    const placeable = (x: string, y: string): boolean => {
      const e = ends(x, y);
      return (
        e.length === 2 && terrainAllows(e[0]!, 'artillery') && terrainAllows(e[1]!, 'infantry')
      );
    };
    const towns = findPair(
      (x, y) => terrain(x) === 'town' && terrain(y) === 'town' && placeable(x, y),
      'two adjacent towns',
    );
    const [a, b] = ends(towns.from, towns.to) as [string, string];
    play(
      combatState([
        { unitId: 'fontenay', hex: a },
        { unitId: 'carneville', hex: b },
      ]),
      attack(['fontenay'], ['carneville']),
    ).thenViolates('OUT_OF_RANGE', '5.6');
    const mixed = findPair(
      (x, y) => terrain(x) === 'town' && terrain(y) === 'clear' && placeable(x, y),
      'a town beside a clear hex',
    );
    const [m1, m2] = ends(mixed.from, mixed.to) as [string, string];
    play(
      combatState([
        { unitId: 'fontenay', hex: m1 },
        { unitId: 'carneville', hex: m2 },
      ]),
      attack(['fontenay'], ['carneville']),
      [4],
    ).then((es) => expect(es[0]).toMatchObject({ bombarding: ['fontenay'] }));
  });

  test('5.7 a bombardment alone attacks one hex', () => {
    const s = combatState([
      { unitId: 'fontenay', hex: at(S, 'S') },
      base[1]!,
      { unitId: 'urusov', hex: at(c, 'SE') },
    ]);
    play(s, attack(['fontenay'], ['carneville', 'urusov'])).thenViolates('BOMBARD_ONE_HEX', '5.7');
  });

  test('5.8 bombarding artillery adds to adjacent attackers and needs only one defending hex in range', () => {
    const d2 = at(c, 'NE');
    const gun = at(c, 'SW', 2);
    expect(BOARD.distance(gun, c)).toBe(2);
    expect(BOARD.distance(gun, d2)).toBe(3);
    const s = combatState([
      { unitId: 'schirer', hex: at(c, 'SE') },
      { unitId: 'carneville', hex: c },
      { unitId: 'urusov', hex: d2 },
      { unitId: 'fontenay', hex: gun },
    ]);
    const declared = step(s, attack(['schirer', 'fontenay'], ['carneville', 'urusov']));
    expect(declared.events[0]).toMatchObject({ bombarding: ['fontenay'], moraleUnit: 'schirer' });
    play(declared.state, { type: 'DeclareDefence', moraleUnit: 'urusov' }, [6]).then((es) =>
      expect(es.find((e) => e.type === 'AttackResolved')).toMatchObject({
        attackerStrength: 10 + 3,
      }),
    );
  });

  test('13.0 no bombardment on the fog turns; artillery still attacks adjacent units', () => {
    const s = combatState([{ unitId: 'fontenay', hex: at(S, 'S') }, base[1]!], { turn: 2 });
    play(s, attack(['fontenay'], ['carneville'])).thenViolates('BOMBARD_IN_FOG', '13.0');
    const adj = combatState([{ unitId: 'fontenay', hex: S }, base[1]!], { turn: 1 });
    play(adj, attack(['fontenay'], ['carneville']), [4]).then((es) =>
      expect(es[0]).toMatchObject({ bombarding: [] }),
    );
  });

  test('6.8 the attacker names his morale unit when several adjacent units attack; it must be adjacent', () => {
    const s = combatState([
      ...base,
      { unitId: 'candras', hex: at(c, 'SE') },
      { unitId: 'fontenay', hex: at(c, 'N', 2) },
    ]);
    play(s, attack(['schirer', 'candras'], ['carneville'])).thenViolates(
      'MORALE_UNIT_REQUIRED',
      '6.8',
    );
    play(
      s,
      attack(['schirer', 'fontenay'], ['carneville'], { moraleUnit: 'fontenay' }),
    ).thenViolates('MORALE_UNIT_INVALID', '6.8');
    play(s, attack(['schirer', 'candras'], ['carneville'], { moraleUnit: 'candras' }), [6]).then(
      (es) => expect(es[0]).toMatchObject({ moraleUnit: 'candras' }),
    );
  });

  test('6.2 the column to lower the ratio to must be on the table', () => {
    play(
      combatState(base),
      attack(['schirer'], ['carneville'], { lowerOddsTo: '9-1' }),
    ).thenViolates('BAD_COLUMN', '6.2');
  });

  test('8.0 cavalry and dragoons may not attack across a lake hexside; infantry is halved', () => {
    const side = lakeSide();
    const cav = combatState([
      { unitId: 'margaron', hex: side.from },
      { unitId: 'carneville', hex: side.to },
    ]);
    play(cav, attack(['margaron'], ['carneville'])).thenViolates('ATTACK_PROHIBITED', '8.0');
    const inf = combatState([
      { unitId: 'schirer', hex: side.from },
      { unitId: 'carneville', hex: side.to },
    ]);
    play(inf, attack(['schirer'], ['carneville']), [6]).then((es) =>
      expect(es.find((e) => e.type === 'AttackResolved')).toMatchObject({ attackerStrength: 5 }),
    );
  });
});
