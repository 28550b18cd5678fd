import { scriptedDice, sideViewer } from '@pratzen/engine';
import { decide } from '../decide';
import { legalActions, sideToAct } from '../legal-actions';
import { playRandomGame } from './random-game';

describe('property: legal actions and decide agree', () => {
  test('every action offered is accepted by decide (all of them, at sampled positions)', () => {
    let checked = 0;
    for (let seed = 1; seed <= 15; seed++) {
      let step = 0;
      playRandomGame({
        seed,
        onActions: (state) => {
          if (step++ % 7 !== 0) return;
          const side = sideToAct(state);
          if (side === null) return;
          for (const a of legalActions(state, sideViewer(side))) {
            // legality does not depend on the die
            const d = decide(state, a.command, scriptedDice([3]));
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

  test('a side sees nothing to do out of its turn; a spectator never does', () => {
    playRandomGame({
      seed: 99,
      maxCommands: 300,
      onActions: (state) => {
        const side = sideToAct(state);
        if (side === null) return;
        expect(legalActions(state, sideViewer(side === 'allied' ? 'french' : 'allied'))).toEqual(
          [],
        );
        expect(legalActions(state, { kind: 'spectator' })).toEqual([]);
      },
    });
  });
});
