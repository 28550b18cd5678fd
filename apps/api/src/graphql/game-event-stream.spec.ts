import { SPECTATOR } from '@pratzen/engine';
import { ApiProblem } from '../common/problem';
import type { EventEnvelope } from '../games/games.contract';
import type { GameEventSource } from './game-event-stream';
import { gameEventStream, StreamFailure, type StreamItem } from './game-event-stream';

const event = (version: number): EventEnvelope => ({
  gameId: 'g1',
  version,
  type: 'PhaseEnded',
  data: {},
  meta: {
    commandId: 'c',
    commandType: 'EndPhase',
    actor: 'allied',
    recordedAt: '',
    rulesetVersion: '1',
  },
});

/** A fake of the two methods the stream uses: a stored log and a live listener. */
function fakeGames(stored: number) {
  const log = Array.from({ length: stored }, (_, i) => event(i + 1));
  let listener: ((e: EventEnvelope) => void) | null = null;
  const calls = { events: [] as number[], subscribedFrom: [] as number[], unsubscribed: 0 };
  const games = {
    events: async (_id: string, _v: unknown, from = 1, limit = 100) => {
      calls.events.push(from);
      return log.filter((e) => e.version >= from).slice(0, limit);
    },
    subscribe: async (_id: string, _v: unknown, fromVersion: number, cb: typeof listener) => {
      calls.subscribedFrom.push(fromVersion);
      listener = cb;
      for (const e of log.filter((x) => x.version > fromVersion)) cb?.(e);
      return () => {
        calls.unsubscribed += 1;
        listener = null;
      };
    },
  } as unknown as GameEventSource;
  const append = (): void => {
    const e = event(log.length + 1);
    log.push(e);
    listener?.(e);
  };
  return { games, calls, append };
}

const versions = async (it: AsyncIterator<StreamItem>, n: number): Promise<unknown[]> => {
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const r = await it.next();
    out.push(r.done ? 'done' : r.value instanceof StreamFailure ? r.value.error : r.value.version);
  }
  return out;
};

describe('gameEventStream', () => {
  it('pages through stored events after fromVersion, then goes live from the last one', async () => {
    const { games, calls, append } = fakeGames(5);
    const it = gameEventStream(games, 'g1', SPECTATOR, 1, { pageSize: 2, capacity: 10 });
    expect(await versions(it, 4)).toEqual([2, 3, 4, 5]);
    expect(calls.events).toEqual([2, 4]);
    const next = it.next(); // the page [6..] is empty: live from 5
    append();
    expect((await next).value).toMatchObject({ version: 6 });
    expect(calls.subscribedFrom).toEqual([5]);
    await it.return?.();
    expect(calls.unsubscribed).toBe(1);
  });

  it('unsubscribes when returned while a pull is waiting for a quiet game', async () => {
    const { games, calls } = fakeGames(0);
    const it = gameEventStream(games, 'g1', SPECTATOR, 0, { pageSize: 10, capacity: 10 });
    const pending = it.next();
    await new Promise((r) => setImmediate(r));
    await it.return?.();
    await expect(pending).resolves.toEqual({ value: undefined, done: true });
    await expect(it.next()).resolves.toEqual({ value: undefined, done: true });
    expect(calls.unsubscribed).toBe(1);
    expect(calls.events).toEqual([1]); // nothing read after return()
  });

  it('ends a subscriber that lets the queue fill with SUBSCRIBER_TOO_SLOW and where to resume', async () => {
    const { games, calls, append } = fakeGames(0);
    const it = gameEventStream(games, 'g1', SPECTATOR, 0, { pageSize: 10, capacity: 2 });
    const first = it.next();
    await new Promise((r) => setImmediate(r));
    for (let i = 0; i < 4; i++) append(); // 1 to the waiting pull, 2 queued, the 4th overflows
    expect((await first).value).toMatchObject({ version: 1 });
    const [two, three, failure, end] = await versions(it, 4);
    expect([two, three, end]).toEqual([2, 3, 'done']);
    expect(failure).toBeInstanceOf(ApiProblem);
    expect(failure).toMatchObject({
      code: 'SUBSCRIBER_TOO_SLOW',
      extra: { details: { lastVersion: 3 } },
    });
    expect(calls.unsubscribed).toBe(1);
  });

  it('ends with the failure when reading the store fails', async () => {
    const { games } = fakeGames(0);
    const problem = ApiProblem.notFound('GAME_NOT_FOUND', 'no game g1');
    games.events = () => Promise.reject(problem);
    const it = gameEventStream(games, 'g1', SPECTATOR, 0);
    expect(await versions(it, 2)).toEqual([problem, 'done']);
  });

  it('calls onEnd once, whether the stream is returned or ends by itself (its subscriber slot)', async () => {
    const { games } = fakeGames(0);
    let ended = 0;
    const returned = gameEventStream(games, 'g1', SPECTATOR, 0, {
      pageSize: 10,
      capacity: 10,
      onEnd: () => (ended += 1),
    });
    await returned.return?.();
    await returned.return?.();
    expect(ended).toBe(1);

    games.events = () => Promise.reject(ApiProblem.notFound('GAME_NOT_FOUND', 'gone'));
    const failed = gameEventStream(games, 'g1', SPECTATOR, 0, {
      pageSize: 10,
      capacity: 10,
      onEnd: () => (ended += 1),
    });
    await versions(failed, 2); // the failure, then done
    expect(ended).toBe(2);
    await failed.return?.();
    expect(ended).toBe(2);
  });
  it("ends with 401 INVALID_TOKEN when GamesLive says the seat's token was reissued (issue #32)", async () => {
    let revoke: (() => void) | undefined;
    let unsubscribed = 0;
    const games = {
      events: async () => [],
      subscribe: async (...args: unknown[]) => {
        revoke = args[4] as () => void;
        return () => {
          unsubscribed += 1;
        };
      },
    } as unknown as GameEventSource;
    const it = gameEventStream(games, 'g1', SPECTATOR, 0, { pageSize: 2, capacity: 10 });
    const next = it.next();
    await new Promise((resolve) => setImmediate(resolve));
    expect(revoke).toBeDefined();
    revoke?.();
    const r = await next;
    const error = r.value instanceof StreamFailure ? r.value.error : null;
    expect(error).toBeInstanceOf(ApiProblem);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
    expect(unsubscribed).toBe(1);
  });
});
