/**
 * Bot-only games as a background load for the API benches (bench:bot-seats, and bench:compare
 * with BENCH_BOT_GAMES): greedy or random against random, the registered rulesets in turn, each
 * in its bots' scenario, played by the server's bot runner while the bench measures.
 */
import { BOT_SCENARIO } from '@pratzen/bots';
import type { Connection } from './api/http-client';

interface Ruleset {
  readonly id: string;
  readonly sides: readonly string[];
}

/** Creates `count` bot-only games; their ids. */
export async function botGames(conn: Connection, count: number): Promise<string[]> {
  const rulesets = await conn.json<Ruleset[]>('GET', '/v1/rulesets');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = rulesets[i % rulesets.length] as Ruleset;
    const [first, second] = r.sides as [string, string];
    const created = await conn.json<{ game: { id: string } }>('POST', '/v1/games', undefined, {
      rulesetId: r.id,
      scenarioId: BOT_SCENARIO[r.id] ?? 'historical',
      players: { [first]: { bot: i % 2 === 0 ? 'greedy' : 'random' }, [second]: { bot: 'random' } },
      label: 'bench bots',
    });
    ids.push(created.game.id);
  }
  return ids;
}

/** The sum of the games' versions: what the bots have appended so far, with the creations. */
export async function versions(conn: Connection, ids: readonly string[]): Promise<number> {
  let total = 0;
  for (const id of ids) {
    total += (await conn.json<{ version: number }>('GET', `/v1/games/${id}`)).version;
  }
  return total;
}

/** How many of the games are over. */
export async function over(conn: Connection, ids: readonly string[]): Promise<number> {
  let n = 0;
  for (const id of ids) {
    if ((await conn.json<{ status: string }>('GET', `/v1/games/${id}`)).status === 'over') n += 1;
  }
  return n;
}
