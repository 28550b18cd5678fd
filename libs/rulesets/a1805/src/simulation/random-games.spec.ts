import {
  type Dice,
  type LegalAction,
  replay,
  seededDice,
  setupStateOrThrow,
  sideViewer,
} from '@pratzen/engine';
import {
  assertIntegerEvents,
  chooseOne,
  domainSamples,
  sampleActionSpace,
  withMember,
} from '@pratzen/engine/testing';
import { convexOverlap } from '@pratzen/geometry';
import type { A1805Command } from '../commands';
import { TABLE, UNITS } from '../data/catalogue';
import type { Placement } from '../data/scenarios';
import type { A1805Event } from '../events';
import { boxOf, disjoint } from '../movement/box';
import { unitRing } from '../movement/pose';
import { notClearUnder, pondUnder } from '../movement/terrain';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import { sideToAct } from '../decide';

/**
 * Property (issue #13 "Done when"): whole random games, sampling the action spaces as a client's
 * controls would, with invariants after every event — no two blocks overlap (7.1), every block on
 * the table (3.1) and out of the ponds, squares on clear ground (5.2), steps within bounds —
 * every sampled command either accepted or refused by a check its space names, events of
 * integers and strings only, and the replay of the events rebuilding the final state.
 * A1805_GAMES scales the number of games (CI: the default).
 */
const GAMES = Number(process.env['A1805_GAMES'] ?? 200);

/** A crowded free-form deployment: both armies' first units in facing rows across the table. */
function crowded(): A1805State {
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

const example = (): A1805State =>
  setupStateOrThrow(a1805.initialState({ scenarioId: 'pratzen-example' }));

function checkInvariants(s: A1805State, after: A1805Event): void {
  const standing = s.units.filter((u) => u.attachedTo === null);
  for (const [i, u] of standing.entries()) {
    const ring = unitRing(u);
    for (const c of ring) {
      if (c.x < TABLE.minX || c.x > TABLE.maxX || c.y < TABLE.minY || c.y > TABLE.maxY) {
        throw new Error(`3.1: ${u.id} off the table after ${JSON.stringify(after)}`);
      }
    }
    if (pondUnder(ring) !== undefined)
      throw new Error(`${u.id} in a pond after ${JSON.stringify(after)}`);
    if (u.formation === 'square' && notClearUnder(ring) !== undefined) {
      throw new Error(`5.2: ${u.id} square off clear ground`);
    }
    if (u.stepsLost < 0 || u.stepsLost > 1) throw new Error(`${u.id} steps out of bounds`);
    for (const o of standing.slice(i + 1)) {
      const other = unitRing(o);
      if (!disjoint(boxOf(ring), boxOf(other)) && convexOverlap(ring, other)) {
        throw new Error(`7.1: ${u.id} overlaps ${o.id} after ${JSON.stringify(after)}`);
      }
    }
  }
  for (const u of s.units) {
    if (u.attachedTo !== null && !s.units.some((h) => h.id === u.attachedTo)) {
      throw new Error(`${u.id} attached to a unit not on the table`);
    }
  }
}

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

interface Tally {
  samples: number;
  checked: number;
  accepted: number;
  moves: number;
}

function play(initial: A1805State, seed: number, tally: Tally) {
  const dice = seededDice(seed);
  const rng = seededDice(seed * 7919 + 1);
  let state = initial;
  const events: A1805Event[] = [];
  for (let guard = 0; !state.over; guard += 1) {
    if (guard > 5_000) throw new Error(`game ${seed} did not end`);
    const side = sideToAct(state);
    const actions = a1805.legalActions(state, sideViewer(side ?? 'allied'));
    let command: A1805Command = { type: 'EndPhase' };
    const moves = actions.filter((a) => a.command.type === 'MoveUnit');
    // mostly move while units may; end the phase now and then
    if (moves.length > 0 && rng.roll('end', 8) > 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const a = chooseOne(rng, moves)!;
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
        if (a1805.decide(state, c, dice).ok) {
          command = c;
          tally.accepted += 1;
          break;
        }
        if (a1805.decide(state, a.command, dice).ok) {
          command = a.command;
          break;
        }
      }
    }
    const d = a1805.decide(state, command, dice);
    if (!d.ok) throw new Error(`refused ${JSON.stringify(command)}: ${d.violation.code}`);
    if (command.type === 'MoveUnit') tally.moves += 1;
    for (const e of d.events) {
      state = a1805.evolve(state, e);
      events.push(e);
      checkInvariants(state, e);
    }
  }
  return { final: state, events };
}

describe('a1805 property: random games sampling the action spaces', () => {
  test(`${GAMES} whole games (the example of play and a crowded free-form deployment)`, () => {
    const tally: Tally = { samples: 0, checked: 0, accepted: 0, moves: 0 };
    for (let seed = 1; seed <= GAMES; seed += 1) {
      const initial = seed % 2 === 0 ? crowded() : example();
      const game = play(initial, seed, tally);
      assertIntegerEvents(game.events);
      expect(replay(a1805, initial, game.events)).toEqual(game.final);
      expect(a1805.victory(game.final).result).not.toBeNull();
    }
    if (process.env['A1805_TALLY'] !== undefined) console.log(JSON.stringify(tally));
    expect(tally.moves).toBeGreaterThan(GAMES * 20);
    expect(tally.accepted).toBeGreaterThan(tally.moves / 2);
    expect(tally.samples).toBeGreaterThan(GAMES * 50);
    expect(tally.checked).toBeGreaterThan(0);
  });
});
