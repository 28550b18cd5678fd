import { replay, type Ruleset } from '../src/contract';
import { scriptedDice } from '../src/dice';
import type { Command, Decision, DomainEvent } from '../src/messages';
import type { RuleViolation } from '../src/violation';

/**
 * given(ruleset, state, [events]).when(command, dice).then(...) — decider tests with no
 * database: the state is rebuilt from the given events, the command decided with fixed dice.
 */
export function given<S, C extends Command, E extends DomainEvent>(
  ruleset: Ruleset<S, C, E>,
  initial: S,
  events: readonly E[] = [],
) {
  const state = replay(ruleset, initial, events);
  return {
    state,
    when(command: C, dice: readonly number[] = []) {
      const d = scriptedDice(dice);
      const decision: Decision<E> = ruleset.decide(state, command, d);
      const events = decision.ok ? decision.events : [];
      return {
        decision,
        events,
        diceUsed: d.used,
        /** The state after the produced events. */
        get after(): S {
          return replay(ruleset, state, events);
        },
        then(expected: readonly Partial<E>[] | ((events: readonly E[]) => void)): readonly E[] {
          if (!decision.ok) {
            throw new Error(
              `expected events, got violation ${decision.violation.code}: ${decision.violation.message}`,
            );
          }
          if (typeof expected === 'function') expected(decision.events);
          else expect(decision.events).toEqual(expected.map((e) => expect.objectContaining(e)));
          return decision.events;
        },
        thenViolates(code: string, rule?: string): RuleViolation {
          if (decision.ok) {
            throw new Error(
              `expected violation ${code}, got events ${decision.events.map((e) => e.type).join(', ')}`,
            );
          }
          expect(decision.violation.code).toBe(code);
          if (rule !== undefined) expect(decision.violation.rule).toBe(rule);
          // a refusal says why: its message is the 422's detail a player reads
          expect(decision.violation.message.trim()).not.toBe('');
          return decision.violation;
        },
      };
    },
  };
}
