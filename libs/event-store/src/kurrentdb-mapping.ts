/**
 * Pure translations between the EventStore port and KurrentDB (EventStoreDB): versions and
 * revisions, global positions, deterministic event ids, and the metadata envelope. No I/O, so
 * every rule here is unit-tested without a server (kurrentdb.spec.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  ANY,
  NO_STREAM,
  START,
  type AppendStreamState,
  type CurrentStreamState,
  type ReadPosition,
  type RecordedEvent,
} from '@kurrent/kurrentdb-client';
import type { ExpectedVersion } from './event-store';
import { EventStoreError } from './errors';

/**
 * Port versions are 1-based (the number of events in the stream; 0 = no stream); KurrentDB
 * revisions are 0-based (the revision of the last event). So expectedVersion 0 → NO_STREAM,
 * n → revision n - 1, 'any' → ANY.
 */
export function toStreamState(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 0) return NO_STREAM;
  return BigInt(expected - 1);
}

/** Version (1-based) of the event at `revision` (0-based). */
export const revisionToVersion = (revision: bigint): number =>
  toSafeNumber(revision + 1n, 'revision');

/** Revision (0-based) of the event at `version` (1-based, ≥ 1). */
export const versionToRevision = (version: number): bigint => BigInt(version - 1);

/**
 * The stream version a WrongExpectedVersion error reports: `no_stream` (and the negative
 * markers a deleted or tombstoned stream reports) is 0, revision r is r + 1.
 */
export function currentStateToVersion(state: CurrentStreamState | undefined): number {
  if (typeof state !== 'bigint' || state < 0n) return 0;
  return revisionToVersion(state);
}

/**
 * A commit position as the port's `position` number. KurrentDB positions are byte offsets in
 * its transaction log (unsigned 64-bit); a JavaScript number holds them exactly up to 2^53 - 1
 * (8 PiB of log). Beyond that this throws rather than hand out a rounded, possibly repeated
 * position.
 */
export const positionToNumber = (position: bigint): number => toSafeNumber(position, 'position');

/** `after` as a KurrentDB read position (reads are inclusive: callers drop `position <= after`). */
export const fromAfter = (after: number): ReadPosition =>
  after === 0 ? START : { commit: BigInt(after), prepare: BigInt(after) };

/** The event's `$all` commit position; refuses one the server did not report. */
export function commitPositionOf(
  event: RecordedEvent,
  resolved?: { commitPosition?: bigint },
): number {
  const commit = event.position?.commit ?? resolved?.commitPosition;
  // Servers before 22.6 report no position (or 2^64-1) for events read from a stream.
  if (commit === undefined || commit === 0xffff_ffff_ffff_ffffn) {
    throw new EventStoreError(
      `KurrentDB did not report the $all position of ${event.streamId}@${event.revision}: ` +
        'KurrentDB or EventStoreDB >= 22.10 is required',
    );
  }
  return positionToNumber(commit);
}

function toSafeNumber(value: bigint, what: string): number {
  if (value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new EventStoreError(
      `KurrentDB ${what} ${value.toString()} is outside 0..2^53-1: it cannot be a port number`,
    );
  }
  return Number(value);
}

/**
 * Fixed namespace of Pratzen's deterministic event ids (itself a random v4 UUID, chosen once;
 * changing it would change every id derived from a command id).
 */
export const EVENT_ID_NAMESPACE = '1d0b3c57-58b6-4f0e-9a43-7c2e0f4e8a16';

const uuidBytes = (uuid: string): Buffer => Buffer.from(uuid.replace(/-/g, ''), 'hex');

/** RFC 9562 UUID version 5: SHA-1 over namespace bytes + name, version and variant bits set. */
export function uuidV5(name: string, namespace: string = EVENT_ID_NAMESPACE): string {
  const hash = createHash('sha1').update(uuidBytes(namespace)).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50; // version 5
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of the `index`-th event of an append: derived from `meta.commandId` when it is a
 * string (the same command appended twice carries the same ids, which KurrentDB recognises as
 * an idempotent repeat), random otherwise.
 */
export function eventIdFor(meta: Readonly<Record<string, unknown>>, index: number): string {
  const commandId = meta.commandId;
  return typeof commandId === 'string' ? uuidV5(`${commandId}/${index}`) : randomUUID();
}

/**
 * What the adapter writes as an event's metadata: the port's `meta`, wrapped so that nothing in
 * it can collide with the adapter's own field. `recordedAt` is only written when the store was
 * given a clock (tests); otherwise the server's `created` time is the recorded time.
 */
export interface MetadataEnvelope {
  readonly meta: Record<string, unknown>;
  readonly recordedAt?: string;
}

export function encodeMetadata(
  meta: Record<string, unknown>,
  recordedAt?: string,
): MetadataEnvelope {
  return recordedAt === undefined ? { meta } : { meta, recordedAt };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Uint8Array);

/**
 * Reads the envelope back. Events written by something else (no envelope) keep their metadata
 * object as `meta` (or `{}`) and the server's created time as `recordedAt`.
 */
export function decodeMetadata(
  metadata: unknown,
  created: Date,
): { meta: Record<string, unknown>; recordedAt: string } {
  if (isPlainObject(metadata) && isPlainObject(metadata.meta)) {
    const recordedAt =
      typeof metadata.recordedAt === 'string' ? metadata.recordedAt : created.toISOString();
    return { meta: metadata.meta, recordedAt };
  }
  return { meta: isPlainObject(metadata) ? metadata : {}, recordedAt: created.toISOString() };
}

/** JSON events come back parsed by the client; a binary one (not ours) is parsed here if it can be. */
export function decodeData(data: unknown, isJson: boolean): unknown {
  if (isJson || !(data instanceof Uint8Array)) return data;
  const text = Buffer.from(data).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** KurrentDB's own streams and event types start with `$`; the port never shows them. */
export const isSystemName = (name: string): boolean => name.startsWith('$');
