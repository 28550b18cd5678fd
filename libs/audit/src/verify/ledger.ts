import type { VictoryReport } from '@pratzen/engine';
import type {
  CheckName,
  CheckStatus,
  DiceSource,
  VerificationFailure,
  VerificationReport,
} from './report';
import { errorText } from './values';

const CHECK_ORDER: readonly CheckName[] = [
  'schema',
  'chain',
  'commitments',
  'dice',
  'rules',
  'victory',
];

/**
 * What a verification has found so far, written by the checks in turn: what the record says it
 * is, each check's status, each check's first failure, the notes; and the report made of them.
 */
export class VerificationLedger {
  format: string | null = null;
  gameId: string | null = null;
  rulesetId: string | null = null;
  recordedVersion: string | null = null;
  verifiedWith: string | null = null;
  readonly status: Record<CheckName, CheckStatus | 'not-applicable-manual'> = {
    schema: 'skipped',
    chain: 'skipped',
    commitments: 'skipped',
    dice: 'skipped',
    rules: 'skipped',
    victory: 'skipped',
  };
  private readonly failures = new Map<CheckName, VerificationFailure>();
  diceSource: DiceSource | null = null;
  eventsChecked = 0;
  readonly notes: string[] = [];
  finalTally: VictoryReport | undefined;

  /** The check running now (an exception is reported against it). */
  phase: CheckName = 'schema';
  /** The version being re-decided, while the rules check runs. */
  current: number | null = null;

  /** Marks the failure's check failed; the first failure of each check is the one kept. */
  fail(failure: VerificationFailure): void {
    this.status[failure.check] = 'failed';
    if (!this.failures.has(failure.check)) this.failures.set(failure.check, failure);
  }

  /** An exception nothing above caught (a ruleset's evolve or victory, or a bug): reported. */
  crashed(error: unknown): void {
    this.fail({
      version: this.current,
      check: this.phase,
      code: this.phase === 'rules' || this.phase === 'victory' ? 'RULESET_ERROR' : 'INTERNAL_ERROR',
      message: `verification stopped: ${errorText(error)}`,
    });
  }

  report(): VerificationReport {
    // The earliest bad event wins; at the same event (or none) the check order decides.
    let firstFailure: VerificationFailure | undefined;
    for (const check of CHECK_ORDER) {
      const f = this.failures.get(check);
      if (f !== undefined && (firstFailure === undefined || rank(f) < rank(firstFailure))) {
        firstFailure = f;
      }
    }
    for (const f of this.failures.values()) {
      if (f !== firstFailure) {
        this.notes.push(`also failed: ${f.check} at ${where(f)}: ${f.code} (${f.message})`);
      }
    }
    const ok =
      firstFailure === undefined &&
      this.status.schema === 'passed' &&
      this.status.chain === 'passed' &&
      this.status.rules === 'passed';
    return {
      ok,
      format: this.format,
      gameId: this.gameId,
      ruleset: {
        id: this.rulesetId,
        recordedVersion: this.recordedVersion,
        verifiedWith: this.verifiedWith,
      },
      checks: { ...this.status } as VerificationReport['checks'],
      diceSource: this.diceSource,
      eventsChecked: this.eventsChecked,
      firstFailure: firstFailure ?? null,
      notes: this.notes,
      ...(this.finalTally !== undefined ? { finalTally: this.finalTally } : {}),
    };
  }
}

const rank = (f: VerificationFailure): number => f.version ?? Number.POSITIVE_INFINITY;

const where = (f: VerificationFailure): string =>
  f.version === null ? 'the record' : `event ${f.version}`;
