import type { Command, LegalAction, LegalActionQuery } from './messages';
import { sideToAct, type TurnState } from './turn-status';
import type { Viewer } from './viewer';

/**
 * The viewer gate of `legalActions`: a side may act only when it is the side to act, the referee
 * acts for whoever is to act, a spectator never acts, and nobody acts once `actor` is null.
 */
export function viewerMayAct(actor: string | null, viewer: Viewer): boolean {
  if (actor === null || viewer.kind === 'spectator') return false;
  return viewer.kind === 'referee' || viewer.side === actor;
}

/** Where a command names units: single ids, lists of ids, lists of `{unitId}` entries. */
export interface UnitFields {
  readonly ids?: readonly string[];
  readonly lists?: readonly string[];
  readonly entries?: readonly string[];
}

/** Reads the units a command names from the fields a ruleset's commands use (ids, lists, entries). */
export function unitsNamedBy(fields: UnitFields): (command: object) => string[] {
  return (command) => {
    const c = command as Record<string, unknown>;
    const out: string[] = [];
    for (const f of fields.ids ?? []) if (typeof c[f] === 'string') out.push(c[f] as string);
    for (const f of fields.lists ?? [])
      for (const x of (c[f] as readonly unknown[] | undefined) ?? [])
        if (typeof x === 'string') out.push(x);
    for (const f of fields.entries ?? [])
      for (const x of (c[f] as readonly { unitId?: unknown }[] | undefined) ?? [])
        if (typeof x?.unitId === 'string') out.push(x.unitId);
    return out;
  };
}

/**
 * The query filter of `legalActions`: keeps the actions of `query.type` that concern
 * `query.unitId`. While a decision is pending (`answering`), an answer naming no unit concerns
 * every unit.
 */
export function filterLegalActions<C extends Command>(
  actions: readonly LegalAction<C>[],
  query: LegalActionQuery,
  unitsOf: (command: C) => readonly string[],
  answering: boolean,
): LegalAction<C>[] {
  return actions.filter((a) => {
    if (query.type !== undefined && a.command.type !== query.type) return false;
    if (query.unitId === undefined) return true;
    const named = unitsOf(a.command);
    return named.includes(query.unitId) || (answering && named.length === 0);
  });
}

/**
 * A sequenced game's `legalActions`: what `viewer` may do now. A side sees its own options only;
 * the referee sees the options of the side to act; a spectator, or anyone once the game is over,
 * may do nothing. `offered(state, query)` lists the options of the side to act (it may use the
 * query to skip work); they are filtered by `query.type` and `query.unitId` (`unitsOf`: the units
 * a command names; an answer to a pending decision that names no unit concerns every unit).
 */
export function legalActionsFor<S extends TurnState, C extends Command>(
  state: S,
  viewer: Viewer,
  query: LegalActionQuery,
  unitsOf: (command: C) => readonly string[],
  offered: (state: S, query: LegalActionQuery) => readonly LegalAction<C>[],
): LegalAction<C>[] {
  if (!viewerMayAct(sideToAct(state), viewer)) return [];
  return filterLegalActions(offered(state, query), query, unitsOf, state.pending !== null);
}
