/** Section 1: a bare Fastify `GET /` under autocannon, the yardstick for the API's figures. */
import { performance } from 'node:perf_hooks';
import { cannon, eluSince, fmt, ms, pct, percentiles } from './measure';
import type { ServerThread } from './server-thread';
import { CONNECTIONS, FASTIFY_SECONDS } from './settings';

export interface BareFastify {
  /** Requests per second. */
  readonly bareRps: number;
  /** The server loop's busy time per request, in µs. */
  readonly bareCpu: number;
}

export async function bareFastify(
  server: ServerThread,
  phase: (name: string) => void,
): Promise<BareFastify> {
  const fastifyPort = await server.call<number>('fastify');
  phase('server thread start + Fastify listen');
  const url = `http://127.0.0.1:${fastifyPort}/`;
  await cannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
  await server.call('elu');
  const mainMark = performance.eventLoopUtilization();
  const bare = await cannon({ url, connections: CONNECTIONS, duration: FASTIFY_SECONDS });
  const bareServerElu = await server.call<number>('elu');
  const bareClientElu = eluSince(mainMark);
  const bareRps = bare.result.requests.total / (bare.result.duration || FASTIFY_SECONDS);
  const bareLat = percentiles(bare.latencies);
  phase(`bare Fastify (1 s warm-up + ${FASTIFY_SECONDS} s)`);
  console.log(`\n1. bare Fastify GET / → {hello:'world'} (autocannon, ${CONNECTIONS} connections)`);
  console.log(
    `  ${fmt(bareRps)} requests/s   p50 ${ms(bareLat.p50)}   p99 ${ms(bareLat.p99)}   ` +
      `(${fmt(bare.result.requests.total)} requests, ${bare.result.non2xx} non-2xx, ` +
      `${bare.result.errors} errors)`,
  );
  const bareCpu = (bareServerElu * bare.seconds * 1e6) / Math.max(1, bare.result.requests.total);
  console.log(
    `  server loop ${pct(bareServerElu)} busy (≈ ${fmt(bareCpu)} µs per request), client loop ${pct(bareClientElu)} busy`,
  );

  return { bareRps, bareCpu };
}
