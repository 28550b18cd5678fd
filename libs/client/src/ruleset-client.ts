import type { CompactMovesOf } from './compact';
import { compactLegalMoves, legalActionList } from './legal-actions';
import type { CommandOptions, CreateGame, PratzenClient } from './index';
import type {
  CommandOf,
  CommandTypeOf,
  CreatedGameOf,
  EventOf,
  GameStateOf,
  LegalActionOf,
  RulesetId,
  ScenarioOf,
} from './rulesets';

/**
 * A client narrowed to one ruleset (`pz.ruleset('spi-1980')`): games are created under it, its
 * seats are its sides, `legalActions`' `type` takes its command types only and types the actions
 * it answers, commands are its own, and `state` checks the game is of this ruleset (a game of
 * another answers a TypeError) and returns its typed view.
 */
export class RulesetClient<R extends RulesetId> {
  constructor(
    readonly client: PratzenClient,
    readonly rulesetId: R,
  ) {}

  /** The same ruleset, as another caller (a seat's token, the referee's...). */
  as(token: string): RulesetClient<R> {
    return new RulesetClient<R>(this.client.as(token), this.rulesetId);
  }

  createGame(
    body: Omit<CreateGame, 'rulesetId' | 'scenarioId'> & { readonly scenarioId: ScenarioOf<R> },
  ): Promise<CreatedGameOf<R>> {
    return this.client.createGame({ ...body, rulesetId: this.rulesetId });
  }

  async state(gameId: string, at?: number): Promise<GameStateOf<R>> {
    const view = await this.client.state(gameId, at);
    if (view.rulesetId !== this.rulesetId) {
      throw new TypeError(`game ${gameId} is a game of ${view.rulesetId}, not ${this.rulesetId}`);
    }
    return view as GameStateOf<R>;
  }

  async legalActions<T extends CommandTypeOf<R> = CommandTypeOf<R>>(
    gameId: string,
    filter: { readonly unit?: string; readonly type?: T } = {},
  ): Promise<LegalActionOf<R, T>[]> {
    const actions: readonly { readonly command: { readonly type: string } }[] =
      await legalActionList(this.client.raw, gameId, filter);
    return actions.filter(
      (a): a is LegalActionOf<R, T> => filter.type === undefined || a.command.type === filter.type,
    );
  }

  /** The compact legal moves (hex rulesets): see `PratzenClient.legalMoves`. */
  legalMoves(
    gameId: string,
    filter: { readonly unit?: string; readonly type?: CommandTypeOf<R> } = {},
  ): Promise<CompactMovesOf<LegalActionOf<R>>> {
    return compactLegalMoves<LegalActionOf<R>>(this.client.raw, gameId, filter);
  }

  command(gameId: string, command: CommandOf<R>, options: CommandOptions = {}) {
    return this.client.command(gameId, command, options);
  }

  tryCommand(gameId: string, command: CommandOf<R>, options: CommandOptions = {}) {
    return this.client.tryCommand(gameId, command, options);
  }

  validate(gameId: string, command: CommandOf<R>, options: CommandOptions = {}) {
    return this.client.validate(gameId, command, options);
  }

  events(
    gameId: string,
    page: { readonly from?: number; readonly limit?: number } = {},
  ): Promise<EventOf<R>[]> {
    return this.client.events(gameId, page) as Promise<EventOf<R>[]>;
  }
}
