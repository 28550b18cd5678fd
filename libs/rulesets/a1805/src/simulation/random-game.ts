import {
  type Dice,
  type LegalAction,
  seededDice,
  setupStateOrThrow,
  sideViewer,
} from '@pratzen/engine';
import { chooseOne, domainSamples, sampleActionSpace, withMember } from '@pratzen/engine/testing';
import type { A1805Command } from '../commands';
import { UNITS } from '../data/catalogue';
import type { Placement } from '../data/scenarios';
import { sideToAct } from '../decide';
import type { A1805Event } from '../events';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';

/**
 * A random player for property tests and benchmarks: it moves while units may (sampling each
 * chosen action's space as a client's controls would, and checking the space against decide),
 * ends phases now and then, and plays to the end of the game.
 */

/** A crowded free-form deployment: both armies' first units in facing rows across the table. */
export function crowded(): A1805State {
  const pick = (side: 'french' | 'allied', n: number) =>
    UNITS.filter((u) => u.side === side && u.kind !== 'hq').slice(0, n);
  const placements: Placement[] = [];
  pick('french', 14).forEach((u, i) =>
    placements.push({
      id: u.id,
      x: 16.5 + (i % 2) * 1.5,
      y: 5 + Math.floor(i / 2) * 2.5,
      facing: 90,
      formation: u.kind === 'artillery' ? 'limbered' : 'column',
    }),
  );
  pick('allied', 14).forEach((u, i) =>
    placements.push({
      id: u.id,
      x: 34 + (i % 2) * 1.5,
      y: 4 + Math.floor(i / 2) * 2.5,
      facing: 270,
      formation: u.kind === 'artillery' ? 'unlimbered' : 'line',
    }),
  );
  placements.push({
    id: 'fr-soult',
    x: 0,
    y: 0,
    facing: 0,
    formation: 'none',
    attachedTo: placements[0]!.id,
  });
  placements.push({ id: 'al-kutuzov', x: 38, y: 28, facing: 270, formation: 'none' });
  return setupStateOrThrow(
    a1805.initialState({ scenarioId: 'free-form', position: { units: placements, turn: 9 } }),
  );
}

/**
 * Both whole armies deployed (every unit of the order of battle, HQs attached to their
 * formations' first units): the French in columns west of the Goldbach, the Allies in line on
 * and beyond the plateau — the size of position the full game reaches, for benchmarks.
 */
export function wholeArmies(): A1805State {
  const placements: Placement[] = [];
  const grid = (side: 'french' | 'allied', x0: number, cols: number, facing: number) => {
    const units = UNITS.filter((u) => u.side === side && u.kind !== 'hq');
    units.forEach((u, i) => {
      const x = Math.round((x0 + (i % cols) * 1.4) * 1000) / 1000;
      const y = Math.round((2 + Math.floor(i / cols) * 1.4) * 1000) / 1000;
      placements.push({
        id: u.id,
        x,
        y,
        facing,
        formation: u.kind === 'artillery' ? 'limbered' : 'column',
      });
    });
    for (const hq of UNITS.filter((u) => u.side === side && u.kind === 'hq')) {
      const host = units.find((u) => u.formation === hq.formation) ?? units[units.length - 1]!;
      placements.push({ id: hq.id, x: 0, y: 0, facing: 0, formation: 'none', attachedTo: host.id });
    }
  };
  grid('french', 1.2, 5, 90);
  grid('allied', 30.5, 6, 270);
  return setupStateOrThrow(
    a1805.initialState({ scenarioId: 'free-form', position: { units: placements } }),
  );
}

