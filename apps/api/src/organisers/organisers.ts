import { hash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import type { OrganiserCredential } from './organiser-config';

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i;

/** The SHA-256 of the token in an `Authorization: Bearer <token>` value; null for anything else. */
export function bearerHash(authorization: string | undefined): Buffer | null {
  if (authorization === undefined) return null;
  const token = BEARER.exec(authorization)?.[1];
  return token === undefined ? null : hash('sha256', token, 'buffer');
}

/**
 * The organisers of this server (ORGANISER_TOKENS): tells which organiser a bearer token belongs
 * to. Only the tokens' SHA-256 hashes are kept, and a token is compared with every one of them
 * in constant time, with no early exit, so timing reveals neither a token nor which one matched.
 */
@Injectable()
export class Organisers {
  private readonly credentials: readonly { readonly id: string; readonly hash: Buffer }[];

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'gameCreation'>) {
    this.credentials = config.gameCreation.organisers.map((c: OrganiserCredential) => ({
      id: c.id,
      hash: Buffer.from(c.tokenHash, 'hex'),
    }));
  }

  /** The organiser id of an Authorization value; null when it is not an organiser token. */
  identify(authorization: string | undefined): string | null {
    const hash = bearerHash(authorization);
    return hash === null ? null : this.byHash(hash);
  }

  /** The organiser id of a token's SHA-256 (32 bytes); null when it is no organiser's. */
  byHash(hash: Buffer): string | null {
    let found: string | null = null;
    for (const c of this.credentials) {
      if (c.hash.length === hash.length && timingSafeEqual(c.hash, hash)) found = c.id;
    }
    return found;
  }
}
