import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/**
 * Counts and times every answered request (Fastify's onResponse, so 404s from no route and
 * problems alike), labelled by the route pattern (`/v1/games/:gameId`), never by the URL.
 * Added to the Fastify instance before Nest adds the routes; `metrics` is read per request, as
 * the application's Metrics exists only once Nest has built it. Hijacked replies (the SSE
 * stream) are not seen here: they are counted as live subscribers instead.
 */
export function useHttpMetrics(fastify: FastifyInstance, metrics: () => Metrics | null): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics()?.request(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
