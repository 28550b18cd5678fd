import fc from 'fast-check';
import WebSocket from 'ws';
import { graphqlErrorIssues } from './fuzz-http';
import { deepJsonText, hostileJson, oddString } from './hostile-values';

/** One graphql-ws session: a connection_init payload, one subscribe, then raw frames. */
export interface WsCase {
  readonly protocol: string;
  readonly init: unknown;
  readonly subscribe: unknown;
  readonly frames: readonly (string | Buffer)[];
}

/** Close codes a well-behaved server may close a hostile client with (1013: at its connection limit). */
const CLIENT_FAULT_CLOSES = new Set([
  1000, 1002, 1007, 1009, 1013, 4400, 4401, 4403, 4406, 4409, 4429,
]);

const SERVER_ONLY = ['connection_ack', 'next', 'error'];

/** Frames a broken or hostile client sends after the handshake. */
export const wsFrame: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    'not json',
    '',
    'null',
    '[]',
    '5',
    '{"type":"subscribe"}',
    '{"type":"subscribe","id":5,"payload":{"query":"{ rulesets { id } }"}}',
    '{"type":"subscribe","id":"1","payload":{"query":"{ rulesets { id } }"}}',
    '{"type":"subscribe","id":"2","payload":null}',
    '{"type":"subscribe","id":"3","payload":{"query":5}}',
    '{"type":"subscribe","id":"4","payload":{"query":"{ rulesets { id } }","variables":[]}}',
    '{"type":"complete","id":"nope"}',
    '{"type":"complete"}',
    '{"type":"ping","payload":"x"}',
    '{"type":"pong"}',
    '{"type":"connection_init"}',
    '{"type":"unknown"}',
    '{"type":"__proto__","id":"x"}',
    `{"type":"subscribe","id":"5","payload":${deepJsonText(5_000, 'object')}}`,
    `{"type":"subscribe","id":"6","payload":{"query":"{ rulesets { id } }","variables":{"v":${deepJsonText(3_000, 'array')}}}}`,
  ),
  fc.constantFrom(...SERVER_ONLY).map((type) => JSON.stringify({ type, id: '1', payload: {} })),
  hostileJson.map((v) => JSON.stringify(v) ?? 'null'),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

export function wsCase(
  subscribe: fc.Arbitrary<unknown>,
  authorizations: readonly string[],
): fc.Arbitrary<WsCase> {
  return fc.record({
    protocol: fc.oneof(
      { weight: 12, arbitrary: fc.constant('graphql-transport-ws') },
      fc.constantFrom('graphql-ws', 'graphql-transport-ws, x', 'x'),
    ),
    init: fc.oneof(
      { weight: 4, arbitrary: fc.constant({}) },
      {
        weight: 4,
        arbitrary: fc.constantFrom(...authorizations).map((authorization) => ({ authorization })),
      },
      fc.record({ authorization: fc.oneof(hostileJson, oddString) }),
      hostileJson,
    ),
    subscribe,
    frames: fc.array(wsFrame, { maxLength: 2 }),
  });
}

interface Received {
  readonly type?: unknown;
  readonly id?: unknown;
  readonly payload?: unknown;
}

/**
 * Runs one case on a fresh socket and returns what went wrong: a close the client did not cause
 * (4500, 1011, an abnormal drop), an error without a code or with an internal one, or a server
 * that stops answering (no pong to a ping within `timeoutMs`). A subscription still open after a
 * short while (waiting for live events) is fine: it is completed.
 */
export function runWsCase(url: string, c: WsCase, timeoutMs: number): Promise<string[]> {
  const issues: string[] = [];
  const ws = new WebSocket(
    url,
    c.protocol.split(',').map((p) => p.trim()),
  );
  let closedBy: number | null = null;
  const waiters: (() => void)[] = [];
  const wake = (): void => waiters.splice(0).forEach((w) => w());
  const received: Received[] = [];
  ws.on('message', (data: Buffer) => {
    try {
      received.push(JSON.parse(data.toString()) as Received);
    } catch {
      issues.push(`a frame that is not JSON: ${data.toString().slice(0, 80)}`);
    }
    wake();
  });
  ws.on('close', (code) => {
    closedBy = code;
    wake();
  });
  ws.on('open', wake);
  ws.on('error', () => wake());
  const until = (check: () => boolean, ms: number): Promise<boolean> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(check()), ms);
      const waiter = (): void => {
        if (!check()) return void waiters.push(waiter);
        clearTimeout(timer);
        resolve(true);
      };
      waiter();
    });
  const has = (type: string, id?: string): boolean =>
    received.some((m) => m.type === type && (id === undefined || m.id === id));
  const send = (frame: string | Buffer): void => {
    if (ws.readyState === WebSocket.OPEN) ws.send(frame);
  };

  return (async () => {
    if (!(await until(() => ws.readyState !== WebSocket.CONNECTING, timeoutMs))) {
      issues.push('hang: the socket never opened');
    }
    send(JSON.stringify({ type: 'connection_init', payload: c.init }));
    await until(() => has('connection_ack') || closedBy !== null, timeoutMs);
    if (has('connection_ack')) {
      send(JSON.stringify({ type: 'subscribe', id: 'f1', payload: c.subscribe }));
      const answered = (): boolean => received.some((m) => m.id === 'f1') || closedBy !== null;
      await until(answered, 50); // a live subscription may rightly say nothing yet
      send(JSON.stringify({ type: 'complete', id: 'f1' }));
      for (const frame of c.frames) send(frame);
      send(JSON.stringify({ type: 'ping' }));
      const ponged = await until(() => has('pong') || closedBy !== null, timeoutMs);
      if (!ponged) issues.push(`hang: no pong within ${timeoutMs} ms`);
    } else if (closedBy === null && ws.readyState === WebSocket.OPEN) {
      issues.push(`hang: neither connection_ack nor a close within ${timeoutMs} ms`);
    }
    for (const m of received) {
      if (m.type === 'error') issues.push(...graphqlErrorIssues(m.payload as never));
      if (m.type === 'next') {
        issues.push(...graphqlErrorIssues((m.payload as { errors?: never } | undefined)?.errors));
      }
    }
    // Offered no protocol the server speaks, the client itself drops the socket (1006).
    const speaks = c.protocol.includes('graphql-transport-ws');
    if (speaks && closedBy !== null && !CLIENT_FAULT_CLOSES.has(closedBy)) {
      issues.push(`closed by the server with ${String(closedBy)}`);
    }
    if (closedBy === null) ws.close(1000);
    return issues;
  })();
}
