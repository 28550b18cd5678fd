import type { VictoryReport } from '@pratzen/engine';
import type { AtwState } from './state';

/**
 * The Sokolnitz scenario's victory (data/scenario-sokolnitz.json `victory`, a reconstruction):
 * the Allies win holding both Sokolnitz blocks and the castle with no French unit in them; else
 * the French win at the end of the last turn. Shattering units (8) is not played yet. The points
 * are the town blocks' `victoryPoints` each side garrisons.
 */
export function victory(state: AtwState): VictoryReport {
  const blocks = state.table.features.filter((f) => f.terrain === 'town-block');
  const points = (side: string) =>
    blocks
      .filter((b) => state.units.some((u) => u.block === b.id && u.side === side))
      .reduce(
        (n, b) =>
          n + (typeof b.properties.victoryPoints === 'number' ? b.properties.victoryPoints : 0),
        0,
      );
  const allied = points('allied');
  const french = points('french');
  const total = blocks.reduce(
    (n, b) => n + (typeof b.properties.victoryPoints === 'number' ? b.properties.victoryPoints : 0),
    0,
  );
  const alliedWin = total > 0 && allied === total && french === 0;
  return {
    sides: {
      allied: { points: allied, breakdown: { townBlocks: allied } },
      french: { points: french, breakdown: { townBlocks: french } },
    },
    result: alliedWin
      ? { winner: 'allied', level: 'scenario', margin: allied }
      : state.over
        ? { winner: 'french', level: 'scenario', margin: french }
        : null,
  };
}
