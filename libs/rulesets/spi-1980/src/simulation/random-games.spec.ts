import { decide } from '../decide';
import { evolve } from '../evolve';
import { scriptedDice, sideViewer } from '@pratzen/engine';
import { legalActions, sideToAct } from '../legal-actions';
import type { SpiState } from '../state';
import { brokenInvariants } from './invariants';
import { playRandomGame } from './random-game';

/** How many random games to play (PROPERTY_GAMES overrides; CI uses the default). */
const GAMES = Number(process.env.PROPERTY_GAMES ?? 1000);

describe('property: random games from the historical set-up', () => {
  test(`${GAMES} random games reach the end keeping every invariant, and replay to the same state`, () => {
    let finished = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const problems: string[] = [];
      const game = playRandomGame({
        seed,
        onEvent: (state, event) => {
          for (const p of brokenInvariants(state, event))
            problems.push(`seed ${seed} after ${event.type}: ${p}`);
        },
      });
      expect(problems).toEqual([]);
      if (game.final.over) finished++;
      const replayed = game.events.reduce<SpiState>((s, e) => evolve(s, e), game.initial);
      expect(replayed).toEqual(game.final);
    }
    expect(finished).toBe(GAMES);
  });

  test('every action offered is accepted by decide (all of them, at sampled positions)', () => {
    let checked = 0;
    for (let seed = 1; seed <= 5; seed++) {
      let step = 0;
      playRandomGame({
        seed,
        onActions: (state) => {
          if (step++ % 25 !== 0) return;
          const side = sideToAct(state);
          if (side === null) return;
          for (const a of legalActions(state, sideViewer(side))) {
            // Dice fixed at 6 (no loss on a Disengagement Check) — legality does not depend on dice.
            const d = decide(state, a.command, scriptedDice(Array(50).fill(6)));
            if (!d.ok)
              throw new Error(
                `${JSON.stringify(a.command)} refused: ${d.violation.code} ${d.violation.message}`,
              );
            checked++;
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(100);
  });
});
