import { sideViewer, type Dice, type LegalAction } from '@pratzen/engine';
import {
  type RandomGame as EngineRandomGame,
  type RandomGameOptions as EngineGameOptions,
  playRandomGame as playGame,
} from '@pratzen/engine/testing';
import type { DgCommand } from '../commands';
import { BOARD } from '../data/board';
import type { DgEvent } from '../events';
import { legalActions, sideToAct } from '../legal-actions';
import { hexesOf, sideOf } from '../queries';
import { dg2006 as RULES } from '../ruleset';
import { initialState } from '../setup';
import type { DgState } from '../state';
import { enemyOf, type Side } from '../vocabulary';

const endOf = (a: LegalAction<DgCommand>): string | undefined =>
  a.command.type === 'MoveUnit' ? a.command.path[a.command.path.length - 1] : undefined;

/** Hex steps from every hex to the nearest enemy unit (breadth-first from the enemy hexes). */
const INDEX = new Map(BOARD.labels.map((l, i) => [l, i]));
const NEIGHBOURS = BOARD.labels.map((l) =>
  (BOARD.neighbors.get(l) ?? []).map((n) => INDEX.get(n) ?? 0),
);

function distanceToEnemy(state: DgState, side: Side): (hex: string) => number {
  const d = new Int16Array(BOARD.labels.length).fill(-1);
  const queue: number[] = [];
  for (const h of hexesOf(state, enemyOf(side))) {
    const i = INDEX.get(h) ?? 0;
    d[i] = 0;
    queue.push(i);
  }
  for (let k = 0; k < queue.length; k += 1) {
    const h = queue[k] as number;
    const next = (d[h] as number) + 1;
    for (const n of NEIGHBOURS[h] ?? []) {
      if ((d[n] as number) >= 0) continue;
      d[n] = next;
      queue.push(n);
    }
  }
  return (hex) => d[INDEX.get(hex) ?? 0] ?? 99;
}

/**
 * The actions a random player picks from. In a Movement Phase it picks one of its units that can
 * still move and asks for that unit's options only (fast); most of the time it keeps the options
 * that end nearest the enemy, so that games come to blows. In a Combat Phase it ends the phase
 * now and then when it may, else attacks.
 */
function candidateActions(state: DgState, rng: Dice): LegalAction<DgCommand>[] {
  const side = sideToAct(state);
  if (side === null) return [];
  const viewer = sideViewer(side);
  if (state.pending === null && state.phase === 'movement') {
    const movable = state.units.filter(
      (u) =>
        (u.location === 'map' || u.location === 'awaiting') &&
        sideOf(u) === side &&
        !state.marks.moved.includes(u.id),
    );
    while (movable.length > 0) {
      if (rng.roll('end', 6) === 1) {
        const end = legalActions(state, viewer, { type: 'EndPhase' });
        if (end.length > 0) return end;
      }
      const i = rng.roll('unit', movable.length) - 1;
      const u = movable[i];
      if (u === undefined) break;
      const options = legalActions(state, viewer, { unitId: u.id }).filter(
        (a) => a.command.type !== 'EndPhase',
      );
      if (options.length === 0) {
        movable.splice(i, 1);
        continue;
      }
      if (rng.roll('aggression', 4) === 1) return options;
      const near = distanceToEnemy(state, side);
      const dist = (a: LegalAction<DgCommand>): number => {
        const e = endOf(a);
        return e === undefined ? 99 : near(e);
      };
      const ds = options.map(dist);
      const best = Math.min(...ds);
      return options.filter((_, k) => ds[k] === best);
    }
    const end = legalActions(state, viewer, { type: 'EndPhase' });
    return end.length > 0 ? end : legalActions(state, viewer);
  }
  const all = legalActions(state, viewer);
  const end = all.filter((a) => a.command.type === 'EndPhase');
  return end.length > 0 && rng.roll('end', 3) === 1 ? end : all;
}

export type RandomGameOptions = EngineGameOptions<DgState, DgCommand, DgEvent>;

export type RandomGame = EngineRandomGame<DgState, DgCommand, DgEvent>;

/** Plays one game from the historical set-up with seeded dice and seeded random choices. */
export function playRandomGame(options: RandomGameOptions): RandomGame {
  const setup = initialState({ scenarioId: 'historical' });
  if (!setup.ok) throw new Error('historical set-up failed');
  return playGame(RULES, setup.state, candidateActions, options);
}
