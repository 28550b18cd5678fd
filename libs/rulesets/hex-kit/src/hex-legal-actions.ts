import {
  legalActionsFor,
  sideToAct as turnSideToAct,
  unitsNamedBy,
  type Command,
  type LegalAction,
  type LegalActionQuery,
  type TurnState,
  type UnitFields,
  type Viewer,
} from '@pratzen/engine';

/** A hex ruleset's `legalActions`, the units its commands name, and the side to act. */
export interface HexLegalActions<S, C extends Command, Side extends string> {
  readonly legalActions: (state: S, viewer: Viewer, query?: LegalActionQuery) => LegalAction<C>[];
  /** The units a command names (to filter legal actions by unit). */
  readonly commandUnits: (command: C) => string[];
  /** The side that must act now: the owner of a pending decision, else the phasing player. */
  readonly sideToAct: (state: S) => Side | null;
}

/**
 * What every hex ruleset's legal-actions.ts assembles: the engine's viewer gate and query filter
 * (`legalActionsFor`) over `offered` (the options of the side to act), the units named in the
 * command fields `fields`, and the side to act typed as the ruleset's side.
 */
export function hexLegalActions<S extends TurnState, C extends Command, Side extends string>(
  fields: UnitFields,
  offered: (state: S, query: LegalActionQuery) => readonly LegalAction<C>[],
): HexLegalActions<S, C, Side> {
  const commandUnits: (command: C) => string[] = unitsNamedBy(fields);
  return {
    legalActions: (state, viewer, query = {}) =>
      legalActionsFor(state, viewer, query, commandUnits, offered),
    commandUnits,
    sideToAct: (state) => turnSideToAct(state) as Side | null,
  };
}
