/**
 * boardgame.io clients over its socket.io protocol (what its own `SocketIO` client transport
 * sends: `sync`, then `update` with the action, the state id, the match and the player), one
 * match each, each keeping one move in flight: it sends `march` for the player to move, waits
 * for the server's `update` of its match, and sends the next.
 */
import { type Socket, io } from 'socket.io-client';
import { type MarchState, reach } from './bgio-game';
import { now } from '../api/measure';

interface BgioState {
  readonly G: MarchState;
  readonly ctx: { readonly currentPlayer: string };
  readonly _stateID: number;
}

/** Fails a wait that would otherwise hang (a move the server dropped). */
const MOVE_TIMEOUT_MS = 10_000;

export class BgioClient {
  private state: BgioState | null = null;
  private waiting: ((s: BgioState) => void) | null = null;
  private turn = 0;

  private constructor(
    private readonly socket: Socket,
    private readonly matchID: string,
  ) {
    socket.on('sync', (matchID: string, info: { state: BgioState }) =>
      this.seen(matchID, info.state),
    );
    socket.on('update', (matchID: string, state: BgioState) => this.seen(matchID, state));
  }

  /** Joins match `m<index>` (made by bgio-server.ts) as player 0. */
  static async open(base: string, index: number): Promise<BgioClient> {
    const matchID = `m${index}`;
    const socket = io(`${base}/march`, { transports: ['websocket'], reconnection: false });
    const client = new BgioClient(socket, matchID);
    const synced = client.next();
    socket.emit('sync', matchID, '0', undefined, 2);
    await synced;
    return client;
  }

  private seen(matchID: string, state: BgioState): void {
    if (matchID !== this.matchID) return;
    this.state = state;
    const w = this.waiting;
    this.waiting = null;
    w?.(state);
  }

  private next(): Promise<BgioState> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`boardgame.io: no update in ${MOVE_TIMEOUT_MS} ms`)),
        MOVE_TIMEOUT_MS,
      );
      this.waiting = (s) => {
        clearTimeout(timer);
        resolve(s);
      };
    });
  }

  /** One move of the player to move, to a reachable cell; its round-trip in ms. */
  async move(): Promise<number> {
    const s = this.state;
    if (s === null) throw new Error('not synced');
    const player = s.ctx.currentPlayer;
    const unit = Math.floor(this.turn / 2) % 8;
    const cells = [...reach(s.G, player, unit).keys()].slice(1);
    const to = cells[(this.turn * 7) % Math.max(1, cells.length)] ?? -1;
    this.turn++;
    const action = {
      type: 'MAKE_MOVE',
      payload: { type: 'march', args: [unit, to], playerID: player },
    };
    const t0 = now();
    const updated = this.next();
    this.socket.emit('update', action, s._stateID, this.matchID, player);
    await updated;
    return now() - t0;
  }

  close(): void {
    this.socket.close();
  }
}

/** `clients` keep one move in flight each for `seconds`; every move's round-trip (ms). */
export async function bgioRun(
  clients: readonly BgioClient[],
  seconds: number,
): Promise<{ latencies: number[]; ms: number }> {
  const latencies: number[] = [];
  const start = now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    clients.map(async (c) => {
      while (now() < deadline) latencies.push(await c.move());
    }),
  );
  return { latencies, ms: now() - start };
}
