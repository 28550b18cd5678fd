import { seededDice, sideViewer, type Dice, type LegalAction } from '@pratzen/engine';
import type { SpiCommand } from '../commands';
import { decide } from '../decide';
import type { SpiEvent } from '../events';
import { evolve } from '../evolve';
import { legalActions, sideToAct } from '../legal-actions';
import { BOARD } from '../data/board';
import { occupancy, sideOf } from '../queries';
import { enemyOf } from '../vocabulary';
import { initialState } from '../setup';
import type { SpiState, UnitState } from '../state';

export interface RandomGameOptions {
  readonly seed: number;
  /** Stop after this many commands (a safety net; a game normally ends by itself). */
  readonly maxCommands?: number;
  /** Called after every event with the state it produced. */
  readonly onEvent?: (state: SpiState, event: SpiEvent, command: SpiCommand) => void;
  /** Called before each command with the actions offered (e.g. to check them all). */
  readonly onActions?: (state: SpiState, actions: readonly LegalAction<SpiCommand>[]) => void;
  /** Called with the state a command was decided on, and the command. */
  readonly onCommand?: (state: SpiState, command: SpiCommand) => void;
  readonly optionalRules?: readonly string[];
}

export interface RandomGame {
  readonly initial: SpiState;
  readonly final: SpiState;
  readonly events: readonly SpiEvent[];
  readonly commands: readonly SpiCommand[];
}

/** A die used as a chooser: uniform index in 0..n-1. */
function choose<T>(rng: Dice, items: readonly T[]): T | undefined {
  if (items.length === 0) return undefined;
  return items[rng.roll('choice', items.length) - 1];
}

/** The hex a MoveUnit option ends in. */
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
        !state.marks.moved.includes(u.id),
    );
    while (movable.length > 0 && rng.roll('end', 12) !== 1) {
      const u = choose(rng, movable) as UnitState;
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

/** Plays one game from the historical set-up with seeded dice and seeded random choices. */
export function playRandomGame(options: RandomGameOptions): RandomGame {
  const setup = initialState({
    scenarioId: 'historical',
    optionalRules: options.optionalRules ?? [],
  });
  if (!setup.ok) throw new Error('historical set-up failed');
  const dice = seededDice(options.seed);
  const rng = seededDice(options.seed ^ 0x5bd1e995);
  const max = options.maxCommands ?? 20_000;
  let state = setup.state;
  const events: SpiEvent[] = [];
  const commands: SpiCommand[] = [];
  while (!state.over && commands.length < max) {
    const actions = candidateActions(state, rng);
    options.onActions?.(state, actions);
    const action = choose(rng, actions);
    if (action === undefined) {
      throw new Error(
        `no legal action at turn ${state.turn} ${state.side} ${state.phase} (pending ${state.pending?.type ?? 'none'})`,
      );
    }
    const decision = decide(state, action.command, dice);
    if (!decision.ok) {
      throw new Error(
        `offered action refused: ${JSON.stringify(action.command)} → ${decision.violation.code} ${decision.violation.message}`,
      );
    }
    options.onCommand?.(state, action.command);
    commands.push(action.command);
    for (const e of decision.events) {
      state = evolve(state, e);
      events.push(e);
      options.onEvent?.(state, e, action.command);
    }
  }
  return { initial: setup.state, final: state, events, commands };
}
