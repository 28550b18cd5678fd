import { commitKeyCommitment, commitmentOf, commitmentSalt } from '../commitment';
import { CHAIN_VERSION, hiddenPartOf, spectatorView, storedPublicOf } from '@pratzen/game';
import { type GameRecordV1, RECORD_FORMAT_2 } from '../record';
import { type AnyRuleset, rulesetNamed } from './inputs';
import type { VerificationLedger } from './ledger';
import type { Slot } from './slots';
import { errorText, same } from './values';

/**
 * The commitments check of a format-2 record (README "Hidden information"): each event's
 * published public form is what the ruleset's redaction for a spectator makes of the revealed
 * event (PUBLIC_FORM_MISMATCH); an event carries a commitment exactly when something is hidden
 * (MISSING_COMMITMENT, UNEXPECTED_COMMITMENT); and, once the commit key is revealed, the key is
 * the one GameCreated committed to (COMMIT_KEY_MISMATCH) and every commitment is
 * SHA-256(salt ‖ JCS(hidden part)) (COMMITMENT_MISMATCH). Format-1 records have no commitments
 * (their hashes cover the hidden parts, unsalted): skipped.
 */
export function checkCommitments(
  ledger: VerificationLedger,
  record: GameRecordV1,
  slots: readonly Slot[],
  resolveRuleset: (id: string) => AnyRuleset | undefined,
): void {
  const commitments = record.commitments;
  if (record.format !== RECORD_FORMAT_2 || commitments === undefined) {
    ledger.notes.push(
      `${record.format}: events are hashed as stored (hidden parts unsalted), no commitments to check`,
    );
    return;
  }
  const ruleset = rulesetNamed(resolveRuleset, record.ruleset.id);
  if (ruleset === undefined) {
    ledger.notes.push('public forms not checked against the rules: the ruleset is unknown here');
  }
  const key = commitments.key === null ? null : Buffer.from(commitments.key, 'hex');
  if (key !== null && commitKeyCommitment(key) !== commitments.keyCommitment) {
    ledger.fail({
      version: 1,
      check: 'commitments',
      code: 'COMMIT_KEY_MISMATCH',
      message: 'the revealed commit key is not the one GameCreated committed to',
      expected: commitments.keyCommitment,
      actual: commitKeyCommitment(key),
    });
  }
  for (const slot of slots) {
    const { envelope: e, version } = slot;
    if (e.meta.chain !== CHAIN_VERSION) continue; // the chain check reports it
    const at = {
      version,
      check: 'commitments' as const,
      ...(slot.command >= 0 ? { commandId: record.commands[slot.command]?.commandId ?? '' } : {}),
    };
    if (ruleset !== undefined) {
      let computed: unknown;
      try {
        computed = storedPublicOf(e, spectatorView(ruleset, e)) ?? null;
      } catch (error) {
        ledger.fail({
          ...at,
          code: 'RULESET_ERROR',
          message: `the ruleset's redaction threw on event ${version}: ${errorText(error)}`,
        });
        return;
      }
      const published = e.meta.public ?? null;
      if (!same(computed, published)) {
        ledger.fail({
          ...at,
          code: 'PUBLIC_FORM_MISMATCH',
          message: `event ${version}'s public form is not the ruleset's redaction of the revealed event`,
          expected: computed,
          actual: published,
        });
        return;
      }
    }
    const hidden = hiddenPartOf(e);
    const published = e.meta.commitment;
    if (hidden === null) {
      if (published === undefined) continue;
      ledger.fail({
        ...at,
        code: 'UNEXPECTED_COMMITMENT',
        message: `event ${version} hides nothing yet carries a commitment`,
        actual: published,
      });
      return;
    }
    if (typeof published !== 'string') {
      ledger.fail({
        ...at,
        code: 'MISSING_COMMITMENT',
        message: `event ${version} hides ${Object.keys(hidden).join(', ')} without a commitment`,
      });
      return;
    }
    if (key === null) continue;
    const computed = commitmentOf(commitmentSalt(key, version), hidden);
    if (computed !== published) {
      ledger.fail({
        ...at,
        code: 'COMMITMENT_MISMATCH',
        message: `event ${version}'s hidden ${Object.keys(hidden).join(', ')} is not what was committed to`,
        expected: computed,
        actual: published,
      });
      return;
    }
  }
  if (ledger.status.commitments === 'failed') return;
  if (key === null) {
    ledger.notes.push('the commit key is not revealed: hidden parts are not checked yet');
    return;
  }
  ledger.status.commitments = 'passed';
  const count = slots.filter((s) => s.envelope.meta.commitment !== undefined).length;
  ledger.notes.push(`${count} hidden parts opened and checked against their commitments`);
}
