import { hash } from 'node:crypto';
import { canonicalJson } from './canonical-json';
import { commitmentOf, commitmentSalt } from './commitment';
import {
  CHAIN_VERSION,
  type PublicView,
  hiddenPartOf,
  publicEnvelopeOf,
  storedPublicOf,
} from './public-form';

/** SHA-256 of the UTF-8 bytes of `text`, in lower-case hex. */
export const sha256Hex = (text: string): string => hash('sha256', text, 'hex');

/** The `prevHash` of a game's first event (GameCreated, version 1): 64 zeros. */
export const GENESIS_PREV_HASH = '0'.repeat(64);

/**
 * A stored event as the hash chain sees it (api.md "Events"). `meta` holds commandId,
 * commandType, actor, recordedAt, rulesetVersion, prevHash and hash; the first event of a
 * command's batch also the command and the dice it used.
 */
export interface Envelope {
  readonly gameId: string;
  readonly version: number;
  readonly type: string;
  readonly data: unknown;
  readonly meta: Readonly<Record<string, unknown>>;
}

/** An event about to be appended, as the API builds it. */
export interface UnsealedEvent {
  readonly type: string;
  readonly data: unknown;
  readonly meta: Readonly<Record<string, unknown>>;
}

/**
 * The hash of an envelope: SHA-256 (hex) of the RFC 8785 canonical JSON of
 * `{gameId, version, type, data, meta}` where `meta` is the envelope's meta without its `hash`
 * member (`prevHash` included, so each hash covers the whole chain before it).
 */
export function envelopeHash(envelope: Envelope): string {
  const { hash: _hash, ...meta } = envelope.meta;
  const { gameId, version, type, data } = envelope;
  return sha256Hex(canonicalJson({ gameId, version, type, data, meta }));
}

/**
 * Seals a batch about to be appended at `firstVersion` after the event whose hash is `prevHash`
 * (GENESIS_PREV_HASH for version 1): each event gets `meta.prevHash` and `meta.hash`, chained to
 * the one before it. Returns new objects; the input is not changed. Any `prevHash`/`hash` the
 * input meta already has is replaced.
 */
export function sealBatch(
  gameId: string,
  firstVersion: number,
  prevHash: string,
  events: readonly UnsealedEvent[],
): { type: string; data: unknown; meta: Record<string, unknown> }[] {
  let previous = prevHash;
  return events.map((event, i) => {
    const { hash: _old, prevHash: _oldPrev, ...rest } = event.meta;
    const meta: Record<string, unknown> = { ...rest, prevHash: previous };
    const version = firstVersion + i;
    meta.hash = envelopeHash({ gameId, version, type: event.type, data: event.data, meta });
    previous = meta.hash as string;
    return { type: event.type, data: event.data, meta };
  });
}

/**
 * The hash an envelope must carry in `meta.hash`: over its public form when it is a
 * `meta.chain: 2` event (README "Hidden information"), over the envelope itself otherwise.
 */
export function chainHash(envelope: Envelope): string {
  return envelopeHash(
    envelope.meta.chain === CHAIN_VERSION ? publicEnvelopeOf(envelope) : envelope,
  );
}

/** An event about to be appended with what a spectator may see of it. */
export interface UnsealedPublicEvent extends UnsealedEvent {
  /** The ruleset's redaction for a spectator (`spectatorView`); null: nothing may be seen. */
  readonly view: PublicView;
}

/**
 * Seals a batch over its events' public forms (`meta.chain: 2`): each event keeps its full type,
 * data and meta (as stored), gets `meta.chain = 2`, `meta.public` when the spectator sees
 * another type or data, `meta.commitment` when anything is hidden (salt derived from
 * `commitKey` and the event's version), and `meta.prevHash`/`meta.hash` chained over the
 * public forms. Returns new objects.
 */
export function sealPublicBatch(
  gameId: string,
  firstVersion: number,
  prevHash: string,
  events: readonly UnsealedPublicEvent[],
  commitKey: Buffer,
): { type: string; data: unknown; meta: Record<string, unknown> }[] {
  let previous = prevHash;
  return events.map((event, i) => {
    const {
      hash: _h,
      prevHash: _p,
      chain: _c,
      public: _pub,
      commitment: _cm,
      commitmentSalt: _s,
      ...rest
    } = event.meta;
    const version = firstVersion + i;
    const shown = storedPublicOf(event, event.view);
    const meta: Record<string, unknown> = {
      ...rest,
      chain: CHAIN_VERSION,
      ...(shown !== undefined ? { public: shown } : {}),
      prevHash: previous,
    };
    const stored = { gameId, version, type: event.type, data: event.data, meta };
    const hidden = hiddenPartOf(stored);
    if (hidden !== null) meta.commitment = commitmentOf(commitmentSalt(commitKey, version), hidden);
    meta.hash = chainHash(stored);
    previous = meta.hash as string;
    return { type: event.type, data: event.data, meta };
  });
}
