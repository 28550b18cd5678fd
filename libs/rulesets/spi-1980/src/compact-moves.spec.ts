import { type LegalAction, seededDice, sideViewer, SPECTATOR } from '@pratzen/engine';
import { compactPath, decodeCompactMoves, encodeCompactMoves } from '@pratzen/rulesets/hex-kit';
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

const sorted = (commands: readonly unknown[]): string[] =>
  commands.map((c) => JSON.stringify(c)).sort();

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

  it("rebuilds every unit's path to every destination as the verbose list has it", () => {
    for (const a of moves) {
      const c = a.command as unknown as { unitId: string; path: string[]; exitMap?: boolean };
      const hex = c.exitMap === true ? (a['exitFrom'] as string) : (a['hex'] as string);
      expect([c.unitId, hex, compactPath(compact, c.unitId, hex, c.exitMap === true)]).toEqual([
        c.unitId,
        hex,
        c.path,
      ]);
      expect(compact.units[c.unitId]?.to[hex]?.[0] ?? compact.units[c.unitId]?.exits?.[hex]).toBe(
        a['cost'],
      );
    }
  });

  it('gives back exactly the verbose commands, and is a fraction of its size', () => {
    const decoded = decodeCompactMoves(compact);
    expect(sorted(decoded.map((d) => d.command))).toEqual(sorted(verbose.map((a) => a.command)));
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
