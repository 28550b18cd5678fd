/**
 * The hostile clients of bench/hostile-load.bench.ts, each running until a deadline: big game
 * records posted for verification, thousands of SSE streams held open, SPI games whose largest
 * read models (the Allied Movement Phase's legal actions, ~870 KB each) are read by two
 * viewers, and the /health probe.
 */
import { type IncomingMessage, request } from 'node:http';
import { Worker } from 'node:worker_threads';
import { Connection } from '../api/http-client';
import { END_PHASE, type GameFactory } from '../api/games';
import { now } from '../api/measure';

export type Counts = Map<string, number>;

const count = (counts: Counts, key: string): void => {
  counts.set(key, (counts.get(key) ?? 0) + 1);
};

export const describeCounts = (counts: Counts): string =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ×${n.toLocaleString('en-US')}`)
    .join(', ') || 'none';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** `200`, or the status and problem code of a refusal (`503 SERVER_BUSY`). */
function outcome(res: IncomingMessage, body: string): string {
  if (res.statusCode === 200) return '200';
  let code = '';
  try {
    const parsed = JSON.parse(body) as {
      code?: string;
      errors?: { extensions?: { code?: string } }[];
    };
    code = parsed.code ?? parsed.errors?.[0]?.extensions?.code ?? '';
  } catch {
    // not problem+json
  }
  return `${res.statusCode ?? '?'}${code ? ` ${code}` : ''}`;
}

/**
 * The probe's code: plain JavaScript run on a worker thread, so that its timing has an event
 * loop of its own (the benchmark's main thread is busy with megabyte bodies and thousands of
 * streams, and would otherwise add its own delays to what is meant to be the server's). One
 * keep-alive socket, opened and used once before the load starts (a connection opened amid
 * thousands of others can wait a second for the kernel's accept queue, which measures the
 * benchmark's own connection storm, not /health); then, once told its deadline, GET /health
 * every `everyMs`, each answer's latency from the request's write to the end of its answer.
 */
const PROBE = `
const { connect } = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { port, everyMs } = workerData;
const latencies = [];
let until = 0;
let started = 0;
let buffered = '';
const socket = connect({ port, host: '127.0.0.1' });
socket.setNoDelay(true);
const fail = (error) => { parentPort.postMessage({ error: String(error) }); process.exit(0); };
const ask = () => {
  buffered = '';
  started = performance.now();
  socket.write('GET /health HTTP/1.1\\r\\nhost: 127.0.0.1\\r\\n\\r\\n');
};
const next = () => {
  if (Date.now() >= until) { socket.end(); parentPort.postMessage({ latencies }); return; }
  setTimeout(ask, everyMs);
};
socket.on('connect', ask);
socket.on('error', fail);
socket.on('data', (chunk) => {
  buffered += chunk.toString('latin1');
  const headEnd = buffered.indexOf('\\r\\n\\r\\n');
  if (headEnd < 0) return;
  const length = /content-length: *(\\d+)/i.exec(buffered.slice(0, headEnd));
  if (length === null || buffered.length < headEnd + 4 + Number(length[1])) return;
  if (!buffered.startsWith('HTTP/1.1 200')) fail(new Error('/health answered ' + buffered.slice(0, 200)));
  if (until === 0) { parentPort.postMessage({ ready: true }); return; }
  latencies.push(performance.now() - started);
  next();
});
parentPort.on('message', (m) => { until = m.until; next(); });
`;

/** The /health probe (PROBE), connected and answered once; `run` measures. */
export class HealthProbe {
  private constructor(private readonly worker: Worker) {}

  static start(port: number, everyMs = 50): Promise<HealthProbe> {
    const worker = new Worker(PROBE, { eval: true, workerData: { port, everyMs } });
    return new Promise((resolve, reject) => {
      worker.once('message', (m: { ready?: boolean; error?: string }) =>
        m.ready === true ? resolve(new HealthProbe(worker)) : reject(new Error(m.error)),
      );
      worker.once('error', reject);
    });
  }

  /**
   * GET /health every `everyMs` until `until` (a deadline on `now()`'s clock; the worker's own
   * performance clock starts elsewhere, so it gets wall-clock time): each answer's latency in ms.
   */
  run(until: number): Promise<number[]> {
    return new Promise((resolve, reject) => {
      this.worker.once('message', (m: { latencies?: number[]; error?: string }) => {
        void this.worker.terminate();
        if (m.latencies !== undefined) resolve(m.latencies);
        else reject(new Error(m.error ?? 'probe failed'));
      });
      this.worker.postMessage({ until: Date.now() + (until - now()) });
    });
  }
}

function postOnce(port: number, path: string, body: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(outcome(res, Buffer.concat(chunks).toString())));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve(`error ${e.code ?? e.message}`));
    req.end(body);
  });
}

/**
 * `parallel` clients, each POSTing `bodies` in turn to `path` again and again, `pauseMs` apart
 * (a refused record client waits 100 ms, as Retry-After asks, not the whole of it).
 */
export async function postRepeatedly(
  port: number,
  path: string,
  bodies: readonly Buffer[],
  options: { readonly parallel: number; readonly until: number; readonly pauseMs?: number },
): Promise<Counts> {
  const counts: Counts = new Map();
  await Promise.all(
    Array.from({ length: options.parallel }, async (_, client) => {
      for (let i = client; now() < options.until; i++) {
        const result = await postOnce(port, path, bodies[i % bodies.length] as Buffer);
        count(counts, result);
        const pause = options.pauseMs ?? (result === '200' ? 0 : 100);
        if (pause > 0) await sleep(pause);
      }
    }),
  );
  return counts;
}

/** `parallel` clients, each POSTing `record` to /v1/records/verify again and again. */
export const postRecords = (port: number, record: Buffer, parallel: number, until: number) =>
  postRepeatedly(port, '/v1/records/verify', [record], { parallel, until });

/**
 * The GraphQL-cost shapes of issue #27 (item 3): a 115 KB query of 5,000 repeated fields, a
 * text under the size limit but over the token limit, and aliased pages of scalars over the
 * cost limit — each refused by the gate (query-gate.ts) before Apollo's full validation.
 */
export const GRAPHQL_COST_BODIES: readonly Buffer[] = [
  `{ ${'rulesets { id } '.repeat(5_000)}}`,
  `{ ${'rulesets { id } '.repeat(900)}}`,
  `{ ${Array.from({ length: 16 }, (_, i) => `g${i}: games(first: 100) { items { id status tournament label version } }`).join(' ')} }`,
].map((query) => Buffer.from(JSON.stringify({ query })));

/** The open streams, to close at the end. */
export class Streams {
  readonly counts: Counts = new Map();
  private readonly open: IncomingMessage[] = [];

  get accepted(): number {
    return this.counts.get('200') ?? 0;
  }

  /**
   * Opens `total` SSE streams on `gameIds` in turn, from `addresses` source addresses in turn
   * (127.0.0.x: loopback answers them all), `batch` at a time.
   */
  async openMany(
    port: number,
    gameIds: readonly string[],
    total: number,
    addresses: number,
    batch = 100,
  ): Promise<void> {
    for (let i = 0; i < total; i += batch) {
      const n = Math.min(batch, total - i);
      await Promise.all(
        Array.from({ length: n }, (_, k) => {
          const j = i + k;
          const gameId = gameIds[j % gameIds.length] ?? '';
          return this.openOne(port, gameId, `127.0.0.${2 + (j % addresses)}`);
        }),
      );
    }
  }

  private openOne(port: number, gameId: string, localAddress: string): Promise<void> {
    return new Promise((resolve) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          localAddress,
          path: `/v1/games/${gameId}/events/stream`,
          headers: { accept: 'text/event-stream' },
        },
        (res) => {
          req.setTimeout(0);
          if (res.statusCode === 200) {
            count(this.counts, '200');
            this.open.push(res);
            res.on('error', () => undefined);
            res.resume();
            resolve();
            return;
          }
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            count(this.counts, outcome(res, Buffer.concat(chunks).toString()));
            resolve();
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      let answered = false;
      req.on('response', () => (answered = true));
      req.on('error', (e: NodeJS.ErrnoException) => {
        if (answered) return;
        count(this.counts, `error ${e.code ?? e.message}`);
        resolve();
      });
      req.end();
    });
  }

  closeAll(): void {
    for (const res of this.open) res.destroy();
    this.open.length = 0;
  }
}

export interface ReadFigures {
  games: number;
  reads: number;
  bytes: number;
  readonly problems: Counts;
}

/**
 * On each connection: a new SPI game (reserve plotted), the Allies end their Rally Phase, then
 * the Allied Movement Phase's legal actions (~870 KB) and the state, each read as the Allies and
 * as the French — every read a new cache entry, as 2,200 games read by two viewers were.
 */
export async function readGames(
  conns: readonly Connection[],
  factory: GameFactory,
  until: number,
): Promise<ReadFigures> {
  const figures: ReadFigures = { games: 0, reads: 0, bytes: 0, problems: new Map() };
  await Promise.all(
    conns.map(async (conn) => {
      while (now() < until) {
        const game = await factory.create(conn);
        const allied = game.tokens['allied'];
        const french = game.tokens['french'];
        const ended = await conn.send('POST', `/v1/games/${game.id}/commands`, allied, END_PHASE);
        if (ended.status !== 201) count(figures.problems, `EndPhase ${ended.status}`);
        figures.games += 1;
        for (const token of [allied, french]) {
          for (const what of ['legal-actions', 'state']) {
            const r = await conn.send('GET', `/v1/games/${game.id}/${what}`, token);
            if (r.status !== 200) count(figures.problems, `${what} ${r.status}`);
            figures.reads += 1;
            figures.bytes += r.text.length;
          }
        }
      }
    }),
  );
  return figures;
}
