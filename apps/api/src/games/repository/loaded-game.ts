import { createHash } from 'node:crypto';
import { GENESIS_PREV_HASH } from '@pratzen/audit';
import {
  type Command,
  NEW_SESSION,
  SEAT_TOKEN_REISSUED,
  type Session,
  evolveSession,
  isSessionEvent,
} from '@pratzen/engine';
import type { StoredEvent } from '@pratzen/event-store';
import {
  type EventMeta,
  GAME_CREATED,
  type GameCreatedData,
  canonicalJson,
  domainEventOf,
  foldEvent,
} from '@pratzen/game';
import type { AnyRuleset } from '../../rulesets/ruleset-registry';
import type { GameSecrets } from './game-secrets';
import { initialStateOf } from './shared-initial-states';

/**
 * Where a command's events sit in the stream, to answer a repeated Idempotency-Key. The
 * fingerprint is computed on first use only: most commands carry no Idempotency-Key (their id
 * is a random UUID) and are never looked up.
 */
export class CommandEntry {
  private hash: string | undefined;

  constructor(
    readonly actor: string,
    private readonly command: Command | undefined,
    private readonly faces: readonly number[] | undefined,
    readonly first: number,
    public last: number,
  ) {}

  /** commandFingerprint of the command as stored ('' for an event that carries none). */
  get fingerprint(): string {
    this.hash ??= this.command ? commandFingerprint(this.command, this.faces) : '';
    return this.hash;
  }
}

/** Identifies a request for idempotency: the command and, in manual mode, its dice. */
export const commandFingerprint = (command: Command, dice?: readonly number[]): string =>
  createHash('sha256')
    .update(canonicalJson({ command, dice: dice ?? null }))
    .digest('base64url');

/** A public SeatTokenReissued a loaded game has folded: its version and command id. */
export interface FoldedReissue {
  readonly version: number;
  readonly commandId: string;
}

export class CorruptGameError extends Error {
  override readonly name = 'CorruptGameError';
}

/**
 * A game held in memory: its latest state and version, folded from its stream, the number of
 * dice rolled so far (the next server roll index) and the idempotency index.
 */
export class LoadedGame {
  /** The ruleset's state. */
  state: unknown;
  /** Resignation, draw offers, adjudication and the end of the game (libs/engine session). */
  session: Session = NEW_SESSION;
  /** The hash of the stream's last event (the chain's head). */
  headHash = GENESIS_PREV_HASH;
  version = 1;
  rolls = 0;
  /**
   * Seed and token hashes, loaded from the secrets stream the first time they are needed, and
   * dropped (read again on next use) whenever a public SeatTokenReissued is folded.
   */
  secrets: GameSecrets | null = null;
  /** Each side whose token was reissued: its latest public SeatTokenReissued (version, command). */
  readonly reissued = new Map<string, FoldedReissue>();
  readonly commands = new Map<string, CommandEntry>();

  private constructor(
    readonly created: GameCreatedData,
    readonly ruleset: AnyRuleset,
    readonly initial: unknown,
    /** Global position of GameCreated: the games list is ordered by it. */
    readonly position: number,
  ) {
    this.state = initial;
  }

  get id(): string {
    return this.created.gameId;
  }

  /** From the stream's first event. Throws CorruptGameError when it cannot be a game. */
  static start(first: StoredEvent, ruleset: AnyRuleset): LoadedGame {
    if (first.type !== GAME_CREATED || first.version !== 1) {
      throw new CorruptGameError(`${first.streamId} does not start with ${GAME_CREATED}`);
    }
    const created = first.data as GameCreatedData;
    const init = initialStateOf(ruleset, created);
    if (!init.ok) throw new CorruptGameError(`${first.streamId}: its set-up no longer loads`);
    const game = new LoadedGame(created, ruleset, init.state, first.position);
    const hash = (first.meta as Partial<EventMeta>).hash;
    if (typeof hash === 'string') game.headHash = hash;
    return game;
  }

  /** Folds the next event of the stream (version must follow); false when it does not. */
  apply(event: StoredEvent): boolean {
    if (event.version !== this.version + 1) return false;
    const game = foldEvent(this.ruleset, { rules: this.state, session: this.session }, event);
    this.state = game.rules;
    this.session = game.session;
    this.note(event);
    return true;
  }

  /**
   * Folds a batch this process just appended, whose rules' state the engine already folded
   * while deciding it (libs/engine playCommandFolded): each ruleset event is evolved once, there;
   * session events (cheap) are folded here. False, folding nothing, when the batch does not follow.
   */
  applyDecided(events: readonly StoredEvent[], rules: unknown): boolean {
    if (events.some((e, i) => e.version !== this.version + 1 + i)) return false;
    for (const event of events) {
      const domain = domainEventOf(event);
      if (isSessionEvent(domain)) this.session = evolveSession(this.session, domain);
      this.note(event);
    }
    this.state = rules;
    return true;
  }

  /** The bookkeeping of one folded event: version, chain head, rolls, idempotency index. */
  private note(event: StoredEvent): void {
    this.version = event.version;
    const meta = event.meta as Partial<EventMeta>;
    if (typeof meta.hash === 'string') this.headHash = meta.hash;
    this.rolls += meta.dice?.length ?? 0;
    if (typeof meta.commandId === 'string') this.index(meta, event.version);
    if (event.type === SEAT_TOKEN_REISSUED) {
      const side = (event.data as { side?: unknown } | null)?.side;
      const commandId = typeof meta.commandId === 'string' ? meta.commandId : '';
      if (typeof side === 'string') this.reissued.set(side, { version: event.version, commandId });
      // its own append, the store's feed or a catch-up: the old token stops working here too
      this.secrets = null;
    }
  }

  private index(meta: Partial<EventMeta>, version: number): void {
    const id = meta.commandId as string;
    const known = this.commands.get(id);
    if (known !== undefined) {
      known.last = version;
      return;
    }
    const faces =
      this.created.dice.mode === 'manual' ? (meta.dice ?? []).map((d) => d.face) : undefined;
    this.commands.set(
      id,
      new CommandEntry(meta.actor ?? 'system', meta.command, faces, version, version),
    );
  }
}
