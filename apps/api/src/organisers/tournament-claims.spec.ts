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

  test('look-alike labels share one claim (UTS #39 skeleton): whole-script Cyrillic, mixed, compatibility forms', async () => {
    const store = new InMemoryEventStore();
    const claims = new TournamentClaims(store);
    await claims.claim('Cop', OPEN, NOW);
    const fresh = new TournamentClaims(store); // no cache: read from the store
    for (const alike of ['\u0421\u043e\u0440', 'C\u043ep', '\u0421op', 'C\u03bfp']) {
      expect({ alike, code: await codeOf(fresh.claim(alike, CLUB, NOW)) }).toEqual({
        alike,
        code: '403 TOURNAMENT_CLAIMED',
      });
    }
    // Its owner may use any of them; nothing more is appended.
    await fresh.claim('\u0421\u043e\u0440', OPEN, NOW);
    expect(await store.readStream(tournamentStream('Cop'))).toHaveLength(1);
    // A label that only differs by a letter is another label.
    await claims.claim('Cap', CLUB, NOW);
    expect(await claims.ownerOf('Cap')).toBe('club');
  });

  test('a claim made before skeletons (under the label itself) still holds, and is renewed under the skeleton', async () => {
    const store = new InMemoryEventStore();
    // "Memorial" is not its own skeleton ("m" looks like "rn"): its old stream was the label's.
    const data = { tournament: 'Memorial', organiser: 'open', claimedAt: NOW };
    const meta = {
      commandId: 'c',
      commandType: 'ClaimTournament',
      actor: 'system',
      recordedAt: NOW,
    };
    await store.appendToStream(
      tournamentStream('Memorial'),
      [{ type: 'TournamentClaimed', data, meta }],
      { expectedVersion: 0 },
    );
    const claims = new TournamentClaims(store);
    expect(await codeOf(claims.claim('Memorial', CLUB, NOW))).toBe('403 TOURNAMENT_CLAIMED');
    await claims.claim('Memorial', OPEN, NOW);
    expect(await codeOf(new TournamentClaims(store).claim('Mernorial', CLUB, NOW))).toBe(
      '403 TOURNAMENT_CLAIMED',
    );
  });
});
