import { createHash, hash } from 'node:crypto';
import { canonicalJson } from '@pratzen/game';

/**
 * Commitments to hidden parts (README "Hidden information"): what a spectator may not see of
 * an event is replaced, in the hashed envelope, by `SHA-256(salt ‖ JCS(hidden part))`, with a
 * salt derived per event from a secret per-game key.
 */

/** The name of the commitment scheme, as GameCreated and a `pratzen-record/2` state it. */
export const COMMITMENT_SCHEME = 'pratzen-commit-hmac-sha256/1';

/** The ASCII prefix of every salt message: never a dice message (those are digits and "/"). */
export const SALT_MESSAGE_PREFIX = 'pratzen-commitment-salt/1/';

const hex32 = /^[0-9a-f]{64}$/;

/** Is `text` 32 bytes in lower-case hex (a key, a salt)? */
export const isHex32 = (text: unknown): text is string =>
  typeof text === 'string' && hex32.test(text);

/** Published in GameCreated (`data.commitments.keyCommitment`): SHA-256 (hex) of the raw key. */
export const commitKeyCommitment = (key: Buffer): string =>
  createHash('sha256').update(key).digest('hex');

/**
 * The salt of the event with stream version `version`: HMAC-SHA256 with key = the game's
 * commit key (32 raw bytes) and message = the ASCII bytes of
 * `pratzen-commitment-salt/1/<version in decimal>`. 32 bytes.
 */
export function commitmentSalt(key: Buffer, version: number): Buffer {
  if (!Number.isSafeInteger(version) || version < 1) {
    throw new RangeError(`an event version is a positive integer, not ${version}`);
  }
  const recent = recentOf(key);
  const known = recent.salts.get(version);
  if (known !== undefined) return Buffer.from(known);
  const salt = hmacSha256(recent, `${SALT_MESSAGE_PREFIX}${version}`);
  remember(recent, version, salt);
  return salt;
}

/**
 * HMAC-SHA256 (RFC 2104) of an ASCII message from the key's padded blocks, by one-shot hashes
 * over buffers written in place: a third of `createHmac`'s cost, which builds a key object per
 * call. Keys longer than SHA-256's 64-byte block are hashed first, as RFC 2104 says (the commit
 * key is 32 bytes).
 */
function hmacSha256(k: KeyBlocks, message: string): Buffer {
  const first = Buffer.allocUnsafe(64 + message.length);
  k.inner.copy(first, 0);
  first.write(message, 64, 'latin1');
  const second = Buffer.allocUnsafe(64 + 32);
  k.outer.copy(second, 0);
  hash('sha256', first, 'buffer').copy(second, 64);
  return hash('sha256', second, 'buffer');
}

interface KeyBlocks {
  /** A copy of the key's bytes: a key changed in place is not trusted. */
  readonly key: Buffer;
  /** The key padded to 64 bytes, XOR 0x36 (ipad) and XOR 0x5c (opad). */
  readonly inner: Buffer;
  readonly outer: Buffer;
  /** The last few salts derived with the key. */
  readonly salts: Map<number, Buffer>;
}

function keyBlocks(key: Buffer): KeyBlocks {
  const block = Buffer.alloc(64);
  (key.length > 64 ? hash('sha256', key, 'buffer') : key).copy(block);
  const inner = Buffer.alloc(64);
  const outer = Buffer.alloc(64);
  for (let i = 0; i < 64; i++) {
    inner[i] = (block[i] as number) ^ 0x36;
    outer[i] = (block[i] as number) ^ 0x5c;
  }
  return { key: Buffer.from(key), inner, outer, salts: new Map() };
}

/**
 * The last few salts derived with each key object: the API seals a batch and then answers its
 * sender with the same events' salts, so each HMAC is computed once. Checked against a copy of
 * the key's bytes (a key changed in place is not trusted) and copied out (callers own what they
 * get).
 */
const RECENT_SALTS = 8;
const recentSalts = new WeakMap<Buffer, KeyBlocks>();

function recentOf(key: Buffer): KeyBlocks {
  let recent = recentSalts.get(key);
  if (recent === undefined || !recent.key.equals(key)) {
    recent = keyBlocks(key);
    recentSalts.set(key, recent);
  }
  return recent;
}

function remember(recent: KeyBlocks, version: number, salt: Buffer): void {
  recent.salts.set(version, Buffer.from(salt));
  if (recent.salts.size > RECENT_SALTS) {
    recent.salts.delete(recent.salts.keys().next().value as number);
  }
}

/**
 * The commitment to a hidden part: lower-case hex SHA-256 of the 32 salt bytes followed by the
 * UTF-8 bytes of the RFC 8785 canonical JSON of `hidden`.
 */
export function commitmentOf(salt: Buffer, hidden: unknown): string {
  // One one-shot hash over salt ‖ text: the same digest as a Hash object fed both, without
  // building one per event (a third of this function's cost in a profile of the sealed floor).
  const text = canonicalJson(hidden);
  const bytes = Buffer.allocUnsafe(salt.length + Buffer.byteLength(text, 'utf8'));
  salt.copy(bytes, 0);
  bytes.write(text, salt.length, 'utf8');
  return hash('sha256', bytes, 'hex');
}
