import { request } from 'node:http';
import { startServer, type TestServer } from './support/server';

/** Issue #27 over real HTTP: what an anonymous client can no longer do to the server. */

jest.setTimeout(60_000);

interface RawReply {
  readonly status: number;
  readonly bytes: number;
  readonly text: string;
}

/** POSTs bytes prepared beforehand; the reply's status, size and text. */
function postBytes(base: string, path: string, body: Buffer): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, bytes: all.length, text: all.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

interface Report {
  readonly ok: boolean;
  readonly format: string | null;
  readonly gameId: string | null;
  readonly firstFailure: { code: string; message: string; actual?: unknown } | null;
  readonly notes: string[];
}

describe('issue #27 item 1: POST /v1/records/verify echoes nothing without bound', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('a 2 MiB format and gameId: the report is a few KiB, each echo truncated with a marker', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const body = Buffer.from(JSON.stringify({ format: big, gameId: big }));
    const r = await postBytes(server.base, '/v1/records/verify', body);
    expect(r.status).toBe(200);
    expect(r.bytes).toBeLessThan(16 * 1024);
    const report = JSON.parse(r.text) as Report;
    expect(report.ok).toBe(false);
    expect(report.firstFailure?.code).toBe('UNKNOWN_FORMAT');
    expect(report.format).toMatch(/^x+…\[truncated, \d+ more characters\]$/);
    expect(report.gameId).toMatch(/^x+…\[truncated, \d+ more characters\]$/);
  });

  test('a real format with a 2 MiB gameId fails the schema (the gameId is bounded), echoed short', async () => {
    const body = Buffer.from(
      JSON.stringify({ format: 'pratzen-record/1', gameId: 'g'.repeat(2 * 1024 * 1024) }),
    );
    const r = await postBytes(server.base, '/v1/records/verify', body);
    expect(r.status).toBe(200);
    expect(r.bytes).toBeLessThan(16 * 1024);
    const report = JSON.parse(r.text) as Report;
    expect(report.firstFailure?.code).toBe('SCHEMA_INVALID');
  });
});
