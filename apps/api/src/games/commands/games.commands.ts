import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  type Dice,
  type DomainEvent,
  DiceUnavailableError,
  type PlayedCommand,
  type Viewer,
  playCommandFolded,
} from '@pratzen/engine';
import { type AppendResult, ConcurrencyError, type NewEvent } from '@pratzen/event-store';
import { KeyedLock } from '../../common/keyed-lock';
import { ApiProblem } from '../../common/problem';
import { type CommandLabels, Metrics, commandLabel } from '../../metrics/metrics';
import { LIVE_BUS, type LiveBus } from '../../redis/live-bus';
import { previewOf } from '../../rulesets/ruleset-hooks';
import { CommandParser, type ParsedCommand } from './command-parser';
import { ManualDice, type RecordingDice, serverDice, validationDice } from './game-dice';
import { type EventMeta, storedPartsOf, viewOfEvent } from '@pratzen/game';
import { type LoadedGame, commandFingerprint } from '../repository/loaded-game';
import { saltsOf } from '../repository/game-secrets';
import type { CommandResult, SubmitOptions, ValidationResult } from '../games.contract';
import { GamesProjection } from '../reads/games.projection';
import { GamesRepository } from '../repository/games.repository';
import {
  accepted,
  checkActor,
  checkDiceMode,
  checkTurn,
  conflict,
  diceCount,
  expectedVersionOf,
} from './command-checks';
import { actorOf } from '../viewers/seat-tokens';
import { invalidResult } from './validation-result';
import { sealAfterHead } from './seal-batch';

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
  /** Told the game id after each batch this process appended (the bot runner listens). */
  private readonly appended: ((gameId: string) => void)[] = [];

  constructor(
    private readonly repository: GamesRepository,
    private readonly projection: GamesProjection,
    private readonly parser: CommandParser,
    @Inject(LIVE_BUS) private readonly bus: LiveBus,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /** `listener` hears the id of every game this process appends a command to. */
  onAppended(listener: (gameId: string) => void): void {
    this.appended.push(listener);
  }

  /**
   * Submits a command, counted in GET /metrics by ruleset, type and outcome. `by`: a bot seat's
   * command (apps/api/src/bots), sent for the side `viewer` names.
   */
  async submit(
    gameId: string,
    viewer: Viewer,
    body: unknown,
    options: SubmitOptions,
    by?: CommandAuthor,
  ): Promise<CommandResult> {
    const labels: CommandLabels = { ruleset: 'unknown', command: 'unknown' };
    try {
      const result = await this.submitCommand(gameId, viewer, body, options, labels, by);
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
    by: CommandAuthor | undefined,
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
    const request: CommandRequest = { gameId, viewer, actor, parsed, expected, key, by };
    return this.lock.run(gameId, async () => {
      // One attempt after another: the first trusts the cached game (commands to a game go
      // through this lock, so this process's appends keep it current); only a concurrency
      // conflict — the store moved past the game an attempt saw — starts another, on the game
      // freshly loaded. A command without expectedVersion gets MAX_ATTEMPTS fresh attempts.
      for (let fresh = 0; ; fresh++) {
        const outcome = await this.attempt(request, fresh > 0);
        if (!(outcome instanceof Conflict)) return outcome;
        if (fresh > 0 && (expected !== undefined || fresh >= MAX_ATTEMPTS)) {
          throw conflict(outcome.actual, expected);
        }
      }
    });
  }

  /**
   * One attempt of a command: load → the engine plays it (decided once, its dice counted with
   * it) and its refusal is answered in precedence (turn, dice, rules) → seal → append at the
   * version the attempt saw. A Conflict when the store has moved past that version: found by the
   * append, or — on the cached game only — behind a refusal, a stale expectedVersion or a command
   * that changes nothing (answered only once the game is known to be current).
   */
  private async attempt(
    request: CommandRequest,
    fresh: boolean,
  ): Promise<CommandResult | Conflict> {
    const { gameId, viewer, actor, parsed, expected, key } = request;
    const record = fresh
      ? await this.repository.load(gameId)
      : await this.repository.loadCached(gameId);
    const stale = async (): Promise<Conflict | null> =>
      fresh || (await this.isCurrent(record)) ? null : new Conflict(record.version);
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
      const salts = saltsOf(await this.commitKeyOf(record));
      return {
        version: prior.last,
        events: events.map((e) => viewOfEvent(record.ruleset, e, viewer, salts)),
      };
    }
    if (expected !== undefined && expected !== record.version) {
      const behind = await stale();
      if (behind !== null) return behind;
      throw conflict(record.version, expected);
    }
    let decided: Decided;
    try {
      decided = await this.decide(record, actor, parsed);
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      const behind = await stale();
      if (behind !== null) return behind;
      throw error;
    }
    if (decided.events.length === 0) {
      return (await stale()) ?? { version: record.version, events: [] };
    }
    const commitKey = await this.commitKeyOf(record);
    const batch = toNewEvents(record, decided, request, key ?? randomUUID(), commitKey);
    let appended: AppendResult;
    try {
      appended = await this.repository.append(record, batch, { state: decided.rules });
    } catch (error) {
      if (error instanceof ConcurrencyError) return new Conflict(error.actual);
      throw error;
    }
    // the summary goes with the events: the other nodes need not fold this game for their list
    this.bus.publish(appended.events, this.projection.update(record));
    for (const listener of this.appended) listener(gameId);
    const salts = saltsOf(commitKey);
    const events = appended.events.map((e) => viewOfEvent(record.ruleset, e, viewer, salts));
    return { version: appended.version, events };
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
      const countHidden =
        record.ruleset.diceCountHidden?.(record.state, parsed.command, viewer) === true;
      return {
        valid: true,
        ...(preview !== undefined ? { preview } : {}),
        ...(countHidden ? {} : { diceNeeded: dice.rolls.length }),
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
  private async isCurrent(record: LoadedGame): Promise<boolean> {
    const version = record.version;
    const fresh = await this.repository.load(record.id);
    return fresh === record && fresh.version === version;
  }

  /** The game's commit key (null: a game created before commitments, sealed as format 1). */
  private async commitKeyOf(record: LoadedGame): Promise<Buffer | null> {
    return (await this.repository.secretsOf(record)).commitKey ?? null;
  }

  /**
   * The command played once by the engine, with the game's dice: the server's, or the faces sent
   * (counted beyond them, so that the one decision also says how many a short command needs).
   * Its refusal in precedence: the turn (403: the engine's own check, as a verifier re-plays
   * it), then the dice (400), then the rules (422).
   */
  private async decide(record: LoadedGame, actor: string, parsed: ParsedCommand): Promise<Decided> {
    const seed =
      record.created.dice.mode === 'server' ? await this.repository.seedOf(record) : null;
    const faces = parsed.dice ?? [];
    const dice =
      seed !== null ? serverDice(seed, record.rolls) : new ManualDice(faces, record.rolls, 'count');
    let played: PlayedCommand<unknown> | null = null;
    try {
      played = play(record, parsed, actor, dice, seed?.toString('hex') ?? null);
    } catch (error) {
      // A ruleset that lets the dice port's error (a misfit face) escape instead of reporting it.
      if (!(error instanceof DiceUnavailableError && dice instanceof ManualDice)) throw error;
    }
    if (played !== null) checkTurn(played.decision);
    if (dice instanceof ManualDice) {
      checkManualDice(dice, faces.length);
      if (played === null) throw diceCount(dice.rolls.length, faces.length);
    } else checkDiceMode(record, parsed);
    const events = accepted((played as PlayedCommand<unknown>).decision);
    if (dice.rolls.length < faces.length) throw diceCount(dice.rolls.length, faces.length);
    return { events, dice, rules: (played as PlayedCommand<unknown>).rules };
  }
}

/** A command's attempt saw the game at an older version than the store's (`actual`, if known). */
class Conflict {
  constructor(readonly actual: number) {}
}

interface CommandRequest {
  readonly gameId: string;
  readonly viewer: Viewer;
  readonly actor: string;
  readonly parsed: ParsedCommand;
  readonly expected: number | undefined;
  readonly key: string | undefined;
  readonly by: CommandAuthor | undefined;
}

/**
 * Who chose a command sent for a side by the server itself (a bot seat, apps/api/src/bots):
 * written into the batch's meta as `bot` (public, like the seats) and `reason` (shown only to
 * that side and the referee, like `meta.command`). `meta.actor` stays the side, as the engine
 * and a verifier read it.
 */
export interface CommandAuthor {
  readonly bot: string;
  readonly reason: string;
}

/** The dice sent with a manual-mode command: each a face its die can show, as many as it rolls. */
function checkManualDice(dice: ManualDice, given: number): void {
  if (dice.misfit !== null) {
    const { position, face, sides } = dice.misfit;
    throw ApiProblem.badRequest('BAD_DICE', `die ${position + 1} shows ${face} on a d${sides}`, [
      { path: `dice[${position}]`, message: `must be 1..${sides}`, code: 'range' },
    ]);
  }
  if (dice.exhausted) throw diceCount(dice.rolls.length, given);
}

/**
 * The command through the game session (libs/engine playCommand, as a verifier re-decides it),
 * with the rules' state it folds while deciding.
 */
function play(
  record: LoadedGame,
  parsed: ParsedCommand,
  actor: string,
  dice: Dice,
  seed: string | null,
): PlayedCommand<unknown> {
  const game = { rules: record.state, session: record.session };
  return playCommandFolded(record.ruleset, game, parsed.command, actor, dice, seed);
}

/**
 * The batch as stored: the command and its dice ride on the first event (api.md "Events"),
 * sealed after the game's head (seal-batch.ts).
 */
function toNewEvents(
  record: LoadedGame,
  decided: Decided,
  request: CommandRequest,
  commandId: string,
  commitKey: Buffer | null,
): NewEvent[] {
  const { actor, parsed, by } = request;
  const base: EventMeta = {
    commandId,
    commandType: parsed.command.type,
    actor,
    recordedAt: new Date().toISOString(),
    rulesetVersion: record.ruleset.info.version,
    ...(by === undefined ? {} : { bot: by.bot }),
  };
  const batch = decided.events.map((event, i) => {
    const { type, data } = storedPartsOf(event);
    const first = { ...base, command: parsed.command, dice: decided.dice.rolls };
    const meta = i === 0 ? (by === undefined ? first : { ...first, reason: by.reason }) : base;
    return { type, data, meta: meta as unknown as Record<string, unknown> };
  });
  return sealAfterHead(record, batch, commitKey);
}
