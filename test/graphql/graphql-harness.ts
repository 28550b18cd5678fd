import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FormattedExecutionResult } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createApp } from '../../apps/api/src/app';
import { configFromEnv } from '../../apps/api/src/config';

/** A GraphQL error as the server formats it. */
export interface GqlError {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly extensions: {
    readonly code: string;
    readonly status: number;
    readonly rule?: string;
    readonly rulesetId?: string;
    readonly [key: string]: unknown;
  };
}

export interface GqlResponse<T> {
  readonly httpStatus: number;
  readonly data?: T | null;
  readonly errors?: readonly GqlError[];
}

export interface GraphqlServerOptions {
  /** Environment variables for configFromEnv, on top of the harness's defaults. */
  readonly env?: Readonly<Record<string, string>>;
}

/** The real app (createApp) on 127.0.0.1:0 with a SQLite store in a temporary directory. */
export class GraphqlServer {
  private constructor(
    readonly app: NestFastifyApplication,
    readonly url: string,
    private readonly dataDir: string,
    private readonly clients: Client[] = [],
  ) {}

  /**
   * Starts the app; `options.env` adds to (or overrides) its environment, e.g. rate limits. The
   * data directory, host and port are always the harness's own.
   */
  static async start(options: GraphqlServerOptions = {}): Promise<GraphqlServer> {
    const dataDir = mkdtempSync(join(tmpdir(), 'pratzen-graphql-'));
    const config = configFromEnv({
      ...options.env,
      PRATZEN_DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
    });
    const app = await createApp({ config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    return new GraphqlServer(app, `127.0.0.1:${address.port}`, dataDir);
  }

  /** POST /graphql over real HTTP. */
  async query<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    authorization?: string,
  ): Promise<GqlResponse<T>> {
    const response = await fetch(`http://${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<GqlResponse<T>, 'httpStatus'>;
    return { httpStatus: response.status, ...body };
  }

  /** Like `query`, but fails the test on any error. */
  async ok<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    authorization?: string,
  ): Promise<T> {
    const result = await this.query<T>(query, variables, authorization);
    if (result.errors !== undefined || result.data == null) {
      throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
    }
    return result.data;
  }

  /** A graphql-ws client (the `ws` implementation) sending `authorization` in connectionParams. */
  wsClient(authorization?: unknown): Client {
    const client = createClient({
      url: `ws://${this.url}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: authorization !== undefined ? { authorization } : {},
      retryAttempts: 0,
      lazy: true,
    });
    this.clients.push(client);
    return client;
  }

  /** Closes every graphql-ws client opened so far (their sockets close). */
  async closeClients(): Promise<void> {
    await Promise.all(this.clients.splice(0).map((c) => c.dispose()));
  }

  async stop(): Promise<void> {
    await this.closeClients();
    await this.app.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * A subscription's results collected as they arrive, with a way to wait until a condition on
 * them holds (or fail after a timeout).
 */
export class Collector<T> {
  readonly results: FormattedExecutionResult<T, unknown>[] = [];
  completed = false;
  error: unknown = undefined;
  private waiters: (() => void)[] = [];
  readonly unsubscribe: () => void;

  constructor(client: Client, query: string, variables: Record<string, unknown>) {
    this.unsubscribe = client.subscribe<T>(
      { query, variables },
      {
        next: (r) => this.push(() => this.results.push(r)),
        error: (e) => this.push(() => (this.error = e)),
        complete: () => this.push(() => (this.completed = true)),
      },
    );
  }

  until(check: (c: this) => boolean, what: string, timeoutMs = 5_000): Promise<void> {
    if (check(this)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for ${what}: ${JSON.stringify(this.results)}`)),
        timeoutMs,
      );
      const waiter = (): void => {
        if (!check(this)) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve();
      };
      this.waiters.push(waiter);
    });
  }

  private push(update: () => void): void {
    update();
    for (const w of [...this.waiters]) w();
  }
}

export const bearer = (token: string): string => `Bearer ${token}`;

export interface Seats {
  readonly gameId: string;
  readonly french: string;
  readonly allied: string;
  readonly referee: string;
}

/** Creates a historical game of a ruleset through GraphQL; the tokens as Authorization values. */
export async function createHistoricalGame(
  server: GraphqlServer,
  rulesetId: string,
  label?: string,
): Promise<Seats> {
  const { createGame } = await server.ok<{
    createGame: {
      game: { id: string };
      seats: { side: string; token: string }[];
      refereeToken: string;
    };
  }>(
    `mutation($input: CreateGameInput!) {
      createGame(input: $input) { game { id } seats { side token } refereeToken }
    }`,
    { input: { rulesetId, scenarioId: 'historical', ...(label ? { label } : {}) } },
  );
  const token = (side: string): string => {
    const seat = createGame.seats.find((s) => s.side === side);
    if (seat === undefined) throw new Error(`no ${side} seat`);
    return bearer(seat.token);
  };
  return {
    gameId: createGame.game.id,
    french: token('french'),
    allied: token('allied'),
    referee: bearer(createGame.refereeToken),
  };
}

/** Creates an SPI 1980 historical game through GraphQL; the tokens as Authorization values. */
export const createSpiGame = (server: GraphqlServer, label?: string): Promise<Seats> =>
  createHistoricalGame(server, 'spi-1980', label);
