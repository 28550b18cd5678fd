import { sideToAct, sideViewer, SPECTATOR } from '@pratzen/engine';
import { enemyOf } from '../vocabulary';
import { a20 } from '../ruleset';
import { playRandomGame } from './random-game';

const dice = { roll: () => 3 };

describe('property: legal actions and decide agree (a20)', () => {
  test('every action offered is accepted by decide, at sampled positions of random games', () => {
    let checked = 0;
    for (let seed = 1; seed <= 10; seed++) {
      let step = 0;
      playRandomGame({
        seed,
        onActions: (state) => {
          if (step++ % 5 !== 0) return;
          const side = sideToAct(state);
          if (side === null) return;
          expect(a20.legalActions(state, sideViewer(enemyOf(side as 'allied' | 'french')))).toEqual(
            [],
          );
          expect(a20.legalActions(state, SPECTATOR)).toEqual([]);
          for (const a of a20.legalActions(state, sideViewer(side))) {
            const d = a20.decide(state, a.command, dice);
            if (!d.ok) throw new Error(`${JSON.stringify(a.command)} refused: ${d.violation.code}`);
            checked++;
          }
        },
      });
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
