import type {
  Command,
  Dice,
  GameStatus,
  LegalAction,
  RulesetInfo,
  VictoryReport,
} from '@pratzen/engine';

/**
 * What a bot is told when its side must act: only what that side's seat may see. The raw state
 * never reaches a bot — it gets the viewer-scoped legal actions and view, the public status, and
 * (only while nothing at all is hidden from its side) a one-ply lookahead. See the README,
 * "What a bot sees".
 */
export interface BotInput<C extends Command = Command> {
  readonly info: RulesetInfo;
  /** The side the bot plays (the side that must act now). */
  readonly side: string;
  readonly status: GameStatus;
  /** `legalActions(state, sideViewer(side))`. */
  readonly actions: readonly LegalAction<C>[];
  /** `view(state, sideViewer(side))`. */
  readonly view: unknown;
  /**
   * Present only while the side's view is the whole game (nothing hidden from it): the game's
   * victory tally now, and what one command would lead to. Absent in a position with hidden
   * information (a bot must then choose from its view and legal actions alone).
   */
  readonly open?: OpenPosition<C>;
  /**
   * Whether the rules would accept `command` now: the yes or no that commands/validate gives the
   * seat (no dice rolled, no events, no reason) — nothing a seat could not ask itself.
   */
  accepts(command: C): boolean;
  /**
   * What commands/validate previews for the seat (the ruleset's `preview(state, command, side)`:
   * a move's final pose and the locations it passes, an attack's odds and outcome table; a
   * RuleViolation value when the preview finds one; undefined when the command type has none).
   * Absent when the ruleset previews nothing. It holds nothing the seat may not see.
   */
  preview?(command: C): unknown;
  /** The game's public map (`GET /v1/games/{id}/map`): the same for every viewer. */
  map?(): unknown;
  /** The bot's own source of choice: seeded from the game's seed and stream position. */
  readonly rng: Dice;
}

export interface OpenPosition<C extends Command = Command> {
  readonly victory: VictoryReport;
  /**
   * One ply: `command` decided with the bot's own imagined dice (never the game's) and applied.
   * A refusal is `{ ok: false, code }` (what commands/validate would answer the seat).
   */
  lookahead(command: C): Lookahead;
}

export type Lookahead =
  | {
      readonly ok: true;
      readonly victory: VictoryReport;
      /** The next position as the bot's side would see it. */
      readonly view: unknown;
      readonly over: boolean;
    }
  | { readonly ok: false; readonly code: string };

export interface BotChoice<C extends Command = Command> {
  readonly command: C;
  /** What drove the choice (the score, or the rule that left no other). */
  readonly reason: string;
}

export interface Bot {
  readonly id: string;
  choose<C extends Command>(input: BotInput<C>): BotChoice<C>;
}
