import cors from '@fastify/cors';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { CorsOrigins } from './cors-config';

/**
 * What a browser client sends beyond the CORS-safelisted headers: the bearer token, JSON
 * bodies, the concurrency and idempotency headers, SSE resumption, Apollo's CSRF-prevention
 * headers (GraphQL GET requests) and the caller's own request id (logged as its `reqId`).
 */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'If-Match',
  'If-None-Match',
  'Idempotency-Key',
  'Last-Event-ID',
  'Apollo-Require-Preflight',
  'X-Apollo-Operation-Name',
  'X-Request-Id',
] as const;

/** Response headers a browser script may read (beyond the safelisted ones). */
export const CORS_EXPOSED_HEADERS = [
  'ETag',
  'Location',
  'Retry-After',
  'WWW-Authenticate',
  'Content-Type',
  'Content-Length',
  'Content-Encoding',
  'X-Request-Id',
] as const;

/** Browsers may cache a preflight answer this long (seconds). */
const PREFLIGHT_MAX_AGE = 600;

/**
 * Registers @fastify/cors on the app's Fastify instance (before the routes), unless CORS is
 * off. Credentials (cookies) are not allowed: callers identify with bearer tokens, which a page
 * sends explicitly, so no ambient credential can be abused cross-origin.
 */
export async function useCors(app: NestFastifyApplication, origins: CorsOrigins): Promise<void> {
  if (origins === null) return;
  await app.register(cors, {
    origin: origins === '*' ? '*' : [...origins],
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    credentials: false,
    maxAge: PREFLIGHT_MAX_AGE,
    // Strict mode answers an OPTIONS without Origin with a plain-text 400, not a problem.
    strictPreflight: false,
  });
}
