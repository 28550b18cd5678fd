import type { VictoryReport } from '@pratzen/engine';

export type CheckName = 'schema' | 'chain' | 'commitments' | 'dice' | 'rules' | 'victory';
export type CheckStatus = 'passed' | 'failed' | 'skipped';

/**
 * Where the dice came from, as far as verification can tell: the server's seed (revealed, every
 * roll recomputed), physical dice typed in (their source cannot be checked), or the server's
 * seed not yet revealed. Null when the record is too broken to tell, or a roll failed its check.
 */
export type DiceSource = 'server-seed-verified' | 'manual-unverifiable' | 'seed-not-revealed';

export interface VerificationFailure {
  /** The first bad event (stream version, 1 = GameCreated); null when no event is to blame. */
  readonly version: number | null;
  readonly commandId?: string;
  readonly check: CheckName;
  readonly code: string;
  readonly message: string;
  /** What the verifier computed (a re-decided event, a recomputed die, the chained hash...). */
  readonly expected?: unknown;
  /** What the record holds. */
  readonly actual?: unknown;
  /** With RULES_VERSION_MISMATCH: the code of the disagreement itself (EVENT_MISMATCH...). */
  readonly cause?: string;
}

export interface VerificationReport {
  readonly ok: boolean;
  /** The record's `format` (null when it has none). */
  readonly format: string | null;
  readonly gameId: string | null;
  readonly ruleset: {
    readonly id: string | null;
    readonly recordedVersion: string | null;
    /** The version of the ruleset the commands were re-decided with; null if none was. */
    readonly verifiedWith: string | null;
  };
  readonly checks: {
    readonly schema: CheckStatus;
    readonly chain: CheckStatus;
    /**
     * Format 2: every hidden part against its commitment and the revealed key, every public
     * form against the ruleset's redaction; skipped for format 1 and while the key is hidden.
     */
    readonly commitments: CheckStatus;
    readonly dice: CheckStatus | 'not-applicable-manual';
    readonly rules: CheckStatus;
    readonly victory: CheckStatus;
  };
  readonly diceSource: DiceSource | null;
  /** Events (GameCreated included) re-decided from the initial state and found identical. */
  readonly eventsChecked: number;
  /**
   * The failure at the earliest event; at the same event the first in check order (schema,
   * chain, dice, rules, victory); failures that name no event come last.
   */
  readonly firstFailure: VerificationFailure | null;
  readonly notes: string[];
  /** The ruleset's victory report on the final state (when the rules check passed). */
  readonly finalTally?: VictoryReport;
}
