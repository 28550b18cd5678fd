/**
 * The floor of issue #14: Fastify, and one IMMEDIATE SQLite transaction with a version check per
 * request — what any durable, version-checked append costs on this machine, with nothing of
 * Pratzen's in between (no rules, hash chain, Nest, redaction). The database is opened with the
 * event store's own code (libs/event-store: WAL, synchronous NORMAL, busy timeout, its
 * auto-checkpoint bound and background checkpoints), and each append writes one 494-byte row.
 *
 * POST /streams/:id {expectedVersion} → 201 {version}, or 409 when the version has moved on.
 * Run as a child process by bench/compare (argv[2]: the data directory).
 *
 * argv[3] `sealed`: the same, and each event is first sealed as Pratzen seals an EndPhase event
 * (libs/audit `sealPublicBatch`, the very code the API runs): canonical JSON of its public form,
 * the commitment to its hidden part (the command) with a salt derived from a per-stream commit
 * key, the hash chained to the stream's previous event; the row holds the sealed event (type,
 * data and meta) as one JSON text, and the answer carries the event's hash. The event is sealed
 * before the version check (a 409 has sealed for nothing; the clients never conflict). `GET
 * /seal-cost` answers the seal's own cost per event in this server and in a hot loop (below).
 * What the audit
 * trail alone adds to a durable append: the distance from this floor to Pratzen is the rest
 * (HTTP parsing of a token and command, the rules, projections, redaction, the answer).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify from 'fastify';
import { GENESIS_PREV_HASH, sealPublicBatch } from '../../libs/audit/src/hash-chain';
import { BackgroundCheckpointer } from '../../libs/event-store/src/sqlite-checkpoint';
import { openDatabase } from '../../libs/event-store/src/sqlite-schema';

/** The row's payload: 494 bytes with the other columns (the size of an EndPhase event's row). */
export const ROW_BYTES = 494;

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (dir === undefined) throw new Error('usage: floor-server.ts <data dir> [sealed]');
  const sealing = process.argv[3] === 'sealed' ? new Sealing() : null;
  const file = path.join(dir, 'floor.db');
  const db = openDatabase(file, { synchronous: 'NORMAL', busyTimeoutMs: 5000 });
  db.exec(`CREATE TABLE IF NOT EXISTS streams (id TEXT PRIMARY KEY, version INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS events (
      position INTEGER PRIMARY KEY AUTOINCREMENT, stream_id TEXT NOT NULL,
      version INTEGER NOT NULL, data TEXT NOT NULL, UNIQUE (stream_id, version));`);
  const checkpointer = new BackgroundCheckpointer(db, file, 'NORMAL');
  const versionOf = db.prepare<[string], { version: number }>(
    'SELECT version FROM streams WHERE id = ?',
  );
  const insert = db.prepare('INSERT INTO events (stream_id, version, data) VALUES (?, ?, ?)');
  const bump = db.prepare(
    'INSERT INTO streams (id, version) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET version = excluded.version',
  );
  const append = db.transaction((id: string, expected: number, row: string): number | null => {
    const current = versionOf.get(id)?.version ?? 0;
    if (current !== expected) return null;
    const next = current + 1;
    insert.run(id, next, row);
    bump.run(id, next);
    return next;
  });
  // The unsealed row: stream id (36) + version (~4) + data; the data pads it to ROW_BYTES.
  const plainRow = (id: string, next: number): string =>
    JSON.stringify({ type: 'PhaseEnded', at: next, pad: '' }).padEnd(
      ROW_BYTES - id.length - 4,
      ' ',
    );

  const app = Fastify({ logger: false });
  app.post<{ Params: { id: string }; Body: { expectedVersion?: unknown } }>(
    '/streams/:id',
    async (request, reply) => {
      const expected = request.body?.expectedVersion;
      if (typeof expected !== 'number' || !Number.isSafeInteger(expected)) {
        return reply.code(400).send({ code: 'BAD_VERSION' });
      }
      const id = request.params.id;
      const sealed = sealing?.sealTimed(id, expected + 1) ?? null;
      const row = sealed === null ? plainRow(id, expected + 1) : sealed.row;
      const version = append.immediate(id, expected, row);
      checkpointer.appended();
      if (version === null) return reply.code(409).send({ code: 'VERSION_CONFLICT' });
      if (sealed !== null) {
        sealing?.sealedAt(id, sealed.hash);
        return reply.code(201).send({ version, hash: sealed.hash });
      }
      return reply.code(201).send({ version });
    },
  );
  if (sealing !== null) app.get('/seal-cost', async () => sealing.cost());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  console.log(`floor listening on http://127.0.0.1:${port}`);
  const stop = (): void => {
    void app.close().then(async () => {
      await checkpointer.close();
      db.close();
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** One seal in this many is timed (four `process.hrtime` calls), up to MAX_SAMPLES. */
const SAMPLE = 4;
const MAX_SAMPLES = 200_000;
/** Seals of the hot loop `/seal-cost` runs: the first half warms up, the second is timed. */
const HOT_LOOP = 8_000;

/** Each stream's commit key and chain head, and an EndPhase event sealed as the API seals it. */
class Sealing {
  private readonly streams = new Map<string, { readonly key: Buffer; head: string }>();
  /** One seal in SAMPLE is timed: the wall-clock time of its parts, in ns (up to MAX_SAMPLES). */
  private timing = { calls: 0, seal: [] as number[], event: [] as number[] };

  /**
   * The seal's own cost per event in this server under load: the median of the timed seals,
   * `sealPublicBatch` alone and the whole event (its meta, the seal, the row's JSON text); then
   * the same in a hot loop run now in this process on a stream of its own. Medians of
   * wall-clock times of a few µs each: a section that short is seldom preempted, so a busy
   * machine moves them little (a mean, or CPU time of the whole process, would count other
   * processes' turns, or V8's and SQLite's threads). What the server's colder caches add is the
   * difference.
   */
  cost(): Readonly<Record<string, number>> {
    const inServer = this.timing;
    for (let i = 1; i <= HOT_LOOP; i++) {
      if (i === HOT_LOOP / 2 + 1) this.timing = { calls: 0, seal: [], event: [] };
      this.sealTimed('hot-loop', i);
    }
    const loop = this.timing;
    this.timing = inServer;
    const us = (ns: number[]): number => Number((median(ns) / 1000).toFixed(2));
    return {
      seals: inServer.calls,
      timed: inServer.seal.length,
      sealUs: us(inServer.seal),
      eventUs: us(inServer.event),
      sealHotLoopUs: us(loop.seal),
      eventHotLoopUs: us(loop.event),
    };
  }

  /** `seal`, every SAMPLE-th call timed. */
  sealTimed(id: string, version: number): { readonly row: string; readonly hash: string } {
    const t = this.timing;
    if (t.calls++ % SAMPLE !== 0 || t.event.length >= MAX_SAMPLES) return this.seal(id, version);
    const before = process.hrtime.bigint();
    const sealed = this.seal(id, version, true);
    t.event.push(Number(process.hrtime.bigint() - before));
    return sealed;
  }

  seal(
    id: string,
    version: number,
    timed = false,
  ): { readonly row: string; readonly hash: string } {
    let stream = this.streams.get(id);
    if (stream === undefined) {
      stream = { key: randomBytes(32), head: GENESIS_PREV_HASH };
      this.streams.set(id, stream);
    }
    const data = {
      turn: 1,
      side: 'allied',
      phase: 'rally',
      next: { turn: 1, side: 'allied', phase: 'movement' },
    };
    const meta = {
      commandId: randomUUID(),
      commandType: 'EndPhase',
      actor: 'allied',
      recordedAt: new Date().toISOString(),
      rulesetVersion: '2.0.0',
      command: { type: 'EndPhase' },
      dice: [],
    };
    const before = timed ? process.hrtime.bigint() : 0n;
    const [event] = sealPublicBatch(
      id,
      version,
      stream.head,
      [{ type: 'PhaseEnded', data, meta, view: { type: 'PhaseEnded', data } }],
      stream.key,
    );
    if (timed) this.timing.seal.push(Number(process.hrtime.bigint() - before));
    if (event === undefined) throw new Error('sealPublicBatch returned no event');
    return {
      row: JSON.stringify({ type: event.type, data: event.data, meta: event.meta }),
      hash: event.meta.hash as string,
    };
  }

  /** The stream's head once its append is committed. */
  sealedAt(id: string, hash: string): void {
    const stream = this.streams.get(id);
    if (stream !== undefined) stream.head = hash;
  }
}

function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
