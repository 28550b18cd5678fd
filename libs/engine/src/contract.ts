import type { Dice } from './dice';
import type {
  Command,
  Decision,
  DomainEvent,
  LegalAction,
  LegalActionQuery,
  PendingDecision,
} from './messages';
import type { DistanceUnit, MeasureQuery, Measurement } from './space';
import type { RuleViolation } from './violation';
import type { Viewer } from './viewer';

export type JsonSchema = Readonly<Record<string, unknown>>;

export type Provenance = 'published' | 'reconstruction' | 'mixed';

export interface RulesetInfo {
  readonly id: string;
  /** Semantic version of the rules code and data; a game record names the one it was played under. */
  readonly version: string;
  readonly title: string;
  readonly publisher: string;
  readonly year: number;
  readonly geometry: 'hex' | 'free-form';
  /** What rule distances are counted in: `hex` for hex rulesets, `UM` or `inch` on a table. */
  readonly distanceUnit: DistanceUnit;
  readonly sides: readonly string[];
  readonly phases: readonly string[];
  readonly scenarios: readonly { readonly id: string; readonly title: string }[];
  readonly optionalRules: readonly {
    readonly id: string;
    readonly title: string;
    readonly rule: string;
  }[];
  readonly provenance: Provenance;
}

/** How a game starts: a scenario, options and (optionally) a custom position. */
export interface GameSetup {
  readonly scenarioId: string;
  readonly optionalRules?: readonly string[];
  /** A custom position; its shape is the ruleset's (see its schema). */
  readonly position?: unknown;
  /**
   * The ruleset version the game was created under (GameCreated's `rulesetVersion`, a record's
   * `ruleset.version`); absent: the current one. A ruleset whose events changed form between
   * versions builds an older game's state so that it goes on in that game's form (a1805 0.1.0).
   * Every caller that rebuilds a game from its GameCreated or its record passes it.
   */
  readonly rulesVersion?: string;
}

export interface SetupProblem {
  readonly code: string;
  readonly message: string;
  readonly path?: string;
  readonly rule?: string;
}

export type SetupResult<S> =
  | { readonly ok: true; readonly state: S }
  | { readonly ok: false; readonly problems: readonly SetupProblem[] };

/** Where the game stands: what a summary shows. */
export interface GameStatus {
  readonly turn: number;
  readonly phase: string;
  readonly activeSide: string;
  readonly pendingDecision: PendingDecision | null;
  readonly over: boolean;
}

export interface VictoryReport {
  readonly sides: Readonly<
    Record<
      string,
      { readonly points: number; readonly breakdown: Readonly<Record<string, number>> }
    >
  >;
  /** Set once the game is over. */
  readonly result: null | {
    readonly winner: string | null;
    readonly level: string;
    readonly margin: number;
  };
}

/** A refusal or a warning of an army list (`ArmyBuilder`): where, the stable code, the rule case. */
export interface ArmyProblem {
  /** A JSON Pointer into the list (`/units/0/options`); '' for the whole list. */
  readonly path: string;
  readonly code: string;
  readonly rule: string;
  readonly message: string;
}

/** What an army builder answers for a list: its price and whether the rules allow it. */
export interface ArmyReport {
  /** No violation (warnings never make a list invalid). */
  readonly valid: boolean;
  /** The price: `total` and `limit` in the ruleset's points; the rest is the ruleset's breakdown. */
  readonly points: { readonly total: number; readonly limit: number | null } & Readonly<
    Record<string, unknown>
  >;
  readonly violations: readonly ArmyProblem[];
  readonly warnings: readonly ArmyProblem[];
}

/**
 * Optional part of a ruleset whose armies are bought by points (miniatures): the list's shape
 * and the pricing. Pure; `price` is only called with a list `schema` accepts.
 */
export interface ArmyBuilder {
  /** JSON Schema of a list (OpenAPI 3.0 compatible), checked before `price`. */
  readonly schema: JsonSchema;
  price(
    list: unknown,
    options: { readonly optionalRules?: readonly string[]; readonly limit?: number | null },
  ): ArmyReport;
}

/**
 * The ruleset contract, in the spirit of a decider: `decide` turns a command into events or a
 * violation, `evolve` folds events into state, and the queries derive from the same rule code.
 * Nothing here assumes hexes: free-form rule systems implement the same contract.
 */
