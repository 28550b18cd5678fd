import type { PendingDecision, Viewer } from '@pratzen/engine';
import { type Box, ticksToWire } from '@pratzen/geometry';
import { choicesSeenBy, sealedEventSeenBy, unlockedSides } from '@pratzen/rulesets/freeform-kit';
import type { AtwCommand } from '../commands';
import type { AtwState } from '../state';
import { SIDES, type Side } from '../vocabulary';
import type { ArmyLocked } from './types';

/**
 * 20, hidden army lists: what a viewer sees of them. A side's list is seen whole by its own seat
 * and the referee; the other seat and spectators see that it is locked, never what it holds
 * (not its units, generals or price), until both are locked and revealed.
 */

const zoneWire = (b: Box) => [b.minX, b.minY, b.maxX, b.maxY].map(ticksToWire);

/** The view's `armies` member: null when the game's armies were not chosen in play. */
export function armiesView(state: AtwState, viewer: Viewer) {
  const choice = state.armyChoice;
  if (choice === undefined) return null;
  const seen = choicesSeenBy(choice.lists, viewer);
  return {
    pointsLimit: choice.pointsLimit,
    revealed: choice.lists.revealed,
    zones: { allied: zoneWire(choice.zones.allied), french: zoneWire(choice.zones.french) },
    sides: Object.fromEntries(
      SIDES.map((side) => {
        const s = seen[side];
        return [side, { locked: s?.locked ?? false, list: s?.choice ?? null }];
      }),
    ),
  };
}

/** `ArmyLocked` as a viewer sees it: whole for its side and the referee, else sealed. */
export const armyLockedSeenBy = (event: ArmyLocked, viewer: Viewer): ArmyLocked =>
  sealedEventSeenBy(event, viewer, (e) => ({
    type: 'ArmyLocked',
    side: e.side,
    units: [],
    generals: [],
    points: null,
    rule: e.rule,
    redacted: true,
  }));

/**
 * `status.pendingDecision` while the armies are chosen: the first side (in `SIDES` order) yet
 * to lock. Both may lock in any order; who has locked is no secret.
 */
export function armiesAwaited(state: AtwState): PendingDecision | null {
  const choice = state.armyChoice;
  if (choice === undefined) return null;
  const side = unlockedSides(choice.lists)[0];
  return side === undefined
    ? null
    : {
        type: 'LockArmy',
        side,
        rule: '20',
        prompt: `${side}: lock your army list (at most ${choice.pointsLimit} points)`,
      };
}

/**
 * `actingSide` of a `LockArmy` while the armies are chosen: the side it names (each seat locks
 * its own, whatever the other did); null otherwise (the turn's side).
 */
export const armiesActing = (state: AtwState, command: AtwCommand): Side | null =>
  command.type === 'LockArmy' &&
  state.armyChoice !== undefined &&
  !state.armyChoice.lists.revealed &&
  (SIDES as readonly unknown[]).includes(command.side)
    ? command.side
    : null;
