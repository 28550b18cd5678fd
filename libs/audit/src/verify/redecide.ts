import { type Command, type DomainEvent, type GameState, playCommand } from '@pratzen/engine';
import { canonicalJson, storedPartsOf } from '@pratzen/game';
import type { RecordedCommand } from '../record';
import type { AnyRuleset } from './inputs';
import type { VerificationFailure } from './report';
import { ReplayDice } from './replay-dice';
import { errorText } from './values';

/** One command re-decided: the events the rules produce (the recorded ones), or the divergence. */
export type Redecision =
  | { ok: true; events: readonly DomainEvent[] }
  | { ok: false; failure: VerificationFailure & { version: number } };

/**
 * Re-decides one command on `game` with its recorded dice (its first event has version
 * `version`); its events, or the first divergence.
 */
export function redecide(
  ruleset: AnyRuleset,
  game: GameState,
  c: RecordedCommand,
  version: number,
  seed: string | null,
): Redecision {
  const at = { version, check: 'rules' as const, commandId: c.commandId };
  const dice = new ReplayDice(c.dice);
  let decision: ReturnType<typeof playCommand> | null = null;
  let thrown: unknown = null;
  try {
    decision = playCommand(ruleset, game, c.command as Command, c.actor, dice, seed);
  } catch (error) {
    thrown = error;
  }
  if (dice.problem !== null) return { ok: false, failure: { ...at, ...dice.problem } };
  if (decision === null) {
    return {
      ok: false,
      failure: {
        ...at,
        code: 'RULESET_ERROR',
        message: `the ruleset threw on ${c.commandType}: ${errorText(thrown)}`,
      },
    };
  }
  if (!decision.ok) {
    const v = decision.violation;
    return {
      ok: false,
      failure: {
        ...at,
        code: 'COMMAND_REFUSED',
        message: `the rules refuse ${c.commandType} by ${c.actor}: ${v.code} ${v.message}`,
        expected: { violation: v },
        actual: { events: c.events.map((e) => ({ type: e.type, data: e.data })) },
      },
    };
  }
  if (dice.used < c.dice.length) {
    return {
      ok: false,
      failure: {
        ...at,
        code: 'DICE_NOT_USED',
        message: `the rules use ${dice.used} of the ${c.dice.length} dice recorded`,
        expected: dice.used,
        actual: c.dice.length,
      },
    };
  }
  const produced = decision.events;
  const count = Math.max(produced.length, c.events.length);
  for (let k = 0; k < count; k++) {
    const p = produced[k];
    const r = c.events[k];
    const v = version + k;
    const recorded = r === undefined ? undefined : { type: r.type, data: r.data };
    const expected = p === undefined ? undefined : storedPartsOf(p);
    if (expected === undefined) {
      return {
        ok: false,
        failure: {
          ...at,
          version: v,
          code: 'UNEXPECTED_EVENT',
          message: `event ${v} (${r?.type}) is not one the rules produce for ${c.commandType}`,
          actual: recorded,
        },
      };
    }
    if (recorded === undefined) {
      return {
        ok: false,
        failure: {
          ...at,
          version: v,
          code: 'EVENT_MISSING',
          message: `the rules produce ${expected.type} as event ${v}; the record has no such event`,
          expected,
        },
      };
    }
    let equal: boolean;
    try {
      equal = canonicalJson(expected) === canonicalJson(recorded);
    } catch {
      equal = false;
    }
    if (!equal) {
      return {
        ok: false,
        failure: {
          ...at,
          version: v,
          code: 'EVENT_MISMATCH',
          message:
            expected.type === recorded.type
              ? `event ${v} (${recorded.type}) differs from what the rules produce`
              : `event ${v} is ${recorded.type}; the rules produce ${expected.type}`,
          expected,
          actual: recorded,
        },
      };
    }
  }
  return { ok: true, events: produced };
}
