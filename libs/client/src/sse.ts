import type { components } from './generated/openapi';

export type EventEnvelope = components['schemas']['EventEnvelopeDto'];

export interface StreamOptions {
  /** Resume after this version (sent as Last-Event-ID); default: from the first event. */
  readonly lastEventId?: number;
  /** Stops the stream (the generator then returns). */
  readonly signal?: AbortSignal;
  /** Reconnections allowed after the connection drops (default: unlimited). */
  readonly maxReconnects?: number;
  /** Wait before reconnecting, in ms (default: the server's `retry:`, else 2000). */
  readonly retryMs?: number;
}

interface Message {
  id: string | null;
  data: string[];
  retry: number | null;
}

/** Parses text/event-stream lines into messages (WHATWG HTML §9.2.6, the parts the API uses). */
async function* messages(body: ReadableStream<Uint8Array>): AsyncGenerator<Message> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  let current: Message = { id: null, data: [], retry: null };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (current.data.length > 0 || current.retry !== null) yield current;
          current = { id: null, data: [], retry: null };
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const raw = colon < 0 ? '' : line.slice(colon + 1);
        const value = raw.startsWith(' ') ? raw.slice(1) : raw;
        if (field === 'id') current.id = value;
        else if (field === 'data') current.data.push(value);
        else if (field === 'retry' && /^\d+$/.test(value)) current.retry = Number(value);
      }
    }
  } finally {
    reader.releaseLock();
    await body.cancel().catch(() => undefined);
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * A game's events as they are appended, over GET /v1/games/{id}/events/stream with fetch
 * streaming (Node 20 or a browser; no EventSource needed). When the connection drops it
 * reconnects with `Last-Event-ID` set to the last version received, so no event is lost or
 * repeated. `connect` opens one connection for a given Last-Event-ID.
 */
export async function* eventStream(
  connect: (lastEventId: number | undefined, signal?: AbortSignal) => Promise<Response>,
  options: StreamOptions = {},
): AsyncGenerator<EventEnvelope> {
  let last = options.lastEventId;
  let retry = options.retryMs ?? 2000;
  let reconnects = 0;
  const { signal } = options;
  const aborted = (): boolean => signal?.aborted === true;
  while (!aborted()) {
    let response: Response;
    try {
      response = await connect(last, signal);
    } catch (error) {
      if (aborted()) return;
      if (reconnects++ >= (options.maxReconnects ?? Infinity)) throw error;
      await sleep(retry, signal);
      continue;
    }
    if (!response.ok || response.body === null) {
      throw new Error(`event stream: ${response.status} ${response.statusText}`);
    }
    try {
      for await (const m of messages(response.body)) {
        if (m.retry !== null && options.retryMs === undefined) retry = m.retry;
        if (m.data.length === 0) continue;
        const event = JSON.parse(m.data.join('\n')) as EventEnvelope;
        if (m.id !== null && /^\d+$/.test(m.id)) last = Number(m.id);
        yield event;
      }
    } catch (error) {
      if (aborted()) return;
      if (reconnects >= (options.maxReconnects ?? Infinity)) throw error;
    }
    if (aborted()) return;
    if (reconnects++ >= (options.maxReconnects ?? Infinity)) return;
    await sleep(retry, signal);
  }
}
