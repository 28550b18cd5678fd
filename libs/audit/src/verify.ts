import {
  type Command,
  type Dice,
  DiceUnavailableError,
  type DomainEvent,
  GAME_ENDED,
  type GameState,
  NEW_SESSION,
  type Ruleset,
  type VictoryReport,
  evolveGame,
  playCommand,
} from '@pratzen/engine';
import { canonicalJson } from './canonical-json';
import { DICE_SCHEME, type DieRoll, hmacDie, seedCommitment } from './dice';
import { type Envelope, GENESIS_PREV_HASH, envelopeHash } from './hash-chain';
import {
  GAME_CREATED,
  type GameRecordV1,
  MANUAL_DICE_SCHEME,
  RECORD_FORMAT,
  type RecordedCommand,
  normaliseDice,
  seatsOf,
} from './record';
import { recordSchemaError } from './record-schema';

export type CheckName = 'schema' | 'chain' | 'dice' | 'rules' | 'victory';
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

export interface VerifyOptions {
  /** Called as the rules check progresses: events re-decided so far, of `total`. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * The head hash published elsewhere (the game summary's): the record must end with it. Without
   * it, a record whose every hash an adversary recomputed can only be caught by the dice and
   * rules checks.
   */
  readonly expectedHeadHash?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any ruleset's state
type AnyRuleset = Ruleset<any, Command, DomainEvent>;

const CHECK_ORDER: readonly CheckName[] = ['schema', 'chain', 'dice', 'rules', 'victory'];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Canonical JSON equality; values JSON cannot hold are unequal to everything. */
function same(a: unknown, b: unknown): boolean {
  try {
    return canonicalJson(a) === canonicalJson(b);
  } catch {
    return false;
  }
}

const errorText = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** An event as stored: its type and data (the event without `type`). */
function partsOf(event: DomainEvent): { type: string; data: Record<string, unknown> } {
  const { type, ...data } = event as DomainEvent & Record<string, unknown>;
  return { type, data };
}

/** A position of the stream: the envelope and the command (index) whose batch holds it. */
interface Slot {
  readonly envelope: Envelope;
  /** The version this event must have (its position, from 1). */
  readonly version: number;
  /** Index in record.commands; -1 for the genesis event. */
  readonly command: number;
}

interface DiceProblem {
  readonly code: string;
  readonly message: string;
  readonly expected?: unknown;
  readonly actual?: unknown;
}

/** Serves a command's recorded dice in order; notes the first request that does not fit. */
class ReplayDice implements Dice {
  used = 0;
  problem: DiceProblem | null = null;

  constructor(private readonly rolls: readonly DieRoll[]) {}

  roll(purpose: string, sides = 6): number {
    const recorded = this.rolls[this.used];
    if (recorded === undefined) {
      this.problem ??= {
        code: 'DICE_EXHAUSTED',
        message: `the rules roll a die for ${purpose} beyond the ${this.rolls.length} recorded`,
        expected: { purpose, sides },
        actual: null,
      };
      throw new DiceUnavailableError(purpose, 'exhausted');
    }
    if (recorded.sides !== sides || recorded.purpose !== purpose) {
      this.problem ??= {
        code: recorded.sides !== sides ? 'DIE_SIDES_MISMATCH' : 'DIE_PURPOSE_MISMATCH',
        message: `die ${recorded.index}: the rules roll a d${sides} for ${purpose}; the record has a d${recorded.sides} for ${recorded.purpose}`,
        expected: { purpose, sides },
        actual: recorded,
      };
      throw new DiceUnavailableError(purpose, 'not-allowed');
    }
    this.used += 1;
    return recorded.face;
  }
}

class Verification {
  private format: string | null = null;
  private gameId: string | null = null;
  private rulesetId: string | null = null;
  private recordedVersion: string | null = null;
  private verifiedWith: string | null = null;
  private readonly status: Record<CheckName, CheckStatus | 'not-applicable-manual'> = {
    schema: 'skipped',
    chain: 'skipped',
    dice: 'skipped',
    rules: 'skipped',
    victory: 'skipped',
  };
  private readonly failures = new Map<CheckName, VerificationFailure>();
  private diceSource: DiceSource | null = null;
  private eventsChecked = 0;
  private readonly notes: string[] = [];
  private finalTally: VictoryReport | undefined;

  constructor(
    private readonly input: unknown,
    private readonly resolveRuleset: (id: string) => AnyRuleset | undefined,
    private readonly options: VerifyOptions,
  ) {}

