/**
 * The floor of issue #14: Fastify, and one IMMEDIATE SQLite transaction with a version check per
 * request — what any durable, version-checked append costs on this machine, with nothing of
 * Pratzen's in between (no rules, hash chain, Nest, redaction). The database is opened with the
 * event store's own code (libs/event-store: WAL, synchronous NORMAL, busy timeout, its
 * auto-checkpoint bound and background checkpoints), and each append writes one 494-byte row.
 *
 * POST /streams/:id {expectedVersion} → 201 {version}, or 409 when the version has moved on.
 * Run as a child process by bench/compare (argv[2]: the data directory).
 */
import path from 'node:path';
import Fastify from 'fastify';
import { BackgroundCheckpointer } from '../../libs/event-store/src/sqlite-checkpoint';
import { openDatabase } from '../../libs/event-store/src/sqlite-schema';

/** The row's payload: 494 bytes with the other columns (the size of an EndPhase event's row). */
export const ROW_BYTES = 494;

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (dir === undefined) throw new Error('usage: floor-server.ts <data dir>');
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
  // The row: stream id (36) + version (~4) + data; the data pads it to ROW_BYTES.
  const append = db.transaction((id: string, expected: number): number | null => {
    const current = versionOf.get(id)?.version ?? 0;
    if (current !== expected) return null;
    const next = current + 1;
    const data = JSON.stringify({ type: 'PhaseEnded', at: next, pad: '' });
    insert.run(id, next, data.padEnd(ROW_BYTES - id.length - 4, ' '));
    bump.run(id, next);
    return next;
  });

  const app = Fastify({ logger: false });
  app.post<{ Params: { id: string }; Body: { expectedVersion?: unknown } }>(
    '/streams/:id',
    async (request, reply) => {
      const expected = request.body?.expectedVersion;
      if (typeof expected !== 'number' || !Number.isSafeInteger(expected)) {
        return reply.code(400).send({ code: 'BAD_VERSION' });
      }
      const version = append.immediate(request.params.id, expected);
      checkpointer.appended();
      if (version === null) return reply.code(409).send({ code: 'VERSION_CONFLICT' });
      return reply.code(201).send({ version });
    },
  );
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
