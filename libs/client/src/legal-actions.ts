import type { Client } from 'openapi-fetch';
import { asCompactMoves, type CompactAction, type CompactMovesOf } from './compact';
import type { components, paths } from './generated/openapi';
import { problemOf } from './problem';

type LegalAction = components['schemas']['LegalActionDto'];
interface Filter {
  readonly unit?: string;
  readonly type?: string;
}

/** GET …/legal-actions, the verbose list (one action per command). */
export async function legalActionList(
  raw: Client<paths>,
  gameId: string,
  filter: Filter,
): Promise<LegalAction[]> {
  const { data, error, response } = await raw.GET('/v1/games/{gameId}/legal-actions', {
    params: { path: { gameId }, query: { ...filter, format: 'verbose' } },
  });
  if (!response.ok || data === undefined) throw problemOf(response, error);
  if (!Array.isArray(data)) throw new TypeError('legal-actions: expected the verbose list');
  return data;
}

/** GET …/legal-actions?format=compact, checked (`asCompactMoves`); `A`: the actions' type. */
export async function compactLegalMoves<A extends CompactAction>(
  raw: Client<paths>,
  gameId: string,
  filter: Filter,
): Promise<CompactMovesOf<A>> {
  const { data, error, response } = await raw.GET('/v1/games/{gameId}/legal-actions', {
    params: { path: { gameId }, query: { ...filter, format: 'compact' } },
  });
  if (!response.ok || data === undefined) throw problemOf(response, error);
  return asCompactMoves<A>(data);
}
