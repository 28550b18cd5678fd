import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  ANY,
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendResult as ClientAppendResult,
  type AppendStreamState,
  type EventData,
  type Filter,
  type Position,
  type RecordedEvent,
} from '@kurrent/kurrentdb-client';
import { ConcurrencyError, type StoredEvent } from './event-store';
import { EventStoreConfigError, EventStoreError } from './errors';
import { KurrentDbEventStore, type KurrentDbClientPort } from './kurrentdb';
import { kurrentDbConfigFromEnv } from './kurrentdb-config';
import {
  EVENT_ID_NAMESPACE,
  currentStateToVersion,
  decodeMetadata,
  eventIdFor,
  positionToNumber,
  revisionToVersion,
  toStreamState,
  uuidV5,
  versionToRevision,
} from './kurrentdb-mapping';
import { eventStoreContract } from '../testing/contract';
import { newEvent, newEvents, waitFor } from '../testing/contract-helpers';

// ---------------------------------------------------------------------------------------------
// The contract against a real server: only when KURRENTDB_CONNECTION_STRING is set.
// ---------------------------------------------------------------------------------------------

const connectionString = process.env.KURRENTDB_CONNECTION_STRING?.trim();

if (connectionString) {
  describe('KurrentDB contract (server at KURRENTDB_CONNECTION_STRING)', () => {
    jest.setTimeout(30_000);
    // A fresh stream prefix per store: tests never see each other's events on a shared server
    // (their streams stay behind; point the variable at a scratch server).
    eventStoreContract('kurrentdb', async ({ now }) => {
      const store = new KurrentDbEventStore({
        connectionString,
        streamPrefix: `pratzen-test-${randomUUID()}-`,
        now,
      });
      return { store, cleanup: () => store.close() };
    });
  });
} else {
  describe.skip('KurrentDB contract: needs a server (set KURRENTDB_CONNECTION_STRING)', () => {
    it('runs the EventStore contract against a live KurrentDB / EventStoreDB', () => undefined);
  });
}

// ---------------------------------------------------------------------------------------------
// Mapping rules: no server needed.
// ---------------------------------------------------------------------------------------------

