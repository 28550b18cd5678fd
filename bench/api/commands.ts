/** The command load: clients each sending EndPhase on their own game, and what they saw. */
import type { HttpClient as Connection } from './http-client';
import {
  type Command,
  type Envelope,
  END_PHASE,
  type Game,
  type Summary,
  actingSide,
} from './games';
import { now } from './measure';

export interface CommandStats {
  readonly latencies: number[];
  readonly mix: Map<string, number>;
  readonly problems: Map<string, number>;
  events: number;
  gamesFinished: number;
  gamesCreatedInline: number;
}

export const newStats = (): CommandStats => ({
  latencies: [],
  mix: new Map(),
  problems: new Map(),
  events: 0,
  gamesFinished: 0,
  gamesCreatedInline: 0,
});

const bump = (m: Map<string, number>, key: string): void => {
  m.set(key, (m.get(key) ?? 0) + 1);
};

/**
 * One client: its game, one command at a time, `EndPhase` with the version it last saw. After
 * anything but 201 it reads the summary again and, on a 422, sends the first legal action (an
 * answer to a pending decision, say) instead. A finished game is swapped for the next one.
 */
async function commandClient(
  conn: Connection,
  first: Game,
  deadline: number,
  stats: CommandStats,
  nextGame: (conn: Connection) => Promise<Game>,
): Promise<Game> {
  let game = first;
  let pending: Command | null = null;
  let misses = 0;
  while (now() < deadline) {
    if (game.over || misses >= 5) {
      game = await nextGame(conn);
      pending = null;
      misses = 0;
      continue;
    }
    const command = pending ?? END_PHASE;
    pending = null;
    const t0 = now();
    const r = await conn.send('POST', `/v1/games/${game.id}/commands`, game.tokens[game.side], {
      ...command,
      expectedVersion: game.version,
    });
    const elapsed = now() - t0;
    if (r.status === 201) {
      misses = 0;
      stats.latencies.push(elapsed);
      bump(stats.mix, command.type);
      const body = JSON.parse(r.text) as { version: number; events: Envelope[] };
      game.version = body.version;
      stats.events += body.events.length;
      for (const e of body.events) {
        const next = e.type === 'PhaseEnded' ? (e.data?.['next'] as { side: string } | null) : null;
        if (next) game.side = next.side;
        if (e.type === 'GameEnded') {
          game.over = true;
          stats.gamesFinished++;
        }
      }
      continue;
    }
    misses++;
    let code = '';
    try {
      code = String((JSON.parse(r.text) as { code?: string }).code ?? '');
    } catch {
      // not JSON: the status says enough
    }
    bump(stats.problems, `${r.status} ${code}`.trim());
    const s = await conn.json<Summary>('GET', `/v1/games/${game.id}`);
    game.version = s.version;
    game.side = actingSide(s);
    game.over = s.status !== 'active';
    if (!game.over && r.status === 422) {
      const actions = await conn.json<{ command: Command }[]>(
        'GET',
        `/v1/games/${game.id}/legal-actions`,
        game.tokens[game.side],
      );
      pending =
        actions.find((a) => a.command.type === 'EndPhase')?.command ?? actions[0]?.command ?? null;
    }
  }
  return game;
}

/** Every client for `seconds` (client i on connection i); returns the elapsed wall time in ms. */
export async function commandRun(
  conns: readonly Connection[],
  games: Game[],
  seconds: number,
  stats: CommandStats,
  nextGame: (conn: Connection) => Promise<Game>,
): Promise<number> {
  const start = now();
  const deadline = start + seconds * 1000;
  const last = await Promise.all(
    games.map((g, i) => commandClient(conns[i] as Connection, g, deadline, stats, nextGame)),
  );
  games.splice(0, games.length, ...last);
  return now() - start;
}
