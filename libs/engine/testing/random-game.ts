import type { Ruleset } from '../src/contract';
import { type Dice, seededDice } from '../src/dice';
import type { Command, DomainEvent, LegalAction } from '../src/messages';
import { chooseOne } from '../src/space-sampling';

export { chooseOne };

/** The actions a random player picks one from, uniformly (its policy: which ones to offer). */
export type CandidateActions<S, C extends Command> = (
  state: S,
  rng: Dice,
) => readonly LegalAction<C>[];

export interface RandomGameOptions<S, C extends Command, E extends DomainEvent> {
  readonly seed: number;
  /** Stop after this many commands (a safety net; a game normally ends by itself). */
  readonly maxCommands?: number;
  /** Called after every event with the state it produced. */
  readonly onEvent?: (state: S, event: E, command: C) => void;
  /** Called before each command with the actions offered (e.g. to check them all). */
  readonly onActions?: (state: S, actions: readonly LegalAction<C>[]) => void;
  /** Called with the state a command was decided on, and the command. */
  readonly onCommand?: (state: S, command: C) => void;
}

export interface RandomGame<S, C extends Command, E extends DomainEvent> {
  readonly initial: S;
  readonly final: S;
  readonly events: readonly E[];
  readonly commands: readonly C[];
}

/**
 * Plays one game to its end (`status().over`) from `initial`: seeded dice for the rules, a second
 * seeded die for the player's choices among `candidates`. Every offered action must be accepted:
 * a refusal (or a position where nobody can act) throws, naming the action and the violation.
 * The property tests of every ruleset run on this.
 */
export function playRandomGame<S, C extends Command, E extends DomainEvent>(
  ruleset: Pick<Ruleset<S, C, E>, 'decide' | 'evolve' | 'status'>,
  initial: S,
  candidates: CandidateActions<S, C>,
  options: RandomGameOptions<S, C, E>,
): RandomGame<S, C, E> {
  const dice = seededDice(options.seed);
  const rng = seededDice(options.seed ^ 0x5bd1e995);
  const max = options.maxCommands ?? 20_000;
  let state = initial;
  const events: E[] = [];
  const commands: C[] = [];
  while (!ruleset.status(state).over && commands.length < max) {
    const actions = candidates(state, rng);
    options.onActions?.(state, actions);
    const action = chooseOne(rng, actions);
    if (action === undefined) {
      const s = ruleset.status(state);
      throw new Error(
        `no legal action at turn ${s.turn} ${s.activeSide} ${s.phase} (pending ${s.pendingDecision?.type ?? 'none'})`,
      );
    }
    const decision = ruleset.decide(state, action.command, dice);
    if (!decision.ok) {
      throw new Error(
        `offered action refused: ${JSON.stringify(action.command)} → ${decision.violation.code} ${decision.violation.message}`,
      );
    }
    options.onCommand?.(state, action.command);
    commands.push(action.command);
    for (const e of decision.events) {
      state = ruleset.evolve(state, e);
      events.push(e);
      options.onEvent?.(state, e, action.command);
    }
  }
  return { initial, final: state, events, commands };
}
