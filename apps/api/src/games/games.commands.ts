import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { sealBatch, sealPublicBatch, spectatorView } from '@pratzen/audit';
import {
  type Dice,
  type DomainEvent,
  DiceUnavailableError,
  type PlayedCommand,
  type Viewer,
  playCommandFolded,
} from '@pratzen/engine';
import { ConcurrencyError, type NewEvent } from '@pratzen/event-store';
import { KeyedLock } from '../common/keyed-lock';
import { ApiProblem } from '../common/problem';
import { type CommandLabels, Metrics, commandLabel } from '../metrics/metrics';
import { LIVE_BUS, type LiveBus } from '../redis/live-bus';
import { previewOf } from '../rulesets/ruleset-hooks';
import { CommandParser, type ParsedCommand } from './command-parser';
import {
  ManualDice,
  type RecordingDice,
  diceNeeded,
  serverDice,
  validationDice,
} from './game-dice';
import { type EventMeta, storedPartsOf, viewOfEvent } from '@pratzen/game';
import { type GameRecord, commandFingerprint } from './game-record';
import { saltsOf } from './game-secrets';
import type { CommandResult, SubmitOptions, ValidationResult } from './games.contract';
import { GamesProjection } from './games.projection';
import { GamesRepository } from './games.repository';
import {
  accepted,
  checkActor,
  checkDiceMode,
  checkTurn,
  conflict,
  diceCount,
  expectedVersionOf,
} from './command-checks';
import { actorOf } from './seat-tokens';
import { invalidResult } from './validation-result';

/** Retries of a command without expectedVersion when another writer got in first. */
const MAX_ATTEMPTS = 3;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,128}$/;

interface Decided {
  readonly events: readonly DomainEvent[];
  readonly dice: RecordingDice;
  /** The rules' state with `events` folded in (by the engine, while deciding). */
  readonly rules: unknown;
}

/**
 * The write side of games: POST /commands and /commands/validate. The order of the checks is
 * the order of the status codes' precedence: 401/403 who you are, 400 what you sent, 409 which
 * version you saw, 403 whose turn it is, 422 what the rules say.
 */
@Injectable()
export class GamesCommands {
  private readonly lock = new KeyedLock();

