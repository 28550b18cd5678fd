import { assertReplays } from '@pratzen/rulesets/freeform-kit/testing';
import type { A1805Event } from '../events';
import { a1805 } from '../ruleset';
import { type Tally, gunsBySquares, play } from './random-game';

/**
 * Issue #26 step 4: 13.15.1.1 (a battery's crew sheltering in a friendly square, its guns then
 * attacked, the crew returning) was reached by no random game of about a thousand from the
 * usual starts: a random player attacks a battery seldom (8 attacks on guns in 40 games) and
 * almost never one with a friendly square within 2 UM (none of those 8). Not a rule that cannot
 * fire — a blind spot of the property test. From a position built for it, random play reaches
 * every part of the rule, and each game replays.
 */
const tallyOf = (events: readonly A1805Event[]): Record<string, number> => {
  const t: Record<string, number> = {};
  const inc = (k: string): void => {
    t[k] = (t[k] ?? 0) + 1;
  };
  for (const e of events) {
    if (e.type === 'ReactionOffered' && e.options.includes('shelter')) inc('offered');
    if (e.type === 'Reacted' && e.reaction === 'shelter' && e.result === 'done') inc('sheltered');
    if (e.type === 'CrewlessGunsAttacked') inc(`attacked ${e.result}`);
    if (e.type === 'CrewReturned') inc('returned');
  }
  return t;
};

const game = (seed: number) => {
  const initial = gunsBySquares();
  const tally: Tally = { samples: 0, checked: 0, accepted: 0, moves: 0, byType: {} };
  const g = play(initial, seed, tally);
  assertReplays(a1805, initial, g.events, g.final);
  return { ...g, tally: tallyOf(g.events) };
};

describe('a1805 property: 13.15 batteries beside squares, attacked by cavalry', () => {
  test('13.15.1.1.1–13.15.1.1.3 in 20 random games crews shelter in their squares and crewless guns are attacked (1–4 destroyed); every game replays', () => {
    const total: Record<string, number> = {};
    for (let seed = 1; seed <= 20; seed += 1) {
      for (const [k, n] of Object.entries(game(seed).tally)) total[k] = (total[k] ?? 0) + n;
    }
    expect(total['offered'] ?? 0).toBeGreaterThan(0);
    expect(total['sheltered'] ?? 0).toBeGreaterThan(0);
    expect((total['attacked destroyed'] ?? 0) + (total['attacked survived'] ?? 0)).toBe(
      total['sheltered'],
    );
  });

  test('13.15.1.1.2 seed 47: guns not destroyed get their crew back from the square it sheltered in, in a later Rally Phase (a game that replays; if a rules change moves it, find another seed)', () => {
    const g = game(47);
    expect(g.tally['returned']).toBeGreaterThan(0);
    const back = g.events.findIndex((e) => e.type === 'CrewReturned');
    const returned = g.events[back]!;
    if (returned.type !== 'CrewReturned') throw new Error('no CrewReturned');
    // it had sheltered in that very square, and its guns survived an attack or were never attacked
    expect(g.events.slice(0, back)).toContainEqual(
      expect.objectContaining({
        type: 'Reacted',
        unitId: returned.unitId,
        reaction: 'shelter',
        squareId: returned.squareId,
      }),
    );
    expect(g.events.slice(0, back)).not.toContainEqual(
      expect.objectContaining({
        type: 'CrewlessGunsAttacked',
        unitId: returned.unitId,
        result: 'destroyed',
      }),
    );
  });
});
