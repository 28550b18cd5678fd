import type { StoredEvent } from '@pratzen/event-store';
import type { GameCreatedData } from '@pratzen/game';
import { GAME_SECRETS_CREATED } from './game-secrets';
import { SEAT_TOKEN_REISSUED_SECRET, secretsFromStream } from './game-secrets-read';

const created = { gameId: 'g1', seats: ['allied', 'french'] } as unknown as GameCreatedData;
let position = 0;
const stored = (version: number, type: string, data: unknown): StoredEvent => ({
  streamId: 'game-g1-secrets',
  version,
  position: ++position,
  type,
  data,
  meta: {},
  recordedAt: '2026-01-01T00:00:00.000Z',
});
const first = stored(1, GAME_SECRETS_CREATED, {
  seed: null,
  seatTokenHashes: { allied: 'aa', french: 'ff' },
  refereeTokenHash: 'rr',
});
const reissue = (
  version: number,
  side: string,
  tokenHash: string,
  atVersion: number,
  commandId: string,
) => stored(version, SEAT_TOKEN_REISSUED_SECRET, { side, tokenHash, atVersion, commandId });
const folded = (side: string, version: number, commandId: string) =>
  new Map([[side, { version, commandId }]]);

describe('secrets from the whole secrets stream (issue #32 item 6: seat tokens reissued)', () => {
  test('with no reissue folded, the creation hashes, whatever orphan entries follow', () => {
    const orphan = reissue(2, 'french', 'f2', 9, 'c9');
    const read = secretsFromStream(created, [first, orphan], new Map());
    expect(read).toEqual({
      secrets: expect.objectContaining({ seatTokenHashes: { allied: 'aa', french: 'ff' } }),
      complete: true,
    });
  });

  test("each side's hash is the entry written for the latest public reissue folded; orphans (a lost race, a crash) change nothing", () => {
    const events = [
      first,
      // two nodes raced for version 5: both wrote an entry, the public event is c5's
      reissue(2, 'french', 'f-lost-race', 5, 'c5-lost'),
      reissue(3, 'french', 'f5', 5, 'c5'),
      // a crash between the two appends: no public event for version 7
      reissue(4, 'french', 'f-crash', 7, 'c7'),
      reissue(5, 'french', 'f8', 8, 'c8'),
      reissue(6, 'allied', 'a-orphan', 8, 'c8-lost'),
    ];
    const at5 = secretsFromStream(created, events, folded('french', 5, 'c5'));
    expect(at5).toEqual({
      secrets: expect.objectContaining({ seatTokenHashes: { allied: 'aa', french: 'f5' } }),
      complete: true,
    });
    const at8 = secretsFromStream(created, events, folded('french', 8, 'c8'));
    expect(at8.secrets.seatTokenHashes).toEqual({ allied: 'aa', french: 'f8' });
    expect(at8.secrets.refereeTokenHash).toBe('rr');
  });

  test('a folded reissue whose entry is not read locks that seat out and is not complete (not kept)', () => {
    const read = secretsFromStream(created, [first], folded('allied', 4, 'c4'));
    expect(read.complete).toBe(false);
    expect(read.secrets.seatTokenHashes).toEqual({ allied: '', french: 'ff' });
  });
});
