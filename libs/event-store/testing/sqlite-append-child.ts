/**
 * Writer process for the SIGKILL durability test (sqlite-kill.spec.ts):
 *
 *   node -r ts-node/register/transpile-only sqlite-append-child.ts <db> <ack-log> <batches|forever> [self-kill]
 *
 * Appends batches of 1-3 events, round-robin over 5 streams, one append at a time. After each
 * append resolves it writes one acknowledgement line to <ack-log> with a synchronous write, so the
 * line is in the OS page cache (and survives a SIGKILL) before the next append starts. With
 * `self-kill` it SIGKILLs itself right after its last acknowledgement, without closing the store.
 */
import fs from 'node:fs';
import { SqliteEventStore } from '../src/sqlite';

export interface Ack {
  readonly batch: number;
  readonly streamId: string;
  readonly version: number;
  readonly positions: readonly number[];
}

export const batchSize = (batch: number): number => 1 + (batch % 3);

async function main(): Promise<void> {
  const [file, ackLog, batches, mode] = process.argv.slice(2);
  if (!file || !ackLog || !batches) throw new Error('usage: <db> <ack-log> <batches|forever>');
  const last = batches === 'forever' ? Infinity : Number(batches);
  const store = new SqliteEventStore(file);
  const ackFd = fs.openSync(ackLog, 'a');

  for (let batch = 1; batch <= last; batch++) {
    const size = batchSize(batch);
    const streamId = `game-${batch % 5}`;
    const events = Array.from({ length: size }, (_, i) => ({
      type: 'Appended',
      data: { batch, index: i },
      meta: { batch, size },
    }));
    const result = await store.appendToStream(streamId, events, { expectedVersion: 'any' });
    const ack: Ack = {
      batch,
      streamId,
      version: result.version,
      positions: result.events.map((e) => e.position),
    };
    fs.writeSync(ackFd, `${JSON.stringify(ack)}\n`);
  }
  if (mode === 'self-kill') process.kill(process.pid, 'SIGKILL');
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
