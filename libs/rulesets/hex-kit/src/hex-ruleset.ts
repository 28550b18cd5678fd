import {
  sideToAct,
  statusHeader,
  type Command,
  type DomainEvent,
  type Ruleset,
  type RulesetInfo,
  type TurnState,
} from '@pratzen/engine';

/** The edition a ruleset's rules follow, and how much of its data is published (see `provenance`). */
export type Publication = Pick<RulesetInfo, 'title' | 'publisher' | 'year' | 'provenance'>;

/**
 * A hex ruleset's parts by the names its modules export them under: each hex ruleset has a
 * `parts.ts` that re-exports them (`export { decide } from './decide'`, ...), and `hexRuleset`
 * reads that module whole (`import * as parts from './parts'`). The optional ones are what a
 * ruleset with hidden information, previews or custom set-ups adds.
 */
export interface HexRulesetManifest<S, C extends Command, E extends DomainEvent> {
  readonly RULESET_ID: string;
  /** Semantic version of the rules code and data (a game record names the one it was played under). */
  readonly RULESET_VERSION: string;
  readonly PUBLICATION: Publication;
  readonly SIDES: RulesetInfo['sides'];
  readonly PHASES: RulesetInfo['phases'];
  readonly SCENARIOS: RulesetInfo['scenarios'];
  readonly OPTIONAL_RULES: RulesetInfo['optionalRules'];
  readonly COMMAND_SCHEMAS: Ruleset<S, C, E>['commandSchemas'];
  readonly EVENT_SCHEMAS: NonNullable<Ruleset<S, C, E>['eventSchemas']>;
  readonly LEGAL_ACTION_SCHEMAS: NonNullable<Ruleset<S, C, E>['legalActionSchemas']>;
  readonly initialState: Ruleset<S, C, E>['initialState'];
  readonly decide: Ruleset<S, C, E>['decide'];
  readonly evolve: Ruleset<S, C, E>['evolve'];
  readonly legalActions: Ruleset<S, C, E>['legalActions'];
  readonly view: Ruleset<S, C, E>['view'];
  readonly victory: Ruleset<S, C, E>['victory'];
  readonly mapData: Ruleset<S, C, E>['map'];
  readonly scenarioData: Ruleset<S, C, E>['scenario'];
  /** Default: every event shown as it is (a ruleset with no hidden information). */
  readonly redactEvent?: Ruleset<S, C, E>['redactEvent'];
  /** The preview of an `Attack` (odds column, outcome table); other commands have none. */
  readonly previewAttack?: (state: S, command: C & { readonly type: 'Attack' }) => unknown;
  readonly PREVIEW_SCHEMAS?: Ruleset<S, C, E>['previewSchemas'];
  readonly SETUP_SCHEMA?: Ruleset<S, C, E>['setupSchema'];
  readonly VIEW_SCHEMA?: Ruleset<S, C, E>['viewSchema'];
  readonly PENDING_DECISION_SCHEMA?: Ruleset<S, C, E>['pendingDecisionSchema'];
}

/** What a ruleset may state beyond its manifest; default: the side to act (see `hexRuleset`). */
export interface HexRulesetOverrides<S, C extends Command, E extends DomainEvent> {
  /** Default: the side to act (the owner of a pending decision, else the phasing side). */
  readonly actingSide?: Ruleset<S, C, E>['actingSide'];
}

/**
 * A hex ruleset from its manifest: geometry and distances in hexes, the status header of its
 * turn state, `hasUnit` over `state.units`, the side to act as the acting side and every event
 * shown as it is unless it says otherwise, and a preview for attacks only.
 */
export function hexRuleset<
  S extends TurnState & { readonly units: readonly { readonly id: string }[] },
  C extends Command,
  E extends DomainEvent,
>(
  parts: HexRulesetManifest<S, C, E>,
  overrides: HexRulesetOverrides<S, C, E> = {},
): Ruleset<S, C, E> {
  const { previewAttack, PUBLICATION: publication } = parts;
  return {
    info: {
      id: parts.RULESET_ID,
      version: parts.RULESET_VERSION,
      title: publication.title,
      publisher: publication.publisher,
      year: publication.year,
      geometry: 'hex',
      distanceUnit: 'hex',
      sides: parts.SIDES,
      phases: parts.PHASES,
      scenarios: parts.SCENARIOS,
      optionalRules: parts.OPTIONAL_RULES,
      provenance: publication.provenance,
    },
    commandSchemas: parts.COMMAND_SCHEMAS,
    initialState: parts.initialState,
    decide: parts.decide,
    evolve: parts.evolve,
    legalActions: parts.legalActions,
    view: parts.view,
    victory: parts.victory,
    map: parts.mapData,
    scenario: parts.scenarioData,
    eventSchemas: parts.EVENT_SCHEMAS,
    legalActionSchemas: parts.LEGAL_ACTION_SCHEMAS,
    ...optional('previewSchemas', parts.PREVIEW_SCHEMAS),
    ...optional('setupSchema', parts.SETUP_SCHEMA),
    ...optional('viewSchema', parts.VIEW_SCHEMA),
    ...optional('pendingDecisionSchema', parts.PENDING_DECISION_SCHEMA),
    status: statusHeader,
    actingSide: overrides.actingSide ?? ((state) => sideToAct(state)),
    redactEvent: parts.redactEvent ?? ((event) => event),
    ...(previewAttack !== undefined
      ? {
          preview: (state: S, command: C) =>
            command.type === 'Attack'
              ? previewAttack(state, command as C & { readonly type: 'Attack' })
              : undefined,
        }
      : {}),
    hasUnit: (state, unitId) => state.units.some((u) => u.id === unitId),
  };
}

/** `{ [key]: value }` when the manifest has the value, else nothing (no `undefined` members). */
function optional<K extends string, V>(key: K, value: V | undefined): { readonly [k in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { readonly [k in K]: V });
}