export interface Ruleset<S, C extends Command = Command, E extends DomainEvent = DomainEvent> {
  readonly info: RulesetInfo;
  /** JSON Schema of each command type, keyed by type. */
  readonly commandSchemas: Readonly<Record<string, JsonSchema>>;
  initialState(setup: GameSetup): SetupResult<S>;
  /** Never throws for bad input: a forbidden command is a RuleViolation value. */
  decide(state: S, command: C, dice: Dice): Decision<E>;
  /** Pure and total; uses no dice (every roll is already in the event). */
  evolve(state: S, event: E): S;
  legalActions(state: S, viewer: Viewer, query?: LegalActionQuery): readonly LegalAction<C>[];
  view(state: S, viewer: Viewer): unknown;
  victory(state: S): VictoryReport;
  status(state: S): GameStatus;
  /** The side that must send `command` now (the active side, or the owner of a pending decision). */
  actingSide(state: S, command: C): string | null;
  /** The event as `viewer` may see it, or null when the viewer may not see it at all. */
  redactEvent(event: E, viewer: Viewer): E | null;
  /** Public map data (hex rulesets: every hex with terrain, features and neighbours). */
  map(): unknown;
  /**
   * Optional: the map of one game, when games of this ruleset differ (a free-form game's table,
   * which its scenario or custom set-up defines: a GeoJSON `TableMap`). Absent: `map()`.
   * Must hold nothing hidden (it is public, like `map()`).
   */
  mapOf?(state: S): unknown;
  /**
   * Optional: a ruler reading between two things on the table, by the same code the rules use,
   * as `viewer` may see them (a thing the viewer may not see is an unknown id: a violation).
   */
  measure?(state: S, viewer: Viewer, query: MeasureQuery): Measurement | RuleViolation;
  /** Order of battle and set-up of a scenario, or null for an unknown scenario. */
  scenario(scenarioId: string): unknown;
  /**
   * Optional: extra facts about any command that `decide` would accept, for `commands/validate`
   * (an attack's odds column and outcome table; a move's final pose, path and distance used);
   * a RuleViolation when the preview finds one (with its evidence in `details`); undefined when
   * the command type has none. Rolls no dice. `viewer` is who asks: a preview holds nothing
   * that viewer may not see.
   */
  preview?(state: S, command: C, viewer?: Viewer): unknown;
  /**
   * Optional: whether the number of dice `command` would roll could tell `viewer` something it
   * may not see (a battle against a face-down counter rolls none when the counter is a Dummy,
   * and more or fewer with the hidden unit's strength). When true, `commands/validate` leaves
   * `diceNeeded` out for that viewer. Absent: the count never holds a secret.
   */
  diceCountHidden?(state: S, command: C, viewer: Viewer): boolean;
  /** Optional: whether a unit id exists in the game (legal-actions?unit= answers 404 if not). */
  hasUnit?(state: S, unitId: string): boolean;
  /** Optional: JSON Schema of a custom position (`GameSetup.position`), checked before set-up. */
  readonly setupSchema?: JsonSchema;
  /**
   * Optional: a custom position (`GameSetup.position`, as the game was created with it) as
   * `viewer` may see it — its secret parts (e.g. which units stand where on a side's hidden
   * strategic map) left out. `rulesVersion` is the version the game was created under (a
   * ruleset that hid nothing before a version keeps older games' set-ups as they were
   * published). Returns the very same object when nothing is hidden from `viewer`. Absent: a
   * set-up holds no secret. The game's first event is shown and hashed through it
   * (libs/audit "Hidden information"). Never throws for a position the ruleset accepted.
   */
  setupView?(position: unknown, viewer: Viewer, rulesVersion: string): unknown;
  /**
   * Optional: the shape of `view(state, viewer)` as an OpenAPI 3.0 schema (`nullable`, no
   * `const`), published in the OpenAPI document; absent: the state is documented as free-form.
   */
  readonly viewSchema?: JsonSchema;
  /**
   * Optional: the shape of each event's `data` (the event without its `type`), by event type, as
   * OpenAPI 3.0 schemas, in every form `redactEvent` may give it (a viewer's redacted copy must
   * match too), published in the OpenAPI document; absent: events are documented as free-form.
   * The session's events are the engine's (`SESSION_EVENT_SCHEMAS`), not listed here.
   */
  readonly eventSchemas?: Readonly<Record<string, JsonSchema>>;
  /**
   * Optional: the shape of `preview(state, command, viewer)` by command type, as OpenAPI 3.0
   * schemas, published in the OpenAPI document; a command type not listed has no preview.
   */
  readonly previewSchemas?: Readonly<Record<string, JsonSchema>>;
  /**
   * Optional: the shape of `status(state).pendingDecision` when there is one (a game summary's
   * `pendingDecision`), an OpenAPI 3.0 schema published in the OpenAPI document.
   */
  readonly pendingDecisionSchema?: JsonSchema;
  /**
   * Optional: the members `legalActions` adds to an action besides `command`, `space` and `rule`
   * (its details: a move's cost and path, an attack's odds...), by command type, as OpenAPI 3.0
   * object schemas, published in the OpenAPI document; a command type not listed carries none.
   * Absent: the ruleset's legal actions are documented with free-form details.
   */
  readonly legalActionSchemas?: Readonly<Record<string, JsonSchema>>;
  /** Optional: the army builder of a ruleset whose armies are bought by points (`ArmyBuilder`). */
  readonly army?: ArmyBuilder;
}

/** Folds events over a state with a ruleset's evolve. */
export function replay<S, E extends DomainEvent>(
  ruleset: Pick<Ruleset<S, Command, E>, 'evolve'>,
  state: S,
  events: readonly E[],
): S {
  let s = state;
  for (const e of events) s = ruleset.evolve(s, e);
  return s;
}
