import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { REFEREE, REFEREE_ACTOR, SPECTATOR, type Viewer, sideViewer } from '@pratzen/engine';
import { ApiProblem } from '../../common/problem';
import type { GameSecrets } from '../repository/game-secrets';

/**
 * Bearer tokens are per game: 256 random bits, shown once at creation; only their SHA-256 is
 * stored (in the game's secrets stream), so a leaked database holds no usable token. A plain hash (no salt or
 * stretching) is enough because the tokens are random, not chosen by people.
 */
export const newToken = (): string => `pzt_${randomBytes(32).toString('base64url')}`;

export const hashToken = (token: string): string => hash('sha256', token, 'hex');

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i;

function sameHash(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

interface HashBytes {
  readonly seats: readonly (readonly [string, Buffer])[];
  readonly referee: Buffer;
}

/** The secrets' token hashes as bytes, decoded once per secrets object (kept with the game). */
const hashBytes = new WeakMap<GameSecrets, HashBytes>();

function hashBytesOf(secrets: GameSecrets): HashBytes {
  let bytes = hashBytes.get(secrets);
  if (bytes === undefined) {
    bytes = {
      seats: Object.entries(secrets.seatTokenHashes).map(
        ([side, hex]) => [side, Buffer.from(hex, 'hex')] as const,
      ),
      referee: Buffer.from(secrets.refereeTokenHash, 'hex'),
    };
    hashBytes.set(secrets, bytes);
  }
  return bytes;
}

/** The organiser id a token's SHA-256 belongs to (ORGANISER_TOKENS), or null. */
export type OrganiserOf = (tokenHash: Buffer) => string | null;

/**
 * Who an Authorization header stands for in this game: none → spectator; a seat token → that
 * side; the referee token, or the token of the organiser who created the game → referee;
 * anything else (another game's token, another organiser's, a typo, another scheme) → 401
 * INVALID_TOKEN.
 */
export function resolveViewer(
  secrets: GameSecrets,
  authorization: string | undefined,
  organiserOf: OrganiserOf = () => null,
): Viewer {
  if (authorization === undefined || authorization.trim() === '') return SPECTATOR;
  const token = BEARER.exec(authorization)?.[1];
  if (token === undefined) {
    throw new ApiProblem(401, 'INVALID_TOKEN', 'Authorization must be "Bearer <token>"');
  }
  const digest = hash('sha256', token, 'buffer');
  // Compare with every hash (no early exit) so timing reveals nothing about which one matched.
  let viewer: Viewer | null = null;
  const bytes = hashBytesOf(secrets);
  for (const [side, tokenHash] of bytes.seats) {
    if (sameHash(digest, tokenHash)) viewer = sideViewer(side);
  }
  if (sameHash(digest, bytes.referee)) viewer = REFEREE;
  const organiser = organiserOf(digest);
  if (organiser !== null && organiser === secrets.organiser) viewer = REFEREE;
  if (viewer === null) {
    throw new ApiProblem(401, 'INVALID_TOKEN', 'the token is not valid for this game');
  }
  return viewer;
}

/** A stable key for caches and logs: `side:french`, `referee`, `spectator`. */
export const viewerKey = (viewer: Viewer): string =>
  viewer.kind === 'side' ? `side:${viewer.side}` : viewer.kind;

/**
 * Who a viewer acts as: its side, or `referee` (who may only adjudicate: checked with the
 * command). Spectators have no token (401).
 */
export function actorOf(viewer: Viewer): string {
  if (viewer.kind === 'side') return viewer.side;
  if (viewer.kind === 'referee') return REFEREE_ACTOR;
  throw new ApiProblem(401, 'TOKEN_REQUIRED', 'send a seat token to act for a side');
}
