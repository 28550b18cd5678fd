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
  /** What /metrics says then: the caches' estimated bytes, the V8 heap. */
  readonly breakdown: string;
}

const METRICS = [
  ['games cache', /^pratzen_cache_bytes\{cache="games"\} (\S+)$/m],
  ['read cache', /^pratzen_cache_bytes\{cache="reads"\} (\S+)$/m],
  ['games cached', /^pratzen_cache_entries\{cache="games"\} (\S+)$/m],
  ['heap used', /^nodejs_heap_size_used_bytes (\S+)$/m],
  ['external', /^nodejs_external_memory_bytes (\S+)$/m],
] as const;

async function breakdown(conn: Connection): Promise<string> {
  const r = await conn.send('GET', '/metrics');
  if (r.status !== 200) return `/metrics: ${r.status}`;
  return METRICS.map(([name, re]) => {
    const v = Number(re.exec(r.text)?.[1]);
    return `${name} ${name.endsWith('cached') ? v : `${(v / MIB).toFixed(0)} MiB`}`;
  }).join(', ');
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
    breakdown: await breakdown(conns[0] as Connection),
  };
}
