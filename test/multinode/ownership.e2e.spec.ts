/**
 * Issue #33, game ownership: API nodes on PostgreSQL and Redis, each keeping (and folding) only
 * the games it owns by rendezvous hashing of the game id over the live members.
 *  1. Two nodes A and B: each holds exactly the games it owns (`pratzen_cache_entries{cache=
 *     "games"}`), although every game was created through A; commands sent to any node are
 *     acknowledged, and every node's games list shows every game at its latest version (another
 *     node's game summarised from the Redis message of the node that appended, never folded).
 *  2. Node C joins: it takes its share (A and B drop the games that moved; C holds them once
 *     they move on) and commands through every node go on.
 *  3. Node C is SIGKILLed: once its membership lapses A and B own its games again and play on.
 * Then every game's stream is whole (versions 1..n, one batch per acknowledged command), the
 * summaries agree on the survivors, and every record verifies.
 *
 * Needs PostgreSQL (DATABASE_URL) and Redis (REDIS_URL); never skipped.
 */
import { ownerOf } from '../../apps/api/src/cluster/rendezvous';
import type { Summary } from '../api/support/types';
import {
  type ApiNode,
  Cluster,
  REDIS_URL,
  requirePostgres,
  requireRedis,
  sleep,
  withLogs,
} from './support/cluster';
import { type LoadGame, loadGame, readEvents } from './support/load';
import { summariesAt } from './support/verify';

jest.setTimeout(240_000);

const GAMES = 12;
/** Short heartbeats: membership changes are seen within a second. */
const ENV = { CLUSTER_HEARTBEAT_MS: '200', CLUSTER_LEASE_MS: '1000' };

/** Games this node holds in memory (GET /metrics). */
async function gamesHeld(node: ApiNode): Promise<number> {
  const text = await (await fetch(`${node.url}/metrics`)).text();
  const m = /^pratzen_cache_entries\{cache="games"\} (\d+)/m.exec(text);
  if (m?.[1] === undefined) throw new Error(`no games cache gauge on node ${node.name}`);
  return Number(m[1]);
}

/** Polls until `f` holds (or `ms` passed); returns whether it did. */
async function until(f: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!(await f())) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

const owned = (nodes: readonly ApiNode[], node: ApiNode, games: readonly LoadGame[]): number =>
  games.filter(
    (g) =>
      ownerOf(
        g.id,
        nodes.map((n) => n.url),
      ) === node.url,
  ).length;

