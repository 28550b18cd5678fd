import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiProblem } from './problem';

/**
 * A request header, or undefined. Unlike Nest's `@Headers(name)`, which the OpenAPI generator
 * documents as a *required* parameter, this one is documented only by the route's `@ApiHeader`
 * (optional headers such as If-Match, Idempotency-Key and Last-Event-ID). A repeated header
 * reads as its values joined by commas, as HTTP defines.
 */
export const OptionalHeader = createParamDecorator(
  (name: string, context: ExecutionContext): string | undefined =>
    headerValue(context.switchToHttp().getRequest<FastifyRequest>(), name),
);

/** A request header as @OptionalHeader reads it: undefined, or its values joined by commas. */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

const VERSION_TAG = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/;

/** `If-Match: "12"` (or W/"12", or 12) → 12; absent or `*` → undefined; else 400. */
export function ifMatchVersion(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const m = VERSION_TAG.exec(header);
  if (m?.[1] === undefined) {
    throw ApiProblem.badRequest('BAD_IF_MATCH', 'If-Match must be a game version such as "12"', [
      { path: 'If-Match', message: 'must be a version number', code: 'format' },
    ]);
  }
  return Number(m[1]);
}

/** `Last-Event-ID: 12` → 12 (resume after it); absent → undefined; else 400. */
export function lastEventId(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (!/^\d{1,15}$/.test(trimmed)) {
    throw ApiProblem.badRequest('BAD_LAST_EVENT_ID', 'Last-Event-ID must be an event version', [
      { path: 'Last-Event-ID', message: 'must be a version number', code: 'format' },
    ]);
  }
  return Number(trimmed);
}
