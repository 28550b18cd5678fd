/**
 * The PostgreSQL store's global positions: xid of the writing transaction × 4096 + index of the
 * event in its batch (postgres.ts explains why). Everything that knows the scheme lives here:
 * the SQL expressions for an append's first position and for the read horizon, the batch cap,
 * and the conversion of the bigints PostgreSQL returns.
 */
import { EventStoreError, InvalidArgumentError } from './errors';
import { POSITIONS_PER_TRANSACTION } from './postgres-schema';

/** SQL: the position of the first event appended by the current transaction. */
export const TRANSACTION_BASE_SQL = `pg_current_xact_id()::text::bigint * ${POSITIONS_PER_TRANSACTION}`;

/** SQL: positions below this are final, as every transaction with a lower xid has ended. */
export const HORIZON_SQL = `(SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint
                    * ${POSITIONS_PER_TRANSACTION})`;

/** The events of one append share one transaction's slot: refuses a batch that overflows it. */
export function checkBatchSize(count: number): void {
  if (count > POSITIONS_PER_TRANSACTION) {
    throw new InvalidArgumentError(
      `an append holds at most ${POSITIONS_PER_TRANSACTION} events, got ${count}`,
    );
  }
}

/** Bigints come back as strings; positions are always safe integers (a CHECK guarantees it). */
export function parsePosition(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) {
    throw new EventStoreError(`position ${text} is not a safe JavaScript integer`);
  }
  return n;
}
