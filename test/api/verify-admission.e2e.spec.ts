import { announceBody } from './support/announced-body';
import { startServer, type TestServer } from './support/server';

/**
 * Issue #27 (second round), item 4: the record bodies POST /v1/records/verify holds count from
 * the moment their headers arrive — while they are read, wait and are verified — against the
 * verifier's slots (VERIFY_WORKERS + VERIFY_QUEUE) and VERIFY_QUEUE_BYTES; a request over either
 * gets 503 SERVER_BUSY before its body is read, not after.
 */

jest.setTimeout(30_000);

/** A verification whose body is announced and never sent (it holds its reservation). */
const announce = (base: string, bytes: number) =>
  announceBody(`${base}/v1/records/verify`, { bytes });

describe('issue #27 item 4 (second round): verification bodies counted before they are read', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      VERIFY_WORKERS: '1',
      VERIFY_QUEUE: '4',
      VERIFY_QUEUE_BYTES: String(1024 * 1024),
    });
  });
  afterAll(() => server.close());

  test('a body that would take the held bytes over VERIFY_QUEUE_BYTES: 503 at once; one record always fits; a closed request frees its bytes', async () => {
    const first = announce(server.base, 900_000); // alone: admitted, however large
    await new Promise((r) => setTimeout(r, 200));
    const second = announce(server.base, 200_000);
    expect(await second.status).toBe('503');
    const small = announce(server.base, 50_000); // fits beside the first
    await new Promise((r) => setTimeout(r, 200));
    first.req.destroy();
    small.req.destroy();
    expect(await first.status).not.toBe('503');
    await new Promise((r) => setTimeout(r, 200));
    const after = announce(server.base, 900_000);
    await new Promise((r) => setTimeout(r, 300));
    after.req.destroy();
    expect(await after.status).not.toBe('503');
  });

  test('records being read count against the slots (1 verifying + 4 waiting): the sixth gets 503 before sending its body', async () => {
    const held = Array.from({ length: 5 }, () => announce(server.base, 100));
    await new Promise((r) => setTimeout(r, 200));
    const sixth = announce(server.base, 100);
    expect(await sixth.status).toBe('503');
    for (const h of held) h.req.destroy();
  });
});
