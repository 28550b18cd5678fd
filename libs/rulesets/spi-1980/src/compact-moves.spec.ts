import { type LegalAction, seededDice, sideViewer, SPECTATOR } from '@pratzen/engine';
import { encodeCompactMoves } from '@pratzen/rulesets/hex-kit';
import { expectCompactRoundTrip } from '@pratzen/rulesets/hex-kit/testing';
import type { SpiCommand } from './commands';
import { spi1980 } from './ruleset';
import type { SpiState } from './state';

/** The opening of the Allied Movement Phase: the reserve plotted (12.0), the Rally Phase ended. */
function alliedMovementOpening(): SpiState {
  const setup = spi1980.initialState({ scenarioId: 'historical' });
  if (!setup.ok) throw new Error('no set-up');
  let state = setup.state;
  const play = (side: string, type: string): void => {
    const actions = spi1980.legalActions(state, sideViewer(side));
    const command = actions.find((a) => a.command.type === type)?.command as SpiCommand;
    const d = spi1980.decide(state, command, seededDice(1));
    if (!d.ok) throw new Error(d.violation.code);
    state = d.events.reduce(spi1980.evolve, state);
  };
  play('french', 'PlotReserveDeployment');
  play('allied', 'EndPhase');
  return state;
}

describe('compact legal moves of SPI 1980 at the opening of the Allied Movement Phase', () => {
  const state = alliedMovementOpening();
  const verbose = spi1980.legalActions(state, sideViewer('allied')) as readonly LegalAction[];
  const compact = encodeCompactMoves(verbose);
  const moves = verbose.filter((a) => a.command.type === 'MoveUnit');

  it('is the large list the form is for (thousands of moves)', () => {
    expect(state.phase).toBe('movement');
    expect(moves.length).toBeGreaterThan(3000);
    expect(Object.keys(compact.units).length).toBeGreaterThan(20);
  });

  it("rebuilds every unit's path to every destination, and its cost, as the verbose list has it", () => {
    expectCompactRoundTrip(verbose);
    for (const a of moves) {
      const c = a.command as unknown as { unitId: string; exitMap?: boolean };
      const hex = c.exitMap === true ? (a['exitFrom'] as string) : (a['hex'] as string);
      const unit = compact.units[c.unitId];
      expect([c.unitId, hex, unit?.to[hex]?.[0] ?? unit?.exits?.[hex]]).toEqual([
        c.unitId,
        hex,
        a['cost'],
      ]);
    }
  });

  it('is a fraction of the verbose size', () => {
    expect(JSON.stringify(compact).length * 8).toBeLessThan(JSON.stringify(verbose).length);
  });

  it('the other side and a spectator get what their verbose lists hold: nothing', () => {
    for (const viewer of [sideViewer('french'), SPECTATOR]) {
      const theirs = spi1980.legalActions(state, viewer) as readonly LegalAction[];
      expect(encodeCompactMoves(theirs)).toEqual({
        format: 'pratzen-moves/1',
        units: {},
        actions: theirs,
      });
    }
  });
});
