import type { CreatedGame } from './types';

/** Who reads a game in a hidden-information test: a spectator (no token), a seat, the referee. */
export type Who = 'spectator' | 'allied' | 'french' | 'referee';
export const WHO: readonly Who[] = ['spectator', 'allied', 'french', 'referee'];

/** The token `who` reads `game` with (undefined for a spectator). */
export const tokenOf = (game: CreatedGame, who: Who): string | undefined =>
  who === 'spectator' ? undefined : who === 'referee' ? game.refereeToken : game.seats[who]?.token;

/** The client's request options for `who` (`{token}`, or nothing for a spectator). */
export const readAs = (game: CreatedGame, who: Who): { token?: string } => {
  const t = tokenOf(game, who);
  return t === undefined ? {} : { token: t };
};

/** The HTTP headers for `who` (an `authorization` bearer, or none), e.g. for an SSE stream. */
export const headersOf = (game: CreatedGame, who: Who): Record<string, string> => {
  const t = tokenOf(game, who);
  return t === undefined ? {} : { authorization: `Bearer ${t}` };
};
