/** The Pratzen server's RSS once it holds RSS_GAMES games (fresh SPI games created to top up). */
import type { Connection } from '../api/http-client';
import { now } from '../api/measure';
import { RSS_GAMES } from './settings';

export interface RssFigures {
  readonly games: number;
  readonly created: number;
  readonly createSeconds: number;
  readonly rssMb: number;
  readonly peakMb: number;
}

const MIB = 1024 * 1024;

export async function rssAtGames(
  conns: readonly Connection[],
  already: number,
  rss: () => { now: number; peak: number },
): Promise<RssFigures> {
  let left = Math.max(0, RSS_GAMES - already);
  const created = left;
  const start = now();
  await Promise.all(
    conns.map(async (conn) => {
      while (left > 0) {
        left--;
        await conn.json('POST', '/v1/games', undefined, {
          rulesetId: 'spi-1980',
          scenarioId: 'historical',
          label: 'bench',
        });
      }
    }),
  );
  const createSeconds = (now() - start) / 1000;
  await new Promise((r) => setTimeout(r, 500));
  const m = rss();
  return {
    games: already + created,
    created,
    createSeconds,
    rssMb: m.now / MIB,
    peakMb: m.peak / MIB,
  };
}
