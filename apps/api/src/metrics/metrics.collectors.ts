import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { LookupStats } from '../common/lru-cache';
import { LiveSubscribers } from '../common/live-subscribers';
import { GamesRepository } from '../games/repository/games.repository';
import { GamesProjection } from '../games/reads/games.projection';
import { GamesReads } from '../games/reads/games.reads';
import type { RedisConnection } from '../redis/redis-connection';
import { REDIS } from '../redis/redis.module';
import { Metrics, type Samples } from './metrics';

type Lookups = ReadonlyMap<string, Readonly<LookupStats>>;

interface CacheFigures {
  readonly entries: number;
  readonly bytes: number;
  readonly lookups: Lookups;
}

/** Hits and misses of one cache, by kind of entry. */
function lookupSamples(cache: string, lookups: Lookups): Samples {
  return [...lookups].flatMap(([kind, { hits, misses }]) => [
    [{ cache, kind, result: 'hit' }, hits] as const,
    [{ cache, kind, result: 'miss' }, misses] as const,
  ]);
}

/**
 * What GET /metrics reads at scrape time from the services that hold it: games by ruleset and
 * status (counts the games list keeps as games change), live streams open,
 * the in-memory caches (size and lookups), the Redis connections. The services are looked up
 * once the application is up (they live in other modules; none depends on metrics for this).
 */
@Injectable()
export class MetricsCollectors implements OnApplicationBootstrap {
  constructor(
    private readonly metrics: Metrics,
    private readonly modules: ModuleRef,
    @Inject(REDIS) private readonly redis: RedisConnection | null,
  ) {}

  onApplicationBootstrap(): void {
    const find = <T>(type: new (...args: never[]) => T): T =>
      this.modules.get(type, { strict: false });
    const subscribers = find(LiveSubscribers);
    const reads = find(GamesReads);
    const repository = find(GamesRepository);
    const m = this.metrics;

    m.gauge(
      'pratzen_live_subscribers',
      'Live event streams open now, by transport (SSE, graphql-ws gameEvents subscriptions)',
      ['transport'],
      () => [
        [{ transport: 'sse' }, subscribers.countOver('sse')],
        [{ transport: 'graphql-ws' }, subscribers.countOver('graphql-ws')],
      ],
    );

    const projection = find(GamesProjection);
    m.gauge(
      'pratzen_games',
      'Games in the store by ruleset id and status (active, over), as the games list holds them; every node lists every game',
      ['ruleset', 'status'],
      () =>
        [...projection.counts()].flatMap(([ruleset, counts]) => [
          [{ ruleset, status: 'active' }, counts.active] as const,
          [{ ruleset, status: 'over' }, counts.over] as const,
        ]),
    );

    const caches = (): { reads: CacheFigures; games: CacheFigures } => {
      const cached = reads.cachedReads;
      const held = repository.cached;
      return {
        reads: { entries: cached.entries, bytes: cached.bytes, lookups: reads.readLookups },
        games: { entries: held.games, bytes: held.bytes, lookups: repository.cacheLookups },
      };
    };
    m.counter(
      'pratzen_cache_lookups_total',
      'Lookups in the in-memory caches by cache (reads: READ_CACHE_LIMIT_BYTES, games: GAME_CACHE_LIMIT_BYTES), kind of entry and result; hit ratio = hit / (hit + miss)',
      ['cache', 'kind', 'result'],
      () => {
        const c = caches();
        return [
          ...lookupSamples('reads', c.reads.lookups),
          ...lookupSamples('games', c.games.lookups),
        ];
      },
    );
    m.gauge('pratzen_cache_entries', 'Entries held by each in-memory cache', ['cache'], () => {
      const c = caches();
      return [
        [{ cache: 'reads' }, c.reads.entries],
        [{ cache: 'games' }, c.games.entries],
      ];
    });
    m.gauge(
      'pratzen_cache_bytes',
      'Estimated bytes held by each in-memory cache',
      ['cache'],
      () => {
        const c = caches();
        return [
          [{ cache: 'reads' }, c.reads.bytes],
          [{ cache: 'games' }, c.games.bytes],
        ];
      },
    );

    const redis = this.redis;
    if (redis !== null) {
      m.gauge(
        'pratzen_redis_up',
        'Redis (REDIS_URL) connections ready: 1 up, 0 down (reconnecting in the background); present only with REDIS_URL',
        ['connection'],
        () => [
          [{ connection: 'client' }, redis.client.isReady ? 1 : 0],
          [{ connection: 'subscriber' }, redis.subscriber.isReady ? 1 : 0],
        ],
      );
    }
  }
}
