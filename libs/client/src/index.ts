import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/openapi';
import { type Problem, ProblemError, type Result, problemOf } from './problem';
import { type EventEnvelope, type StreamOptions, eventStream } from './sse';
import type { TypedDocumentString } from './generated/graphql';
import type { CompactMovesOf } from './compact';
import { compactLegalMoves, legalActionList } from './legal-actions';
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
import type {
  ClientOptions,
  Command,
  CommandOptions,
  CommandResult,
  CommandType,
  CompactLegalMoves,
  CreateGame,
  GameMap,
  GamePage,
  GameRecord,
  GameState,
  GameSummary,
  GamesQuery,
  LegalAction,
  Measurement,
  RecordReport,
  RulesetDetail,
  RulesetMap,
  RulesetSummary,
  ValidationResult,
  Victory,
} from './types';

export type { components, paths } from './generated/openapi';
export { type Problem, ProblemError, type Result } from './problem';
export { type EventEnvelope, type StreamOptions, eventStream } from './sse';
export * from './compact';
export * from './rulesets';
export * from './types';
/** Typed GraphQL documents (libs/client/graphql/operations.graphql), for `PratzenClient.graphql`. */
export * as gql from './generated/graphql';

type Answer<T> = { data?: T; error?: unknown; response: Response };

/**
 * The Pratzen API, typed from its OpenAPI document. Each method resolves to the typed body or
 * throws a `ProblemError`; `tryCommand` returns a `Result` instead. `raw` is the underlying
 * openapi-fetch client for every other operation (typed too).
 */
export class PratzenClient {
  readonly raw: Client<paths>;

