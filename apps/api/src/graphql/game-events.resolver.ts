import { Inject, UseGuards } from '@nestjs/common';
import { OperationRateLimitGuard } from '../common/rate-limit.guard';
import { Args, Context, ID, Int, Resolver, Subscription } from '@nestjs/graphql';
import { LiveSubscribers } from '../common/live-subscribers';
import { ApiProblem } from '../common/problem';
import { upgradeAddress } from '../common/rate-limit.guard';
import { APP_CONFIG, type AppConfig } from '../config';
import { type EventEnvelope, GameEvent } from '../games/games.contract';
import { GamesLive } from '../games/live/games.live';
import { GameEventLog } from '../games/reads/game-event-log';
import { GameSummaries } from '../games/reads/game-summaries';
import { GameViewers } from '../games/viewers/game-viewers';
import {
  DEFAULT_STREAM_OPTIONS,
  type GameEventSource,
  gameEventStream,
  StreamFailure,
  type StreamItem,
} from './game-event-stream';
import { type GqlContext, viewerIn } from './graphql-context';

/** Each stream item is the field's value; a failure ends the stream as a GraphQL error. */
function eventOrThrow(item: StreamItem): EventEnvelope {
  if (item instanceof StreamFailure) throw item.error;
  return item;
}

/**
 * Live events over graphql-ws, redacted for the subscriber's view. Each subscription holds a
 * LiveSubscribers slot (shared with SSE) until it ends: beyond the limits it fails at once with
 * TOO_MANY_SUBSCRIPTIONS (429) or SERVER_BUSY (503).
 */
@UseGuards(OperationRateLimitGuard)
@Resolver()
export class GameEventsResolver {
  private readonly trustProxy: boolean;
  /** The stored events, then the live ones. */
  private readonly source: GameEventSource;

  constructor(
    private readonly viewers: GameViewers,
    private readonly summaries: GameSummaries,
    log: GameEventLog,
    live: GamesLive,
    private readonly subscribers: LiveSubscribers,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.trustProxy = config.trustProxy;
    this.source = { events: log.events.bind(log), subscribe: live.subscribe.bind(live) };
  }

  @Subscription(() => GameEvent, {
    resolve: eventOrThrow,
    description:
      "The game's events after `fromVersion` (default: from now), as the caller may see them. " +
      'To resume after a disconnect, pass the last version received.',
  })
  async gameEvents(
    @Context() ctx: GqlContext,
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('fromVersion', { type: () => Int, nullable: true }) fromVersion?: number | null,
  ): Promise<AsyncIterableIterator<StreamItem>> {
    // The token is checked (401) and the game found (404) here, before the stream starts.
    const viewer = await viewerIn(ctx, this.viewers, gameId);
    const from = fromVersion ?? (await this.summaries.summary(gameId)).version;
    if (from < 0) {
      throw ApiProblem.badRequest('BAD_FROM_VERSION', 'fromVersion must be an integer >= 0', [
        { path: 'fromVersion', message: 'must be an integer >= 0', code: 'range' },
      ]);
    }
    const origin = ctx.origin;
    const address =
      origin?.transport === 'graphql-ws' ? upgradeAddress(origin, this.trustProxy) : origin?.ip;
    // Subscriptions come over graphql-ws only (one over HTTP is refused before it runs).
    const onEnd = this.subscribers.acquire(address, 'graphql-ws');
    return gameEventStream(this.source, gameId, viewer, from, { ...DEFAULT_STREAM_OPTIONS, onEnd });
  }
}
