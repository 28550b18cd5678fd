import type { components } from './generated/openapi';
import { RULESETS } from './generated/rulesets';

export { RULESETS } from './generated/rulesets';

type Schemas = components['schemas'];

/** The typed shapes of each ruleset's games, by ruleset id (from the OpenAPI document). */
export interface RulesetTypes {
  'spi-1980': {
    state: Schemas['Spi1980GameState'];
    command: Schemas['Spi1980Command'];
    legalAction: Schemas['Spi1980LegalAction'];
    event: Schemas['Spi1980Event'];
  };
  'dg-2006': {
    state: Schemas['Dg2006GameState'];
    command: Schemas['Dg2006Command'];
    legalAction: Schemas['Dg2006LegalAction'];
    event: Schemas['Dg2006Event'];
  };
  a1805: {
    state: Schemas['A1805GameState'];
    command: Schemas['A1805Command'];
    legalAction: Schemas['A1805LegalAction'];
    event: Schemas['A1805Event'];
  };
  a20: {
    state: Schemas['A20GameState'];
    command: Schemas['A20Command'];
    legalAction: Schemas['A20LegalAction'];
    event: Schemas['A20Event'];
  };
  atw: {
    state: Schemas['AtwGameState'];
    command: Schemas['AtwCommand'];
    legalAction: Schemas['AtwLegalAction'];
    event: Schemas['AtwEvent'];
  };
}

/** The rulesets this client knows the shapes of (the server's, when the client was generated). */
export type RulesetId = keyof RulesetTypes & keyof typeof RULESETS;

type Known<R, K extends keyof RulesetTypes[RulesetId], Otherwise> = R extends RulesetId
  ? RulesetTypes[R][K]
  : Otherwise;

/** A side of ruleset `R` (`'allied' | 'french'`); any string for a ruleset the client does not know. */
export type SideOf<R extends string> = R extends RulesetId
  ? (typeof RULESETS)[R]['sides'][number]
  : string;
/** A scenario id of ruleset `R`. */
export type ScenarioOf<R extends string> = R extends RulesetId
  ? (typeof RULESETS)[R]['scenarios'][number]
  : string;
/** GET /state of a game of `R`: `{gameId, version, viewer, rulesetId, state}`. */
export type GameStateOf<R extends string> = Known<R, 'state', Schemas['GameStateDto']>;
/** A command of `R` (its own and the session's). */
export type CommandOf<R extends string> = Known<R, 'command', Schemas['AnyCommand']>;
/** A command type of `R` (`'MoveUnit' | 'EndPhase' | …`): what `legalActions`' `type` filter takes. */
export type CommandTypeOf<R extends string> = CommandOf<R>['type'];
/** A legal action of `R`; with `T`, only those whose command is of type `T`. */
export type LegalActionOf<R extends string, T extends string = CommandTypeOf<R>> = Extract<
  Known<R, 'legalAction', Schemas['LegalActionDto']>,
  { command: { type: T } }
>;
/** An event envelope of a game of `R`. */
export type EventOf<R extends string> = Known<R, 'event', Schemas['EventEnvelopeDto']>;

/** `POST /v1/games`'s answer for a game of `R`: a seat per side not played by a bot. */
export type CreatedGameOf<R extends string> = Omit<Schemas['CreatedGameDto'], 'seats' | 'bots'> & {
  readonly seats: { readonly [S in SideOf<R>]?: Schemas['SeatTokenDto'] };
  readonly bots: { readonly [S in SideOf<R>]?: string };
};

/** Whether `id` is a ruleset this client knows (narrows a string to `RulesetId`). */
export const isRulesetId = (id: string): id is RulesetId => Object.hasOwn(RULESETS, id);
