import { boundedReport } from './bounded';
import { checkChain } from './chain-check';
import { checkCommitments } from './commitment-check';
import { checkDice } from './dice-check';
import type { AnyRuleset, VerifyOptions } from './inputs';
import { VerificationLedger } from './ledger';
import type { VerificationReport } from './report';
import { checkRules } from './rules-check';
import { checkSchema } from './schema-check';
import { slotsOf } from './slots';
import { checkVictory } from './victory-check';

/**
 * Verifies a game record without the server's database (README "Verification"): its schema,
 * the hash chain, the commitments to hidden parts (format 2), every die against the revealed seed, every command re-decided from the
 * initial state (events compared byte for byte under canonical JSON), and the final result.
 * Never throws: anything that is not a valid record is a failed report. Whatever the report
 * echoes of the record is bounded (bounded.ts): strings truncated with a marker.
 */
export function verifyRecord(
  record: unknown,
  resolveRuleset: (id: string) => AnyRuleset | undefined,
  options: VerifyOptions = {},
): VerificationReport {
  const ledger = new VerificationLedger();
  try {
    runChecks(ledger, record, resolveRuleset, options);
  } catch (error) {
    ledger.crashed(error);
  }
  return boundedReport(ledger.report());
}

/** The checks in order; the ledger knows which one runs, should one throw. */
function runChecks(
  ledger: VerificationLedger,
  input: unknown,
  resolveRuleset: (id: string) => AnyRuleset | undefined,
  options: VerifyOptions,
): void {
  const record = checkSchema(ledger, input);
  if (record === null) return;
  const slots = slotsOf(record);
  ledger.phase = 'chain';
  checkChain(ledger, record, slots, options);
  ledger.phase = 'commitments';
  checkCommitments(ledger, record, slots, resolveRuleset);
  ledger.phase = 'dice';
  checkDice(ledger, record, slots);
  ledger.phase = 'rules';
  const final = checkRules(ledger, record, slots, resolveRuleset, options);
  ledger.current = null;
  ledger.phase = 'victory';
  if (final !== null) checkVictory(ledger, record, slots, final.ruleset, final.game);
}
