import { replay } from '@pratzen/engine';
import { drawn, emptyTally, playFree } from './free-play';
import { TOY_TURNS, type ToyEvent, type ToyState, toy, toyInitial } from './toy-ruleset';

const hooks = {
  isOver: (s: ToyState) => s.over,
  sideToAct: (s: ToyState) => s.side,
  fallbackSide: 'north',
  endPhase: { type: 'EndPhase' as const },
};

describe('playFree', () => {
  test('plays to the end, sampling spaces; replay rebuilds the final state', () => {
    const tally = emptyTally();
    const seen: ToyEvent[] = [];
    const game = playFree(toy, toyInitial(), 3, tally, {
      ...hooks,
      onEvent: (_s, e) => seen.push(e),
    });
    expect(game.final.over).toBe(true);
    expect(game.events).toEqual(seen);
    expect(game.events.filter((e) => e.type === 'PhaseEnded')).toHaveLength(TOY_TURNS);
    expect(tally.byType['EndPhase']).toBe(TOY_TURNS);
    expect(tally.moves).toBe(tally.byType['MoveUnit'] ?? 0);
    expect(tally.moves).toBeGreaterThan(0);
    expect(tally.samples).toBeGreaterThan(0);
    expect(replay(toy, toyInitial(), game.events)).toEqual(game.final);
  });

  test('the same seed plays the same game; another seed another', () => {
    const a = playFree(toy, toyInitial(), 7, emptyTally(), hooks);
    const b = playFree(toy, toyInitial(), 7, emptyTally(), hooks);
    expect(b.events).toEqual(a.events);
    const others = [8, 9, 10].map((seed) => playFree(toy, toyInitial(), seed, emptyTally(), hooks));
    expect(others.some((o) => JSON.stringify(o.events) !== JSON.stringify(a.events))).toBe(true);
  });

  test('a space that offers what decide refuses for a rule it does not name is caught', () => {
    const liar = {
      ...toy,
      legalActions: (s: ToyState) =>
        toy.legalActions(s).map((a) =>
          a.space === undefined
            ? a
            : {
                ...a,
                space: {
                  ...a.space,
                  vary: { '/distance': { kind: 'interval' as const, min: 0, max: 9 } },
                },
              },
        ),
    };
    // north's unit reaches y = 5 within a few moves; then a long draw is refused by T.1, not named
    const liarHooks = { ...hooks, onCommand: () => undefined };
    expect(() => {
      for (let seed = 1; seed <= 20; seed += 1)
        playFree(liar, toyInitial(), seed, emptyTally(), liarHooks);
    }).toThrow(/space disagrees with decide/);
  });

  test('a game that does not end is stopped by the guard', () => {
    const endless = {
      ...toy,
      evolve: (s: ToyState, e: ToyEvent) => ({ ...toy.evolve(s, e), over: false }),
    };
    expect(() => playFree(endless, toyInitial(), 1, emptyTally(), { ...hooks, guard: 50 })).toThrow(
      'game 1 did not end',
    );
  });

  test('drawn: every member of the space set inside its domain', () => {
    const [move] = toy.legalActions(toyInitial());
    const rng = { roll: (_why: string, sides: number) => sides } as never;
    const c = drawn(move!, rng);
    expect(c).toMatchObject({ type: 'MoveUnit', unitId: 'a' });
    const d = (c as { distance: number }).distance;
    expect(d).toBeGreaterThanOrEqual(0);
    expect(d).toBeLessThanOrEqual(2);
  });
});
