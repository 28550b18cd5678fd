import { createHash } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pipelineOf } from './pipeline-step';

/**
 * Entity tags of game reads and conditional GETs (`If-None-Match` → 304). A read of a game is
 * a function of the game and its version, the rules code that computes it, who looks (the viewer's
 * kind: `side:french`, `referee`, `spectator`), which resource and which query: the tag is
 * `W/"<version>-<digest>"`, the digest a SHA-256 of the rest. It holds no token material (the
 * viewer is named by its kind only), and is the same on every node. Weak, as the same tag
 * stands for the identity, gzip and brotli bodies.
 */
export interface GameRepresentation {
  readonly gameId: string;
  readonly version: number;
  /** The ruleset and its version as served now (a new rules release reads differently). */
  readonly rules: string;
  /** The route template, e.g. `/v1/games/:gameId/legal-actions`. */
  readonly route: string;
  /** `side:french`, `referee`, `spectator`, or `public` for reads the same for everyone. */
  readonly viewer: string;
  /** The raw query string (without `?`). */
  readonly query: string;
}

/** Bumped when a representation changes shape for the same game version. */
const REPRESENTATION_REVISION = '1';

export function gameETag(r: GameRepresentation): string {
  const digest = createHash('sha256')
    .update(
      [REPRESENTATION_REVISION, r.gameId, r.rules, r.route, r.viewer, r.query].join('\n'),
      'utf8',
    )
    .digest('base64url')
    .slice(0, 22);
  return `W/"${r.version}-${digest}"`;
}

const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');

/**
 * `If-None-Match` against the current tag, with the weak comparison RFC 9110 (13.1.2) asks
 * for: a list of tags, or `*` (any current representation).
 */
export function ifNoneMatchHas(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const wanted = opaque(tag);
  return (value.match(/(?:W\/)?"[^"]*"/g) ?? []).some((t) => opaque(t) === wanted);
}

/** A request whose answer gets an ETag if it succeeds (games/http/game-etag.ts). */
export type ETaggedRequest = FastifyRequest & { pratzenETag?: string };

/** The tag on a reply: revalidated every time (the game moves on), keyed by the token. */
export function tagReply(reply: FastifyReply, tag: string): void {
  const vary = reply.getHeader('vary');
  void reply
    .header('ETag', tag)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', typeof vary === 'string' ? `${vary}, Authorization` : 'Authorization');
}

/** Answers of these types may be compressed (common/compression.ts), so caches must key on it. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:[a-z.+-]*\+)?(?:json|javascript|xml)|image\/svg\+xml)/i;

/** `Vary: accept-encoding` (lower case, as @fastify/compress writes it) added to what is there. */
function varyOnEncoding(reply: FastifyReply): void {
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return;
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (/accept-encoding/i.test(current)) return;
  void reply.header('Vary', current === '' ? 'accept-encoding' : `${current}, accept-encoding`);
}

const bufferTags = new WeakMap<Buffer, string>();
/** Tags of string answers seen lately, by the string (a route answering one cached string). */
const stringTags = new Map<string, string>();
const STRING_TAGS_KEPT = 64;

/**
 * A strong tag of the answer's bytes, `"c-<digest>"` (SHA-256, base64url, 22 characters),
 * remembered for a Buffer served again (static files) and for the last strings tagged.
 */
export function contentTag(payload: string | Buffer): string {
  const known = typeof payload === 'string' ? stringTags.get(payload) : bufferTags.get(payload);
  if (known !== undefined) return known;
  const tag = `"c-${createHash('sha256').update(payload).digest('base64url').slice(0, 22)}"`;
  if (typeof payload === 'string') {
    if (stringTags.size >= STRING_TAGS_KEPT) stringTags.clear();
    stringTags.set(payload, tag);
  } else {
    bufferTags.set(payload, tag);
  }
  return tag;
}

/**
 * Puts the tag a route computed before its answer (games/http/game-etag.ts) on that answer when it
 * succeeded (errors carry none), or on a route marked `@ContentETag()` the tag of the answer's
 * bytes; adds `Vary: accept-encoding` to every answer that compression may touch (compressed or
 * not, so that a cache never gives the compressed bytes to a client that did not ask); then turns a successful GET/HEAD whose `ETag` the client
 * already holds into 304 Not Modified with no body (before compression, which then has nothing
 * to do). Routes set the tag (and may skip computing the body: GameETags.check); this hook
 * alone decides the status.
 */
export function useConditionalGet(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (request, reply, payload, done) => {
      const pending = (request as ETaggedRequest).pratzenETag;
      if (pending !== undefined && reply.statusCode < 400) tagReply(reply, pending);
      const method = request.method;
      if (
        reply.statusCode === 200 &&
        (method === 'GET' || method === 'HEAD') &&
        reply.getHeader('etag') === undefined &&
        (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
        pipelineOf(request.routeOptions.config).contentETag === true
      ) {
        void reply.header('ETag', contentTag(payload));
        if (!reply.hasHeader('cache-control')) void reply.header('Cache-Control', 'no-cache');
      }
      varyOnEncoding(reply);
      const tag = reply.getHeader('etag');
      if (
        reply.statusCode === 200 &&
        (method === 'GET' || method === 'HEAD') &&
        typeof tag === 'string' &&
        ifNoneMatchHas(request.headers['if-none-match'], tag)
      ) {
        void reply.code(304).removeHeader('content-type').removeHeader('content-length');
        // Fastify's HEAD handler (after this hook) needs a payload to measure: an empty one.
        done(null, method === 'HEAD' ? '' : null);
        return;
      }
      done(null, payload);
    });
}
