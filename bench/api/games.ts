/** SPI games over the REST API: their wire shapes, and a factory of games ready to play. */
import type { HttpClient as Connection } from './http-client';

export interface Command {
  readonly type: string;
  readonly [member: string]: unknown;
}

export interface Summary {
  readonly id: string;
  readonly status: string;
  readonly version: number;
  readonly activeSide: string;
  readonly pendingDecision: { readonly side: string } | null;
}

export interface Envelope {
  readonly type: string;
  readonly data: Record<string, unknown> | null;
}

export interface Game {
  readonly id: string;
  readonly tokens: Readonly<Record<string, string>>;
  version: number;
  side: string;
  over: boolean;
}

export const END_PHASE: Command = { type: 'EndPhase' };

/** Who must act now, from a summary: the owner of a pending decision, else the phasing side. */
export const actingSide = (s: Summary): string => s.pendingDecision?.side ?? s.activeSide;

/** Creates SPI games (server dice) with the French reserve already written down (12.0). */
export class GameFactory {
  private plot: Command | null = null;

  async create(conn: Connection): Promise<Game> {
    const created = await conn.json<{ game: Summary; seats: Record<string, { token: string }> }>(
      'POST',
      '/v1/games',
      undefined,
      { rulesetId: 'spi-1980', scenarioId: 'historical', dice: { mode: 'server' }, label: 'bench' },
    );
    const id = created.game.id;
    const tokens = Object.fromEntries(
      Object.entries(created.seats).map(([side, seat]) => [side, seat.token]),
    );
    const french = tokens['french'];
    // The historical set-up is the same in every game: the plot offered once fits them all.
    const r =
      this.plot === null
        ? null
        : await conn.send('POST', `/v1/games/${id}/commands`, french, {
            ...this.plot,
            expectedVersion: 1,
          });
    if (r === null || r.status !== 201) {
      const actions = await conn.json<{ command: Command }[]>(
        'GET',
        `/v1/games/${id}/legal-actions`,
        french,
      );
      const plot = actions.find((a) => a.command.type === 'PlotReserveDeployment')?.command;
      if (plot === undefined) throw new Error(`game ${id}: no reserve plot offered`);
      await conn.json('POST', `/v1/games/${id}/commands`, french, { ...plot, expectedVersion: 1 });
      this.plot = plot;
    }
    const s = await conn.json<Summary>('GET', `/v1/games/${id}`);
    return { id, tokens, version: s.version, side: actingSide(s), over: s.status !== 'active' };
  }

  /** `count` games, one request at a time on each connection. */
  async many(count: number, conns: readonly Connection[]): Promise<Game[]> {
    const games: Game[] = [];
    let left = count;
    await Promise.all(
      conns.map(async (conn) => {
        while (left > 0) {
          left--;
          games.push(await this.create(conn));
        }
      }),
    );
    return games;
  }
}
