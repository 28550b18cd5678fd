import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  createParamDecorator,
} from '@nestjs/common';
import { type GqlContextType, GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config';
import { upgradeAddress } from '../common/rate-limit.guard';
import type { GqlContext } from '../graphql/graphql-context';
import { GameCreators } from './game-creators';
import { normaliseLabel } from './tournament-label';
import type { GameCreator } from '../games/games.contract';

/** Where the guard leaves the creator: the Fastify request, or the GraphQL operation context. */
interface CreatorHolder {
  pratzenCreator?: GameCreator;
}

/** The body's tournament label as it will be compared (the DTO normalises it the same way). */
function tournamentOf(body: unknown): unknown {
  const raw =
    typeof body === 'object' && body !== null
      ? (body as { tournament?: unknown }).tournament
      : undefined;
  // Checked here (who may use it), claimed only once the DTO has validated it.
  return typeof raw === 'string' ? normaliseLabel(raw) : raw;
}

/**
 * Decides who is creating a game before the handler (and the body's validation) runs, for
 * `POST /v1/games` and the GraphQL `createGame(input)` mutation alike (GameCreators: 401, 403,
 * 429). The handler receives the creator by @Creator().
 */
@Injectable()
export class GameCreatorGuard implements CanActivate {
  private readonly trustProxy: boolean;

  constructor(
    private readonly creators: GameCreators,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'trustProxy'>,
  ) {
    this.trustProxy = config.trustProxy;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType<GqlContextType>() === 'graphql') {
      const gql = GqlExecutionContext.create(context);
      const ctx = gql.getContext<GqlContext & CreatorHolder>();
      const input = gql.getArgs<{ input?: unknown }>().input;
      const origin = ctx.origin;
      const address =
        origin === undefined
          ? undefined
          : origin.transport === 'http'
            ? origin.ip
            : upgradeAddress(origin, this.trustProxy);
      ctx.pratzenCreator = await this.creators.admit({
        authorization: ctx.authorization,
        address,
        tournament: tournamentOf(input),
      });
      return true;
    }
    const request = context.switchToHttp().getRequest<FastifyRequest & CreatorHolder>();
    request.pratzenCreator = await this.creators.admit({
      authorization: request.headers.authorization,
      address: request.ip,
      tournament: tournamentOf(request.body),
    });
    return true;
  }
}

/** The creator GameCreatorGuard admitted (REST or GraphQL). */
export const Creator = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const holder =
    context.getType<GqlContextType>() === 'graphql'
      ? GqlExecutionContext.create(context).getContext<CreatorHolder>()
      : context.switchToHttp().getRequest<CreatorHolder>();
  const creator = holder.pratzenCreator;
  if (creator === undefined) throw new Error('@Creator() needs GameCreatorGuard on the handler');
  return creator;
});

/**
 * The caller's Authorization header (REST), for handlers that only look at it (the games list).
 * Unlike @Headers() it adds no header parameter to the OpenAPI document: the security schemes
 * describe the bearer token.
 */
export const Authorization = createParamDecorator(
  (_: unknown, context: ExecutionContext): string | undefined =>
    context.switchToHttp().getRequest<FastifyRequest>().headers.authorization,
);
