import { decide } from '../decide';
import { scriptedDice, sideViewer } from '@pratzen/engine';
import { legalActions, sideToAct } from '../legal-actions';
import { playRandomGame } from './random-game';

describe('property: legal actions and decide agree', () => {
  test('every action offered is accepted by decide (all of them, at sampled positions)', () => {
    let checked = 0;
    for (let seed = 1; seed <= 20; seed++) {
      let step = 0;
      playRandomGame({
        seed,
        onActions: (state) => {
          if (step++ % 10 !== 0) return;
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
    expect(checked).toBeGreaterThan(10_000);
  });
});
