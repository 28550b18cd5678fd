import { canonicalJson, CHAIN_VERSION, publicEnvelopeOf } from '@pratzen/game';
import { GENESIS_PREV_HASH, type Envelope, chainHash } from './hash-chain';

/** What a spectator's check of a game's event log found. */
export interface PublicChainReport {
  readonly ok: boolean;
  /** Events whose hash was recomputed from what the spectator was shown. */
  readonly checked: number;
  /** The hash of the last event checked (the head hash when every event is there). */
  readonly headHash: string;
  /** The first event that does not check, and why; null when all do. */
  readonly failure: {
    readonly version: number;
    readonly code:
      'VERSION_OUT_OF_SEQUENCE' | 'NOT_PUBLIC_FORM' | 'PREV_HASH_MISMATCH' | 'HASH_MISMATCH';
    readonly expected?: unknown;
    readonly actual?: unknown;
  } | null;
}

/**
 * Checks a game's event log exactly as a spectator is shown it (`GET /v1/games/{id}/events`
 * without a token, from version 1): every event is a `meta.chain: 2` public form, links to the
 * one before and hashes to its `meta.hash` — no secret needed (README "Hidden information").
 * Events sealed before the scheme (no `meta.chain`) hash their hidden parts: a spectator cannot
 * check those (NOT_PUBLIC_FORM).
 */
export function verifyPublicChain(events: readonly Envelope[]): PublicChainReport {
  let prev = GENESIS_PREV_HASH;
  let checked = 0;
  const fail = (
    version: number,
    code: NonNullable<PublicChainReport['failure']>['code'],
    expected?: unknown,
    actual?: unknown,
  ): PublicChainReport => ({
    ok: false,
    checked,
    headHash: prev,
    failure: { version, code, ...(expected !== undefined ? { expected, actual } : {}) },
  });
  for (const [i, e] of events.entries()) {
    if (e.version !== i + 1) return fail(i + 1, 'VERSION_OUT_OF_SEQUENCE', i + 1, e.version);
    const { hash: _hash, ...rest } = e.meta;
    const shown = { ...e, meta: rest };
    // A public form is its own public form: nothing may be left to hide.
    if (
      e.meta.chain !== CHAIN_VERSION ||
      canonicalJson(publicEnvelopeOf(e)) !== canonicalJson(shown)
    ) {
      return fail(e.version, 'NOT_PUBLIC_FORM');
    }
    if (e.meta.prevHash !== prev)
      return fail(e.version, 'PREV_HASH_MISMATCH', prev, e.meta.prevHash);
    const computed = chainHash(e);
    if (computed !== e.meta.hash) return fail(e.version, 'HASH_MISMATCH', computed, e.meta.hash);
    prev = computed;
    checked += 1;
  }
  return { ok: true, checked, headHash: prev, failure: null };
}
