import { hash } from 'node:crypto';
import {
  type Envelope,
  canonicalJson,
  CHAIN_VERSION,
  type PublicView,
  hiddenPartGiven,
  omit,
  publicEnvelopeOf,
  storedPublicOf,
} from '@pratzen/game';
import { commitmentOf, commitmentSalt } from './commitment';

/** SHA-256 of the UTF-8 bytes of `text`, in lower-case hex. */
export const sha256Hex = (text: string): string => hash('sha256', text, 'hex');

/** The `prevHash` of a game's first event (GameCreated, version 1): 64 zeros. */
export const GENESIS_PREV_HASH = '0'.repeat(64);

export type { Envelope };

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
  const { gameId, version, type, data } = envelope;
  const meta = 'hash' in envelope.meta ? omit(envelope.meta, ['hash']) : envelope.meta;
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
    const meta = omit(event.meta, ['hash', 'prevHash']);
    meta.prevHash = previous;
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
/** Members of an event's meta that sealing sets anew. */
const SEALED_META: readonly string[] = [
  'hash',
  'prevHash',
  'chain',
  'public',
  'commitment',
  'commitmentSalt',
];

export function sealPublicBatch(
  gameId: string,
  firstVersion: number,
  prevHash: string,
  events: readonly UnsealedPublicEvent[],
  commitKey: Buffer,
): { type: string; data: unknown; meta: Record<string, unknown> }[] {
  let previous = prevHash;
  return events.map((event, i) => {
    const meta = omit(event.meta, SEALED_META);
    const version = firstVersion + i;
    const shown = storedPublicOf(event, event.view);
    meta.chain = CHAIN_VERSION;
    if (shown !== undefined) meta.public = shown;
    meta.prevHash = previous;
    const stored = { gameId, version, type: event.type, data: event.data, meta };
    // The public form, made once: the hidden part is what it leaves out, the hash is over it
    // (with the commitment, which the public form keeps).
    const open = publicEnvelopeOf(stored);
    const hidden = hiddenPartGiven(stored, open);
    if (hidden !== null) {
      meta.commitment = commitmentOf(commitmentSalt(commitKey, version), hidden);
      open.meta.commitment = meta.commitment;
    }
    meta.hash = envelopeHash(open);
    previous = meta.hash as string;
    return { type: event.type, data: event.data, meta };
  });
}
