/**
 * Section 3: `GET …/legal-actions` and `GET …/state` at the opening of the Allied Movement
 * Phase, the first request of each game and then under autocannon.
 */
import { performance } from 'node:perf_hooks';
import { END_PHASE, type Game, type GameFactory, type Summary, actingSide } from './games';
import type { Connection } from './http-client';
import { cannon, eluSince, fmt, ms, now, pct, percentiles } from './measure';
import { profiled, type ServerThread } from './server-thread';
import { CONNECTIONS, QUERIES, QUERY_SECONDS_MAX } from './settings';

export async function queries(
  server: ServerThread,
  apiPort: number,
  conns: readonly Connection[],
  factory: GameFactory,
  phase: (name: string) => void,
): Promise<void> {
  const queryGames = await factory.many(CONNECTIONS, conns);
  const conn = conns[0] as Connection;
  for (const g of queryGames) {
    const r = await conn.json<{ version: number }>(
      'POST',
      `/v1/games/${g.id}/commands`,
      g.tokens[g.side],
      { ...END_PHASE, expectedVersion: g.version },
    );
    g.version = r.version;
    g.side = actingSide(await conn.json<Summary>('GET', `/v1/games/${g.id}`));
  }
  phase(`${CONNECTIONS} games brought to the Allied Movement Phase`);
  console.log(
    `\n3. queries: ${CONNECTIONS} games at the opening of the Allied Movement Phase, seat token of the side to act`,
  );
  for (const query of ['legal-actions', 'state'] as const) {
    const pathOf = (g: Game): string => `/v1/games/${g.id}/${query}`;
    const cold: number[] = [];
    for (const g of queryGames) {
      const start = now();
      const r = await conn.send('GET', pathOf(g), g.tokens[g.side]);
      cold.push(now() - start);
      if (r.status !== 200) throw new Error(`${query}: ${r.status} ${r.text.slice(0, 200)}`);
    }
    const requests = queryGames.map((g) => ({
      method: 'GET' as const,
      path: pathOf(g),
      headers: { authorization: `Bearer ${g.tokens[g.side]}` },
    }));
    await server.call('elu');
    const qMark = performance.eventLoopUtilization();
    const q = await profiled(server, query, () =>
      cannon(
        {
          url: `http://127.0.0.1:${apiPort}`,
          connections: CONNECTIONS,
          amount: QUERIES,
          requests,
        },
        QUERY_SECONDS_MAX,
      ),
    );
    const qServerElu = await server.call<number>('elu');
    const qClientElu = eluSince(qMark);
    const qLat = percentiles(q.latencies);
    const total = q.result.requests.total;
    const coldLat = percentiles(cold);
    const cut = total < QUERIES ? ` (stopped at ${QUERY_SECONDS_MAX} s)` : '';
    console.log(
      `  GET ${query}: first request of each game, one at a time: p50 ${ms(coldLat.p50)}   max ${ms(coldLat.max)}`,
    );
    console.log(
      `  GET ${query}: ${fmt(total)} requests${cut} at ${CONNECTIONS} connections: ` +
        `p50 ${ms(qLat.p50)}   p99 ${ms(qLat.p99)}   ${fmt(total / q.seconds)} requests/s   ` +
        `${fmt(q.bytes / Math.max(1, total) / 1024)} KiB/response   ${q.result.non2xx} non-2xx   ` +
        `server loop ${pct(qServerElu)} busy, client ${pct(qClientElu)}`,
    );
    phase(`queries: ${query}`);
  }
}
