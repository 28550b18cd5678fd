import { isViolation, scriptedDice, type LegalAction } from '@pratzen/engine';
import type { SpiCommand } from '../commands';
import { BOARD } from '../data/board';
import type { SpiEvent } from '../events';
import { spi1980 } from '../ruleset';
import type { SpiState } from '../state';
import { at, awaiting, openingPosition } from '../testing/positions';
import { contactScene } from '../testing/scenes';
import { checkMove } from './move-plan';
import { movementActions } from './movement-actions';

type Action = LegalAction<SpiCommand>;
const moves = (events: readonly SpiEvent[]) =>
  events.flatMap((e) => (e.type === 'UnitMoved' ? [e] : []));

/** Every action is accepted as it is, and its events match what it announced. */
function expectAllAccepted(state: SpiState, actions: readonly Action[], face: number): void {
  for (const a of actions) {
    const d = spi1980.decide(state, a.command, scriptedDice(Array(12).fill(face)));
    if (!d.ok)
      throw new Error(
        `${JSON.stringify(a.command)} refused: ${d.violation.code} ${d.violation.message}`,
      );
    if (face !== 6) continue;
    const legs = moves(d.events);
    const last = legs[legs.length - 1];
    expect(legs.reduce((s, e) => s + e.mpSpent, 0)).toBe(a.cost);
    expect(d.events.filter((e) => e.type === 'DisengagementChecked')).toHaveLength(
      a.disengagementChecks as number,
    );
    expect(last?.marchOrder).toBe(a.marchOrder);
    if (a.exitMap === true) expect(last?.exited).toBe(true);
    else expect(last?.path[last.path.length - 1]).toBe(a.hex);
  }
}

/**
 * An independent reference: grow paths hex by hex with the command checker, keeping the
 * cheapest cost per (hex, March Order); the reachable hexes and their costs must match.
 */
function bruteForce(state: SpiState, unitId: string): Map<string, number> {
  const best = new Map<string, number>();
  const seen = new Map<string, number>();
  const grow = (path: string[]): void => {
    const plan = checkMove(state, { type: 'MoveUnit', unitId, path });
    if (isViolation(plan)) return;
    const hex = path[path.length - 1] as string;
    const key = `${hex}:${plan.marchOrder}`;
    if ((seen.get(key) ?? Infinity) <= plan.spent) return;
    seen.set(key, plan.spent);
    best.set(hex, Math.min(best.get(hex) ?? Infinity, plan.spent));
    for (const n of BOARD.neighbors.get(hex) ?? []) grow([...path, n]);
  };
  const u = state.units.find((x) => x.id === unitId);
  const starts = u?.hex != null ? (BOARD.neighbors.get(u.hex) ?? []) : [...BOARD.entryHexes];
  for (const n of starts) grow([n]);
  if (u?.hex != null) best.delete(u.hex);
  return best;
}

const costs = (actions: readonly Action[]) =>
  new Map(
    actions.filter((a) => a.exitMap !== true).map((a) => [a.hex as string, a.cost as number]),
  );

