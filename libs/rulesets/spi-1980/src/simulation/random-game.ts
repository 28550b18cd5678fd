import { sideViewer, type Dice, type LegalAction } from '@pratzen/engine';
import {
  type RandomGame as EngineRandomGame,
  type RandomGameOptions as EngineGameOptions,
  chooseOne,
  playRandomGame as playGame,
} from '@pratzen/engine/testing';
import type { SpiCommand } from '../commands';
import type { SpiEvent } from '../events';
import { legalActions, sideToAct } from '../legal-actions';
import { BOARD } from '../data/board';
import { occupancy, sideOf } from '../queries';
import { enemyOf } from '../vocabulary';
import { spi1980 as RULES } from '../ruleset';
import { initialState } from '../setup';
import type { SpiState, UnitState } from '../state';

const endOf = (a: LegalAction<SpiCommand>): string | undefined =>
  a.command.type === 'MoveUnit' ? a.command.path[a.command.path.length - 1] : undefined;

/**
 * The actions a random player picks from. In a Movement Phase it picks one of its units that can
 * still move (now and then it ends the phase instead) and asks for that unit's options only, which
 * keeps games fast; half the time it keeps only the options that end nearest the enemy, so that
 * random games come to blows and exercise combat, rout, rally and morale.
 */
function candidateActions(state: SpiState, rng: Dice): LegalAction<SpiCommand>[] {
  const side = sideToAct(state);
  if (side === null) return [];
  const viewer = sideViewer(side);
  if (state.pending === null && state.combat === null && state.phase === 'movement') {
    const movable = state.units.filter(
      (u) =>
        (u.location === 'map' || u.location === 'awaiting') &&
        sideOf(u) === side &&
        (!state.marks.moved.includes(u.id) || state.marks.continuing?.unitId === u.id),
    );
    while (movable.length > 0 && rng.roll('end', 12) !== 1) {
      const u = chooseOne(rng, movable) as UnitState;
      const options = legalActions(state, viewer, { unitId: u.id, type: 'MoveUnit' });
      if (options.length === 0) {
        movable.splice(movable.indexOf(u), 1);
        continue;
      }
      if (rng.roll('aggression', 2) === 1) return options;
      const enemy = enemyOf(side);
      const enemyHexes = [...occupancy(state)].filter(([, us]) =>
        us.some((x) => sideOf(x) === enemy),
      );
      const dist = (a: LegalAction<SpiCommand>): number => {
        const end = endOf(a) ?? '';
        return Math.min(...enemyHexes.map(([h]) => BOARD.distance(end, h)));
      };
      const distances = options.map(dist);
      const best = Math.min(...distances);
      return options.filter((_, i) => distances[i] === best);
    }
    return legalActions(state, viewer, { type: 'EndPhase' });
  }
  const all = legalActions(state, viewer);
  const end = all.filter((a) => a.command.type === 'EndPhase');
  return end.length > 0 && rng.roll('end', 4) === 1 ? end : all;
}

export interface RandomGameOptions extends EngineGameOptions<SpiState, SpiCommand, SpiEvent> {
  readonly optionalRules?: readonly string[];
}

export type RandomGame = EngineRandomGame<SpiState, SpiCommand, SpiEvent>;

/** Plays one game from the historical set-up with seeded dice and seeded random choices. */
export function playRandomGame(options: RandomGameOptions): RandomGame {
  const setup = initialState({
    scenarioId: 'historical',
    optionalRules: options.optionalRules ?? [],
  });
  if (!setup.ok) throw new Error('historical set-up failed');
  return playGame(RULES, setup.state, candidateActions, options);
}
