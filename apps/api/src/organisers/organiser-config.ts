import { createHash } from 'node:crypto';
import type { BucketConfig } from '../config';

/**
 * Who may create games (README "Configuration", apps/api/README.md "Organisers"), read from the
 * environment at start-up. Organiser tokens are hashed here: the configuration keeps no token.
 */

/** One organiser credential: the organiser's id and the SHA-256 (hex) of one of its tokens. */
export interface OrganiserCredential {
  readonly id: string;
  readonly tokenHash: string;
}

export interface GameCreationConfig {
  /** ORGANISER_TOKENS; several credentials may share an id (rotation, co-directors). */
  readonly organisers: readonly OrganiserCredential[];
  /** ANONYMOUS_GAMES: whether callers without an organiser token may create (casual) games. */
  readonly anonymousGames: boolean;
  /** Anonymous creations per client address (RATE_LIMIT_CREATE_PER_MINUTE, _BURST). */
  readonly anonymousCreate: BucketConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

/** A bad value of one of these variables (the server does not start). */
export class GameCreationConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** An organiser id: what `name:token` names, kept with the games it creates. */
const ORGANISER_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** The characters a bearer token may hold (seat-tokens.ts), at least 32 of them: no ':'. */
const ORGANISER_TOKEN = /^[A-Za-z0-9._~+/=-]{32,512}$/;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

function read(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
}

/**
 * ORGANISER_TOKENS: comma-separated `id:token` pairs, or bare tokens (whose id is then
 * `organiser-` + the first 12 hex digits of the token's SHA-256: stable, but it changes with
 * the token, so name organisers whose tokens will be rotated). Tokens are 32 to 512 characters
 * of `A-Z a-z 0-9 . _ ~ + / = -`; the same token twice is an error, the same id twice is not.
 */
export function parseOrganiserTokens(raw: string | undefined): OrganiserCredential[] {
  const credentials: OrganiserCredential[] = [];
  const seen = new Set<string>();
  for (const [index, part] of (raw ?? '').split(',').entries()) {
    const entry = part.trim();
    if (entry === '') continue;
    const colon = entry.indexOf(':');
    const token = colon < 0 ? entry : entry.slice(colon + 1).trim();
    const where = `ORGANISER_TOKENS entry ${index + 1}`;
    if (!ORGANISER_TOKEN.test(token)) {
      throw new GameCreationConfigError(
        `${where}: the token must be 32..512 characters of A-Z a-z 0-9 . _ ~ + / = -`,
      );
    }
    const tokenHash = sha256(token);
    const id = colon < 0 ? `organiser-${tokenHash.slice(0, 12)}` : entry.slice(0, colon).trim();
    if (!ORGANISER_ID.test(id)) {
      throw new GameCreationConfigError(
        `${where}: the organiser id must be 1..64 characters of A-Z a-z 0-9 _ . - (got "${id}")`,
      );
    }
    if (seen.has(tokenHash)) throw new GameCreationConfigError(`${where}: a repeated token`);
    seen.add(tokenHash);
    credentials.push({ id, tokenHash });
  }
  return credentials;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new GameCreationConfigError(`${name} must be true or false (got "${raw}")`);
}

function count(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new GameCreationConfigError(`${name} must be an integer ${min}..${max} (got "${raw}")`);
  }
  return n;
}

/** Default: 60 anonymous games a minute per address, 120 at once. */
export const DEFAULT_CREATE_PER_MINUTE = 60;

export function gameCreationConfigFromEnv(env: Env): GameCreationConfig {
  const perMinute = count(
    env,
    'RATE_LIMIT_CREATE_PER_MINUTE',
    DEFAULT_CREATE_PER_MINUTE,
    0,
    1_000_000,
  );
  const burst = count(env, 'RATE_LIMIT_CREATE_BURST', Math.max(1, perMinute * 2), 1, 10_000_000);
  return {
    organisers: parseOrganiserTokens(env['ORGANISER_TOKENS']),
    anonymousGames: flag(env, 'ANONYMOUS_GAMES', true),
    anonymousCreate: { perSecond: perMinute / 60, burst },
  };
}
