import { setupStateOrThrow } from '@pratzen/engine';
import { type Tally, playFree } from '@pratzen/rulesets/freeform-kit/testing';
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

/**
 * 13.15: four French batteries unlimbered, each with a French infantry square beside it (within
 * 2 UM, 13.15.1.1.1), Allied cavalry 2.5 UM in front of them: the position the property test of
 * crewless guns starts from (from the usual starts a random game attacks a battery beside a
 * friendly square too seldom to reach 13.15.1.1 in a thousand games).
 */
export function gunsBySquares(): A1805State {
  const placements: Placement[] = [];
  const of = (side: 'french' | 'allied', kind: string) =>
    UNITS.filter((u) => u.side === side && u.kind === kind).slice(0, 4);
  const [guns, squares, cavalry] = [
    of('french', 'artillery'),
    of('french', 'infantry'),
    of('allied', 'cavalry'),
  ];
  [3, 7, 11, 15].forEach((y, i) => {
    placements.push({ id: guns[i]!.id, x: 33, y, facing: 90, formation: 'unlimbered' });
    placements.push({ id: squares[i]!.id, x: 33, y: y + 1.3, facing: 90, formation: 'square' });
    placements.push({ id: cavalry[i]!.id, x: 35.5, y, facing: 270, formation: 'line' });
  });
  return setupStateOrThrow(
    a1805.initialState({ scenarioId: 'free-form', position: { units: placements, turn: 10 } }),
  );
}

/** The battle from dawn: both armies on the strategic maps, deployed by chits in the fog (16.4). */
export const historical = (): A1805State =>
  setupStateOrThrow(a1805.initialState({ scenarioId: 'historical' }));

export const example = (): A1805State =>
  setupStateOrThrow(a1805.initialState({ scenarioId: 'pratzen-example' }));

export type { Tally };

/** One whole random game (freeform-kit `playFree`): the events and the final state. */
export const play = (
  initial: A1805State,
  seed: number,
  tally: Tally,
  onEvent: (state: A1805State, event: A1805Event) => void = () => undefined,
  onCommand: (state: A1805State, command: A1805Command) => void = () => undefined,
): { final: A1805State; events: A1805Event[] } =>
  playFree(a1805, initial, seed, tally, {
    isOver: (s) => s.over,
    sideToAct,
    fallbackSide: 'allied',
    endPhase: { type: 'EndPhase' },
    onEvent,
    onCommand,
  });
