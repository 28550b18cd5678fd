import { noDice, scriptedDice, seededDice } from '@pratzen/engine';
import type { SpiCommand } from '../commands';
import { crtResult } from '../data/tables';
import { decide } from '../decide';
import { legalActions } from '../legal-actions';
import type { SpiState } from '../state';
import { combatActions } from './combat-actions';
import { at, combatState, step, type Placement } from './testing/combat-fixtures';
import { c, S, SE, SW } from './testing/combat-positions';
import { previewAttack } from './preview';

const attackersOf = (c: SpiCommand): readonly string[] => ('attackers' in c ? c.attackers : []);
const fight = (units: Placement[], turn = 4): SpiState => combatState(units, { turn });

describe('combat legal actions', () => {
  test('6.1 / 5.1 attack options per defending hex: the largest set and each attacker alone that strands nobody, with odds after shifts', () => {
    const s = fight([
      { unitId: 'schirer', hex: S },
      { unitId: 'candras', hex: SE },
      { unitId: 'fontenay', hex: at(c, 'N', 2) },
      { unitId: 'carneville', hex: c },
    ]);
    const actions = combatActions(s, {});
    const commands = actions.map((a) => a.command);
    expect(commands).toContainEqual({
      type: 'Attack',
      attackers: ['schirer', 'candras', 'fontenay'],
      defenders: ['carneville'],
      moraleUnit: 'schirer',
    });
    expect(commands).toContainEqual({
      type: 'Attack',
      attackers: ['schirer', 'candras'],
      defenders: ['carneville'],
      moraleUnit: 'schirer',
    });
    // 5.1: an attack by Schirer or Candras alone (or Fontenay's bombardment alone) would leave the
    // other, in Carneville's ZOC, with nobody left to attack: not offered.
    for (const alone of ['schirer', 'candras', 'fontenay'])
      expect(commands.filter((x) => attackersOf(x).join() === alone)).toEqual([]);
    const lone = combatActions(
      fight([
        { unitId: 'schirer', hex: S },
        { unitId: 'fontenay', hex: at(c, 'N', 2) },
        { unitId: 'carneville', hex: c },
      ]),
      {},
    ).map((a) => a.command);
    expect(lone).toContainEqual({
      type: 'Attack',
      attackers: ['schirer'],
      defenders: ['carneville'],
      moraleUnit: 'schirer',
    });
    const all = actions.find((a) => attackersOf(a.command).length === 3)!;
    // 20 against 7 is 2-1, Schirer's morale 5 - Carneville's 4: 3-1.
    expect(all).toMatchObject({
      odds: '2-1',
      column: '3-1',
      shifts: [{ rule: '6.8', columns: 1 }],
      attackerStrength: 20,
      defenderStrength: 7,
    });
    expect(all.mandatory).toEqual({ attackers: ['schirer', 'candras'], defenders: ['carneville'] });
  });

  test('6.1 options can be asked for one unit or one command type', () => {
    const s = fight([
      { unitId: 'schirer', hex: S },
      { unitId: 'candras', hex: SE },
      { unitId: 'carneville', hex: c },
    ]);
    expect(
      combatActions(s, { unitId: 'candras' }).every((a) =>
        attackersOf(a.command).includes('candras'),
      ),
    ).toBe(true);
    expect(combatActions(s, { type: 'Advance' })).toEqual([]);
  });

  test('5.9 the largest set is also offered with its cavalry charging', () => {
    const s = fight([
      { unitId: 'dhautpoul', hex: S },
      { unitId: 'carneville', hex: c },
    ]);
    expect(combatActions(s, {}).map((a) => a.command)).toContainEqual({
      type: 'Attack',
      attackers: ['dhautpoul'],
      defenders: ['carneville'],
      charges: ['dhautpoul'],
      moraleUnit: 'dhautpoul',
    });
  });

  test('6.8 / 5.9 the defender is offered each morale unit and each set of charging cavalry, with the column each gives', () => {
    const s = fight([
      { unitId: 'schirer', hex: S },
      { unitId: 'hohenloe', hex: c, strength: 4 },
      { unitId: 'carneville', hex: c, strength: 4 },
    ]);
    const declared = step(s, {
      type: 'Attack',
      attackers: ['schirer'],
      defenders: ['hohenloe', 'carneville'],
    }).state;
    const options = combatActions(declared, {});
    expect(options.map((o) => o.command)).toEqual([
      { type: 'DeclareDefence', moraleUnit: 'hohenloe', charges: [] },
      { type: 'DeclareDefence', moraleUnit: 'hohenloe', charges: ['hohenloe'] },
      { type: 'DeclareDefence', moraleUnit: 'carneville', charges: [] },
      { type: 'DeclareDefence', moraleUnit: 'carneville', charges: ['hohenloe'] },
    ]);
    // 10 against 8 is 1-1; morale 5 - 6: 1-2. Hohenloe charging: 10 against 12 is 1-2, then 1-3.
    // With Carneville's morale (5 - 4): 2-1, and 1-1 with the charge.
    expect(options.map((o) => o.column)).toEqual(['1-2', '1-3', '2-1', '1-1']);
  });

  test('commands/validate: the preview rolls nothing and gives the outcome of each die', () => {
    const s = fight([
      { unitId: 'rivaud', hex: S, strength: 11 },
      { unitId: 'carneville', hex: c, strength: 4 },
    ]);
    const p = previewAttack(s, {
      type: 'Attack',
      attackers: ['rivaud'],
      defenders: ['carneville'],
    });
    expect(p).toMatchObject({
      odds: '2-1',
      column: '2-1',
      shifts: [],
      attackerStrength: 11,
      defenderStrength: 4,
      defence: { assumed: false },
    });
    if ('kind' in p) throw new Error('refused');
    expect(p.outcomes.map((o) => o.result)).toEqual(
      [1, 2, 3, 4, 5, 6].map((d) => crtResult(d, '2-1').code),
    );
    expect(
      previewAttack(s, { type: 'Attack', attackers: ['carneville'], defenders: ['rivaud'] }),
    ).toMatchObject({ code: 'NOT_PHASING_UNIT' });
    // decide without dice reports the need of a die instead of rolling one.
    const d = decide(
      s,
      { type: 'Attack', attackers: ['rivaud'], defenders: ['carneville'] },
      noDice,
    );
    expect(d.ok).toBe(false);
  });

  test('a combat question is answered only by its owner, as legal actions show', () => {
    const s = fight([
      { unitId: 'rivaud', hex: S },
      { unitId: 'carneville', hex: c, strength: 3 },
    ]);
    const q = step(
      s,
      { type: 'Attack', attackers: ['rivaud'], defenders: ['carneville'] },
      [5],
    ).state; // 3-1, 1/1
    expect(legalActions(q, { kind: 'side', side: 'french' })).toEqual([]);
    expect(legalActions(q, { kind: 'side', side: 'allied' }).length).toBeGreaterThan(1);
  });
});