describe('game ownership: a node holds the games it owns; ownership moves with membership', () => {
  let cluster: Cluster | null = null;
  const log: string[] = [];

  beforeAll(async () => {
    await requirePostgres();
    await requireRedis();
    cluster = await Cluster.start({
      nodes: 2,
      redisUrl: REDIS_URL,
      prefix: 'pratzen_own',
      env: ENV,
    });
  });
  afterAll(() => cluster?.close());

  /** One legal command for each game, each through the next node in turn; all must be 201. */
  async function playRound(games: readonly LoadGame[], nodes: readonly ApiNode[]): Promise<void> {
    let i = 0;
    for (const game of games) {
      const node = nodes[i++ % nodes.length] as ApiNode;
      const summary = (await node.client.get<Summary>(`/v1/games/${game.id}`)).body;
      const side = summary.pendingDecision?.side ?? summary.activeSide;
      const token = game.seats[side] as string;
      const [action] = await node.client.actions(game.id, token, '?type=EndPhase');
      const [any] = action === undefined ? await node.client.actions(game.id, token) : [action];
      const r = await node.client.command(game.id, token, {
        ...any?.command,
        expectedVersion: summary.version,
      });
      expect({ game: game.id, node: node.name, status: r.status }).toEqual({
        game: game.id,
        node: node.name,
        status: 201,
      });
    }
  }

  /** Every node's games list shows every game at its stream's version (within 10 s). */
  async function listsCurrent(games: readonly LoadGame[], nodes: readonly ApiNode[]) {
    const versions = new Map<string, number>();
    for (const g of games) versions.set(g.id, (await readEvents(nodes[0]!.client, g)).length);
    const stale = async (): Promise<string[]> => {
      const out: string[] = [];
      for (const node of nodes) {
        const list = (await node.client.get<{ items: Summary[] }>('/v1/games?first=100')).body;
        for (const [id, version] of versions) {
          const item = list.items.find((s) => s.id === id);
          if (item?.version !== version) out.push(`${node.name}: ${id} at ${item?.version}`);
        }
      }
      return out;
    };
    await until(async () => (await stale()).length === 0, 10_000);
    expect(await stale()).toEqual([]);
  }

  test('each node holds its own games; C joins and takes its share; C killed, A and B play on', () =>
    withLogs(
      cluster,
      async () => {
        if (cluster === null) throw new Error('no cluster');
        const [a, b] = cluster.nodes as [ApiNode, ApiNode];
        const games = await Promise.all(
          Array.from({ length: GAMES }, async (_, i) =>
            loadGame(await a.client.createGame({ label: `own-${i}` })),
          ),
        );
        await playRound(games, [a, b]);

        // 1. A and B: each holds its own games only (created through A, played through both).
        const two = [a, b];
        for (const node of two) {
          const want = owned(two, node, games);
          const ok = await until(async () => (await gamesHeld(node)) === want);
          log.push(`${node.name} holds ${await gamesHeld(node)} of ${want} owned`);
          expect({ node: node.name, ok }).toEqual({ node: node.name, ok: true });
        }
        expect(owned(two, a, games)).toBeGreaterThan(0);
        expect(owned(two, b, games)).toBeGreaterThan(0);
        await listsCurrent(games, two);

        // 2. C joins: its games leave A and B, and C holds them once they move on.
        const c = await cluster.addNode();
        const three = [a, b, c];
        expect(owned(three, c, games)).toBeGreaterThan(0);
        for (const node of two) {
          const want = owned(three, node, games);
          const ok = await until(async () => (await gamesHeld(node)) === want);
          log.push(`after C joined, ${node.name} holds ${await gamesHeld(node)} of ${want}`);
          expect({ node: node.name, ok }).toEqual({ node: node.name, ok: true });
        }
        await playRound(games, three);
        const cWants = owned(three, c, games);
        const cOk = await until(async () => (await gamesHeld(c)) === cWants);
        log.push(`C holds ${await gamesHeld(c)} of ${cWants}`);
        expect(cOk).toBe(true);
        await listsCurrent(games, three);

        // 3. C is SIGKILLed: after its lease A and B own its games and play them. A node takes
        // a game it came to own when the game is next asked of it (until C's lease lapses, A and
        // B still count C a member and read its games on demand without keeping them): play
        // rounds until each holds its new share.
        await c.kill();
        for (const node of two) {
          const want = owned(two, node, games);
          const ok = await until(async () => {
            await playRound(games, two);
            return (await gamesHeld(node)) === want;
          });
          log.push(`after C died, ${node.name} holds ${await gamesHeld(node)} of ${want}`);
          expect({ node: node.name, ok }).toEqual({ node: node.name, ok: true });
        }
        await listsCurrent(games, two);

        // Every stream whole, the survivors agree, every record verifies.
        for (const game of games) {
          const events = await readEvents(b.client, game);
          expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
          const [sa, sb] = await summariesAt([a.client, b.client], game, events.length);
          expect(sa?.version).toBe(events.length);
          expect(sb).toEqual(sa);
          const record = await a.client.get(`/v1/games/${game.id}/record?seed=true`, {
            token: game.referee,
          });
          const report = await b.client.post<{ ok: boolean }>('/v1/records/verify', {
            body: record.body,
          });
          expect({ game: game.id, ok: report.body.ok }).toEqual({ game: game.id, ok: true });
        }
        console.log(`ownership: ${log.join('; ')}`);
      },
      () => log.join('; '),
    ));
});
