import type { Dice } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { COUNTERS, counter } from '../data/counters';
import type { CoreCommand } from '../commands';
import type { CoreEvent } from '../events';
import { sideOf, unitsAt } from '../queries';
import type { SpiState, UnitState } from '../state';
import { FOG_TURNS, enemyOf } from '../vocabulary';
import { accept, reject, type SpiDecision } from '../violations';

type Rally = Extract<CoreCommand, { type: 'Rally' }>;

/** Disrupted units of the phasing side on the map, by corps (7.0). */
function disruptedByCorps(state: SpiState): Map<string, UnitState[]> {
  const m = new Map<string, UnitState[]>();
  for (const u of state.units) {
    if (u.location !== 'map' || !u.disrupted) continue;
    const c = counter(u.id);
    if (c.side !== state.side) continue;
    const list = m.get(c.corps);
    if (list === undefined) m.set(c.corps, [u]);
    else list.push(u);
  }
  return m;
}

/** Corps that still have to roll this Rally Phase ("must attempt to rally all his disrupted units"). */
export function corpsAwaitingRally(state: SpiState): string[] {
  if (state.phase !== 'rally') return [];
  return [...disruptedByCorps(state).keys()].filter((c) => !state.marks.ralliedCorps.includes(c));
}

export interface RallyModifier {
  readonly rule: string;
  readonly value: number;
}

/**
 * 7.1–7.7: the die-roll modifiers for one unit. `rallied` holds units of the same roll already
 * rallied (7.2 looks at Friendly disrupted units as they stand at that moment, 7.9).
 */
export function rallyModifiers(
  state: SpiState,
  u: UnitState,
  rallied: ReadonlySet<string>,
): RallyModifier[] {
  const c = counter(u.id);
  const hex = u.hex as string;
  const mods: RallyModifier[] = [];
  if (u.strength < Math.ceil(c.strength / 2)) mods.push({ rule: '7.1', value: 2 });
  const near = [hex, ...(BOARD.neighbors.get(hex) ?? [])];
  const friendlyDisrupted = near.some((h) =>
    unitsAt(state, h).some(
      (o) => o.id !== u.id && o.disrupted && !rallied.has(o.id) && sideOf(o) === c.side,
    ),
  );
  if (friendlyDisrupted) mods.push({ rule: '7.2', value: 1 });
  const enemy = enemyOf(c.side);
  const adjacentEnemy = (BOARD.neighbors.get(hex) ?? []).some((h) =>
    unitsAt(state, h).some((o) => !o.disrupted && sideOf(o) === enemy),
  );
  if (adjacentEnemy) mods.push({ rule: '7.3', value: 1 });
  const terrain = BOARD.terrain.get(hex);
  if (
    (c.type === 'infantry' || c.type === 'dragoon') &&
    (terrain === 'town' || terrain === 'woods')
  ) {
    mods.push({ rule: '7.4', value: -1 });
  }
  if ((c.type === 'infantry' || c.type === 'artillery') && terrain === 'fortified')
    mods.push({ rule: '7.5', value: -2 });
  if (FOG_TURNS.includes(state.turn)) mods.push({ rule: '7.6', value: 2 });
  // The text disagrees with itself: 10.0 says two is added for a demoralized army, 7.7 and the
  // printed rally table say one. Two sources against one: Pratzen follows 7.7 (+1).
  if (state.demoralized[c.side]) mods.push({ rule: '7.7', value: 1 });
  return mods;
}

/** 7.0: one die for a corps, applied to its disrupted units in the order the player chooses. */
export function decideRally(state: SpiState, cmd: Rally, dice: Dice): SpiDecision {
  if (state.phase !== 'rally')
    return reject('WRONG_PHASE', '3.0', 'rally rolls are made in the Rally Phase');
  if (!COUNTERS.some((c) => c.corps === cmd.corps))
    return reject('UNKNOWN_CORPS', '2.9', `no corps ${cmd.corps}`);
  if (!COUNTERS.some((c) => c.corps === cmd.corps && c.side === state.side)) {
    return reject('NOT_YOUR_CORPS', '3.0', `${cmd.corps} is not a corps of the phasing player`);
  }
  if (state.marks.ralliedCorps.includes(cmd.corps))
    return reject('ALREADY_RALLIED', '7.0', `${cmd.corps} has already rolled this phase`);
  const units = disruptedByCorps(state).get(cmd.corps) ?? [];
  if (units.length === 0)
    return reject('NOTHING_TO_RALLY', '7.0', `${cmd.corps} has no disrupted units on the map`);
  let ordered = units;
  if (cmd.order !== undefined) {
    const ids = new Set(units.map((u) => u.id));
    if (
      cmd.order.length !== units.length ||
      new Set(cmd.order).size !== units.length ||
      cmd.order.some((id) => !ids.has(id))
    ) {
      return reject(
        'BAD_RALLY_ORDER',
        '7.0',
        `order must list each disrupted unit of ${cmd.corps} once`,
        { units: [...ids] },
      );
    }
    ordered = cmd.order.map((id) => units.find((u) => u.id === id) as UnitState);
  }
  const die = dice.roll('rally');
  const rallied = new Set<string>();
  const results = ordered.map((u) => {
    const modifiers = rallyModifiers(state, u, rallied);
    const modified = die + modifiers.reduce((s, m) => s + m.value, 0);
    const ok = modified <= counter(u.id).morale;
    if (ok) rallied.add(u.id);
    return { unitId: u.id, modifiers, modified, rallied: ok };
  });
  const event: CoreEvent = { type: 'CorpsRallyRolled', corps: cmd.corps, die, units: results };
  return accept([event]);
}
