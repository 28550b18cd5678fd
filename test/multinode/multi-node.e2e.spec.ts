/**
 * Issue #4, multi-node: three API processes on loopback sharing PostgreSQL (a schema of their
 * own) and Redis; 64 clients on 16 games, each request sent to a node picked at random, with
 * version conflicts, stale versions on purpose and repeated idempotency keys. Then: no
 * acknowledged command lost, none applied twice, every node (and a fourth started afterwards,
 * which replays the streams from the store) serves the same summaries and states, and a live
 * reader on node A saw every event — those appended through B and C too — once, in order.
 *
 * Needs PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and Redis
 * (REDIS_URL, default redis://127.0.0.1:6379). Never skipped: without them it fails, saying so.
 */
import { isDeepStrictEqual } from 'node:util';
import { SseReader } from '../api/support/sse';
import {
  type ApiNode,
  Cluster,
  REDIS_URL,
  requirePostgres,
  requireRedis,
  sleep,
  withLogs,
} from './support/cluster';
import { Load, type LoadGame, loadGame, readEvents } from './support/load';
import { checkReader, checkStream, statesOn, summariesAt } from './support/verify';

const GAMES = 16;
const CLIENTS_PER_GAME = 4;
const LOAD_MS = 12_000;
const READERS = 4;
/** Live readers open from version 2: they see everything after the game's creation. */
const READ_FROM = 2;

jest.setTimeout(150_000);

