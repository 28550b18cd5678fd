/**
 * The verify-echo crash of issue #27, as a bounded load test: on the README's "small" memory
 * profile (the hostile-load benchmark's), VERIFY_ECHO_ROUNDS (default 3) rounds of
 * VERIFY_ECHO_CLIENTS (12) clients at once each POST a ~15.9 MiB body to /v1/records/verify
 * whose `format` and `gameId` are megabytes long — the report used to copy `format` three times
 * and `gameId` twice, ~31 MiB an answer serialised on the event loop — and never read the
 * answer (each socket is held VERIFY_ECHO_HOLD_MS, 10 s, then closed). Before the fix the server
 * died of heap exhaustion in the first round. Meanwhile a probe GETs /health every 50 ms from a
 * worker thread.
 *
 * Printed: each round's outcomes, the server's peak RSS against the profile's budget, the
 * probe's p50/p99/max (target p99 < 100 ms), and whether the server is still up. Loopback only;
 * at most ROUNDS × CLIENTS requests, stopped after 120 s whatever happens.
 *
 * Run: npx ts-node --transpile-only -r tsconfig-paths/register bench/verify-echo.bench.ts
 */
import { connect } from 'node:net';
import { ms, now, percentiles } from './api/measure';
import { HealthProbe, describeCounts, type Counts } from './hostile/load';
import { ServerProcess } from './hostile/server-process';
import {
  BUDGET,
  MIB,
  PROFILE_ENV,
  PROFILE_NODE_ARGS,
  describeBudget,
  mib,
} from './hostile/small-profile';

const ROUNDS = Math.min(10, Number(process.env.VERIFY_ECHO_ROUNDS ?? 3));
const CLIENTS = Math.min(32, Number(process.env.VERIFY_ECHO_CLIENTS ?? 12));
const HOLD_MS = Number(process.env.VERIFY_ECHO_HOLD_MS ?? 10_000);
const HARD_LIMIT_MS = 120_000;
/** ~15.9 MiB: a record that is only its echoed strings. */
function hostileBody(): Buffer {
  const format = 'f'.repeat(8 * MIB);
  const gameId = 'g'.repeat(Math.floor(7.85 * MIB));
  return Buffer.from(JSON.stringify({ format, gameId }));
}

/** POSTs `body` and never reads the answer; the status line if any arrived in the first bytes. */
function postWithoutReading(port: number, body: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let first = '';
    let done = false;
    const finish = (outcome: string): void => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(outcome);
    };
    socket.on('connect', () => {
      socket.write(
        `POST /v1/records/verify HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`,
      );
      socket.write(body);
      // Reads nothing more than the first chunk: a client that does not read its answer.
      socket.once('data', (d: Buffer) => {
        first = d.subarray(0, 12).toString('latin1');
        socket.pause();
      });
      setTimeout(() => finish(/^HTTP\/1\.1 (\d{3})/.exec(first)?.[1] ?? 'no answer'), HOLD_MS);
    });
    socket.on('error', (e: NodeJS.ErrnoException) => finish(`error ${e.code ?? e.message}`));
    socket.on('close', () => finish(/^HTTP\/1\.1 (\d{3})/.exec(first)?.[1] ?? 'closed'));
  });
}

async function alive(port: number): Promise<boolean> {
  try {
    const r = await fetch(`http://127.0.0.1:${port}/health`, {
      signal: AbortSignal.timeout(3_000),
    });
    return r.status === 200;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const body = hostileBody();
  console.log(
    `verify-echo load: ${ROUNDS} rounds × ${CLIENTS} clients, ${(body.length / MIB).toFixed(1)} MiB ` +
      `bodies not read for ${HOLD_MS / 1000} s; small profile: ${describeBudget()}`,
  );
  const server = await ServerProcess.start(PROFILE_ENV, PROFILE_NODE_ARGS);
  const hardStop = setTimeout(() => {
    console.error(`verify-echo load: over ${HARD_LIMIT_MS / 1000} s, stopped\n${server.tail()}`);
    void server.stop().finally(() => process.exit(1));
  }, HARD_LIMIT_MS);
  try {
    const probe = await HealthProbe.start(server.port);
    const until = now() + ROUNDS * (HOLD_MS + 2_000) + 1_000;
    const probing = probe.run(until);
    const outcomes: Counts = new Map();
    for (let round = 1; round <= ROUNDS; round++) {
      const started = now();
      const results = await Promise.all(
        Array.from({ length: CLIENTS }, () => postWithoutReading(server.port, body)),
      );
      for (const r of results) outcomes.set(r, (outcomes.get(r) ?? 0) + 1);
      console.log(
        `round ${round}: ${results.join(' ')} in ${ms(now() - started)}; RSS now ${mib(server.rss().now)}`,
      );
      if (!(await alive(server.port))) {
        console.log('the server no longer answers /health');
        break;
      }
    }
    const latencies = await probing;
    const p = percentiles(latencies);
    const rss = server.rss();
    const up = await alive(server.port);
    console.log(`
| measure | figure | target |
|---|---|---|
| answers (status of each POST) | ${describeCounts(outcomes)} | 200, or 503 SERVER_BUSY beyond 1 verifying + VERIFY_QUEUE (4) waiting, or bodies over VERIFY_QUEUE_BYTES |
| server peak RSS | ${mib(rss.peak)} | < ${mib(BUDGET)} (the small profile's budget) |
| /health probe (every 50 ms), p50 / p99 / max | ${ms(p.p50)} / ${ms(p.p99)} / ${ms(p.max)} (${p.count} probes) | p99 < 100 ms |
| server up at the end | ${up ? 'yes' : 'NO (crashed)'} | yes |
`);
  } finally {
    clearTimeout(hardStop);
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
