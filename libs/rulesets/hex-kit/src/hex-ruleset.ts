import {
  sideToAct,
  statusHeader,
  type Command,
  type DomainEvent,
  type Ruleset,
  type RulesetInfo,
  type TurnState,
} from '@pratzen/engine';

/** What a hex ruleset states itself; the kit fills in the rest (see `hexRuleset`). */
export type HexRulesetParts<S, C extends Command, E extends DomainEvent> = Omit<
  Ruleset<S, C, E>,
  'info' | 'status' | 'hasUnit' | 'actingSide' | 'preview' | 'redactEvent'
> & {
  readonly info: Omit<RulesetInfo, 'geometry' | 'distanceUnit'>;
  /** Default: the side to act (the owner of a pending decision, else the phasing side). */
  readonly actingSide?: Ruleset<S, C, E>['actingSide'];
  /** Default: every event shown as it is (a ruleset with no hidden information). */
  readonly redactEvent?: Ruleset<S, C, E>['redactEvent'];
  /** The preview of an `Attack` (odds column, outcome table); other commands have none. */
  readonly previewAttack?: (state: S, command: C & { readonly type: 'Attack' }) => unknown;
};

/**
 * A hex ruleset from its parts: geometry and distances in hexes, the status header of its
 * turn state, `hasUnit` over `state.units`, the side to act as the acting side and every event
 * shown as it is unless it says otherwise, and a preview for attacks only.
 */
export function hexRuleset<
  S extends TurnState & { readonly units: readonly { readonly id: string }[] },
  C extends Command,
  E extends DomainEvent,
>(parts: HexRulesetParts<S, C, E>): Ruleset<S, C, E> {
  const { info, previewAttack, ...rest } = parts;
  const { id, version, title, publisher, year, ...more } = info;
  return {
    ...rest,
    info: { id, version, title, publisher, year, geometry: 'hex', distanceUnit: 'hex', ...more },
    status: statusHeader,
    actingSide: parts.actingSide ?? ((state) => sideToAct(state)),
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
