import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HOME_ASSETS_DIR, HOME_CSP } from '../home/home.assets';

/**
 * `GET /graphql` from a browser (an `Accept` naming text/html, no `query`): a page saying how to
 * use the endpoint, instead of Apollo's CSRF refusal (its landing pages load from a CDN; ours is
 * served here, with the home pages' strict Content-Security-Policy). Any other request goes on
 * to Apollo unchanged.
 */
export function graphqlLanding(
  page: Buffer = readFileSync(path.join(HOME_ASSETS_DIR, 'graphql.html')),
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined> {
  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const query = request.query as Record<string, unknown> | undefined;
    if (query?.['query'] !== undefined) return undefined;
    if (!/\btext\/html\b/i.test(request.headers.accept ?? '')) return undefined;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', HOME_CSP)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer')
      .send(page);
  };
}
