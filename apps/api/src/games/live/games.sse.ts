import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Viewer } from '@pratzen/engine';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LiveSubscribers } from '../../common/live-subscribers';
import type { EventEnvelope } from '../games.contract';
import { GamesLive } from './games.live';

const HEARTBEAT_MS = 15_000;

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const;

/** One SSE message: `id` is the version, so a reconnecting EventSource resumes after it. */
export const sseMessage = (e: EventEnvelope): string =>
  `id: ${e.version}\ndata: ${JSON.stringify(e)}\n\n`;

/**
 * GET /v1/games/{id}/events/stream: the game's events for the caller, as server-sent events
 * (unnamed messages, so EventSource.onmessage sees them all), catch-up first, then live; a
 * comment line every 15 s keeps proxies from closing the connection. Open streams are ended
 * when the server shuts down. Each stream holds a slot of LiveSubscribers while it is open
 * (429/503 problem beyond the limits, answered before the stream starts). HEAD answers what GET
 * would, headers only: 200 with the stream's headers and no body, holding no slot.
 */
@Injectable()
export class GameEventStreams implements OnModuleDestroy {
  private readonly logger = new Logger('GameEventStreams');
  private readonly open = new Set<() => void>();

  constructor(
    private readonly live: GamesLive,
    private readonly subscribers: LiveSubscribers,
  ) {}

  async stream(
    request: FastifyRequest,
    reply: FastifyReply,
    gameId: string,
    viewer: Viewer,
    after: number,
  ): Promise<void> {
    const raw = reply.raw;
    if (request.method === 'HEAD') {
      reply.hijack();
      raw.writeHead(200, SSE_HEADERS);
      raw.end();
      return;
    }
    // Throws the 429/503 problem while the reply is still Fastify's to send.
    const release = this.subscribers.acquire(request.ip);
    let unsubscribe: (() => void) | null = null;
    let ended = false;
    const end = (): void => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe?.();
      this.open.delete(end);
      release();
      raw.end();
    };
    // The game and the token were checked by the guard; from here on we own the socket.
    reply.hijack();
    raw.writeHead(200, SSE_HEADERS);
    raw.write('retry: 2000\n\n');
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    this.open.add(end);
    request.raw.on('close', end);
    try {
      const stop = await this.live.subscribe(
        gameId,
        viewer,
        after,
        (e) => {
          if (!ended) raw.write(sseMessage(e));
        },
        end, // the seat's token was reissued: this stream's token no longer stands for it
      );
      if (ended) stop();
      else unsubscribe = stop;
    } catch (error) {
      this.logger.error(`event stream of game ${gameId} failed`, error);
      end();
    }
  }

  /**
   * First thing at shutdown: an open stream would otherwise hold the server's close (and
   * Apollo's drain, which waits 10 s for open connections) until it times out.
   */
  onModuleDestroy(): void {
    for (const end of [...this.open]) end();
  }
}
