import { type GameState, evolveGame } from '@pratzen/engine';
import { initialGameOf } from '@pratzen/game';
import type { GameRecordV1 } from '../record';
import { type AnyRuleset, type VerifyOptions, rulesetNamed } from './inputs';
import type { VerificationLedger } from './ledger';
import { redecide } from './redecide';
import type { Slot } from './slots';

/**
 * The rules check: from the ruleset's initial state for the record's set-up, every command
 * re-decided with its recorded dice must produce exactly its recorded events. Returns the
 * ruleset and the final game (for the victory check) once it passed, null otherwise.
 */
export function checkRules(
  ledger: VerificationLedger,
  record: GameRecordV1,
  slots: readonly Slot[],
  resolveRuleset: (id: string) => AnyRuleset | undefined,
  options: VerifyOptions,
): { ruleset: AnyRuleset; game: GameState } | null {
  const ruleset = rulesetNamed(resolveRuleset, record.ruleset.id);
  if (ruleset === undefined) {
    ledger.fail({
      version: null,
      check: 'rules',
      code: 'UNKNOWN_RULESET',
      message: `this verifier does not have the ruleset ${record.ruleset.id}`,
    });
    return null;
  }
  const verifiedWith = ruleset.info.version;
  ledger.verifiedWith = verifiedWith;
  const total = slots.length;
  // the game as it was created: a ruleset whose events changed form keeps the record's form
  const init = initialGameOf(ruleset, { ...record, rulesetVersion: record.ruleset.version });
  if (!init.ok) {
    ledger.fail({
      version: 1,
      check: 'rules',
      code: 'SETUP_REJECTED',
      message: `the ruleset rejects the game's set-up: ${init.problems.map((p) => p.message).join('; ')}`,
      actual: init.problems,
    });
    return null;
  }
  let game: GameState = init.game;
  const seed = record.dice.mode === 'server' ? record.dice.seed : null;
  ledger.eventsChecked = 1;
  let version = 2;
  for (const c of record.commands) {
    ledger.current = version;
    const outcome = redecide(ruleset, game, c, version, seed);
    if (outcome.ok) {
      for (const e of outcome.events) game = evolveGame(ruleset, game, e);
    } else {
      const { failure } = outcome;
      ledger.eventsChecked = failure.version - 1;
      const recordedVersion = rulesVersionAt(record, slots, failure.version);
      ledger.fail(
        recordedVersion !== verifiedWith
          ? {
              ...failure,
              code: 'RULES_VERSION_MISMATCH',
              cause: failure.code,
              message:
                `the rules disagree at event ${failure.version}: recorded under ` +
                `${record.ruleset.id} ${recordedVersion}, verified with ${verifiedWith} ` +
                `(${failure.code}: ${failure.message})`,
            }
          : failure,
      );
      return null;
    }
    version += c.events.length;
    ledger.eventsChecked = version - 1;
    options.onProgress?.(ledger.eventsChecked, total);
  }
  ledger.status.rules = 'passed';
  const versions = new Set(
    slots.map((s) => s.envelope.meta.rulesetVersion ?? record.ruleset.version),
  );
  versions.add(record.ruleset.version);
  const differing = [...versions].filter((v) => v !== verifiedWith);
  if (differing.length > 0) {
    ledger.notes.push(
      `recorded under ${record.ruleset.id} ${[...versions].join(', ')}, verified with ` +
        `${verifiedWith}: the rules agree on every event`,
    );
  }
  return { ruleset, game };
}

/** The ruleset version the event `version` was recorded under (the record's, unless it says). */
function rulesVersionAt(
  record: GameRecordV1,
  slots: readonly Slot[],
  version: number | null,
): string {
  const meta = version !== null ? slots[version - 1]?.envelope.meta : undefined;
  const v = meta?.rulesetVersion;
  return typeof v === 'string' ? v : record.ruleset.version;
}
