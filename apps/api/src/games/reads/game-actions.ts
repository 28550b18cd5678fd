import {
  type LegalAction,
  type LegalActionQuery,
  type Session,
  type Viewer,
  sessionActions,
} from '@pratzen/engine';
import type { AnyRuleset } from '../../rulesets/ruleset-registry';

/**
 * What a viewer may do now: nothing once the game is over; else the ruleset's actions and the
 * session's (answering a draw offer made to the viewer's side; play goes on while it stands).
 * Resign and OfferDraw are always open to a seat and are not listed.
 */
export function gameActions(
  ruleset: AnyRuleset,
  state: unknown,
  session: Session,
  viewer: Viewer,
  query: LegalActionQuery,
): readonly LegalAction[] {
  if (session.ended !== null) return [];
  const side = viewer.kind === 'side' ? viewer.side : null;
  const own = sessionActions(session, ruleset.info.sides, side).filter(
    (a) =>
      query.unitId === undefined && (query.type === undefined || query.type === a.command.type),
  );
  const actions = ruleset.legalActions(state, viewer, query) as readonly LegalAction[];
  return own.length === 0 ? actions : [...actions, ...own];
}
