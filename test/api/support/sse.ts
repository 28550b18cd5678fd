import type { Envelope } from './types';

export interface SseMessage {
  readonly id: string | null;
  readonly data: Envelope;
}

/**
 * Reads a server-sent event stream with fetch (Node has no EventSource): collects the messages
 * so a test can wait for a number of them, then aborts the connection.
 */
export class SseReader {
  readonly messages: SseMessage[] = [];
  status = 0;
  contentType: string | null = null;
  /** The server ended the stream. */
  ended = false;
  private readonly abort = new AbortController();
  private buffer = '';
  private waiters: (() => void)[] = [];
  private done: Promise<void> = Promise.resolve();

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
    const reader = new SseReader();
    const response = await fetch(url, { headers, signal: reader.abort.signal });
    reader.status = response.status;
    reader.contentType = response.headers.get('content-type');
    if (response.body !== null) reader.done = reader.pump(response.body);
    return reader;
  }

  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 5_000): Promise<SseMessage[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`SSE: ${this.messages.length} of ${count} messages after ${timeoutMs} ms`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages.slice(0, count);
  }

  async close(): Promise<void> {
    this.abort.abort();
    await this.done.catch(() => undefined);
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    const reader = body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        this.ended = true;
        return;
      }
      this.buffer += decoder.decode(value, { stream: true });
      let end = this.buffer.indexOf('\n\n');
      while (end >= 0) {
        this.parse(this.buffer.slice(0, end));
        this.buffer = this.buffer.slice(end + 2);
        end = this.buffer.indexOf('\n\n');
      }
    }
  }

  private parse(block: string): void {
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length === 0) return; // a comment (keep-alive) or the retry hint
    this.messages.push({ id, data: JSON.parse(data.join('\n')) as Envelope });
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }
}
