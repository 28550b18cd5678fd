/**
 * The command load of the multi-node and fault tests: clients playing SPI games through
 * whichever API node they pick at random for each request, recording every acknowledged (201)
 * command and everything that should not happen.
 *
 * Each client reads the game's summary, then sends a command for the side to act: the answer
 * to a pending decision (the first legal action), else EndPhase (after a 422, a legal action).
 * Several clients on one game race: most lose with 409 VERSION_CONFLICT (or 403 NOT_YOUR_TURN
 * when the turn moved on). On purpose, some commands carry an expectedVersion one behind (they
 * must never be applied), some none at all, and some carry an Idempotency-Key and are sent again
 * after their 201 (the second answer must equal the first).
 */
import { isDeepStrictEqual } from 'node:util';
import type { Client, Reply } from '../../api/support/client';
import type {
  Action,
  Command,
  CommandResult,
  CreatedGame,
  Envelope,
  Summary,
} from '../../api/support/types';
import { type ApiNode, sleep } from './cluster';

/** What a client needs of a game: its id and the tokens. */
export interface LoadGame {
  readonly id: string;
  readonly seats: Readonly<Record<string, string>>;
  readonly referee: string;
}

export const loadGame = (created: CreatedGame): LoadGame => ({
  id: created.game.id,
  seats: Object.fromEntries(Object.entries(created.seats).map(([side, s]) => [side, s.token])),
  referee: created.refereeToken,
});

/** An acknowledged command. */
export interface Ack {
  readonly gameId: string;
  /** The node that answered 201. */
  readonly node: string;
  readonly key: string | null;
  readonly result: CommandResult;
}

export interface LoadOptions {
  /** The nodes to pick from (those still running). */
  readonly nodes: () => readonly ApiNode[];
  /** The games to start with; one that ends is replaced by a new game (created at random). */
  readonly games: readonly LoadGame[];
  readonly clientsPerGame: number;
  /** Share of commands sent with an Idempotency-Key (1: all). */
  readonly keyed: number;
  /** Share of keyed 201s sent again, with the same key, to a node picked at random. */
  readonly repeat: number;
  /** Share of commands sent with an expectedVersion one behind the summary's, on purpose. */
  readonly stale: number;
  /** Share of commands sent without expectedVersion. */
  readonly unversioned: number;
  /**
   * Fault tests: a request that fails on the network (its node killed) is sent again, with the
   * same Idempotency-Key, to another node. Otherwise a network error is a violation.
   */
  readonly retryNetworkErrors: boolean;
  readonly seed?: number;
}

/** mulberry32: a small seeded generator, so that a failing run can be told apart. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MAX_SENDS = 8;

/** Where the clients of one game play: the game, and its successor once it is over. */
interface Slot {
  game: LoadGame;
  next: Promise<LoadGame> | null;
}

export class Load {
  readonly acks: Ack[] = [];
  /** Every game played, the replacements included. */
  readonly games: LoadGame[] = [];
  /** Every answer by status and code, e.g. `201`, `409 VERSION_CONFLICT`. */
  readonly answers = new Map<string, number>();
  readonly acksByNode = new Map<string, number>();
  /** What must never happen, one line each. */
  readonly violations: string[] = [];
  readonly seed: number;
  /** Keyed 201s sent again, and deliberately stale commands sent. */
  repeats = 0;
  staleSent = 0;
  /** Requests that failed on the network, and keyed commands given up after MAX_SENDS tries. */
  networkErrors = 0;
  abandoned = 0;
  private stopped = false;
  private readonly random: () => number;
  private readonly done: Promise<void>;
  private sequence = 0;

  constructor(private readonly options: LoadOptions) {
    this.seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
    this.random = seeded(this.seed);
    this.games.push(...options.games);
    const clients = options.games.flatMap((game) => {
      const slot: Slot = { game, next: null };
      return Array.from({ length: options.clientsPerGame }, (_, i) => this.client(slot, i));
    });
    this.done = Promise.all(clients).then(() => undefined);
  }

