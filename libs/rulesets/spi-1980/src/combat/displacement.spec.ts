import {
  at,
  attack,
  combatState,
  ofType,
  play,
  step,
  type Placement,
} from './testing/combat-fixtures';
import { c, N, NE, NW, S } from './testing/combat-positions';
import { BOARD } from '../data/board';
import { COUNTERS } from '../data/counters';
import { findHex, isOpenAround, toward } from '../testing/board-fixtures';

/**
 * Rivaud (11, south of Carneville) attacks Carneville (3): 3-1, a 5 is 1/1. Carneville's safe
 * hexes are N, NE and NW; `friends` stand in some of them.
 */
function defenderToRetreat(friends: Placement[]) {
  const s = combatState([
    { unitId: 'rivaud', hex: S },
    { unitId: 'carneville', hex: c, strength: 3 },
    ...friends,
  ]);
  const r = step(s, attack(['rivaud'], ['carneville']), [5]);
  expect(r.state.pending).toMatchObject({ type: 'TakeLosses', role: 'defender', maxRetreat: 1 });
  return r.state;
}
const retreatTo = (hex: string, displace?: { hex: string; to: string }[]) =>
  ({
    type: 'TakeLosses',
    losses: [],
    retreat: [{ from: c, path: [hex], ...(displace ? { displace } : {}) }],
  }) as const;

