import { commitmentOf, commitmentSalt } from '../src/commitment';
import { GENESIS_PREV_HASH, chainHash, type Envelope } from '../src/hash-chain';
import { hiddenPartOf } from '@pratzen/game';
import type { GameRecordV1 } from '../src/record';

/** A deep copy of a record that a test may change freely. */
export const cloneRecord = (record: GameRecordV1): GameRecordV1 =>
  JSON.parse(JSON.stringify(record)) as GameRecordV1;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Every envelope of a record in stream order (GameCreated first). */
export const envelopesOf = (record: GameRecordV1): Envelope[] => [
  record.genesis,
  ...record.commands.flatMap((c) => c.events),
];

/**
 * What an adversary who can recompute hashes does after changing a record: renumbers the
 * versions in stream order, rechains every prevHash/hash, and sets headHash and eventCount (and
 * each command's copy of its first event's meta); in a format-2 record whose commit key is
 * revealed, also every commitment (from the event's new version). The result passes the chain
 * and commitments checks: only the dice and rules checks can catch the change.
 */
export function reseal(record: GameRecordV1): GameRecordV1 {
  const copy = cloneRecord(record) as Mutable<GameRecordV1>;
  let prev = GENESIS_PREV_HASH;
  let version = 0;
  for (const e of envelopesOf(copy) as Mutable<Envelope>[]) {
    version += 1;
    e.version = version;
    const { hash: _old, commitment: oldCommitment, ...rest } = e.meta;
    const meta: Record<string, unknown> = { ...rest, prevHash: prev };
    const key = copy.commitments?.key;
    const hidden = key != null ? hiddenPartOf({ ...e, meta }) : null;
    if (key != null && hidden !== null) {
      meta.commitment = commitmentOf(commitmentSalt(Buffer.from(key, 'hex'), version), hidden);
    } else if (oldCommitment !== undefined && key == null) {
      meta.commitment = oldCommitment;
    }
    prev = chainHash({ ...e, meta });
    e.meta = { ...meta, hash: prev };
  }
  copy.headHash = prev;
  copy.eventCount = version;
  return copy;
}