  constructor(
    private readonly repository: GamesRepository,
    private readonly projection: GamesProjection,
    private readonly parser: CommandParser,
    @Inject(LIVE_BUS) private readonly bus: LiveBus,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /** Submits a command, counted in GET /metrics by ruleset, type and outcome. */
  async submit(
    gameId: string,
    viewer: Viewer,
    body: unknown,
    options: SubmitOptions,
  ): Promise<CommandResult> {
    const labels: CommandLabels = { ruleset: 'unknown', command: 'unknown' };
    try {
      const result = await this.submitCommand(gameId, viewer, body, options, labels);
      this.metrics?.command(labels);
      return result;
    } catch (error) {
      this.metrics?.command(labels, error);
      throw error;
    }
  }

  private async submitCommand(
    gameId: string,
    viewer: Viewer,
    body: unknown,
    options: SubmitOptions,
    labels: CommandLabels,
  ): Promise<CommandResult> {
    // The ruleset never changes: the cached record needs no version check. (The game was
    // found already, when the viewer's token was checked against it.)
    const { ruleset } = await this.repository.loadCached(gameId);
    labels.ruleset = ruleset.info.id;
    labels.command = commandLabel(ruleset, body);
    const actor = actorOf(viewer);
    checkActor(actor, body);
    const parsed = this.parser.parse(ruleset, body);
    const expected = expectedVersionOf(parsed, options);
    const key = options.idempotencyKey;
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw ApiProblem.badRequest('BAD_IDEMPOTENCY_KEY', 'Idempotency-Key: 1..128 visible ASCII');
    }
    return this.lock.run(gameId, async () => {
      // The first pass trusts the cached record (commands to a game go through this lock, so
      // this process's appends keep it current). Only another process's append can make it
      // stale, and then the store's optimistic check fails the append: any doubt (that, a
      // version mismatch, a refusal, nothing to append) is settled by a pass on a freshly
      // loaded record, which is what every pass used to be.
      let checked = false;
      for (let attempt = 1; ;) {
        const record = checked
          ? await this.repository.load(gameId)
          : await this.repository.loadCached(gameId);
        const prior = key === undefined ? undefined : record.commands.get(key);
        if (prior !== undefined) {
          // Hashed only here: a command without a repeated key never needs its fingerprint.
          const fingerprint = commandFingerprint(parsed.command, parsed.dice);
          if (prior.actor !== actor || prior.fingerprint !== fingerprint) {
            throw new ApiProblem(
              422,
              'IDEMPOTENCY_KEY_REUSED',
              'this Idempotency-Key was used for another command in this game',
            );
          }
          const events = await this.repository.readEvents(gameId, prior.first, prior.last);
          const commitKey = await this.commitKeyOf(record);
          const envelopes = events.map((e) =>
            viewOfEvent(record.ruleset, e, viewer, saltsOf(commitKey)),
          );
          return { version: prior.last, events: envelopes };
        }
        if (expected !== undefined && expected !== record.version) {
          if (!checked) {
            checked = true;
            continue;
          }
          throw conflict(record.version, expected);
        }
        let decided: Decided;
        try {
          decided = await this.decide(record, actor, parsed);
        } catch (error) {
          if (checked || !(error instanceof ApiProblem)) throw error;
          checked = true;
          // Decided once: on a record the store confirms current, deciding again would only
          // repeat the same refusal.
          if (await this.isCurrent(record)) throw error;
          continue;
        }
        if (decided.events.length === 0) {
          if (!checked) {
            checked = true;
            if (!(await this.isCurrent(record))) continue;
          }
          return { version: record.version, events: [] };
        }
        const commitKey = await this.commitKeyOf(record);
        const commandId = key ?? randomUUID();
        const batch = toNewEvents(record, decided, actor, parsed, commandId, commitKey);
        try {
          const appended = await this.repository.append(record, batch, { state: decided.rules });
          this.projection.update(record);
          this.bus.publish(appended.events);
          const events = appended.events.map((e) =>
            viewOfEvent(record.ruleset, e, viewer, saltsOf(commitKey)),
          );
          return { version: appended.version, events };
        } catch (error) {
          if (!(error instanceof ConcurrencyError)) throw error;
          if (!checked) {
            checked = true;
            continue;
          }
          if (expected !== undefined || attempt >= MAX_ATTEMPTS) {
            throw conflict(error.actual, expected);
          }
          attempt++;
        }
      }
    });
  }

  /**
   * The same checks as submit, in the same order (a stale expectedVersion or If-Match is the
   * 409 submit would answer), reported instead of thrown; rolls and stores nothing.
   */
  async validate(
    gameId: string,
    viewer: Viewer,
    body: unknown,
    options: SubmitOptions = {},
  ): Promise<ValidationResult> {
    const record = await this.repository.load(gameId);
    try {
      const actor = actorOf(viewer);
      checkActor(actor, body);
      const parsed = this.parser.parse(record.ruleset, body);
      const expected = expectedVersionOf(parsed, options);
      if (expected !== undefined && expected !== record.version) {
        throw conflict(record.version, expected);
      }
      const dice = validationDice(record.rolls);
      // No seed: a validated command that would end the game must not reveal it.
      const { decision } = play(record, parsed, actor, dice, null);
      checkTurn(decision);
      checkDiceMode(record, parsed);
      accepted(decision);
      const { preview, violation } = previewOf(
        record.ruleset,
        record.state,
        parsed.command,
        viewer,
      );
      if (violation !== undefined) throw ApiProblem.fromViolation(violation);
      return {
        valid: true,
        ...(preview !== undefined ? { preview } : {}),
        diceNeeded: dice.rolls.length,
      };
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      return invalidResult(error);
    }
  }

