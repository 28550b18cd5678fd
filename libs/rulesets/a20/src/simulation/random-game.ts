import { sideToAct, sideViewer, type Dice, type LegalAction } from '@pratzen/engine';
import {
  playRandomGame as playGame,
  type RandomGame,
  type RandomGameOptions,
} from '@pratzen/engine/testing';
import type { A20Command } from '../commands';
import { BOARD } from '../data/board';
import type { A20Event } from '../events';
import { sideOf } from '../queries';
import { a20 } from '../ruleset';
import type { A20State } from '../state';

type Action = LegalAction<A20Command>;

/** How far a hex is from the nearest enemy unit on the map (99 when there is none). */
function nearestEnemy(state: A20State, hex: string): number {
  let best = 99;
  for (const u of state.units)
    if (u.location === 'map' && u.hex !== null && sideOf(u) !== state.side)
      best = Math.min(best, BOARD.distance(hex, u.hex));
  return best;
}

/** N12.0: the actions that spend a Morale Point (a forced march, a rally bonus, a reserve). */
const spends = (a: Action): boolean =>
  a.command.type === 'ForcedMarch' ||
  a.command.type === 'BoostRally' ||
  a.command.type === 'BreakDown' || // N16.7 (a Morale Point)
  a.command.type === 'Recombine' ||
  (a.command.type === 'Attack' && a.command.reserve === true) ||
  (a.command.type === 'CommitReserve' && a.command.commit); // N12.0 the defender's reserve

/**
 * A random player that comes to blows: in its Movement Phase it takes one unit still to move and,
 * three times in four, only that unit's moves ending nearest the enemy (ending the phase one time
 * in eight); in its Combat Phase it attacks, ending the phase one time in three (when the N7.3 duty
 * lets it); offered an advance (N9.9) or reacting (N8.0), it takes any option; one time in ten it
 * spends a Morale Point when it may (N12.0).
 */
function candidates(state: A20State, rng: Dice): readonly Action[] {
  const side = sideToAct(state);
  if (side === null) return [];
  const every = a20.legalActions(state, sideViewer(side));
  // N12.0: the defender commits a reserve one time in ten
  if (state.pending?.type === 'DefenderReserve') {
    const commit = rng.roll('spend', 10) === 1;
    return every.filter((a) => a.command.type === 'CommitReserve' && a.command.commit === commit);
  }
  if (state.pending !== null) return every; // N9.9 advance or decline; N8.0 reactions
  // N12.0: a Morale Point is spent one time in ten when the player may
  const spending = every.filter(spends);
  if (spending.length > 0 && rng.roll('spend', 10) === 1) return spending;
  const all = every.filter((a) => !spends(a));
  const end = all.filter((a) => a.command.type === 'EndPhase');
  const rest = all.filter((a) => a.command.type !== 'EndPhase');
  if (all.length === 0) return every; // only spending is left (N12.0, N16.7)
  // N7.3 / N10.2: the phase may not end while a duty or a returning unit waits (no EndPhase);
  // N5.0, X3.0: a draw or a set-up step has no EndPhase
  if (
    end.length > 0 &&
    (rest.length === 0 || rng.roll('end', state.phase === 'movement' ? 8 : 3) === 1)
  )
    return end;
  if (state.phase !== 'movement') return rest;
  const units = [...new Set(rest.map((a) => (a.command as { unitId: string }).unitId))];
  const unitId = units[rng.roll('unit', units.length) - 1];
  const mine = rest.filter((a) => (a.command as { unitId: string }).unitId === unitId);
  if (rng.roll('aggression', 4) === 1) return mine;
  const ends = mine.map((a) =>
    a.command.type === 'MoveUnit' ? nearestEnemy(state, a.command.path.at(-1) as string) : 0,
  );
  const best = Math.min(...ends);
  return mine.filter((_, i) => ends[i] === best);
}

const BY_SEED = ['historical', 'standard', 'earlierBattle'] as const;

/**
 * The scenario a seed plays: seeds 0-1, 6-7, ... Historical (17.0); 2-3, 8-9, ... Standard (3.0);
 * 4-5, 10-11, ... The Earlier Battle (17.1).
 */
export const scenarioOfSeed = (seed: number): (typeof BY_SEED)[number] =>
  BY_SEED[Math.floor(seed / 2) % 3] ?? 'historical';

/**
 * One game with seeded dice and seeded choices: the scenario by `scenarioOfSeed`; even seeds
 * play with the optional Weather rule (X16.8), seeds divisible by 3 with Cadres (N16.7), and
 * one Standard game in three with Fog of War (N16.1), its French counters staying face down.
 */
export function playRandomGame(
  options: RandomGameOptions<A20State, A20Command, A20Event>,
): RandomGame<A20State, A20Command, A20Event> {
  const scenarioId = scenarioOfSeed(options.seed);
  const fog = scenarioId === 'standard' && options.seed % 3 === 0 ? ['fog-of-war'] : [];
  const optionalRules = [
    ...(options.seed % 2 === 0 ? ['weather'] : []),
    ...(options.seed % 3 === 0 ? ['cadres'] : []), // N16.7
    ...fog,
  ];
  const setup = a20.initialState({ scenarioId, optionalRules });
  if (!setup.ok) throw new Error(`${scenarioId} set-up failed`);
  return playGame(a20, setup.state, candidates, options);
}