describe('4.0 legal movement actions agree with decideMovement', () => {
  const allied = openingPosition('movement', 'allied', 1);

  test('4.0 every action listed for the opening Allied Movement Phase is accepted (dice 6)', () => {
    const actions = movementActions(allied, {});
    expect(actions.length).toBeGreaterThan(200);
    expect(new Set(actions.map((a) => a.unitId)).size).toBeGreaterThan(25);
    expectAllAccepted(allied, actions, 6);
  });

  test('4.0 / 4.6 and accepted whatever the dice (dice 1)', () => {
    expectAllAccepted(allied, movementActions(allied, {}), 1);
  });

  test('4.0 / 9.1 every action of a French Movement Phase with reinforcements is accepted', () => {
    const s = awaiting(
      { ...openingPosition('movement', 'french', 2), reinforcementsAvailable: true },
      ['friant', 'bourcier', 'ourie'],
    );
    const actions = movementActions(s, {});
    const entries = actions.filter((a) => a.entering === true);
    expect(entries.length).toBeGreaterThan(20);
    expect(entries.every((a) => BOARD.entryHexes.has((a.path as string[])[0] as string))).toBe(
      true,
    );
    expectAllAccepted(s, actions, 6);
  });

  test.each(['stutterheim', 'kamensky', 'kienmayer', 'essen', 'langeron', 'jankovich'])(
    '4.1–4.8 the hexes listed for %s are exactly those reachable, at the cheapest cost',
    (unitId) => {
      expect(costs(movementActions(allied, { unitId }))).toEqual(bruteForce(allied, unitId));
    },
  );

  test('4.1–7.0 the same holds in contact, disrupted or not, and for entering reinforcements', () => {
    const { X, E, S1 } = contactScene();
    const contact = at(3, 'movement', 'french', {
      margaron: X,
      morand: { hex: S1, disrupted: true },
      soulima: E,
    });
    for (const unitId of ['margaron', 'morand'])
      expect(costs(movementActions(contact, { unitId }))).toEqual(bruteForce(contact, unitId));
    const s = awaiting(
      at(2, 'movement', 'french', { soulima: '1003' }, { reinforcementsAvailable: true }),
      ['bourcier'],
    );
    expect(costs(movementActions(s, { unitId: 'bourcier' }))).toEqual(bruteForce(s, 'bourcier'));
  });
});

describe('4.0 what the actions say', () => {
  test('7.0 a disrupted unit stops after two hexes (stopReason disrupted)', () => {
    const { X, E, S1 } = contactScene();
    const s = at(3, 'movement', 'french', { morand: { hex: S1, disrupted: true }, soulima: E });
    const actions = movementActions(s, { unitId: 'morand' });
    expect(actions.every((a) => (a.cost as number) <= 2)).toBe(true);
    expect(actions.filter((a) => a.cost === 2).every((a) => a.stopReason === 'disrupted')).toBe(
      true,
    );
    expect(actions.some((a) => a.hex === X)).toBe(false);
  });

  test('4.1 a hex reached with the whole allowance spent says stopReason allowance', () => {
    const actions = movementActions(openingPosition(), { unitId: 'kamensky' });
    const limit = (a: Action) => 3 + (a.marchOrder === true ? 3 : 0);
    const full = actions.filter((a) => a.cost === limit(a));
    expect(full.length).toBeGreaterThan(0);
    expect(full.every((a) => a.stopReason === 'allowance')).toBe(true);
    expect(
      actions.filter((a) => a.stopReason === undefined).every((a) => (a.cost as number) < limit(a)),
    ).toBe(true);
  });

  test('4.7 a demoralized army is offered exits across its own edges, and they are accepted', () => {
    const s = {
      ...openingPosition('movement', 'allied', 5),
      demoralized: { allied: true, french: false },
    };
    const exits = movementActions(s, {}).filter((a) => a.exitMap === true);
    expect(exits.length).toBeGreaterThan(0);
    expect(exits.every((a) => a.stopReason === 'map-edge')).toBe(true);
    expect(
      exits.every(
        (a) =>
          BOARD.edgeHexes.south.has(a.exitFrom as string) ||
          BOARD.edgeHexes.east.has(a.exitFrom as string),
      ),
    ).toBe(true);
    expectAllAccepted(s, exits, 6);
  });

  test('4.0 options are filtered by unit and command type; none outside the Movement Phase', () => {
    const s = openingPosition();
    expect(movementActions(s, { unitId: 'essen' }).every((a) => a.unitId === 'essen')).toBe(true);
    expect(movementActions(s, { type: 'Attack' })).toEqual([]);
    expect(movementActions(openingPosition('combat'), {})).toEqual([]);
    expect(movementActions(s, { unitId: 'schirer' })).toEqual([]);
  });

  test('4.1 a unit that has moved is no longer offered', () => {
    const s = {
      ...openingPosition(),
      marks: { moved: ['essen'], ralliedCorps: [], attacked: [], defended: [], continuing: null },
    };
    expect(movementActions(s, { unitId: 'essen' })).toEqual([]);
  });
});