  /**
   * Whether `record` (the cached one a first pass used) is the game as the store has it now:
   * `load` brings the cached record up to the store's version, or reads the game afresh.
   */
  private async isCurrent(record: GameRecord): Promise<boolean> {
    const version = record.version;
    const fresh = await this.repository.load(record.id);
    return fresh === record && fresh.version === version;
  }

  /** The game's commit key (null: a game created before commitments, sealed as format 1). */
  private async commitKeyOf(record: GameRecord): Promise<Buffer | null> {
    return (await this.repository.secretsOf(record)).commitKey ?? null;
  }

  private async decide(record: GameRecord, actor: string, parsed: ParsedCommand): Promise<Decided> {
    // The turn is checked once, by the engine as it plays the command (a verifier re-plays it
    // the same way); its 403 comes before the dice's 400 and the rules' 422.
    if (record.created.dice.mode === 'server') {
      const seed = await this.repository.seedOf(record);
      const dice = serverDice(seed, record.rolls);
      const played = play(record, parsed, actor, dice, seed.toString('hex'));
      checkTurn(played.decision);
      checkDiceMode(record, parsed);
      return { events: accepted(played.decision), dice, rules: played.rules };
    }
    const { ruleset } = record;
    const faces = parsed.dice ?? [];
    const dice = new ManualDice(faces, record.rolls);
    let played: PlayedCommand<unknown> | null = null;
    try {
      played = play(record, parsed, actor, dice, null);
    } catch (error) {
      // A ruleset that lets the dice port's error escape instead of reporting it.
      if (!(error instanceof DiceUnavailableError)) throw error;
    }
    if (played !== null) checkTurn(played.decision);
    if (dice.misfit !== null) {
      const { position, face, sides } = dice.misfit;
      throw ApiProblem.badRequest('BAD_DICE', `die ${position + 1} shows ${face} on a d${sides}`, [
        { path: `dice[${position}]`, message: `must be 1..${sides}`, code: 'range' },
      ]);
    }
    if (dice.exhausted || played === null) {
      const needed = diceNeeded((d) => ruleset.decide(record.state, parsed.command, d), faces);
      throw diceCount(needed, faces.length);
    }
    const events = accepted(played.decision);
    if (dice.rolls.length < faces.length) throw diceCount(dice.rolls.length, faces.length);
    return { events, dice, rules: played.rules };
  }
}

/**
 * The command through the game session (libs/engine playCommand, as a verifier re-decides it),
 * with the rules' state it folds while deciding.
 */
function play(
  record: GameRecord,
  parsed: ParsedCommand,
  actor: string,
  dice: Dice,
  seed: string | null,
): PlayedCommand<unknown> {
  const game = { rules: record.state, session: record.session };
  return playCommandFolded(record.ruleset, game, parsed.command, actor, dice, seed);
}

/**
 * The batch as stored: the command and its dice ride on the first event (api.md "Events"). With
 * a commit key it is sealed over the events' public forms (libs/audit "Hidden information"),
 * by the ruleset's redaction for a spectator; games created before commitments as format 1.
 */
function toNewEvents(
  record: GameRecord,
  decided: Decided,
  actor: string,
  parsed: ParsedCommand,
  commandId: string,
  commitKey: Buffer | null,
): NewEvent[] {
  const base: EventMeta = {
    commandId,
    commandType: parsed.command.type,
    actor,
    recordedAt: new Date().toISOString(),
    rulesetVersion: record.ruleset.info.version,
  };
  const batch = decided.events.map((event, i) => {
    const { type, data } = storedPartsOf(event);
    const meta = i === 0 ? { ...base, command: parsed.command, dice: decided.dice.rolls } : base;
    return { type, data, meta: meta as unknown as Record<string, unknown> };
  });
  const first = record.version + 1;
  if (commitKey === null) return sealBatch(record.id, first, record.headHash, batch);
  const views = batch.map((e, i) => ({
    ...e,
    view: spectatorView(record.ruleset, { ...e, version: first + i }),
  }));
  return sealPublicBatch(record.id, first, record.headHash, views, commitKey);
}