  get acknowledged(): number {
    return this.acks.length;
  }

  count(answer: string): number {
    return this.answers.get(answer) ?? 0;
  }

  /** Asks every client to stop after its current request; resolves once all have. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.done;
  }

  summary(): string {
    const answers = [...this.answers]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, n]) => `${k} ×${n}`)
      .join(', ');
    const byNode = [...this.acksByNode].map(([k, n]) => `${k} ${n}`).join(', ');
    return (
      `seed ${this.seed}; ${this.games.length} games; answers: ${answers}; ` +
      `acknowledged by node: ${byNode}; ` +
      `idempotent repeats ${this.repeats}; deliberately stale ${this.staleSent}; ` +
      `network errors ${this.networkErrors}; abandoned ${this.abandoned}`
    );
  }

  private pick(): ApiNode {
    const nodes = this.options.nodes();
    const node = nodes[Math.floor(this.random() * nodes.length)];
    if (node === undefined) throw new Error('no API node left to send to');
    return node;
  }

  private bump(map: Map<string, number>, key: string): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }

  private violation(text: string): void {
    if (this.violations.length < 200) this.violations.push(text);
  }

  /** A GET on a random node; null after a network error (a violation unless expected). */
  private async read<T>(path: string, token?: string): Promise<Reply<T> | null> {
    const node = this.pick();
    try {
      return await node.client.get<T>(path, token !== undefined ? { token } : {});
    } catch (error) {
      this.networkError(node, `GET ${path}`, error);
      return null;
    }
  }

  private networkError(node: ApiNode, what: string, error: unknown): void {
    this.networkErrors++;
    if (!this.options.retryNetworkErrors) {
      this.violation(`${what} on node ${node.name}: ${String(error)}`);
    }
  }

  /**
   * Sends a command; after a network error, sends it again with the same key to another node.
   * Returns the node that answered and the answer, or null when the outcome is unknown.
   */
  private async send(
    game: LoadGame,
    token: string,
    body: Command,
    key: string | null,
  ): Promise<{ node: ApiNode; reply: Reply<unknown> } | null> {
    const headers: Record<string, string> = key !== null ? { 'idempotency-key': key } : {};
    for (let attempt = 1; attempt <= MAX_SENDS; attempt++) {
      const node = this.pick();
      try {
        return { node, reply: await node.client.command<unknown>(game.id, token, body, headers) };
      } catch (error) {
        this.networkError(node, `POST ${body.type} to game ${game.id}`, error);
        if (key === null || !this.options.retryNetworkErrors) return null;
        await sleep(50);
      }
    }
    this.abandoned++;
    return null;
  }

  /** The game after `over` in this slot, created once by whichever client asks first. */
  private async successor(slot: Slot, over: LoadGame): Promise<LoadGame | null> {
    if (slot.game !== over) return slot.game;
    slot.next ??= (async () => {
      const node = this.pick();
      const game = loadGame(await node.client.createGame({ label: 'load' }));
      this.games.push(game);
      return game;
    })();
    try {
      const next = await slot.next;
      if (slot.game === over) {
        slot.game = next;
        slot.next = null;
      }
      return slot.game;
    } catch (error) {
      slot.next = null;
      if (!this.options.retryNetworkErrors) this.violation(`create a game: ${String(error)}`);
      return null;
    }
  }

