import { InMemoryEventStore } from '@pratzen/event-store';
import { ApiProblem } from '../common/problem';
import { ANONYMOUS_CREATOR, TournamentClaims, tournamentStream } from './tournament-claims';

const NOW = '2026-01-01T00:00:00.000Z';
const OPEN = { organiser: 'open' };
const CLUB = { organiser: 'club' };

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof ApiProblem) return `${error.status} ${error.code}`;
    throw error;
  }
}

describe('tournament claims', () => {
  test('the first organiser to use a label owns it, in its own stream', async () => {
    const store = new InMemoryEventStore();
    const claims = new TournamentClaims(store);
    expect(await claims.ownerOf('Open')).toBeNull();
    await claims.claim('Open', OPEN, NOW);
    await claims.claim('Open', OPEN, NOW); // again: nothing more is appended
    const stream = await store.readStream(tournamentStream('Open'));
    expect(stream.map((e) => [e.type, e.data])).toEqual([
      ['TournamentClaimed', { tournament: 'Open', organiser: 'open', claimedAt: NOW }],
    ]);
    expect(tournamentStream('Open')).toMatch(/^tournament-[0-9a-f]{64}$/);
    // Another process (no cache) reads the owner from the store.
    const elsewhere = new TournamentClaims(store);
    expect(await elsewhere.ownerOf('Open')).toBe('open');
    expect(await codeOf(elsewhere.claim('Open', CLUB, NOW))).toBe('403 TOURNAMENT_CLAIMED');
    expect(await codeOf(elsewhere.check('Open', ANONYMOUS_CREATOR))).toBe(
      '403 TOURNAMENT_ORGANISER_ONLY',
    );
  });

  test('two processes racing for a new label: the store lets exactly one claim it', async () => {
    const store = new InMemoryEventStore();
    const [a, b] = [new TournamentClaims(store), new TournamentClaims(store)];
    const codes = await Promise.all([
      codeOf(a.claim('Race', OPEN, NOW)),
      codeOf(b.claim('Race', CLUB, NOW)),
    ]);
    expect(codes.filter((c) => c === null)).toHaveLength(1);
    expect(codes.filter((c) => c === '403 TOURNAMENT_CLAIMED')).toHaveLength(1);
    expect(await store.readStream(tournamentStream('Race'))).toHaveLength(1);
  });
});
