import { type GameState, evolveGame } from '@pratzen/engine';
import { domainEventOf } from './envelope';
import type { AnyRuleset } from './ruleset';

/**
 * The fold of a game's stream: the engine's `evolveGame` (session events to the session, the
 * ruleset's to its `evolve`) over stored events. Values in, values out: the game given is never
 * changed (rulesets' states are immutable values).
 */
export const foldEvent = (
  ruleset: AnyRuleset,
  game: GameState,
  event: { readonly type: string; readonly data: unknown },
): GameState => evolveGame(ruleset, game, domainEventOf(event));

/** `foldEvent` over `events`, in order. */
export function foldEvents(
  ruleset: AnyRuleset,
  game: GameState,
  events: Iterable<{ readonly type: string; readonly data: unknown }>,
): GameState {
  let folded = game;
  for (const e of events) folded = foldEvent(ruleset, folded, e);
  return folded;
}
