import { connect } from 'node:net';
import fc from 'fast-check';
import { QUERY_MAX_CHARS } from '../../apps/api/src/graphql/query-gate';
import { startServer, type TestServer } from '../api/support/server';
import { closeAgent, graphqlHttpReplyIssues, restReplyIssues, send } from './fuzz-http';

/**
 * Issue #27: the shapes that crashed or stalled the server, generated: verify-echo (records
 * carrying huge strings where the report echoes them), slow bodies (trickled, stalled, lying
 * about their length) and costly GraphQL (repeated fields, deep nesting, aliases, long lists).
 * Every answer must be bounded, a client error with a code (or a success), and come in time.
 *
 * FUZZ_SEED (default fixed) picks the run; the number of cases is fixed and small: each slow
 * body takes up to a second.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261127);
const TIMEOUT_MS = 10_000;
/** The largest report a hostile record may get back. */
const REPORT_MAX_BYTES = 64 * 1024;

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startServer({
    HEADERS_TIMEOUT_MS: '800',
    BODY_MIN_BYTES_PER_SECOND: '2000',
    BODY_RATE_GRACE_MS: '400',
  });
  port = Number(new URL(server.base).port);
  // The verification worker's first start (ts-node) is not what is measured.
  await server.client.post('/v1/records/verify', { body: {} });
}, 60_000);

afterAll(async () => {
  closeAgent();
  await server.close();
});

const huge = fc
  .tuple(fc.integer({ min: 600, max: 512 * 1024 }), fc.constantFrom('x', 'é', '"', '\\', '\u0000'))
  .map(([n, c]) => c.repeat(n));

/** Where a record's strings are echoed by the report, and where they are not. */
const recordShape = fc.record({
  format: fc.oneof(huge, fc.constantFrom('pratzen-record/1', 'pratzen-record/2')),
  gameId: fc.oneof(huge, fc.constant('g')),
  ruleset: fc.record({
    id: fc.oneof(huge, fc.constant('spi-1980')),
    version: fc.oneof(huge, fc.constant('1')),
  }),
  commands: fc.array(
    fc.record({ commandId: huge, actor: huge, commandType: huge, events: fc.constant([]) }),
    { maxLength: 3 },
  ),
  headHash: fc.oneof(huge, fc.constant('0'.repeat(64))),
});

describe('fuzz: hostile shapes of issue #27', () => {
  test('verify-echo: the report stays bounded whatever strings the record carries', async () => {
    await fc.assert(
      fc.asyncProperty(recordShape, async (record) => {
        const body = JSON.stringify(record);
        const reply = await send(
          port,
          {
            method: 'POST',
            path: '/v1/records/verify',
            headers: { 'content-type': 'application/json' },
            body,
          },
          TIMEOUT_MS,
        );
        const issues = restReplyIssues('POST', reply);
        if (reply.text.length > REPORT_MAX_BYTES) {
          issues.push(`a ${body.length}-byte record got a ${reply.text.length}-byte answer`);
        }
        if (issues.length > 0) throw new Error(issues.join('; '));
      }),
      { numRuns: 40, seed: SEED },
    );
  }, 180_000);

  test('slow bodies: trickled, stalled or short, each gets 408 (or 400) and a closed socket in time', async () => {
    const slow = fc.record({
      path: fc.constantFrom('/v1/games', '/v1/records/verify', '/graphql', '/nowhere'),
      declared: fc.integer({ min: 10, max: 100_000 }),
      sent: fc.integer({ min: 0, max: 9 }),
      chunk: fc.integer({ min: 0, max: 3 }),
      everyMs: fc.integer({ min: 50, max: 400 }),
    });
    await fc.assert(
      fc.asyncProperty(slow, async (c) => {
        const outcome = await new Promise<{ text: string; closed: boolean }>((resolve) => {
          const socket = connect({ port, host: '127.0.0.1' });
          const chunks: Buffer[] = [];
          let tick: NodeJS.Timeout | undefined;
          const finish = (closed: boolean): void => {
            clearInterval(tick);
            clearTimeout(deadline);
            socket.destroy();
            resolve({ text: Buffer.concat(chunks).toString('latin1'), closed });
          };
          const deadline = setTimeout(() => finish(false), 5_000);
          socket.on('data', (d: Buffer) => chunks.push(d));
          socket.on('close', () => finish(true));
          socket.on('error', () => undefined);
          socket.on('connect', () => {
            socket.write(
              `POST ${c.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
                `Content-Length: ${c.declared}\r\n\r\n${'{'.repeat(Math.min(c.sent, c.declared))}`,
            );
            tick = setInterval(() => {
              if (socket.writable && c.chunk > 0) socket.write(' '.repeat(c.chunk));
            }, c.everyMs);
          });
        });
        if (!outcome.closed) throw new Error(`socket still held after 5 s: ${JSON.stringify(c)}`);
        if (outcome.text !== '' && !/^HTTP\/1\.1 (408|400|413|404|503) /.test(outcome.text)) {
          throw new Error(`unexpected answer ${outcome.text.slice(0, 120)}: ${JSON.stringify(c)}`);
        }
      }),
      { numRuns: 12, seed: SEED },
    );
  }, 180_000);

  test('GraphQL cost: repeated fields, deep nesting, aliases and long lists are refused cheaply', async () => {
    const field = fc.constantFrom('__typename', 'rulesets { id }', 'games { nextCursor }');
    const shape = fc.oneof(
      fc
        .tuple(field, fc.integer({ min: 1, max: 6_000 }))
        .map(([f, n]) => `{ ${`${f} `.repeat(n)}}`),
      fc
        .integer({ min: 1, max: 60 })
        .map(
          (n) =>
            `{ games(first: 1) { items { ${'ruleset { games(first: 1) { items { '.repeat(n)}id${' } } }'.repeat(n)} } } }`,
        ),
      fc
        .integer({ min: 1, max: 400 })
        .map(
          (n) =>
            `{ ${Array.from({ length: n }, (_, i) => `a${i}: games(first: 100) { items { id status label } }`).join(' ')} }`,
        ),
    );
    await fc.assert(
      fc.asyncProperty(shape, async (query) => {
        const reply = await send(
          port,
          {
            method: 'POST',
            path: '/graphql',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query }),
          },
          TIMEOUT_MS,
        );
        const issues = graphqlHttpReplyIssues(reply);
        // A text over the size limit is refused for its size, before it is parsed.
        if (query.length > QUERY_MAX_CHARS && !reply.text.includes('"QUERY_TOO_LARGE"')) {
          issues.push(`a ${query.length}-character query not refused QUERY_TOO_LARGE`);
        }
        if (issues.length > 0) throw new Error(`${issues.join('; ')}\n  ${query.slice(0, 300)}`);
      }),
      { numRuns: 60, seed: SEED },
    );
  }, 180_000);
});