/** Two lines face to face 1.2 UM apart in open ground east of the plateau, guns behind: musketry range is a step away. */
export function contact(): A1805State {
  const placements: Placement[] = [];
  const line = (side: 'french' | 'allied', x: number, facing: number, gunX: number) => {
    const inf = UNITS.filter((u) => u.side === side && u.kind === 'infantry').slice(0, 6);
    inf.forEach((u, i) =>
      placements.push({ id: u.id, x, y: (15 + i * 16) / 10, facing, formation: 'line' }),
    );
    const guns = UNITS.filter((u) => u.side === side && u.kind === 'artillery').slice(0, 2);
    guns.forEach((u, i) =>
      placements.push({ id: u.id, x: gunX, y: 3 + i * 4, facing, formation: 'unlimbered' }),
    );
    const cav = UNITS.filter((u) => u.side === side && u.kind === 'cavalry').slice(0, 2);
    cav.forEach((u, i) =>
      placements.push({ id: u.id, x: gunX, y: 1 + i * 9, facing, formation: 'line' }),
    );
  };
  line('french', 34.4, 90, 33);
  line('allied', 35.6, 270, 37.2);
  return setupStateOrThrow(
    a1805.initialState({ scenarioId: 'free-form', position: { units: placements, turn: 10 } }),
  );
}

/** The battle from dawn: both armies on the strategic maps, deployed by chits in the fog (16.4). */
export const historical = (): A1805State =>
  setupStateOrThrow(a1805.initialState({ scenarioId: 'historical' }));

export const example = (): A1805State =>
  setupStateOrThrow(a1805.initialState({ scenarioId: 'pratzen-example' }));

/** A point drawn at random inside every member of a space (a client's controls, set at random). */
function drawn(action: LegalAction<A1805Command>, rng: Dice): A1805Command {
  let command = action.command;
  for (const [pointer, domain] of Object.entries(action.space?.vary ?? {})) {
    const values = domainSamples(domain, rng, 1);
    const value = chooseOne(rng, values);
    command = withMember(command, pointer, value);
  }
  return command;
}

export interface Tally {
  /** Commands played, by type. */
  byType: Record<string, number>;
  samples: number;
  checked: number;
  accepted: number;
  moves: number;
}

export function play(
  initial: A1805State,
  seed: number,
  tally: Tally,
  onEvent: (state: A1805State, event: A1805Event) => void = () => undefined,
  onCommand: (state: A1805State, command: A1805Command) => void = () => undefined,
) {
  const dice = seededDice(seed);
  const rng = seededDice(seed * 7919 + 1);
  let state = initial;
  const events: A1805Event[] = [];
  for (let guard = 0; !state.over; guard += 1) {
    if (guard > 5_000) throw new Error(`game ${seed} did not end`);
    const side = sideToAct(state);
    const actions = a1805.legalActions(state, sideViewer(side ?? 'allied'));
    let command: A1805Command | null = null;
    const endOffered = actions.some((a) => a.command.type === 'EndPhase');
    const others = actions.filter((a) => a.command.type !== 'EndPhase');
    // mostly act (move, fire, rally) while one may; end the phase now and then
    if (others.length > 0 && (!endOffered || rng.roll('end', 8) > 1)) {
      for (let attempt = 0; attempt < 4 && command === null; attempt += 1) {
        const a = chooseOne(rng, others)!;
        if (attempt === 0 && a.space !== undefined) {
          const report = sampleActionSpace(a1805, state, a, rng, seededDice(seed), 1);
          tally.samples += report.samples;
          tally.checked += report.checked;
          if (report.disagreements.length > 0) {
            throw new Error(
              `space disagrees with decide: ${JSON.stringify(report.disagreements[0])}`,
            );
          }
        }
        const c = drawn(a, rng);
        if (a1805.decide(state, c, seededDice(guard)).ok) {
          command = c;
          tally.accepted += 1;
        } else if (a1805.decide(state, a.command, seededDice(guard)).ok) {
          command = a.command;
        }
      }
    }
    if (command === null) command = endOffered ? { type: 'EndPhase' } : others[0]!.command;
    tally.byType[command.type] = (tally.byType[command.type] ?? 0) + 1;
    onCommand(state, command);
    const d = a1805.decide(state, command, dice);
    if (!d.ok) throw new Error(`refused ${JSON.stringify(command)}: ${d.violation.code}`);
    if (command.type === 'MoveUnit') tally.moves += 1;
    for (const e of d.events) {
      state = a1805.evolve(state, e);
      events.push(e);
      onEvent(state, e);
    }
  }
  return { final: state, events };
}