  constructor(readonly options: ClientOptions) {
    this.raw = createClient<paths>({
      baseUrl: options.baseUrl,
      headers: options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` },
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    });
  }

  /** The same server as another caller (a seat's token, the referee's...). */
  as(token: string): PratzenClient {
    return new PratzenClient({ ...this.options, token });
  }

  /** This client narrowed to one ruleset: its commands, filters, states and seats typed. */
  ruleset<R extends RulesetId>(rulesetId: R): RulesetClient<R> {
    return new RulesetClient<R>(this, rulesetId);
  }

  /** A new game: `seats` has a token for each side not played by a bot (typed by ruleset). */
  async createGame<R extends string>(
    body: CreateGame & { rulesetId: R },
  ): Promise<CreatedGameOf<R>> {
    return unwrap(await this.raw.POST('/v1/games', { body }));
  }

  async rulesets(): Promise<RulesetSummary[]> {
    return unwrap(await this.raw.GET('/v1/rulesets'));
  }

  /** One ruleset, with the JSON Schema of each of its commands. */
  async rulesetDetail(rulesetId: string): Promise<RulesetDetail> {
    return unwrap(
      await this.raw.GET('/v1/rulesets/{rulesetId}', { params: { path: { rulesetId } } }),
    );
  }

  /** A hex ruleset's map: every hex with its terrain and neighbours (hexside features). */
  async rulesetMap(rulesetId: string): Promise<RulesetMap> {
    return unwrap(
      await this.raw.GET('/v1/rulesets/{rulesetId}/map', { params: { path: { rulesetId } } }),
    );
  }

  async games(query: GamesQuery = {}): Promise<GamePage> {
    return unwrap(await this.raw.GET('/v1/games', { params: { query } }));
  }

  async game(gameId: string): Promise<GameSummary> {
    return unwrap(await this.raw.GET('/v1/games/{gameId}', { params: { path: { gameId } } }));
  }

  /** The state as this caller may see it, now or right after event `at`. */
  async state(gameId: string, at?: number): Promise<GameState> {
    return unwrap(
      await this.raw.GET('/v1/games/{gameId}/state', {
        params: { path: { gameId }, query: at === undefined ? {} : { at } },
      }),
    );
  }

  /** What this caller may do now; `type` narrows the list and its actions' type. */
  legalActions(gameId: string, filter?: { readonly unit?: string }): Promise<LegalAction[]>;
  legalActions<T extends CommandType>(
    gameId: string,
    filter: { readonly unit?: string; readonly type: T },
  ): Promise<LegalActionOf<string, T>[]>;
  async legalActions(
    gameId: string,
    filter: { readonly unit?: string; readonly type?: CommandType } = {},
  ): Promise<LegalAction[]> {
    const actions = await legalActionList(this.raw, gameId, filter);
    return actions.filter((a) => filter.type === undefined || a.command.type === filter.type);
  }

  /**
   * The same list in its compact form (`?format=compact`, hex rulesets; a table's is 406
   * COMPACT_FORM_UNSUPPORTED): each unit's moves as a tree, every other action verbatim.
   * `decodeCompactMoves` gives back every command, `compactPath` one move's path.
   */
  legalMoves(
    gameId: string,
    filter: { readonly unit?: string; readonly type?: CommandType } = {},
  ): Promise<CompactLegalMoves> {
    return compactLegalMoves<LegalAction>(this.raw, gameId, filter);
  }

  async command(
    gameId: string,
    command: Command,
    options: CommandOptions = {},
  ): Promise<CommandResult> {
    return unwrap(
      await this.raw.POST('/v1/games/{gameId}/commands', {
        params: { path: { gameId }, header: commandHeaders(options) },
        body: withDice(command, options),
      }),
    );
  }

  /** `command` without exceptions: `{ok: true, value}` or `{ok: false, problem}`. */
  async tryCommand(
    gameId: string,
    command: Command,
    options: CommandOptions = {},
  ): Promise<Result<CommandResult>> {
    return attempt(() => this.command(gameId, command, options));
  }

  /** What POST /commands would answer, without acting (and an attack's odds preview). */
  async validate(
    gameId: string,
    command: Command,
    options: CommandOptions = {},
  ): Promise<ValidationResult> {
    return unwrap(
      await this.raw.POST('/v1/games/{gameId}/commands/validate', {
        params: {
          path: { gameId },
          header: options.ifMatch === undefined ? {} : { 'If-Match': String(options.ifMatch) },
        },
        body: withDice(command, options),
      }),
    );
  }

  async events(
    gameId: string,
    page: { readonly from?: number; readonly limit?: number } = {},
  ): Promise<EventEnvelope[]> {
    return unwrap(
      await this.raw.GET('/v1/games/{gameId}/events', {
        params: { path: { gameId }, query: page },
      }),
    );
  }

  async victory(gameId: string): Promise<Victory> {
    return unwrap(
      await this.raw.GET('/v1/games/{gameId}/victory', { params: { path: { gameId } } }),
    );
  }

  /** The game's map (hex rulesets) or table (GeoJSON, free-form rulesets) as this caller sees it. */
  async map(gameId: string): Promise<GameMap> {
    return unwrap(await this.raw.GET('/v1/games/{gameId}/map', { params: { path: { gameId } } }));
  }

  /**
   * The ruler of a table (free-form rulesets; a hex ruleset's is 404 MEASURE_NOT_SUPPORTED):
   * from one unit to another (`atw` also takes a table point `x,y` in inches as `to`).
   */
  async measure(gameId: string, from: string, to: string): Promise<Measurement> {
    return unwrap(
      await this.raw.GET('/v1/games/{gameId}/measure', {
        params: { path: { gameId }, query: { from, to } },
      }),
    );
  }

  /** The game's record (once over, or to the referee at any time); `seed`: the dice seed too. */
  async record(gameId: string, options: { readonly seed?: boolean } = {}): Promise<GameRecord> {
    return unwrap(
      await this.raw.GET('/v1/games/{gameId}/record', {
        params: { path: { gameId }, query: options },
      }),
    );
  }

  /** Verifies a game record on the server (anyone can also verify it offline). */
  async verifyRecord(record: GameRecord): Promise<RecordReport> {
    return unwrap(await this.raw.POST('/v1/records/verify', { body: { ...record } }));
  }

  /**
   * Runs a typed GraphQL document (`gql.GameTurnDocument`...) on POST /graphql with this
   * caller's token: resolves to its typed `data`, or throws a `ProblemError` built from the first
   * error's `extensions` (`code`, `status`, `rule`: the REST problem's members).
   */
  async graphql<R, V>(document: TypedDocumentString<R, V>, variables: V): Promise<R> {
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(`${this.options.baseUrl.replace(/\/$/, '')}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        ...(this.options.token === undefined
          ? {}
          : { Authorization: `Bearer ${this.options.token}` }),
      },
      body: JSON.stringify({ query: document.toString(), variables }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      data?: R | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    };
    const [error] = body.errors ?? [];
    if (error === undefined && body.data !== undefined && body.data !== null) return body.data;
    const extensions = error?.extensions ?? {};
    const status =
      typeof extensions['status'] === 'number' ? extensions['status'] : response.status;
    throw new ProblemError({
      type: 'about:blank',
      title: 'GraphQL error',
      status,
      detail: error?.message ?? `${response.status} ${response.statusText}`,
      code: typeof extensions['code'] === 'string' ? extensions['code'] : 'HTTP_ERROR',
      rule: typeof extensions['rule'] === 'string' ? extensions['rule'] : null,
    });
  }

  /**
   * The game's events as this caller may see them, live (server-sent events over fetch), resumed
   * with Last-Event-ID after a dropped connection. Stop it with `options.signal` or `break`.
   */
  stream(gameId: string, options: StreamOptions = {}): AsyncGenerator<EventEnvelope> {
    const doFetch = this.options.fetch ?? fetch;
    const url = `${this.options.baseUrl.replace(/\/$/, '')}/v1/games/${encodeURIComponent(gameId)}/events/stream`;
    return eventStream(
      (lastEventId, signal) =>
        doFetch(url, {
          headers: {
            Accept: 'text/event-stream',
            ...(this.options.token === undefined
              ? {}
              : { Authorization: `Bearer ${this.options.token}` }),
            ...(lastEventId === undefined ? {} : { 'Last-Event-ID': String(lastEventId) }),
          },
          ...(signal === undefined ? {} : { signal }),
        }),
      options,
    );
  }
}

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

function commandHeaders(options: CommandOptions): {
  'If-Match'?: string;
  'Idempotency-Key'?: string;
} {
  return {
    ...(options.ifMatch === undefined ? {} : { 'If-Match': String(options.ifMatch) }),
    ...(options.idempotencyKey === undefined ? {} : { 'Idempotency-Key': options.idempotencyKey }),
  };
}

function withDice(command: Command, options: CommandOptions): Command & { dice?: number[] } {
  return options.dice === undefined ? command : { ...command, dice: [...options.dice] };
}

function unwrap<T>(answer: Answer<T>): T {
  if (answer.response.ok && answer.data !== undefined) return answer.data;
  throw problemOf(answer.response, answer.error);
}

async function attempt<T>(call: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof ProblemError) return { ok: false, problem: error };
    throw error;
  }
}

export type { Problem as ProblemDocument };
