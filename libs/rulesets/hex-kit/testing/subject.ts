import type { Command, LegalAction, Viewer } from '@pratzen/engine';

/** A ruleset as its shared specs drive it: legal actions, the side to act, random games. */
export interface RulesetUnderTest<S, C extends Command> {
  readonly legalActions: (state: S, viewer: Viewer) => readonly LegalAction<C>[];
  readonly sideToAct: (state: S) => string | null;
  /** The ruleset's random game from its historical set-up (simulation/random-game.ts). */
  readonly playRandomGame: (options: {
    readonly seed: number;
    readonly maxCommands?: number;
    readonly onActions?: (state: S) => void;
  }) => unknown;
}