describe('three API nodes on one PostgreSQL and one Redis', () => {
  let cluster: Cluster | null = null;
  let load: Load | null = null;
  const readers: SseReader[] = [];

  beforeAll(async () => {
    await requirePostgres();
    await requireRedis();
    cluster = await Cluster.start({ nodes: 3, redisUrl: REDIS_URL, prefix: 'pratzen_mn' });
  });

  afterAll(async () => {
    await Promise.all(readers.map((r) => r.close()));
    await cluster?.close();
  });

  test('64 concurrent clients: nothing lost, nothing twice, every node agrees', () =>
    withLogs(
      cluster,
      async () => {
        if (cluster === null) throw new Error('no cluster');
        const [a, b, c] = cluster.nodes as [ApiNode, ApiNode, ApiNode];
        const nodes = [a, b, c];
        // each node healthy: its Redis connection may still be opening just after start-up (the
        // node answers `degraded` until then), so it is given up to 15 s to say `ok`
        for (const node of nodes) {
          const deadline = Date.now() + 15_000;
          let h = await node.client.get<{ status: string; services?: unknown }>('/health');
          while (h.body.status !== 'ok' && Date.now() < deadline) {
            await new Promise((r) => setTimeout(r, 200));
            h = await node.client.get<{ status: string; services?: unknown }>('/health');
          }
          expect({ node: node.name, status: h.status, health: h.body }).toMatchObject({
            node: node.name,
            status: 200,
            health: { status: 'ok' },
          });
        }

        // Games created through all three nodes.
        const games: LoadGame[] = await Promise.all(
          Array.from({ length: GAMES }, async (_, i) =>
            loadGame(await (nodes[i % 3] as ApiNode).client.createGame({ label: `mn-${i}` })),
          ),
        );
        // Live readers on node A, opened before any command.
        const watched = games.slice(0, READERS);
        for (const game of watched) {
          const reader = await SseReader.open(
            `${a.url}/v1/games/${game.id}/events/stream?from=${READ_FROM}`,
            { authorization: `Bearer ${game.referee}` },
          );
          readers.push(reader);
          expect(reader.status).toBe(200);
        }

        const running = new Load({
          nodes: () => nodes,
          games,
          clientsPerGame: CLIENTS_PER_GAME,
          keyed: 0.2,
          repeat: 0.5,
          stale: 0.05,
          unversioned: 0.1,
          retryNetworkErrors: false,
        });
        load = running;
        const started = Date.now();
        await sleep(LOAD_MS);
        // A loaded machine acknowledges fewer commands in LOAD_MS: the load goes on (up to four
        // times as long) until it has done what the checks below need, so that they test the
        // cluster's correctness, not this machine's speed.
        const enough = (): boolean =>
          running.acknowledged > GAMES * 10 &&
          nodes.every((node) => (running.acksByNode.get(node.name) ?? 0) > 10) &&
          running.count('409 VERSION_CONFLICT') > 0 &&
          running.staleSent > 0 &&
          running.repeats > 10;
        while (!enough() && Date.now() - started < 4 * LOAD_MS) await sleep(250);
        await load.stop();
        const seconds = (Date.now() - started) / 1000;
        const report = load.summary();
        console.log(
          `multi-node load: ${load.acknowledged} commands acknowledged in ${seconds.toFixed(1)} s ` +
            `by ${GAMES * CLIENTS_PER_GAME} clients on 3 nodes; ${report}`,
        );
        expect(load.violations).toEqual([]);
        // The load did what it is meant to: many commands through every node, lost races,
        // refused stale versions, repeated keys.
        expect(load.acknowledged).toBeGreaterThan(GAMES * 10);
        for (const node of nodes) expect(load.acksByNode.get(node.name) ?? 0).toBeGreaterThan(10);
        expect(load.count('409 VERSION_CONFLICT')).toBeGreaterThan(0);
        expect(load.staleSent).toBeGreaterThan(0);
        expect(load.repeats).toBeGreaterThan(10);

        // Every stream, read through node B: nothing lost, nothing twice, and here every batch
        // was acknowledged to someone (no request failed).
        const problems: string[] = [];
        const streams = new Map<string, Awaited<ReturnType<typeof readEvents>>>();
        for (const game of load.games) {
          const events = await readEvents(b.client, game);
          streams.set(game.id, events);
          const acks = load.acks.filter((x) => x.gameId === game.id);
          const stream = checkStream(game, events, acks);
          problems.push(...stream.problems);
          if (stream.unacknowledged > 0) {
            problems.push(
              `game ${game.id}: ${stream.unacknowledged} batches nobody was told about`,
            );
          }
          if (stream.batches !== acks.length) {
            problems.push(
              `game ${game.id}: ${stream.batches} batches, ${acks.length} acknowledged`,
            );
          }
        }
        expect(problems).toEqual([]);

        // Every node serves the same summary and state, equal to a fresh replay: node D, started
        // now, rebuilds everything from the store; `state?at=` one version back replays on each.
        const d = await cluster.addNode();
        const all = [...nodes, d];
        for (const game of load.games) {
          const events = streams.get(game.id) ?? [];
          const version = events.length;
          const summaries = await summariesAt(
            all.map((n) => n.client),
            game,
            version,
          );
          for (const [i, s] of summaries.entries()) {
            expect({ node: all[i]?.name, game: game.id, version: s.version }).toEqual({
              node: all[i]?.name,
              game: game.id,
              version,
            });
            expect(s).toEqual(summaries[0]);
          }
          const states = await Promise.all(all.map((n) => statesOn(n.client, game, version)));
          for (const [i, s] of states.entries()) {
            expect({ node: all[i]?.name, state: s.now }).toEqual({
              node: all[i]?.name,
              state: states[3]?.now,
            });
            expect(s.at).toEqual(s.now);
          }
          if (version > 2) {
            const back = await Promise.all(
              all.map(
                async (n) =>
                  (
                    await n.client.get(`/v1/games/${game.id}/state?at=${version - 1}`, {
                      token: game.referee,
                    })
                  ).body,
              ),
            );
            expect(back.every((s) => isDeepStrictEqual(s, back[0]))).toBe(true);
          }
        }

        // Node A's live readers: every event once, in order, including those through B and C.
        for (const [i, game] of watched.entries()) {
          const reader = readers[i] as SseReader;
          const events = streams.get(game.id) ?? [];
          await reader.waitFor(events.length - READ_FROM + 1, 10_000).catch(() => undefined);
          await sleep(200); // nothing more may come
          expect(checkReader(game, reader, READ_FROM, events)).toEqual([]);
          const throughOthers = load.acks.filter(
            (x) => x.gameId === game.id && x.node !== a.name,
          ).length;
          expect(throughOthers).toBeGreaterThan(0);
        }
      },
      () => `load: ${load?.summary() ?? 'not started'}`,
    ));
});
