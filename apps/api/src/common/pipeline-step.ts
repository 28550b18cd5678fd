import { METHOD_METADATA } from '@nestjs/common/constants';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';

/**
 * The one request pipeline of every REST route (issue #30, step 3): Fastify hooks, installed
 * per route from the route's config when the route is declared, so that what a controller's
 * decorators say is what runs — and nothing else runs around the handler (no Nest guard or
 * interceptor on these routes, so no execution context, rxjs or AsyncResource per request).
 * In this order, each refusing as problem details (the ProblemFilter is Fastify's error handler):
 *  1. onRequest — the rate limit (RateLimitGuard.checkHttp: 429 RATE_LIMITED), on every route
 *     but GraphQL's (which counts operations: OperationRateLimitGuard on its resolvers);
 *  2. onRequest — the caller, on routes marked `@GameViewerRoute()` (GameViewerGuard.check: 404
 *     GAME_NOT_FOUND, 401 INVALID_TOKEN; `'seat'`: 401 TOKEN_REQUIRED for a spectator). Both
 *     come before the body is read (apps/api/README.md, "Refusal order");
 *  3. preHandler — the ETag, on routes marked `@GameETag()` (GameETags.check): If-None-Match
 *     holding it answers 304 without running the handler; otherwise the tag goes on the 2xx
 *     answer (common/etag.ts's onSend hook). Query validation (400) comes after, in the handler.
 * test/api/request-pipeline.e2e.spec.ts goes over the app's routes: each does what its
 * decorators say.
 */
export interface RoutePipeline {
  /** Resolve the caller before the body: any viewer, or a seat (a side or the referee). */
  readonly viewer?: 'viewer' | 'seat';
  /** ETag and 304 by game version, viewer kind, route and query. */
  readonly etag?: boolean;
  /**
   * ETag and 304 by the answer's bytes (common/etag.ts `contentTag`): for reads that are the
   * same for every caller while the server runs the same code (rulesets, the OpenAPI document,
   * static pages and their assets).
   */
  readonly contentETag?: boolean;
}

/** Where a route's pipeline is kept in its Fastify route config. */
export const PIPELINE = 'pratzenPipeline';

export const pipelineOf = (config: unknown): RoutePipeline =>
  ((config as Record<string, RoutePipeline | undefined> | undefined)?.[PIPELINE] ??
    {}) as RoutePipeline;

const addStep = (handler: object, step: RoutePipeline): void => {
  const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as Record<
    string,
    unknown
  >;
  const pipeline = { ...step, ...pipelineOf(config) }; // a method's own step wins over its class's
  Reflect.defineMetadata(
    FASTIFY_ROUTE_CONFIG_METADATA,
    { ...config, [PIPELINE]: pipeline },
    handler,
  );
};

/** GET answers of the route(s) tagged by their bytes (`contentETag`), 304 while current. */
export const ContentETag = (): MethodDecorator & ClassDecorator =>
  PipelineStep({ contentETag: true });

/**
 * A decorator putting `step` into the route config of a handler, or of every handler of a
 * controller class (Nest passes a handler's route config to Fastify: `@RouteConfig`'s metadata).
 */
export const PipelineStep =
  (step: RoutePipeline): MethodDecorator & ClassDecorator =>
  (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor): void => {
    if (descriptor !== undefined) {
      addStep(descriptor.value as object, step);
      return;
    }
    const prototype = (target as { prototype: Record<string, unknown> }).prototype;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = Object.getOwnPropertyDescriptor(prototype, name)?.value as unknown;
      if (typeof handler === 'function' && Reflect.hasMetadata(METHOD_METADATA, handler)) {
        addStep(handler, step);
      }
    }
  };
