import { request } from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { GameRecordV1 } from '@pratzen/audit';
import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { envelopesOf, playRandomGame, reseal } from '../../libs/audit/testing';
import { expectProblem } from './support/problem';
import { RecordVerification } from '../../apps/api/src/games/records/record-verification';
import { startServer, type TestServer } from './support/server';

interface Report {
  readonly ok: boolean;
}

/** Each envelope's meta padded by `bytes` and the chain resealed: a valid record that is big. */
function padded(record: GameRecordV1, bytes: number): GameRecordV1 {
  const copy = JSON.parse(JSON.stringify(record)) as GameRecordV1;
  for (const e of envelopesOf(copy))
    (e.meta as Record<string, unknown>)['note'] = 'x'.repeat(bytes);
  return reseal(copy);
}

interface RawReply {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

/** POSTs bytes prepared beforehand (fetch would copy a big body on this very event loop). */
function postBytes(base: string, path: string, bytes: Buffer): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': bytes.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) {
            if (typeof v === 'string') headers.set(k, v);
          }
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers, body: JSON.parse(text) as unknown });
        });
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

/**
 * Issue #10, defect 2 over real HTTP: record verification runs on worker threads behind a
 * bounded queue. One worker and one queue slot: a third verification at once is refused with
 * 503 SERVER_BUSY and Retry-After; a record over RECORD_LIMIT_EVENTS is a 413; and the event
 * loop (this process's: the server runs in it) stays free while ~20 MB records are parsed and
 * verified — on the loop, each of them held it for several hundred milliseconds.
 */
describe('record verification on worker threads (issue #10)', () => {
  let server: TestServer;
  let record: GameRecordV1;
  let big: Buffer;

  beforeAll(async () => {
    server = await startServer({
      VERIFY_WORKERS: '1',
      VERIFY_QUEUE: '1',
      RECORD_LIMIT_EVENTS: '5000',
    });
    record = playRandomGame(spi1980 as never, { seed: 1, diceMode: 'server' });
    big = Buffer.from(JSON.stringify(padded(record, 16_000)));
    // The worker starts on first use: warm it.
    const first = await server.client.post<Report>('/v1/records/verify', { body: record });
    expect(first.status).toBe(200);
  }, 60_000);
  afterAll(() => server.close());

  it('a real record verifies on the worker, as it did on the event loop', async () => {
    const r = await server.client.post<Report>('/v1/records/verify', { body: record });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, firstFailure: null });
  });

  it('a record over RECORD_LIMIT_EVENTS is 413 RECORD_TOO_LARGE, over REST and GraphQL', async () => {
    const many = {
      ...record,
      commands: [
        ...record.commands,
        ...record.commands,
        ...record.commands,
        ...record.commands,
        ...record.commands,
      ],
    };
    const rest = await server.client.post('/v1/records/verify', { body: many });
    const p = expectProblem(rest, 413, 'RECORD_TOO_LARGE');
    expect(p.details).toMatchObject({ maxEvents: 5000 });

    const tiny = {
      format: 'pratzen-record/1',
      commands: [{ events: Array.from({ length: 5001 }, () => ({})) }],
    };
    const gql = await server.client.post<{
      errors?: { extensions: { code: string; status: number } }[];
    }>('/graphql', {
      body: { query: 'query($r: JSON!) { verifyRecord(record: $r) }', variables: { r: tiny } },
    });
    expect(gql.body.errors?.[0]?.extensions).toMatchObject({
      code: 'RECORD_TOO_LARGE',
      status: 413,
    });
  });

  it('a record of a great many tiny arrays is refused before it is parsed: 413 RECORD_TOO_LARGE', async () => {
    // 50 objects or arrays per allowed event (5,000 here): 250,000; a real record opens ~11 per event.
    const raw = `{"format":"pratzen-record/1","x":[${'[],'.repeat(300_000)}[]]}`;
    const r = await server.client.post('/v1/records/verify', { raw });
    const p = expectProblem(r, 413, 'RECORD_TOO_LARGE');
    expect(p.details).toMatchObject({ maxContainers: 250_000, containers: 300_003 });
  });

  it('bad JSON found on the worker is still 400 MALFORMED_JSON', async () => {
    const r = await server.client.post('/v1/records/verify', {
      raw: '{"format": "pratzen-record/1",',
    });
    expectProblem(r, 400, 'MALFORMED_JSON');
    const poisoned = await server.client.post('/v1/records/verify', {
      raw: '{"format":"pratzen-record/1","__proto__":{"x":1}}',
    });
    expectProblem(poisoned, 400, 'MALFORMED_JSON');
  });

  it('a full queue answers 503 SERVER_BUSY with Retry-After; /health answers while records are verified', async () => {
    expect(big.length).toBeGreaterThan(15_000_000);
    const verification = server.app.get(RecordVerification);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let done = false;
    const probes: number[] = [];
    let answeredDuringVerification = 0;
    const probe = (async () => {
      while (!done) {
        const t = performance.now();
        const h = await server.client.get('/health');
        probes.push(performance.now() - t);
        expect(h.status).toBe(200);
        if (verification.pending > 0) answeredDuringVerification += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => postBytes(server.base, '/v1/records/verify', big)),
    );
    done = true;
    await probe;
    loop.disable();

    const busy = replies.filter((r) => r.status === 503);
    const verified = replies.filter((r) => r.status === 200);
    expect(busy.length + verified.length).toBe(4);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(verified.length).toBeGreaterThanOrEqual(1);
    for (const r of verified) expect(r.body).toHaveProperty('ok');
    for (const r of busy) {
      expectProblem(r, 503, 'SERVER_BUSY');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // On the event loop, a verification held it until done: no probe could be answered meanwhile.
    expect(answeredDuringVerification).toBeGreaterThanOrEqual(3);
    // Generous bounds (a loaded two-core machine): the loop never stalled for a whole second,
    // and no probe waited more than 2.5 s (a probe also queues behind the 60 MB of uploads read
    // on the same loop and competes for the cores with the verifying workers: it took just over
    // 1 s once in a CI run on a machine shared with other builds, the loop delay staying < 1 s).
    expect({
      maxLoopDelayMs: loop.max / 1e6 < 1_000,
      slowestProbeMs: Math.max(...probes) < 2_500,
    }).toEqual({
      maxLoopDelayMs: true,
      slowestProbeMs: true,
    });
  }, 60_000);
});