  private async client(slot: Slot, index: number): Promise<void> {
    let preferAction = false;
    while (!this.stopped) {
      const game = slot.game;
      const r = await this.read<Summary>(`/v1/games/${game.id}`);
      if (r === null) {
        await sleep(20);
        continue;
      }
      if (r.status !== 200) {
        this.violation(`GET summary of ${game.id}: ${r.status} ${JSON.stringify(r.body)}`);
        await sleep(50);
        continue;
      }
      const s = r.body;
      if (s.status !== 'active') {
        await this.successor(slot, game);
        continue;
      }
      const side = s.pendingDecision?.side ?? s.activeSide;
      const token = game.seats[side];
      if (token === undefined) {
        this.violation(`game ${game.id}: no seat for side ${side}`);
        return;
      }
      let command: Command = { type: 'EndPhase' };
      if (s.pendingDecision !== null || preferAction) {
        const a = await this.read<Action[]>(`/v1/games/${game.id}/legal-actions`, token);
        if (a === null || a.status !== 200) {
          if (a !== null) this.violation(`legal-actions of ${game.id}: ${a.status}`);
          continue;
        }
        const first = a.body.find((x) => x.command.type === 'EndPhase') ?? a.body[0];
        if (first === undefined) continue; // the turn moved on since the summary
        command = first.command;
      }
      preferAction = false;

      const roll = this.random();
      const stale = roll < this.options.stale && s.version > 1;
      const unversioned = !stale && roll > 1 - this.options.unversioned;
      if (stale) this.staleSent++;
      const body: Command = unversioned
        ? command
        : { ...command, expectedVersion: stale ? s.version - 1 : s.version };
      const key =
        this.random() < this.options.keyed ? `c${index}-${game.id}-${++this.sequence}` : null;

      const sent = await this.send(game, token, body, key);
      if (sent === null) continue;
      const { node, reply } = sent;
      const code = (reply.body as { code?: string } | null)?.code;
      this.bump(this.answers, `${reply.status}${code !== undefined ? ` ${code}` : ''}`);
      if (reply.status === 201) {
        const result = reply.body as CommandResult;
        if (stale) {
          this.violation(
            `game ${game.id}: ${body.type} with a stale expectedVersion ` +
              `${s.version - 1} was applied by node ${node.name} (version ${result.version})`,
          );
        }
        this.acknowledge(game, node, key, result);
        if (key !== null && this.random() < this.options.repeat) {
          await this.repeat(game, token, body, key, result);
        }
        continue;
      }
      if (reply.status === 409 || reply.status === 403) continue; // lost a race
      if (reply.status === 422) {
        preferAction = true;
        continue;
      }
      this.violation(
        `game ${game.id}: ${body.type} on node ${node.name} → ${reply.status} ${JSON.stringify(reply.body)}`,
      );
    }
  }

  private acknowledge(game: LoadGame, node: ApiNode, key: string | null, result: CommandResult) {
    const versions = result.events.map((e) => e.version);
    const last = versions[versions.length - 1];
    if (versions.length === 0 || last !== result.version) {
      this.violation(
        `game ${game.id}: a 201 with events ${versions} and version ${result.version}`,
      );
    }
    this.acks.push({ gameId: game.id, node: node.name, key, result });
    this.bump(this.acksByNode, node.name);
  }

  /** The same command with the same key again: the first answer, and nothing appended. */
  private async repeat(
    game: LoadGame,
    token: string,
    body: Command,
    key: string,
    first: CommandResult,
  ): Promise<void> {
    this.repeats++;
    const again = await this.send(game, token, body, key);
    if (again === null) return;
    const { node, reply } = again;
    if (reply.status !== 201 || !isDeepStrictEqual(reply.body, first)) {
      this.violation(
        `game ${game.id}: Idempotency-Key ${key} repeated on node ${node.name} → ${reply.status} ` +
          `${JSON.stringify(reply.body).slice(0, 300)}; the first answer was versions ` +
          `${first.events.map((e) => e.version).join(',')} (${first.events[0]?.meta.commandId})`,
      );
    }
  }
}

/** The whole stream of a game as `client` serves it to the referee. */
export async function readEvents(client: Client, game: LoadGame): Promise<Envelope[]> {
  const events: Envelope[] = [];
  for (;;) {
    const r = await client.get<Envelope[]>(
      `/v1/games/${game.id}/events?from=${events.length + 1}&limit=1000`,
      { token: game.referee },
    );
    if (r.status !== 200) throw new Error(`events of ${game.id}: ${r.status}`);
    events.push(...r.body);
    if (r.body.length < 1000) return events;
  }
}
