import type { Action, CreatedGame, Problem, Summary } from './types';

export interface Reply<T> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

export interface RequestOptions {
  readonly token?: string;
  /** Serialised as JSON. */
  readonly body?: unknown;
  /** Sent as it is (for malformed bodies). */
  readonly raw?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A thin fetch wrapper: JSON in, JSON (or problem+json) out, status and headers kept. */
export class Client {
  constructor(readonly base: string) {}

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.base}${path}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text.length > 0 ? JSON.parse(text) : null) as T,
    };
  }

  get<T>(path: string, options?: RequestOptions): Promise<Reply<T>> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, options?: RequestOptions): Promise<Reply<T>> {
    return this.request<T>('POST', path, options);
  }

  /** Creates a game and fails the test unless it is 201 (`token`: an organiser's). */
  async createGame(body: Record<string, unknown> = {}, token?: string): Promise<CreatedGame> {
    const r = await this.post<CreatedGame>('/v1/games', {
      body: { rulesetId: 'spi-1980', scenarioId: 'historical', ...body },
      ...(token !== undefined ? { token } : {}),
    });
    if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  }

  async summary(gameId: string): Promise<Summary> {
    return (await this.get<Summary>(`/v1/games/${gameId}`)).body;
  }

  async actions(gameId: string, token: string | undefined, query = ''): Promise<Action[]> {
    const r = await this.get<Action[]>(`/v1/games/${gameId}/legal-actions${query}`, {
      ...(token !== undefined ? { token } : {}),
    });
    if (r.status !== 200) throw new Error(`legal-actions: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  }

  /** Posts a command; returns the reply whatever its status. */
  command<T = Problem>(
    gameId: string,
    token: string | undefined,
    command: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    return this.post<T>(`/v1/games/${gameId}/commands`, {
      body: command,
      headers,
      ...(token !== undefined ? { token } : {}),
    });
  }
}
