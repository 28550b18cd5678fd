/**
 * Bytes on the wire of the heaviest read (issue #10, defect 7): `GET …/legal-actions` for the
 * side to act at the opening of the Allied Movement Phase of SPI 1980 (and, for scale, at the
 * French plot), uncompressed, gzip and brotli, and the 304 of a repeat with `If-None-Match`;
 * the same list in its compact form (`?format=compact`); and (issue #32) that compact list as
 * the typed client (`@pratzen/client`'s `legalMoves`) receives and decodes it: bytes received,
 * commands decoded, time. Also the time each answer takes on loopback (median of RUNS, the list
 * already cached).
 *
 *   npx ts-node --transpile-only -r tsconfig-paths/register bench/api-wire-bytes.bench.ts
 */
import http from 'node:http';
import { createApp } from '../apps/api/src/app';
import { configFromEnv } from '../apps/api/src/config';
import { decodeCompactMoves, PratzenClient } from '../libs/client/src';

const RUNS = Number(process.env['WIRE_RUNS'] ?? 15);

interface Wire {
  readonly status: number;
  readonly headerBytes: number;
  readonly bodyBytes: number;
  readonly etag: string | undefined;
  readonly ms: number;
}

function get(base: string, path: string, headers: Record<string, string>): Promise<Wire> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { headers }, (response) => {
      let bodyBytes = 0;
      response.on('data', (c: Buffer) => (bodyBytes += c.length));
      response.on('end', () => {
        // Status line + each "name: value\r\n" + the blank line, as sent.
        const raw = response.rawHeaders;
        let headerBytes =
          `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < raw.length; i += 2) {
          headerBytes += `${raw[i]}: ${raw[i + 1]}\r\n`.length;
        }
        resolve({
          status: response.statusCode ?? 0,
          headerBytes,
          bodyBytes,
          etag: response.headers.etag,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        });
      });
    });
    request.on('error', reject);
  });
}

async function json<T>(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function measure(base: string, label: string, path: string, token: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const rows: [string, Record<string, string>][] = [
    ['identity', {}],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['br', { 'accept-encoding': 'br' }],
  ];
  console.log(`\n${label}`);
  console.log('  encoding   body bytes   headers   total   vs identity   median ms');
  let identity = 0;
  let etag: string | undefined;
  for (const [name, headers] of rows) {
    const first = await get(base, path, { ...auth, ...headers });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await get(base, path, { ...auth, ...headers })).ms);
    if (name === 'identity') identity = first.bodyBytes;
    etag = first.etag;
    const total = first.bodyBytes + first.headerBytes;
    console.log(
      `  ${name.padEnd(9)} ${String(first.bodyBytes).padStart(11)} ${String(first.headerBytes).padStart(9)} ${String(total).padStart(7)} ${(first.bodyBytes / identity).toFixed(3).padStart(13)} ${median(times).toFixed(2).padStart(11)}`,
    );
  }
  const repeat = await get(base, path, {
    ...auth,
    'accept-encoding': 'br',
    'if-none-match': etag ?? '',
  });
  console.log(
    `  304 (If-None-Match): status ${repeat.status}, body ${repeat.bodyBytes} bytes, headers ${repeat.headerBytes} bytes`,
  );
}

/**
 * The compact list as @pratzen/client receives it (its fetch counts the bytes the server sent:
 * Content-Length of the brotli body fetch asks for) and decodes it, against the verbose list.
 */
async function throughClient(base: string, gameId: string, token: string): Promise<void> {
  let received = 0;
  let encoding = '';
  const counting: typeof fetch = async (input, init) => {
    const r = await fetch(input, init);
    received = Number(r.headers.get('content-length') ?? 0);
    encoding = r.headers.get('content-encoding') ?? 'identity';
    return r;
  };
  const seat = new PratzenClient({ baseUrl: base, token, fetch: counting });
  const times: number[] = [];
  let commands = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    commands = decodeCompactMoves(await seat.legalMoves(gameId)).length;
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const verbose = (await seat.legalActions(gameId)).length;
  console.log(
    `  @pratzen/client legalMoves: ${received} body bytes received (${encoding}, as Node's fetch ` +
      `asks), ${commands} commands decoded (the verbose list: ${verbose} actions), ` +
      `median ${median(times).toFixed(2)} ms request + decode`,
  );
}

async function main(): Promise<void> {
  const config = configFromEnv({ EVENT_STORE: 'memory', RATE_LIMIT_CREATE_PER_MINUTE: '0' });
  const app = await createApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  try {
    const created = await json<{ game: { id: string }; seats: Record<string, { token: string }> }>(
      base,
      'POST',
      '/v1/games',
      undefined,
      { rulesetId: 'spi-1980', scenarioId: 'historical' },
    );
    const id = created.game.id;
    const token = (side: string): string => created.seats[side]?.token ?? '';
    const actions = `/v1/games/${id}/legal-actions`;
    await measure(base, 'SPI 1980, French plot (12.0), French seat', actions, token('french'));
    const [plot] = await json<{ command: unknown }[]>(base, 'GET', actions, token('french'));
    await json(base, 'POST', `/v1/games/${id}/commands`, token('french'), plot?.command);
    // End phases until the Allied Movement Phase opens.
    for (let i = 0; i < 10; i++) {
      const s = await json<{
        phase: string;
        activeSide: string;
        pendingDecision: { side: string } | null;
      }>(base, 'GET', `/v1/games/${id}`);
      const side = s.pendingDecision?.side ?? s.activeSide;
      if (s.phase === 'movement' && s.pendingDecision === null) {
        await measure(
          base,
          `SPI 1980, opening of the ${side} Movement Phase, ${side} seat`,
          actions,
          token(side),
        );
        await measure(
          base,
          '  the same, ?format=compact',
          `${actions}?format=compact`,
          token(side),
        );
        await throughClient(base, id, token(side));
        break;
      }
      await json(base, 'POST', `/v1/games/${id}/commands`, token(side), { type: 'EndPhase' });
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
