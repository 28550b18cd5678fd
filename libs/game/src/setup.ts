import { type GameSetup, type GameState, NEW_SESSION, type SetupResult } from '@pratzen/engine';
import type { AnyRuleset } from './ruleset';

/**
 * What a game is started from, as GameCreated holds it (`setup`, `rulesetVersion`) and as a
 * record holds it (`setup`, `ruleset.version`): the scenario, its optional rules, the custom
 * position (null or absent: the scenario's own) and the ruleset version it was created under.
 */
export interface GameStart {
  readonly scenarioId: string;
  readonly optionalRules?: readonly string[];
  readonly setup?: unknown;
  /** Absent: the ruleset's current version (a game being created). */
  readonly rulesetVersion?: string;
}

/** The engine's GameSetup of a game start (the one place a set-up is built from a game). */
export function gameSetupOf(start: GameStart): GameSetup {
  return {
    scenarioId: start.scenarioId,
    optionalRules: start.optionalRules ?? [],
    ...(start.setup !== null && start.setup !== undefined ? { position: start.setup } : {}),
    // the version the game was created under: a ruleset whose events changed form (a1805
    // 0.1.0 games keep integer events) rebuilds an older game as it was created
    ...(start.rulesetVersion !== undefined ? { rulesVersion: start.rulesetVersion } : {}),
  };
}

/** The ruleset's initial state of a game start (its problems when the ruleset rejects it). */
export const initialStateOf = (ruleset: AnyRuleset, start: GameStart): SetupResult<unknown> =>
  ruleset.initialState(gameSetupOf(start));

/** The game (rules and session) before its first command. */
export function initialGameOf(
  ruleset: AnyRuleset,
  start: GameStart,
): { ok: true; game: GameState } | Extract<SetupResult<unknown>, { ok: false }> {
  const init = initialStateOf(ruleset, start);
  return init.ok ? { ok: true, game: { rules: init.state, session: NEW_SESSION } } : init;
}
