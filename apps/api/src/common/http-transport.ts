import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CorsOrigins } from './cors-config';
import { clientErrorHandler, frameworkErrors } from './client-errors';
import { useCompression } from './compression';
import { useCors } from './cors';
import { useConditionalGet } from './etag';

/** Fastify options: requests refused before routing leave as problem details too. */
export const CLIENT_ERROR_OPTIONS = { clientErrorHandler, frameworkErrors } as const;

/**
 * What the HTTP transport adds around every route, registered on the Fastify instance before
 * Nest adds the routes: CORS (when configured; its onRequest hook answers preflights), 304
 * for a tag the client holds (an instance onSend hook, so it runs before compression's), and
 * compression.
 */
export async function useHttpTransport(
  app: NestFastifyApplication,
  config: { readonly corsOrigins: CorsOrigins },
): Promise<void> {
  await useCors(app, config.corsOrigins);
  useConditionalGet(app);
  await useCompression(app);
}