describe('KurrentDB mapping', () => {
  it.each<[number | 'any', AppendStreamState]>([
    ['any', ANY],
    [0, NO_STREAM],
    [1, 0n],
    [7, 6n],
  ])('expectedVersion %p → stream state %p', (expected, state) => {
    expect(toStreamState(expected)).toBe(state);
  });

  it('maps 0-based revisions to 1-based versions and back', () => {
    expect(revisionToVersion(0n)).toBe(1);
    expect(revisionToVersion(41n)).toBe(42);
    expect(versionToRevision(1)).toBe(0n);
    expect(versionToRevision(42)).toBe(41n);
  });

  it.each<[Parameters<typeof currentStateToVersion>[0], number]>([
    ['no_stream', 0],
    [undefined, 0],
    [-1n, 0],
    [-5n, 0], // deleted
    [0n, 1],
    [3n, 4],
  ])('reports actual stream state %p as version %p', (state, version) => {
    expect(currentStateToVersion(state)).toBe(version);
  });

  it('converts commit positions to numbers up to 2^53-1 and refuses beyond', () => {
    expect(positionToNumber(0n)).toBe(0);
    expect(positionToNumber(123_456_789n)).toBe(123_456_789);
    expect(positionToNumber(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => positionToNumber(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(EventStoreError);
    expect(() => positionToNumber(0xffff_ffff_ffff_ffffn)).toThrow(/2\^53-1/);
    expect(() => positionToNumber(-1n)).toThrow(EventStoreError);
  });

  describe('deterministic event ids', () => {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

    it('is RFC 9562 UUID v5 (known vector: DNS namespace, "www.example.com")', () => {
      expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
        '2ed6657d-e927-568b-95e1-2665a8aea6a2',
      );
    });

    it('gives the same ids for the same command id and index', () => {
      const meta = { commandId: 'cmd-42', actor: 'french' };
      const first = [0, 1, 2].map((i) => eventIdFor(meta, i));
      const again = [0, 1, 2].map((i) => eventIdFor({ commandId: 'cmd-42' }, i));

      expect(again).toEqual(first);
      expect(new Set(first).size).toBe(3);
      for (const id of first) expect(id).toMatch(UUID);
      expect(first[0]).toBe(uuidV5('cmd-42/0', EVENT_ID_NAMESPACE));
    });

    it('gives different ids for different command ids', () => {
      expect(eventIdFor({ commandId: 'cmd-1' }, 0)).not.toBe(eventIdFor({ commandId: 'cmd-2' }, 0));
      // `${commandId}/${index}` keeps "a/1"+0 and "a"+... apart from each other's events.
      expect(eventIdFor({ commandId: 'a/1' }, 0)).not.toBe(eventIdFor({ commandId: 'a' }, 1));
    });

    it('is random without a string command id', () => {
      for (const meta of [{}, { commandId: 42 }, { commandId: null }]) {
        expect(eventIdFor(meta, 0)).not.toBe(eventIdFor(meta, 0));
      }
    });
  });

  it('reads the metadata envelope back, and foreign metadata as it is', () => {
    const created = new Date('2025-12-02T08:00:00.000Z');
    expect(
      decodeMetadata({ meta: { commandId: 'c' }, recordedAt: '1805-12-02T07:00:00.000Z' }, created),
    ).toEqual({ meta: { commandId: 'c' }, recordedAt: '1805-12-02T07:00:00.000Z' });
    expect(decodeMetadata({ meta: { a: 1 } }, created)).toEqual({
      meta: { a: 1 },
      recordedAt: created.toISOString(),
    });
    expect(decodeMetadata({ $correlationId: 'x' }, created).meta).toEqual({ $correlationId: 'x' });
    expect(decodeMetadata(undefined, created)).toEqual({
      meta: {},
      recordedAt: created.toISOString(),
    });
  });
});

describe('KURRENTDB_* configuration', () => {
  it('reads the connection string and the optional stream prefix', () => {
    expect(
      kurrentDbConfigFromEnv({ KURRENTDB_CONNECTION_STRING: ' kurrentdb://kdb:2113?tls=false ' }),
    ).toEqual({ kind: 'kurrentdb', connectionString: 'kurrentdb://kdb:2113?tls=false' });
    expect(
      kurrentDbConfigFromEnv({
        KURRENTDB_CONNECTION_STRING: 'esdb+discover://a:2113,b:2113',
        KURRENTDB_STREAM_PREFIX: 'prod-',
      }),
    ).toEqual({
      kind: 'kurrentdb',
      connectionString: 'esdb+discover://a:2113,b:2113',
      streamPrefix: 'prod-',
    });
  });

  it.each<[string, Record<string, string>]>([
    ['a missing connection string', {}],
    ['a blank connection string', { KURRENTDB_CONNECTION_STRING: '  ' }],
    ['another scheme', { KURRENTDB_CONNECTION_STRING: 'postgres://db/pratzen' }],
    [
      'a system-stream prefix',
      { KURRENTDB_CONNECTION_STRING: 'kurrentdb://kdb:2113', KURRENTDB_STREAM_PREFIX: '$x' },
    ],
  ])('rejects %s', (_, env) => {
    expect(() => kurrentDbConfigFromEnv(env)).toThrow(EventStoreConfigError);
  });

  it('builds a client from a connection string without connecting, and closes it', async () => {
    const store = new KurrentDbEventStore({
      connectionString: 'kurrentdb://127.0.0.1:1?tls=false',
    });
    await store.close();
    expect(await store.health()).toEqual({ ok: false, detail: 'closed' });
  });
});

// ---------------------------------------------------------------------------------------------
// The adapter's own logic (prefixing, filtering, read-back, subscriptions) over a stand-in
// client. The stand-in encodes our reading of KurrentDB's behaviour, so it checks the adapter's
// mapping code, not the server: that is what the contract above (with a server) is for.
// ---------------------------------------------------------------------------------------------

interface FakeRecord {
  readonly streamId: string;
  readonly revision: bigint;
  readonly id: string;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
  readonly created: Date;
  readonly position: bigint;
}

class FakeSubscription extends PassThrough {
  stopped = false;
  constructor() {
    super({ objectMode: true });
  }
  async unsubscribe(): Promise<void> {
    this.stopped = true;
    this.end();
  }
}

/** KurrentDB as we understand it: byte-offset positions, inclusive reads, exclusive subscriptions. */
class FakeKurrentDb {
  readonly log: FakeRecord[] = [];
  private nextPosition = 1_000n;
  private readonly wakers = new Set<() => void>();
  disposed = false;

  appendRaw(streamId: string, type: string, data: unknown = {}, metadata: unknown = {}): void {
    const stream = this.log.filter((r) => r.streamId === streamId);
    this.write(streamId, BigInt(stream.length), randomUUID(), type, data, metadata);
  }

  private write(
    streamId: string,
    revision: bigint,
    id: string,
    type: string,
    data: unknown,
    metadata: unknown,
  ): void {
    this.nextPosition += 97n + BigInt(this.log.length % 13); // gaps, as in a real log
    this.log.push({
      streamId,
      revision,
      id,
      type,
      data: JSON.stringify(data),
      metadata: JSON.stringify(metadata),
      created: new Date('2030-01-01T00:00:00.000Z'),
      position: this.nextPosition,
    });
    for (const wake of this.wakers) wake();
  }

  private recorded(r: FakeRecord): RecordedEvent {
    return {
      streamId: r.streamId,
      id: r.id,
      isJson: true,
      revision: r.revision,
      type: r.type,
      created: r.created,
      data: JSON.parse(r.data) as never,
      metadata: JSON.parse(r.metadata) as never,
      position: { commit: r.position, prepare: r.position },
    } as RecordedEvent;
  }

  private static matches(r: FakeRecord, filter: Filter | undefined): boolean {
    if (filter === undefined) return true;
    const subject = filter.filterOn === 'streamName' ? r.streamId : r.type;
    if ('prefixes' in filter) return filter.prefixes.some((p) => subject.startsWith(p));
    return new RegExp(filter.regex).test(subject);
  }

  client(): KurrentDbClientPort {
    return FakeKurrentDb.port(this);
  }

  private static port(db: FakeKurrentDb): KurrentDbClientPort {
    const port = {
      async appendToStream(
        streamName: string,
        events: EventData | EventData[],
        options: { streamState?: AppendStreamState } = {},
      ): Promise<ClientAppendResult> {
        await Promise.resolve(); // then check and write without yielding, as the server does
        const batch = Array.isArray(events) ? events : [events];
        const stream = db.log.filter((r) => r.streamId === streamName);
        const current = stream.length === 0 ? NO_STREAM : BigInt(stream.length - 1);
        const state = options.streamState ?? ANY;
        // Idempotency: the same ids right after the expected revision = the same write.
        const start = state === NO_STREAM ? 0 : typeof state === 'bigint' ? Number(state) + 1 : -1;
        const repeat = start >= 0 && batch.every((e, i) => stream[start + i]?.id === e.id);
        if (repeat && batch.length > 0) {
          return { success: true, nextExpectedRevision: BigInt(start + batch.length - 1) };
        }
        const ok = state === ANY || state === current;
        if (!ok) {
          throw new WrongExpectedVersionError(undefined, {
            streamName,
            expected: state,
            current,
          });
        }
        batch.forEach((e, i) =>
          db.write(streamName, BigInt(stream.length + i), e.id, e.type, e.data, e.metadata),
        );
        const last = db.log[db.log.length - 1] as FakeRecord;
        return {
          success: true,
          nextExpectedRevision: BigInt(stream.length + batch.length - 1),
          position: { commit: last.position, prepare: last.position },
        };
      },

      readStream(
        streamName: string,
        { fromRevision = 'start', maxCount = Number.MAX_SAFE_INTEGER, direction = 'forwards' } = {},
      ) {
        return (async function* () {
          await Promise.resolve();
          const stream = db.log.filter((r) => r.streamId === streamName);
          if (stream.length === 0) throw new StreamNotFoundError(undefined, streamName);
          let picked: FakeRecord[];
          if (direction === 'backwards') {
            const from = fromRevision === 'end' ? stream.length - 1 : Number(fromRevision);
            picked = stream.slice(0, from + 1).reverse();
          } else {
            const from = fromRevision === 'start' ? 0 : Number(fromRevision);
            picked = stream.slice(from);
          }
          for (const r of picked.slice(0, Number(maxCount))) yield { event: db.recorded(r) };
        })();
      },

      readAll({
        fromPosition = 'start' as 'start' | Position,
        maxCount = Number.MAX_SAFE_INTEGER as number | bigint,
        filter = undefined as Filter | undefined,
      } = {}) {
        return (async function* () {
          await Promise.resolve();
          const from = fromPosition === 'start' ? 0n : fromPosition.commit;
          const picked = db.log.filter(
            (r) => r.position >= from && FakeKurrentDb.matches(r, filter),
          );
          for (const r of picked.slice(0, Number(maxCount))) {
            yield { event: db.recorded(r), commitPosition: r.position } as AllStreamResolvedEvent;
          }
        })();
      },

      subscribeToAll({
        fromPosition = 'start' as 'start' | Position,
        filter = undefined as Filter | undefined,
      } = {}) {
        const subscription = new FakeSubscription();
        let cursor = fromPosition === 'start' ? -1n : fromPosition.commit;
        let pumping = false;
        const pump = async (): Promise<void> => {
          if (pumping) return;
          pumping = true;
          await new Promise((resolve) => setImmediate(resolve));
          for (const r of db.log.filter((x) => x.position > cursor)) {
            if (subscription.stopped) break;
            cursor = r.position;
            if (FakeKurrentDb.matches(r, filter)) {
              subscription.write({ event: db.recorded(r), commitPosition: r.position });
            } else if (filter?.checkpointReached) {
              await filter.checkpointReached(subscription as never, {
                commit: r.position + 1n,
                prepare: r.position + 1n,
              });
            }
          }
          pumping = false;
          if (!subscription.stopped && db.log.some((x) => x.position > cursor)) void pump();
        };
        const wake = () => void pump();
        db.wakers.add(wake);
        subscription.on('close', () => db.wakers.delete(wake));
        subscription.on('finish', () => db.wakers.delete(wake));
        void pump();
        return subscription;
      },

      async dispose() {
        db.disposed = true;
      },
    };
    return port as unknown as KurrentDbClientPort;
  }
}

describe('KurrentDbEventStore over a stand-in client', () => {
  eventStoreContract('kurrentdb (stand-in client, prefixed)', async ({ now }) => {
    const db = new FakeKurrentDb();
    // Other tenants and system streams in the same log: the store must never show them.
    db.appendRaw('$stats-127.0.0.1:2113', '$statsCollected');
    db.appendRaw('other-game-1', 'Event1');
    const store = new KurrentDbEventStore({ client: db.client(), streamPrefix: 'mine-', now });
    return { store, cleanup: () => store.close() };
  });

  eventStoreContract('kurrentdb (stand-in client, no prefix)', async ({ now }) => {
    const db = new FakeKurrentDb();
    db.appendRaw('$stats-127.0.0.1:2113', '$statsCollected');
    db.appendRaw('$settings', '$metadata');
    const store = new KurrentDbEventStore({ client: db.client(), now });
    return { store, cleanup: () => store.close() };
  });

  it('is ready and healthy once the server answers', async () => {
    const store = new KurrentDbEventStore({ client: new FakeKurrentDb().client() });
    await expect(store.ready()).resolves.toBeUndefined();
    expect(await store.health()).toEqual({ ok: true });
    await store.close();
  });

  it('names streams with the prefix, and reads them back without it', async () => {
    const db = new FakeKurrentDb();
    const store = new KurrentDbEventStore({ client: db.client(), streamPrefix: 'p/' });
    await store.appendToStream('game-1', newEvents(2), { expectedVersion: 0 });

    expect(db.log.map((r) => [r.streamId, r.revision])).toEqual([
      ['p/game-1', 0n],
      ['p/game-1', 1n],
    ]);
    expect((await store.readAll()).map((e) => e.streamId)).toEqual(['game-1', 'game-1']);
    await store.close();
    expect(db.disposed).toBe(true);
  });

  it("writes JSON data, meta in an envelope, and the server's time without a clock", async () => {
    const db = new FakeKurrentDb();
    const store = new KurrentDbEventStore({ client: db.client() });
    const meta = { commandId: 'cmd-7', actor: 'allied' };
    const { events } = await store.appendToStream(
      'game-1',
      [newEvent('Moved', { hex: '1521' }, meta)],
      {
        expectedVersion: 0,
      },
    );

    const [record] = db.log;
    expect(JSON.parse(record?.data ?? '')).toEqual({ hex: '1521' });
    expect(JSON.parse(record?.metadata ?? '')).toEqual({ meta });
    expect(record?.id).toBe(eventIdFor(meta, 0));
    expect(events[0]).toMatchObject({ meta, recordedAt: '2030-01-01T00:00:00.000Z' });
    expect(events[0]?.position).toBe(positionToNumber(record?.position ?? -1n));
    await store.close();
  });

  it('answers a repeated command (same ids, same expected version) with the first events', async () => {
    const db = new FakeKurrentDb();
    let t = Date.parse('2025-12-02T07:30:00.000Z');
    const store = new KurrentDbEventStore({
      client: db.client(),
      now: () => new Date((t += 1000)),
    });
    const batch = [
      newEvent('A', { n: 1 }, { commandId: 'c-1' }),
      newEvent('B', {}, { commandId: 'c-1' }),
    ];
    const first = await store.appendToStream('game-1', batch, { expectedVersion: 0 });
    const again = await store.appendToStream('game-1', batch, { expectedVersion: 0 });

    expect(again).toEqual(first);
    expect(db.log).toHaveLength(2);
    await expect(
      store.appendToStream('game-1', [newEvent('C', {}, { commandId: 'c-2' })], {
        expectedVersion: 0,
      }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    await store.close();
  });

  it('hands checkpoints that never claim an undelivered event', async () => {
    const db = new FakeKurrentDb();
    const store = new KurrentDbEventStore({ client: db.client(), streamPrefix: 'mine-' });
    await store.appendToStream('game-1', newEvents(2), { expectedVersion: 0 });
    for (let i = 0; i < 5; i++) db.appendRaw(`theirs-${i}`, 'Noise');
    await store.appendToStream('game-1', newEvents(1, 'Late'), { expectedVersion: 2 });

    const seen: StoredEvent[] = [];
    const checkpoints: number[] = [];
    const subscription = store.subscribeToAll(0, (e) => seen.push(e), {
      onCheckpoint: (after) => checkpoints.push(after),
    });
    await waitFor(() => seen.length === 3, 'three events');
    subscription.close();

    const noise = db.log
      .filter((r) => r.streamId.startsWith('theirs-'))
      .map((r) => Number(r.position));
    const lateAt = seen[2]?.position ?? 0;
    expect(checkpoints.length).toBeGreaterThan(0);
    for (const after of checkpoints) expect(after).toBeLessThan(lateAt);
    expect(Math.max(...checkpoints)).toBeGreaterThanOrEqual(Math.max(...noise));
    await store.close();
  });

  it('reports the server ending a subscription to onError', async () => {
    const db = new FakeKurrentDb();
    const streams: PassThrough[] = [];
    const client = db.client();
    const original = client.subscribeToAll.bind(client);
    client.subscribeToAll = ((...args: Parameters<typeof original>) => {
      const s = original(...args);
      streams.push(s as unknown as PassThrough);
      return s;
    }) as typeof original;
    const store = new KurrentDbEventStore({ client });
    const errors: unknown[] = [];
    store.subscribeToAll(0, () => undefined, { onError: (error) => errors.push(error) });
    streams[0]?.end();
    await waitFor(() => errors.length === 1, 'the error');

    expect(errors[0]).toBeInstanceOf(EventStoreError);
    await store.close();
  });
});
