import {
  type Command,
  type Dice,
  type DomainEvent,
  type LegalAction,
  type Ruleset,
  type Viewer,
  seededDice,
  sideViewer,
} from '@pratzen/engine';
import { chooseOne, domainSamples, sampleActionSpace, withMember } from '@pratzen/engine/testing';

/**
 * A random player of a free-form ruleset, for property tests and benchmarks: it acts while it
 * may (sampling each chosen action's space as a client's controls would, and checking the space
 * against `decide`), ends phases now and then, and plays to the end of the game. The starting
 * positions are each ruleset's.
 */

/** A point drawn at random inside every member of a space (a client's controls, set at random). */
export function drawn<C extends Command>(action: LegalAction<C>, rng: Dice): C {
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
  /** Commands sampled from action spaces, and those `decide` checked. */
  samples: number;
  checked: number;
  /** Drawn commands accepted. */
  accepted: number;
  /** `MoveUnit` commands played. */
  moves: number;
}

export const emptyTally = (): Tally => ({
  samples: 0,
  checked: 0,
  accepted: 0,
  moves: 0,
  byType: {},
});

export interface FreePlayHooks<S, C, E> {
  /** Whether the game is over. */
  readonly isOver: (state: S) => boolean;
  /** The side to act (null: none; the legal actions are then asked as `fallbackSide`). */
  readonly sideToAct: (state: S) => string | null;
  readonly fallbackSide: string;
  /** The command that ends a phase. */
  readonly endPhase: C;
  /** After each event is folded (the property's invariants). */
  readonly onEvent?: (state: S, event: E) => void;
  /** Before each command is decided. */
  readonly onCommand?: (state: S, command: C) => void;
  /** Commands before the game is declared stuck. */
  readonly guard?: number;
  /** Legal actions as this viewer of the side (default `sideViewer`). */
  readonly viewerOf?: (side: string) => Viewer;
}

/**
 * One whole game from `initial` with seeded dice (`seed`) and a seeded player (`seed·7919 + 1`):
 * its events and final state. Throws when an action space disagrees with `decide`, when the
 * chosen command is refused, or when the game does not end within the guard.
 */
export function playFree<S, C extends Command, E extends DomainEvent>(
  ruleset: Pick<Ruleset<S, C, E>, 'legalActions' | 'decide' | 'evolve'>,
  initial: S,
  seed: number,
  tally: Tally,
  hooks: FreePlayHooks<S, C, E>,
): { final: S; events: E[] } {
  const dice = seededDice(seed);
  const rng = seededDice(seed * 7919 + 1);
  const viewerOf = hooks.viewerOf ?? sideViewer;
  const endType = hooks.endPhase.type;
  let state = initial;
  const events: E[] = [];
  for (let guard = 0; !hooks.isOver(state); guard += 1) {
    if (guard > (hooks.guard ?? 5_000)) throw new Error(`game ${seed} did not end`);
    const side = hooks.sideToAct(state);
    const actions = ruleset.legalActions(state, viewerOf(side ?? hooks.fallbackSide));
    let command: C | null = null;
    const endOffered = actions.some((a) => a.command.type === endType);
    const others = actions.filter((a) => a.command.type !== endType);
    // mostly act (move, fire, rally) while one may; end the phase now and then
    if (others.length > 0 && (!endOffered || rng.roll('end', 8) > 1)) {
      for (let attempt = 0; attempt < 4 && command === null; attempt += 1) {
        const a = chooseOne(rng, others)!;
        if (attempt === 0 && a.space !== undefined) {
          const report = sampleActionSpace(ruleset, state, a, rng, seededDice(seed), 1);
          tally.samples += report.samples;
          tally.checked += report.checked;
          if (report.disagreements.length > 0) {
            throw new Error(
              `space disagrees with decide: ${JSON.stringify(report.disagreements[0])}`,
            );
          }
        }
        const c = drawn(a, rng);
        if (ruleset.decide(state, c, seededDice(guard)).ok) {
          command = c;
          tally.accepted += 1;
        } else if (ruleset.decide(state, a.command, seededDice(guard)).ok) {
          command = a.command;
        }
      }
    }
    if (command === null) command = endOffered ? hooks.endPhase : others[0]!.command;
    tally.byType[command.type] = (tally.byType[command.type] ?? 0) + 1;
    hooks.onCommand?.(state, command);
    const d = ruleset.decide(state, command, dice);
    if (!d.ok) throw new Error(`refused ${JSON.stringify(command)}: ${d.violation.code}`);
    if (command.type === 'MoveUnit') tally.moves += 1;
    for (const e of d.events) {
      state = ruleset.evolve(state, e);
      events.push(e);
      hooks.onEvent?.(state, e);
    }
  }
  return { final: state, events };
}
