/**
 * One dedicated LISTEN connection per PostgreSQL store. It only *wakes* subscriptions: they
 * re-read the table, so a lost notification costs latency (the store's fallback poll catches
 * up), never an event. The connection is re-established with backoff whenever it drops, and
 * `onConnected` runs after every (re)connection so that whatever was committed while it was down
 * is read at once.
 */
import { Client, type ClientConfig } from 'pg';

export interface PgListenerOptions {
  readonly client: ClientConfig;
  /** Channel name; must be a plain lower-case identifier (the caller validates it). */
  readonly channel: string;
  readonly onNotification: (payload: string | undefined) => void;
  readonly onConnected: () => void;
  readonly onError?: (error: unknown) => void;
  readonly minBackoffMs?: number;
  readonly maxBackoffMs?: number;
}

export class PgListener {
  private client: Client | null = null;
  private closed = false;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private backoffMs: number;
  private readonly minBackoffMs: number;
  private readonly maxBackoffMs: number;

  constructor(private readonly options: PgListenerOptions) {
    this.minBackoffMs = options.minBackoffMs ?? 100;
    this.maxBackoffMs = options.maxBackoffMs ?? 5_000;
    this.backoffMs = this.minBackoffMs;
  }

  /** Starts listening (idempotent). Never rejects: failures are retried in the background. */
  start(): void {
    if (this.closed || this.client || this.connecting || this.retryTimer) return;
    this.connecting = this.connect().finally(() => {
      this.connecting = null;
    });
  }

  /** The server pid of the LISTEN connection, for tests that kill it. */
  get backendPid(): number | undefined {
    return (this.client as unknown as { processID?: number } | null)?.processID;
  }

  get connected(): boolean {
    return this.client !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client(this.options.client);
    let dropped = false;
    const drop = (error?: unknown): void => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (this.closed) return;
      if (error !== undefined) this.options.onError?.(error);
      this.scheduleReconnect();
    };
    client.on('error', drop);
    client.on('end', () => drop());
    client.on('notification', (message) => this.options.onNotification(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.options.channel}"`);
    } catch (error) {
      drop(error);
      return;
    }
    if (this.closed) {
      dropped = true;
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.backoffMs = this.minBackoffMs;
    this.options.onConnected();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.maxBackoffMs, this.backoffMs * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.start();
    }, delay);
    this.retryTimer.unref();
  }
}