  /** The check running now (an exception is reported against it). */
  private phase: CheckName = 'schema';
  /** The version being re-decided, while the rules check runs. */
  private current: number | null = null;

  run(): void {
    const record = this.schema();
    if (record === null) return;
    const slots = this.slotsOf(record);
    this.phase = 'chain';
    this.chain(record, slots);
    this.phase = 'dice';
    this.dice(record, slots);
    this.phase = 'rules';
    const final = this.rules(record, slots);
    this.current = null;
    this.phase = 'victory';
    if (final !== null) this.victory(record, slots, final.ruleset, final.game);
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

  private fail(failure: VerificationFailure): void {
    this.status[failure.check] = 'failed';
    if (!this.failures.has(failure.check)) this.failures.set(failure.check, failure);
  }

  // --- schema ------------------------------------------------------------------------------

  private schema(): GameRecordV1 | null {
    const input = this.input;
    if (!isObject(input)) {
      this.fail({
        version: null,
        check: 'schema',
        code: 'NOT_A_RECORD',
        message: 'a game record is a JSON object',
      });
      return null;
    }
    this.format = typeof input.format === 'string' ? input.format : null;
    this.gameId = typeof input.gameId === 'string' ? input.gameId : null;
    if (isObject(input.ruleset)) {
      const { id, version } = input.ruleset;
      this.rulesetId = typeof id === 'string' ? id : null;
      this.recordedVersion = typeof version === 'string' ? version : null;
    }
    if (input.format !== RECORD_FORMAT) {
      this.fail({
        version: null,
        check: 'schema',
        code: 'UNKNOWN_FORMAT',
        message: `not a ${RECORD_FORMAT} record (format ${JSON.stringify(input.format) ?? 'missing'})`,
        expected: RECORD_FORMAT,
        actual: input.format,
      });
      return null;
    }
    const error = recordSchemaError(input);
    if (error !== null) {
      const at = locate(input, error.instancePath);
      this.fail({
        ...at,
        check: 'schema',
        code: 'SCHEMA_INVALID',
        message: `${error.instancePath || '(record)'} ${error.message ?? 'is invalid'}${
          error.params !== undefined && Object.keys(error.params).length > 0
            ? ` ${JSON.stringify(error.params)}`
            : ''
        }`,
      });
      return null;
    }
    this.status.schema = 'passed';
    return input as unknown as GameRecordV1;
  }

  private slotsOf(record: GameRecordV1): Slot[] {
    const slots: Slot[] = [{ envelope: record.genesis, version: 1, command: -1 }];
    record.commands.forEach((c, i) => {
      for (const envelope of c.events) {
        slots.push({ envelope, version: slots.length + 1, command: i });
      }
    });
    return slots;
  }

  // --- chain: the hash chain, and the record's copies against the chained events ----------

  private chain(record: GameRecordV1, slots: readonly Slot[]): void {
    this.status.chain = 'passed';
    const commandIdAt = (slot: Slot) =>
      slot.command >= 0 ? { commandId: record.commands[slot.command]?.commandId ?? '' } : {};
    let prev = GENESIS_PREV_HASH;
    for (const slot of slots) {
      const { envelope: e, version } = slot;
      const at = { version, check: 'chain' as const, ...commandIdAt(slot) };
      const { prevHash, hash } = e.meta;
      if (e.version !== version) {
        this.fail({
          ...at,
          code: 'VERSION_OUT_OF_SEQUENCE',
          message: `event ${version} of the stream has version ${e.version}`,
          expected: version,
          actual: e.version,
        });
        break;
      }
      if (e.gameId !== record.gameId) {
        this.fail({
          ...at,
          code: 'GAME_ID_MISMATCH',
          message: `event ${version} belongs to game ${e.gameId}`,
          expected: record.gameId,
          actual: e.gameId,
        });
        break;
      }
      if (typeof prevHash !== 'string' || typeof hash !== 'string') {
        this.fail({
          ...at,
          code: 'UNSEALED_EVENT',
          message: `event ${version} has no prevHash/hash (recorded before the hash chain?)`,
        });
        break;
      }
      if (prevHash !== prev) {
        this.fail({
          ...at,
          code: 'PREV_HASH_MISMATCH',
          message: `event ${version} does not follow the event before it (prevHash)`,
          expected: prev,
          actual: prevHash,
        });
        break;
      }
      const computed = envelopeHash(e);
      if (computed !== hash) {
        this.fail({
          ...at,
          code: 'HASH_MISMATCH',
          message: `event ${version} is not what was hashed: its content was changed`,
          expected: computed,
          actual: hash,
        });
        break;
      }
      prev = hash;
    }
    const last = slots[slots.length - 1] as Slot;
    if (this.status.chain === 'passed' && record.headHash !== last.envelope.meta.hash) {
      this.fail({
        version: last.version,
        check: 'chain',
        code: 'HEAD_HASH_MISMATCH',
        message: `the head hash is not the hash of the last event (${last.version})`,
        expected: last.envelope.meta.hash,
        actual: record.headHash,
      });
    }
    const published = this.options.expectedHeadHash;
    if (published !== undefined && record.headHash !== published) {
      this.fail({
        version: null,
        check: 'chain',
        code: 'HEAD_HASH_NOT_PUBLISHED',
        message: 'the head hash is not the one published for this game',
        expected: published,
        actual: record.headHash,
      });
    }
    if (record.eventCount !== slots.length) {
      this.fail({
        version: null,
        check: 'chain',
        code: 'EVENT_COUNT_MISMATCH',
        message: `the record says ${record.eventCount} events and holds ${slots.length}`,
        expected: slots.length,
        actual: record.eventCount,
      });
    }
    this.genesisCopies(record);
    this.commandCopies(record, slots);
    this.endCopies(record, slots);
  }

  /** The record's description of the game must be GameCreated's. */
  private genesisCopies(record: GameRecordV1): void {
    const data = record.genesis.data as Record<string, unknown>;
    const dice = isObject(data.dice) ? data.dice : {};
    const pairs: [string, unknown, unknown][] = [
      ['gameId', record.gameId, data.gameId],
      ['ruleset.id', record.ruleset.id, data.rulesetId],
      ['ruleset.version', record.ruleset.version, data.rulesetVersion],
      ['scenarioId', record.scenarioId, data.scenarioId],
      ['optionalRules', record.optionalRules, data.optionalRules],
      ['custom', record.custom, data.custom],
      ['setup', record.setup, data.setup ?? null],
      ['seats', record.seats, seatsOf(data.seats)],
      ['label', record.label, data.label ?? null],
      ['tournament', record.tournament, data.tournament ?? null],
      ['createdAt', record.createdAt, data.createdAt],
      ['dice.mode', record.dice.mode, dice.mode],
      ['dice.commitment', record.dice.commitment, dice.commitment ?? null],
    ];
    const differs = pairs.find(([, copy, original]) => !same(copy, original));
    if (differs !== undefined) {
      const [name, copy, original] = differs;
      this.fail({
        version: 1,
        check: 'chain',
        code: 'RECORD_MISMATCH',
        message: `record.${name} differs from ${GAME_CREATED} (event 1)`,
        expected: original,
        actual: copy,
      });
    }
  }

  /** Each command's copies (id, actor, type, command, dice) must be its batch's meta. */
  private commandCopies(record: GameRecordV1, slots: readonly Slot[]): void {
    const seen = new Set<string>();
    for (const slot of slots) {
      if (slot.command < 0) continue;
      const c = record.commands[slot.command] as RecordedCommand;
      const isFirst = c.events[0] === slot.envelope;
      const meta = slot.envelope.meta;
      const at = { version: slot.version, check: 'chain' as const, commandId: c.commandId };
      const mismatch = (name: string, expected: unknown, actual: unknown) =>
        this.fail({
          ...at,
          code: 'RECORD_MISMATCH',
          message: `command ${c.commandId}: its ${name} differs from event ${slot.version}'s meta`,
          expected,
          actual,
        });
      if (isFirst) {
        if (seen.has(c.commandId)) {
          this.fail({
            ...at,
            code: 'DUPLICATE_COMMAND_ID',
            message: `command id ${c.commandId} is used by an earlier batch`,
          });
          return;
        }
        seen.add(c.commandId);
      }
      if (meta.commandId !== c.commandId) return mismatch('commandId', meta.commandId, c.commandId);
      if (meta.actor !== c.actor) return mismatch('actor', meta.actor, c.actor);
      if (meta.commandType !== c.commandType) {
        return mismatch('commandType', meta.commandType, c.commandType);
      }
      if (isFirst) {
        if (!same(meta.command, c.command)) return mismatch('command', meta.command, c.command);
        const metaDice = normaliseDice(meta.dice);
        if (!same(metaDice, c.dice)) return mismatch('dice', metaDice, c.dice);
        if ((c.command as Command).type !== c.commandType) {
          return mismatch('commandType', (c.command as Command).type, c.commandType);
        }
      } else if (meta.command !== undefined || meta.dice !== undefined) {
        this.fail({
          ...at,
          code: 'UNEXPECTED_BATCH_META',
          message: `event ${slot.version} is not the first of its batch yet carries a command or dice`,
        });
        return;
      }
    }
  }

  /** The record's status, result and seed must be what its GameEnded event says. */
  private endCopies(record: GameRecordV1, slots: readonly Slot[]): void {
    const endSlot = endOf(slots);
    const at = (slot: Slot | undefined) => ({
      version: slot?.version ?? null,
      check: 'chain' as const,
    });
    if (endSlot === undefined) {
      if (record.status !== 'active' || record.result !== null) {
        this.fail({
          ...at(undefined),
          code: 'RECORD_MISMATCH',
          message: `the record says the game is ${record.status} but holds no ${GAME_ENDED}`,
          expected: { status: 'active', result: null },
          actual: { status: record.status, result: record.result },
        });
      }
      return;
    }
    const ended = isObject(endSlot.envelope.data) ? endSlot.envelope.data : {};
    const result = isObject(ended.result) ? ended.result : {};
    const expected = {
      winner: result.winner,
      level: result.level,
      margin: result.margin,
      reason: ended.reason,
    };
    if (record.status !== 'over' || !same(record.result, expected)) {
      this.fail({
        ...at(endSlot),
        code: 'RESULT_MISMATCH',
        message: `the record's status/result differ from ${GAME_ENDED} (event ${endSlot.version})`,
        expected: { status: 'over', result: expected },
        actual: { status: record.status, result: record.result },
      });
      return;
    }
    const revealed = ended.seed ?? null;
    if (record.dice.mode === 'server' && record.dice.seed !== revealed) {
      this.fail({
        ...at(endSlot),
        code: 'SEED_MISMATCH',
        message: `record.dice.seed is not the seed ${GAME_ENDED} (event ${endSlot.version}) reveals`,
        expected: revealed,
        actual: record.dice.seed,
      });
    }
  }

  // --- dice ---------------------------------------------------------------------------------

  private dice(record: GameRecordV1, slots: readonly Slot[]): void {
    const firstVersion = new Map<number, number>();
    for (const s of slots) if (!firstVersion.has(s.command)) firstVersion.set(s.command, s.version);
    const at = (i: number) => ({
      version: firstVersion.get(i) ?? null,
      check: 'dice' as const,
      commandId: record.commands[i]?.commandId ?? '',
    });
    const { mode, scheme, seed, commitment } = record.dice;
    const expectedScheme = mode === 'server' ? DICE_SCHEME : MANUAL_DICE_SCHEME;
    if (scheme !== expectedScheme) {
      this.fail({
        version: null,
        check: 'dice',
        code: 'UNKNOWN_DICE_SCHEME',
        message: `dice scheme ${scheme} is not ${expectedScheme}`,
        expected: expectedScheme,
        actual: scheme,
      });
      return;
    }
    let next = 0;
    for (const [i, c] of record.commands.entries()) {
      for (const d of c.dice) {
        if (d.index !== next) {
          this.fail({
            ...at(i),
            code: 'DICE_INDEX_GAP',
            message: `die ${next} of the game is recorded with index ${d.index}`,
            expected: next,
            actual: d.index,
          });
          return;
        }
        if (d.face > d.sides) {
          this.fail({
            ...at(i),
            code: 'DIE_FACE_OUT_OF_RANGE',
            message: `die ${d.index} shows ${d.face} on a d${d.sides}`,
            actual: d,
          });
          return;
        }
        next += 1;
      }
    }
    const endSlot = endOf(slots);
    if (mode === 'manual') {
      this.status.dice = 'not-applicable-manual';
      this.diceSource = 'manual-unverifiable';
      this.notes.push(
        `manual dice: the ${next} faces were typed in by the players; their count, sides and order ` +
          'are checked against the rules, but where they came from cannot be checked',
      );
      return;
    }
    if (seed === null) {
      if (record.status === 'over') {
        this.fail({
          version: endSlot?.version ?? null,
          check: 'dice',
          code: 'SEED_NOT_REVEALED',
          message: 'the game is over but its dice seed is not revealed',
        });
        return;
      }
      this.diceSource = 'seed-not-revealed';
      this.notes.push(
        `server dice: the seed is not revealed yet (the game is not over), so the ${next} rolls ` +
          'cannot be recomputed; verify the record again once the game has ended',
      );
      return;
    }
    const key = Buffer.from(seed, 'hex');
    const mismatch = (): { i: number; d: DieRoll; expected: number } | null => {
      for (const [i, c] of record.commands.entries()) {
        for (const d of c.dice) {
          const expected = hmacDie(key, d.index, d.sides);
          if (expected !== d.face) return { i, d, expected };
        }
      }
      return null;
    };
    const wrongDie = mismatch();
    const hashed = seedCommitment(key);
    if (hashed !== commitment) {
      // A seed that reproduces every roll is the one the game used: the commitment is what
      // changed. Otherwise the revealed seed is to blame.
      const commitmentChanged = wrongDie === null && next > 0;
      this.fail({
        version: commitmentChanged ? 1 : (endSlot?.version ?? null),
        check: 'dice',
        code: commitmentChanged ? 'COMMITMENT_MISMATCH' : 'SEED_COMMITMENT_MISMATCH',
        message: commitmentChanged
          ? `the seed reproduces all ${next} rolls but does not hash to the commitment in ${GAME_CREATED}`
          : `the revealed seed does not hash to the commitment published in ${GAME_CREATED}`,
        expected: commitment,
        actual: hashed,
      });
      return;
    }
    if (wrongDie !== null) {
      const { i, d, expected } = wrongDie;
      this.fail({
        ...at(i),
        code: 'DIE_FACE_MISMATCH',
        message: `die ${d.index} (d${d.sides}, ${d.purpose}) shows ${d.face}; the seed gives ${expected}`,
        expected,
        actual: d.face,
      });
      return;
    }
    this.status.dice = 'passed';
    this.diceSource = 'server-seed-verified';
  }

  // --- rules --------------------------------------------------------------------------------

  private rules(
    record: GameRecordV1,
    slots: readonly Slot[],
  ): { ruleset: AnyRuleset; game: GameState } | null {
    let ruleset: AnyRuleset | undefined;
    try {
      ruleset = this.resolveRuleset(record.ruleset.id);
    } catch {
      ruleset = undefined;
    }
    if (ruleset === undefined) {
      this.fail({
        version: null,
        check: 'rules',
        code: 'UNKNOWN_RULESET',
        message: `this verifier does not have the ruleset ${record.ruleset.id}`,
      });
      return null;
    }
    const verifiedWith = ruleset.info.version;
    this.verifiedWith = verifiedWith;
    const total = slots.length;
    const init = ruleset.initialState({
      scenarioId: record.scenarioId,
      optionalRules: record.optionalRules,
      ...(record.setup !== null ? { position: record.setup } : {}),
    });
    if (!init.ok) {
      this.fail({
        version: 1,
        check: 'rules',
        code: 'SETUP_REJECTED',
        message: `the ruleset rejects the game's set-up: ${init.problems.map((p) => p.message).join('; ')}`,
        actual: init.problems,
      });
      return null;
    }
    let game: GameState = { rules: init.state, session: NEW_SESSION };
    const seed = record.dice.mode === 'server' ? record.dice.seed : null;
    this.eventsChecked = 1;
    let version = 2;
    for (const c of record.commands) {
      this.current = version;
      const failure = this.redecide(ruleset, game, c, version, seed);
      if (failure.ok) {
        for (const e of failure.events) game = evolveGame(ruleset, game, e);
      } else {
        this.eventsChecked = failure.failure.version - 1;
        const recordedVersion = this.rulesVersionAt(record, slots, failure.failure.version);
        this.fail(
          recordedVersion !== verifiedWith
            ? {
                ...failure.failure,
                code: 'RULES_VERSION_MISMATCH',
                cause: failure.failure.code,
                message:
                  `the rules disagree at event ${failure.failure.version}: recorded under ` +
                  `${record.ruleset.id} ${recordedVersion}, verified with ${verifiedWith} ` +
                  `(${failure.failure.code}: ${failure.failure.message})`,
              }
            : failure.failure,
        );
        return null;
      }
      version += c.events.length;
      this.eventsChecked = version - 1;
      this.options.onProgress?.(this.eventsChecked, total);
    }
    this.status.rules = 'passed';
    const versions = new Set(
      slots.map((s) => s.envelope.meta.rulesetVersion ?? record.ruleset.version),
    );
    versions.add(record.ruleset.version);
    const differing = [...versions].filter((v) => v !== verifiedWith);
    if (differing.length > 0) {
      this.notes.push(
        `recorded under ${record.ruleset.id} ${[...versions].join(', ')}, verified with ` +
          `${verifiedWith}: the rules agree on every event`,
      );
    }
    return { ruleset, game };
  }

  private rulesVersionAt(
    record: GameRecordV1,
    slots: readonly Slot[],
    version: number | null,
  ): string {
    const meta = version !== null ? slots[version - 1]?.envelope.meta : undefined;
    const v = meta?.rulesetVersion;
    return typeof v === 'string' ? v : record.ruleset.version;
  }

  /** Re-decides one command on `game`; its events, or the first divergence. */
  private redecide(
    ruleset: AnyRuleset,
    game: GameState,
    c: RecordedCommand,
    version: number,
    seed: string | null,
  ):
    | { ok: true; events: readonly DomainEvent[] }
    | { ok: false; failure: VerificationFailure & { version: number } } {
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
      const expected = p === undefined ? undefined : partsOf(p);
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

  // --- victory ------------------------------------------------------------------------------

  private victory(
    record: GameRecordV1,
    slots: readonly Slot[],
    ruleset: AnyRuleset,
    game: GameState,
  ): void {
    const tally = ruleset.victory(game.rules);
    this.finalTally = tally;
    const last = slots[slots.length - 1] as Slot;
    if (record.status !== 'over') {
      this.notes.push('the game is not over: the victory tally is the current one');
      return;
    }
    const ended = game.session.ended;
    const endSlot = endOf(slots) ?? last;
    if (ended === null) {
      this.fail({
        version: last.version,
        check: 'victory',
        code: 'NOT_ENDED',
        message: 'the record says the game is over but replaying it does not end it',
      });
      return;
    }
    const replayed = { ...ended.result, reason: ended.reason };
    if (!same(replayed, record.result)) {
      this.fail({
        version: endSlot.version,
        check: 'victory',
        code: 'RESULT_MISMATCH',
        message: 'the result of the replayed game differs from the record',
        expected: replayed,
        actual: record.result,
      });
      return;
    }
    if (ended.reason === 'victory-conditions' && !same(tally.result, ended.result)) {
      this.fail({
        version: endSlot.version,
        check: 'victory',
        code: 'TALLY_MISMATCH',
        message: 'the final victory tally does not give the recorded result',
        expected: tally.result,
        actual: ended.result,
      });
      return;
    }
    this.status.victory = 'passed';
  }
}

/** The game's GameEnded event: the last one (the session's end is the stream's final event). */
function endOf(slots: readonly Slot[]): Slot | undefined {
  for (let i = slots.length - 1; i >= 0; i--) {
    if (slots[i]?.envelope.type === GAME_ENDED) return slots[i];
  }
  return undefined;
}

const rank = (f: VerificationFailure): number => f.version ?? Number.POSITIVE_INFINITY;

const where = (f: VerificationFailure): string =>
  f.version === null ? 'the record' : `event ${f.version}`;

/** The event an ajv instance path points into (its version and command), as far as known. */
function locate(
  record: Record<string, unknown>,
  path: string,
): { version: number | null; commandId?: string } {
  if (path.startsWith('/genesis')) return { version: 1 };
  const match = /^\/commands\/(\d+)(?:\/events\/(\d+))?/.exec(path);
  if (match === null || !Array.isArray(record.commands)) return { version: null };
  const command: unknown = record.commands[Number(match[1])];
  if (!isObject(command)) return { version: null };
  const events = Array.isArray(command.events) ? command.events : [];
  const event: unknown = events[match[2] === undefined ? 0 : Number(match[2])];
  const version = isObject(event) && Number.isInteger(event.version) ? event.version : null;
  return {
    version: version as number | null,
    ...(typeof command.commandId === 'string' ? { commandId: command.commandId } : {}),
  };
}

/**
 * Verifies a game record without the server's database (README "Verification"): its schema,
 * the hash chain, every die against the revealed seed, every command re-decided from the
 * initial state (events compared byte for byte under canonical JSON), and the final result.
 * Never throws: anything that is not a valid record is a failed report.
 */
export function verifyRecord(
  record: unknown,
  resolveRuleset: (id: string) => AnyRuleset | undefined,
  options: VerifyOptions = {},
): VerificationReport {
  const verification = new Verification(record, resolveRuleset, options);
  try {
    verification.run();
  } catch (error) {
    verification.crashed(error);
  }
  return verification.report();
}
