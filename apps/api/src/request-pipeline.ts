import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import { pipelineOf } from './common/pipeline-step';
import type { RateLimitGuard } from './common/rate-limit.guard';
import { GRAPHQL_PATH } from './graphql/graphql.options';
import type { GameETags } from './games/http/game-etag';
import type { GameViewerGuard } from './games/http/game-viewer.guard';

/** The request pipeline's hooks, from each route's config (common/pipeline-step.ts). */
/** What the hooks call, from the application (resolved on the first request). */
export interface PipelineParts {
  /** Absent in controller tests that provide no limiter. */
  readonly rateLimit: Pick<RateLimitGuard, 'checkHttp'> | undefined;
  readonly viewer: Pick<GameViewerGuard, 'check'>;
  readonly etag: Pick<GameETags, 'check'>;
}

/** For Fastify's onRoute hook: the route's pipeline as hooks, added after any it has. */
export function usePipeline(route: RouteOptions, parts: () => PipelineParts): void {
  if (route.url === GRAPHQL_PATH) return;
  const { viewer, etag } = pipelineOf(route.config);
  let resolved: PipelineParts | undefined;
  const get = (): PipelineParts => (resolved ??= parts());
  const caller: onRequestHookHandler =
    viewer === undefined
      ? async (request) => {
          get().rateLimit?.checkHttp(request);
        }
      : async (request) => {
          const p = get();
          p.rateLimit?.checkHttp(request);
          await p.viewer.check(request, viewer);
        };
  route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), caller];
  if (etag !== true) return;
  const tag: preHandlerHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await get().etag.check(request, reply)) return reply; // answered: 304
    return undefined;
  };
  route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), tag];
}
