import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { EventStore } from '@pratzen/event-store';
import { AppModule } from './app.module';
import { CLIENT_ERROR_OPTIONS, useHttpTransport } from './common/http-transport';
import {
  httpServerOptions,
  useHttpServerLimits,
  useRawRequestAnswers,
} from './common/http-server-limits';
import { jsonTextTooDeep, jsonTooDeep } from './common/json-depth';
import { ApiProblem } from './common/problem';
import { validationPipe } from './common/validation';
import { ProblemFilter } from './common/problem.filter';
import { RecordVerification, refuseWhenBusy } from './games/records/record-verification';
import { useCredentialsBeforeBody } from './games/http/credentials-before-body';
import { GameETags } from './games/http/game-etag';
import { GameViewerGuard } from './games/http/game-viewer.guard';
import { GameSummaries } from './games/reads/game-summaries';
import { GameViewers } from './games/viewers/game-viewers';
import { GameCreators } from './organisers/game-creators';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { graphqlLanding } from './graphql/graphql-landing';
import { GRAPHQL_PATH } from './graphql/graphql.options';
import { queryGate } from './graphql/query-gate';
import { boundWebSocketMessages } from './graphql/ws-payload';
import { RulesetRegistry } from './rulesets/ruleset-registry';
import { RateLimitGuard } from './common/rate-limit.guard';
import { type AppConfig, configFromEnv } from './config';
import { type LogDestination, NestLogger, loggerOptions } from './logging/app-logger';
import { RequestLogController, requestIdOf, useRequestIds } from './logging/request-log';
import { useHttpMetrics } from './metrics/http-metrics';
import { Metrics } from './metrics/metrics';
import { OpenApiDocument, buildOpenApiDocument } from './openapi/openapi.document';
import { usePipeline } from './request-pipeline';

export interface CreateAppOptions {
  /** Default: read from process.env. */
  readonly config?: AppConfig;
  /** An already open store (tests); default: built from `config.eventStore`. */
  readonly eventStore?: EventStore;
  /** false: no logs at all (tests); default: LOG_FORMAT and LOG_LEVEL of the config. */
  readonly logger?: false;
  /** Where the log lines go (tests read them); default stdout. */
  readonly logDestination?: LogDestination;
}

/**
 * Fastify's own JSON parser (with its prototype-poisoning protection), whose errors become
 * 400 MALFORMED_JSON problems instead of generic client errors.
 */
function useJsonParser(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  // The default parser is the callback form (request, body, done).
  const parse = fastify.getDefaultJsonParser('error', 'error') as unknown as (
    request: unknown,
    body: string,
    done: (error: Error | null, value?: unknown) => void,
  ) => void;
  app.useBodyParser('application/json', { bodyLimit }, (request, body, done) => {
    // A whole game record is parsed on a verification worker (games/records/record-verification.ts).
    if (request.routeOptions.url === VERIFY_ROUTE) return done(null, body);
    const text = body.toString('utf8');
    // Before parsing: deep nesting would overflow the recursive validation downstream.
    if (jsonTextTooDeep(text)) return done(jsonTooDeep('the body'));
    parse(request, text, (error, value) => {
      if (error === null) done(null, value);
      else done(ApiProblem.badRequest('MALFORMED_JSON', error.message));
    });
  });
}

const VERIFY_ROUTE = '/v1/records/verify';

/** A provider the app may not have (controller tests): undefined then. */
function optional<T>(
  app: NestFastifyApplication,
  token: abstract new (...args: never[]) => T,
): T | undefined {
  try {
    return app.get(token);
  } catch {
    return undefined;
  }
}

/**
 * The request pipeline of every REST route (request-pipeline.ts): the rate limit, the caller
 * and the ETag as Fastify hooks, from what each route's decorators put in its config.
 */
function useRequestPipeline(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) =>
      usePipeline(route, () => ({
        rateLimit: optional(app, RateLimitGuard),
        viewer: new GameViewerGuard(app.get(GameViewers)),
        etag: new GameETags(app.get(GameSummaries), optional(app, RulesetRegistry)),
      })),
    );
}

/** What every Pratzen HTTP app needs before init (also used by controller tests). */
export function configureApp(
  app: NestFastifyApplication,
  config: Pick<AppConfig, 'bodyLimitBytes'>,
): void {
  useRequestPipeline(app);
  useJsonParser(app, config.bodyLimitBytes);
  app.useGlobalFilters(new ProblemFilter());
  app.useGlobalPipes(validationPipe());
}

/**
 * The whole application, initialised but not listening: main.ts listens on the configured
 * port, tests on port 0. The error filter and pipes are installed before init so that Fastify's
 * own errors (bad JSON, body too large, unknown route) also leave as problem details.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const config = options.config ?? configFromEnv(process.env);
  // One pino logger for Fastify's request lines and Nest's messages (logging/app-logger.ts).
  const logs = options.logger !== false;
  const adapter = new FastifyAdapter({
    logger: logs && loggerOptions(config.log, options.logDestination),
    logController: new RequestLogController(config.log.requests),
    genReqId: requestIdOf,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    ...CLIENT_ERROR_OPTIONS,
    ...httpServerOptions(config.http),
  });
  let metrics: Metrics | null = null;
  useRequestIds(adapter.getInstance());
  useHttpMetrics(adapter.getInstance(), () => metrics);
  // Whole game records go to the verifier: that route alone takes RECORD_LIMIT_BYTES.
  adapter.getInstance().addHook('onRoute', (route) => {
    if (route.url !== VERIFY_ROUTE) return;
    route.bodyLimit = config.recordLimitBytes;
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...hooks, refuseWhenBusy(() => app.get(RecordVerification))];
  });
  // Routes that need a credential: 401 (or 404, 429) before the body is read (README "Refusal order").
  adapter
    .getInstance()
    .addHook('onRoute', (route) =>
      useCredentialsBeforeBody(route, () => ({ creators: app.get(GameCreators) })),
    );
  // GraphQL over HTTP: a page for browsers; size, tokens, depth and cost before Apollo's full validation.
  const landing = graphqlLanding();
  adapter.getInstance().addHook('onRoute', (route) => {
    if (route.url !== GRAPHQL_PATH) return;
    const onRequest = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...onRequest, landing];
    const hooks = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...hooks, queryGate(() => app.get(GraphQLSchemaHost).schema)];
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config, options.eventStore),
    adapter,
    { logger: logs && new NestLogger(adapter.getInstance().log) },
  );
  metrics = app.get(Metrics);
  useHttpServerLimits(app.getHttpServer(), adapter.getInstance(), config.http);
  useRawRequestAnswers(app.getHttpServer(), ['/graphql']);
  await useHttpTransport(app, config);
  configureApp(app, config);
  await app.init();
  boundWebSocketMessages(app, config.bodyLimitBytes);
  app.get(OpenApiDocument).set(buildOpenApiDocument(app));
  return app;
}
