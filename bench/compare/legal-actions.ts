/**
 * `GET …/legal-actions` at the opening of the Allied Movement Phase of SPI games (3,394 actions):
 * the verbose list (uncompressed) and the compact form (`?format=compact`, brotli), 32
 * connections on 32 games,
 * after one request of each (the cold build is not what is measured here).
 */
import { request } from 'node:http';
import { END_PHASE, type Game, type Summary, actingSide } from '../api/games';
import type { Connection } from '../api/http-client';
import { cannon, percentiles } from '../api/measure';
import type { CountingFactory } from './commands-at';
import { perRequest } from './cpu';
import { CONNECTIONS, QUERY_SECONDS } from './settings';

export interface QueryFigures {
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  /** The server process's CPU per answer, µs. */
  readonly cpuUs: number;
}

export interface LegalActionFigures {
  /** Body bytes on the wire at one game's opening, by form and encoding. */
  readonly bytes: {
    readonly verbose: number;
    readonly verboseBr: number;
    readonly compact: number;
    readonly compactBr: number;
    readonly compactGzip: number;
  };
  readonly verbose: QueryFigures;
  readonly compact: QueryFigures;
}

/** The body's length as sent (compressed when Content-Encoding says so). */
function wireBytes(port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => (n += c.length));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(n) : reject(new Error(`${path}: ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function load(
  pid: number,
  port: number,
  games: readonly Game[],
  query: string,
  encoding: string,
): Promise<QueryFigures> {
  const requests = games.map((g) => ({
    method: 'GET' as const,
    path: `/v1/games/${g.id}/legal-actions${query}`,
    headers: { authorization: `Bearer ${g.tokens[g.side]}`, 'accept-encoding': encoding },
  }));
  const url = `http://127.0.0.1:${port}`;
  await cannon({ url, connections: CONNECTIONS, requests, duration: 1 }); // warm-up
  const { result: q, cpuUs } = await perRequest(
    pid,
    () => cannon({ url, connections: CONNECTIONS, requests, duration: QUERY_SECONDS }),
    (r) => r.result.requests.total,
  );
  const p = percentiles(q.latencies);
  return {
    perSecond: q.result.requests.total / q.seconds,
    p50: p.p50,
    p99: p.p99,
    non2xx: q.result.non2xx,
    cpuUs,
  };
}

export async function legalActions(
  pid: number,
  port: number,
  conns: readonly Connection[],
  factory: CountingFactory,
): Promise<LegalActionFigures> {
  const games = await factory.many(CONNECTIONS, conns);
  const conn = conns[0] as Connection;
  for (const g of games) {
    const r = await conn.json<{ version: number }>(
      'POST',
      `/v1/games/${g.id}/commands`,
      g.tokens[g.side],
      {
        ...END_PHASE,
        expectedVersion: g.version,
      },
    );
    g.version = r.version;
    g.side = actingSide(await conn.json<Summary>('GET', `/v1/games/${g.id}`));
  }
  const first = games[0] as Game;
  const path = `/v1/games/${first.id}/legal-actions`;
  const auth = { authorization: `Bearer ${first.tokens[first.side]}` };
  const bytes = {
    verbose: await wireBytes(port, path, auth),
    verboseBr: await wireBytes(port, path, { ...auth, 'accept-encoding': 'br' }),
    compact: await wireBytes(port, `${path}?format=compact`, auth),
    compactBr: await wireBytes(port, `${path}?format=compact`, {
      ...auth,
      'accept-encoding': 'br',
    }),
    compactGzip: await wireBytes(port, `${path}?format=compact`, {
      ...auth,
      'accept-encoding': 'gzip',
    }),
  };
  // The verbose list as bench:api and issue #14 measured it, uncompressed (compressing 874 KB on
  // every request would measure the compressor); the compact form as a browser asks for it
  // (the server picks its cached brotli bytes).
  const verbose = await load(pid, port, games, '', 'identity');
  const compact = await load(pid, port, games, '?format=compact', 'gzip, deflate, br');
  return { bytes, verbose, compact };
}
