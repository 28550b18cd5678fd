import { GENESIS_PREV_HASH, chainHash } from '../hash-chain';
import { CHAIN_VERSION } from '@pratzen/game';
import { type GameRecordV1, RECORD_FORMAT_2 } from '../record';
import { checkCommandCopies, checkEndCopies, checkGenesisCopies } from './copies-check';
import type { VerifyOptions } from './inputs';
import type { VerificationLedger } from './ledger';
import type { Slot } from './slots';

/**
 * The chain check: the hash chain (versions in sequence, one game, every event sealed and
 * linked to the one before, every hash recomputed), the head hash and the event count; then the
 * record's copies against the chained events (copies-check).
 */
export function checkChain(
  ledger: VerificationLedger,
  record: GameRecordV1,
  slots: readonly Slot[],
  options: VerifyOptions,
): void {
  ledger.status.chain = 'passed';
  const commandIdAt = (slot: Slot) =>
    slot.command >= 0 ? { commandId: record.commands[slot.command]?.commandId ?? '' } : {};
  let prev = GENESIS_PREV_HASH;
  const chain = record.format === RECORD_FORMAT_2 ? CHAIN_VERSION : undefined;
  for (const slot of slots) {
    const { envelope: e, version } = slot;
    const at = { version, check: 'chain' as const, ...commandIdAt(slot) };
    const { prevHash, hash } = e.meta;
    if (e.version !== version) {
      ledger.fail({
        ...at,
        code: 'VERSION_OUT_OF_SEQUENCE',
        message: `event ${version} of the stream has version ${e.version}`,
        expected: version,
        actual: e.version,
      });
      break;
    }
    if (e.gameId !== record.gameId) {
      ledger.fail({
        ...at,
        code: 'GAME_ID_MISMATCH',
        message: `event ${version} belongs to game ${e.gameId}`,
        expected: record.gameId,
        actual: e.gameId,
      });
      break;
    }
    if (typeof prevHash !== 'string' || typeof hash !== 'string') {
      ledger.fail({
        ...at,
        code: 'UNSEALED_EVENT',
        message: `event ${version} has no prevHash/hash (recorded before the hash chain?)`,
      });
      break;
    }
    if (e.meta.chain !== chain) {
      ledger.fail({
        ...at,
        code: 'CHAIN_VERSION_MISMATCH',
        message: `a ${record.format} record holds only ${
          chain === undefined ? 'events without meta.chain' : 'meta.chain 2 events'
        }: event ${version} has meta.chain ${JSON.stringify(e.meta.chain) ?? 'absent'}`,
        expected: chain ?? null,
        actual: e.meta.chain ?? null,
      });
      break;
    }
    if (prevHash !== prev) {
      ledger.fail({
        ...at,
        code: 'PREV_HASH_MISMATCH',
        message: `event ${version} does not follow the event before it (prevHash)`,
        expected: prev,
        actual: prevHash,
      });
      break;
    }
    const computed = chainHash(e);
    if (computed !== hash) {
      ledger.fail({
        ...at,
        code: 'HASH_MISMATCH',
        message: `event ${version} is not what was hashed: its content was changed`,
        expected: computed,
        actual: hash,
      });
      break;
    }
    prev = hash;
  }
  const last = slots[slots.length - 1] as Slot;
  if (ledger.status.chain === 'passed' && record.headHash !== last.envelope.meta.hash) {
    ledger.fail({
      version: last.version,
      check: 'chain',
      code: 'HEAD_HASH_MISMATCH',
      message: `the head hash is not the hash of the last event (${last.version})`,
      expected: last.envelope.meta.hash,
      actual: record.headHash,
    });
  }
  const published = options.expectedHeadHash;
  if (published !== undefined && record.headHash !== published) {
    ledger.fail({
      version: null,
      check: 'chain',
      code: 'HEAD_HASH_NOT_PUBLISHED',
      message: 'the head hash is not the one published for this game',
      expected: published,
      actual: record.headHash,
    });
  }
  if (record.eventCount !== slots.length) {
    ledger.fail({
      version: null,
      check: 'chain',
      code: 'EVENT_COUNT_MISMATCH',
      message: `the record says ${record.eventCount} events and holds ${slots.length}`,
      expected: slots.length,
      actual: record.eventCount,
    });
  }
  checkGenesisCopies(ledger, record);
  checkCommandCopies(ledger, record, slots);
  checkEndCopies(ledger, record, slots);
}