/** Positions with several units on each side around an open field. */
type Position = { name: string; units: Placement[]; turn?: number };

const POSITIONS: readonly Position[] = [
  {
    name: 'infantry, cavalry and artillery against a line',
    units: [
      { unitId: 'schirer', hex: S },
      { unitId: 'candras', hex: SE },
      { unitId: 'dhautpoul', hex: SW },
      { unitId: 'fontenay', hex: at(S, 'S') },
      { unitId: 'carneville', hex: c, strength: 5 },
      { unitId: 'hohenloe', hex: c, strength: 4 },
      { unitId: 'urusov', hex: at(c, 'NE'), strength: 6 },
      { unitId: 'soulima', hex: at(c, 'NW') },
    ],
  },
  {
    name: 'weak attackers against strong defenders (attacker routs)',
    units: [
      { unitId: 'morand', hex: S },
      { unitId: 'merle', hex: SE },
      { unitId: 'margaron', hex: SW },
      { unitId: 'kamensky', hex: c },
      { unitId: 'levis', hex: at(c, 'N') },
      { unitId: 'uvarov', hex: at(c, 'NE') },
    ],
  },
  {
    name: 'crowded Allied rear (displacement)',
    units: [
      { unitId: 'rivaud', hex: S },
      { unitId: 'drouet', hex: SE },
      { unitId: 'carneville', hex: c, strength: 3 },
      { unitId: 'soulima', hex: at(c, 'N') },
      { unitId: 'wodnianski', hex: at(c, 'NE') },
      { unitId: 'jurschek', hex: at(c, 'NW'), strength: 4, disrupted: true },
      { unitId: 'urusov', hex: at(c, 'N', 2), strength: 3 },
    ],
  },
  {
    name: 'fog turn',
    turn: 1,
    units: [
      { unitId: 'schirer', hex: S },
      { unitId: 'nansouty', hex: SE },
      { unitId: 'cuny', hex: at(S, 'S') },
      { unitId: 'lifeguard', hex: c },
      { unitId: 'dolgoruky', hex: at(c, 'N'), strength: 8 },
    ],
  },
];

/**
 * A random walk of at most 40 combat actions from `position`, picked (and dice rolled) with `seed`;
 * `visit` sees every state that offers actions, with those actions. Returns the last state.
 */
function walk(
  position: Position,
  seed: number,
  visit: (state: SpiState, actions: ReturnType<typeof combatActions>) => void,
): SpiState {
  const rng = seededDice(seed);
  let state = fight(position.units, position.turn);
  for (let n = 0; n < 40; n += 1) {
    const actions = combatActions(state, {});
    if (actions.length === 0) break;
    visit(state, actions);
    const pick = actions[rng.roll('choice', actions.length) - 1]!;
    const dice = Array.from({ length: 12 }, () => rng.roll('die'));
    state = step(state, pick.command as SpiCommand, dice).state;
  }
  return state;
}

describe('every combat action offered is accepted by decide', () => {
  test.each(POSITIONS.map((p) => [p.name, p] as const))('%s', (_name, position) => {
    let checked = 0;
    const asked = new Set<string>();
    for (let seed = 1; seed <= 12; seed += 1) {
      const state = walk(position, seed, (s, actions) => {
        if (s.pending !== null) asked.add(s.pending.type);
        for (const a of actions) {
          for (const face of [1, 4, 6]) {
            const d = decide(s, a.command as SpiCommand, scriptedDice(Array(12).fill(face)));
            if (!d.ok)
              throw new Error(
                `${JSON.stringify(a.command)} refused: ${d.violation.code} ${d.violation.message}`,
              );
            checked += 1;
          }
        }
      });
      expect(state.pending).toBeNull();
    }
    expect(checked).toBeGreaterThan(50);
    expect(asked.size).toBeGreaterThan(1);
  });

  test('the walks above meet every kind of combat question', () => {
    const asked = new Set<string>();
    for (const position of POSITIONS) {
      for (let seed = 1; seed <= 12; seed += 1) {
        walk(position, seed, (s) => {
          if (s.pending !== null) asked.add(s.pending.type);
        });
      }
    }
    expect([...asked].sort()).toEqual([
      'Advance',
      'DeclareDefence',
      'FallBack',
      'Rout',
      'TakeLosses',
    ]);
  });
});