describe('6.6 displacement', () => {
  const blocked: Placement[] = [
    { unitId: 'soulima', hex: N },
    { unitId: 'wodnianski', hex: NE },
    { unitId: 'jurschek', hex: NW, strength: 4 },
  ];

  test('6.6 when the only safe hexes are friendly-occupied, their units are displaced one hex and disrupted', () => {
    const s = defenderToRetreat(blocked);
    play(s, retreatTo(N, [{ hex: N, to: at(N, 'N') }])).then((es) => {
      expect(es.slice(0, 3)).toEqual([
        {
          type: 'UnitRelocated',
          unitId: 'soulima',
          path: [at(N, 'N')],
          reason: 'displacement',
          rule: '6.6',
        },
        { type: 'UnitDisrupted', unitId: 'soulima', rule: '6.6' },
        { type: 'UnitRelocated', unitId: 'carneville', path: [N], reason: 'retreat', rule: '6.4' },
      ]);
    });
  });

  test('6.6 a disrupted unit that is displaced loses one CSP per hex', () => {
    const s = defenderToRetreat([
      { unitId: 'soulima', hex: N, disrupted: true },
      blocked[1]!,
      blocked[2]!,
    ]);
    play(s, retreatTo(N, [{ hex: N, to: at(N, 'N') }])).then((es) =>
      expect(es[1]).toEqual({
        type: 'StrengthLost',
        unitId: 'soulima',
        csp: 1,
        rule: '6.6',
        cause: 'displaced-while-disrupted',
      }),
    );
  });

  test('6.6 displacement is only for when no empty safe hex is left', () => {
    const s = defenderToRetreat([blocked[0]!, blocked[2]!]);
    play(s, retreatTo(N, [{ hex: N, to: at(N, 'N') }])).thenViolates(
      'DISPLACEMENT_NOT_NEEDED',
      '6.6',
    );
    play(s, retreatTo(NE)).then((es) => expect(ofType(es, 'UnitRelocated')).toHaveLength(1));
  });

  test('6.6 the route says where displaced units go: a safe hex one hex away', () => {
    const s = defenderToRetreat(blocked);
    play(s, retreatTo(N)).thenViolates('DISPLACEMENT_INVALID', '6.6');
    play(s, retreatTo(N, [{ hex: N, to: at(N, 'N', 2) }])).thenViolates(
      'DISPLACEMENT_INVALID',
      '6.6',
    );
    play(s, retreatTo(N, [{ hex: N, to: NE }])).thenViolates('DISPLACEMENT_INVALID', '6.6');
  });

  test('6.6 displaced units may displace others in a chain when their only safe hexes are friendly-occupied too', () => {
    // Everything around N but C is held by Allied units: N's units must displace N2's.
    const N2 = at(N, 'N');
    const s = defenderToRetreat([
      ...blocked,
      { unitId: 'urusov', hex: N2, strength: 3 },
      { unitId: 'kamensky', hex: at(N, 'NE'), strength: 3 },
      { unitId: 'alsusiev', hex: at(N, 'NW'), strength: 3 },
    ]);
    play(s, retreatTo(N, [{ hex: N, to: N2 }])).thenViolates('DISPLACEMENT_INVALID', '6.6');
    play(
      s,
      retreatTo(N, [
        { hex: N2, to: at(N2, 'N') },
        { hex: N, to: N2 },
      ]),
    ).then((es) => {
      expect(ofType(es, 'UnitRelocated').map((e) => [e.unitId, e.path[0], e.reason])).toEqual([
        ['urusov', at(N2, 'N'), 'displacement'],
        ['soulima', N2, 'displacement'],
        ['carneville', N, 'retreat'],
      ]);
    });
  });

  test('6.6 artillery making a required bombardment may not be displaced', () => {
    // Schirer (in Carneville's ZOC) and Fontenay (bombarding from two hexes) attack Carneville; the
    // bombardment is required (5.1). Schirer's safe hexes are all friendly: Fontenay's and Candras's.
    const behind = at(S, 'S');
    const s = combatState([
      { unitId: 'schirer', hex: S },
      { unitId: 'fontenay', hex: behind },
      { unitId: 'candras', hex: at(S, 'SE') },
      { unitId: 'levasseur', hex: at(S, 'SW') },
      { unitId: 'carneville', hex: c },
    ]);
    // 13 against 7 is 1-1, morale 5 - 4: 2-1; a 6 is 2/-: the attacker loses two (or retreats).
    const r = step(
      s,
      attack(['schirer', 'fontenay'], ['carneville'], { moraleUnit: 'schirer' }),
      [6],
    );
    expect(r.state.combat?.plan.requiredBombardment).toBe(true);
    expect(r.state.pending).toMatchObject({
      type: 'TakeLosses',
      role: 'attacker',
      units: ['schirer'],
    });
    const retreat = (hex: string, to: string) =>
      ({
        type: 'TakeLosses',
        losses: [{ unitId: 'schirer', csp: 1 }],
        retreat: [{ from: S, path: [hex], displace: [{ hex, to }] }],
      }) as const;
    play(r.state, retreat(behind, at(behind, 'S'))).thenViolates('DISPLACEMENT_IMPOSSIBLE', '6.6');
    play(r.state, retreat(at(S, 'SE'), at(at(S, 'SE'), 'SE'))).then((es) =>
      expect(ofType(es, 'UnitRelocated').map((e) => e.unitId)).toEqual(['candras', 'schirer']),
    );
  });

  test('6.6 a chain of displacements may be as long as it takes (no cap: "a sort of chain reaction")', () => {
    // A corridor north of the defender, N1..N4 held by Allied units, every other hex beside it
    // held too, N5 empty: Carneville's only safe hex is N1, whose units' only safe hexes are
    // friendly, and so on up to N4, whose units go to N5 — a chain of four links.
    const d = findHex((h) => {
      try {
        return isOpenAround(toward(h.label, 'N', 3), 3) && BOARD.has(toward(h.label, 'S'));
      } catch {
        return false;
      }
    }, 'a long open corridor');
    const line = [1, 2, 3, 4, 5].map((i) => toward(d, 'N', i));
    const corridor = new Set([d, ...line, toward(d, 'S')]);
    const beside = [
      ...new Set(
        [d, ...line.slice(0, 4)].flatMap((h) => (BOARD.neighbors.get(h) ?? []) as string[]),
      ),
    ].filter((h) => !corridor.has(h) && BOARD.distance(h, toward(d, 'S')) > 1);
    const allies = COUNTERS.filter(
      (x) => x.side === 'allied' && x.type !== 'artillery' && x.id !== 'carneville',
    ).map((x) => x.id);
    const hexes = [...line.slice(0, 4), ...beside];
    expect(allies.length).toBeGreaterThanOrEqual(hexes.length);
    const s0 = combatState([
      { unitId: 'rivaud', hex: toward(d, 'S') },
      { unitId: 'carneville', hex: d, strength: 3 },
      ...hexes.map((hex, i) => ({ unitId: allies[i] as string, hex, strength: 1 })),
    ]);
    const r = step(s0, attack(['rivaud'], ['carneville']), [5]);
    expect(r.state.pending).toMatchObject({ type: 'TakeLosses', role: 'defender', maxRetreat: 1 });
    const chain = [3, 2, 1, 0].map((i) => ({ hex: line[i] as string, to: line[i + 1] as string }));
    play(r.state, {
      type: 'TakeLosses',
      losses: [],
      retreat: [{ from: d, path: [line[0] as string], displace: chain }],
    }).then((es) =>
      expect(ofType(es, 'UnitRelocated').map((e) => [e.unitId, e.path[0]])).toEqual([
        [allies[3], line[4]],
        [allies[2], line[3]],
        [allies[1], line[2]],
        [allies[0], line[1]],
        ['carneville', line[0]],
      ]),
    );
  });
});
