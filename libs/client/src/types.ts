import type { CompactMovesOf } from './compact';
import type { components, paths } from './generated/openapi';

/** Every schema of the OpenAPI document, by name. */
export type Schemas = components['schemas'];
export type CreateGame = Schemas['CreateGameDto'];
export type CreatedGame = Schemas['CreatedGameDto'];
export type GameSummary = Schemas['GameSummaryDto'];
/** GET /state: one envelope per ruleset; narrow on `rulesetId` to type `state`. */
export type GameState = Schemas['GameStateDto'];
export type LegalAction = Schemas['LegalActionDto'];
/** A command of any ruleset (several rulesets share type names: narrow on the ruleset first). */
export type Command = Schemas['AnyCommand'];
export type CommandResult = Schemas['CommandResultDto'];
export type ValidationResult = Schemas['ValidationResultDto'];
export type Victory = Schemas['VictoryDto'];
export type Spi1980State = Schemas['Spi1980State'];
export type Spi1980Command = Schemas['Spi1980Command'];
export type Dg2006Command = Schemas['Dg2006Command'];
export type A1805Command = Schemas['A1805Command'];
export type Dg2006State = Schemas['Dg2006State'];
export type A1805State = Schemas['A1805State'];
/** Events of one ruleset's games (`EventEnvelope` is any ruleset's: narrow on `type` and `data`). */
export type Spi1980Event = Schemas['Spi1980Event'];
export type Dg2006Event = Schemas['Dg2006Event'];
export type A1805Event = Schemas['A1805Event'];
/** commands/validate's `preview`, and a summary's `pendingDecision`, of any ruleset. */
export type Preview = Schemas['AnyPreview'];
export type PendingDecision = Schemas['AnyPendingDecision'];
export type GameRecord = Schemas['GameRecordDto'];
/** A command type of any ruleset (`legalActions`' filter; `ruleset(id)` narrows it to one's). */
export type CommandType = Command['type'];
/** The compact legal moves (`pratzen-moves/1`) of any ruleset: `decodeCompactMoves` reads them. */
export type CompactLegalMoves = CompactMovesOf<LegalAction>;
type Operation<P extends keyof paths, M extends keyof paths[P]> = paths[P][M];
type Json<O> = O extends { responses: { 200: { content: { 'application/json': infer B } } } }
  ? B
  : never;
/** GET /v1/rulesets/{id}/map: a hex ruleset's printed map (hexes, hexsides, victory hexes). */
export type RulesetMap = Json<Operation<'/v1/rulesets/{rulesetId}/map', 'get'>>;
/** GET /v1/games/{id}/map: the game's map (hexes) or table (GeoJSON), as the caller may see it. */
export type GameMap = Json<Operation<'/v1/games/{gameId}/map', 'get'>>;
/** GET /v1/games/{id}/measure: the ruler between two points of a table. */
export type Measurement = Schemas['MeasurementDto'];
/** POST /v1/records/verify: the verification report of a game record. */
export type RecordReport = Json<Operation<'/v1/records/verify', 'post'>>;
/** GET /v1/games: one page of games. */
export type GamePage = Schemas['GamePageDto'];
export type GamesQuery = NonNullable<Operation<'/v1/games', 'get'>['parameters']['query']>;
export type RulesetSummary = Schemas['RulesetDto'];
export type RulesetDetail = Schemas['RulesetDetailDto'];

export interface ClientOptions {
  /** e.g. http://localhost:3000 */
  readonly baseUrl: string;
  /** A seat, referee or organiser token, sent as `Authorization: Bearer <token>`. */
  readonly token?: string;
  /** Another fetch (tests, proxies); default: the global fetch. */
  readonly fetch?: typeof fetch;
}

export interface CommandOptions {
  /** The version the command expects the game to be at (sent as `If-Match`): 409 otherwise. */
  readonly ifMatch?: number;
  /** A retry with the same key returns the first result and stores nothing again. */
  readonly idempotencyKey?: string;
  /** Manual dice mode only: the faces rolled, sent as the body's `dice`. */
  readonly dice?: readonly number[];
}
