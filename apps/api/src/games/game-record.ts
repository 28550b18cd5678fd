import { createHash } from 'node:crypto';
import { GENESIS_PREV_HASH, type DieRoll } from '@pratzen/audit';
import {
  type Command,
  type DomainEvent,
  NEW_SESSION,
  type Session,
  evolveSession,
  isSessionEvent,
} from '@pratzen/engine';
import type { StoredEvent } from '@pratzen/event-store';
import type { AnyRuleset } from '../rulesets/ruleset-registry';
import { GAME_CREATED, type GameCreatedData, type GameSecrets } from './game-created';
import { initialStateOf } from './shared-initial-states';

/** The envelope metadata the API writes on every event (api.md "Events"). */
export interface EventMeta {
  readonly commandId: string;
  readonly commandType: string;
  /** The side that sent the command, or `system` (game creation). */
  readonly actor: string;
  readonly recordedAt: string;
  readonly rulesetVersion: string;
  /** First event of a batch only: the command as decided (for re-adjudication)... */
  readonly command?: Command;
  /** ...and every die it used. */
  readonly dice?: readonly DieRoll[];
  /** The hash chain (libs/audit): the previous event's hash, and this envelope's. */
  readonly prevHash?: string;
  readonly hash?: string;
}

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

/** JSON with sorted keys, so equal commands hash equally whatever the member order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Identifies a request for idempotency: the command and, in manual mode, its dice. */
export const commandFingerprint = (command: Command, dice?: readonly number[]): string =>
  createHash('sha256')
    .update(canonical({ command, dice: dice ?? null }))
    .digest('base64url');

/** The ruleset event a stored event holds (`data` is the event without its `type`). */
export const domainEventOf = (e: { readonly type: string; readonly data: unknown }): DomainEvent =>
  ({ ...(e.data as object), type: e.type }) as DomainEvent;

/** Splits a ruleset event into the stored `type` and `data`. */
export function storedPartsOf(event: DomainEvent): { type: string; data: Record<string, unknown> } {
  const { type, ...data } = event as DomainEvent & Record<string, unknown>;
  return { type, data };
}

export class CorruptGameError extends Error {
  override readonly name = 'CorruptGameError';
}

/**
 * A game held in memory: its latest state and version, folded from its stream, the number of
 * dice rolled so far (the next server roll index) and the idempotency index.
 */
export class GameRecord {
  /** The ruleset's state. */
  state: unknown;
  /** Resignation, draw offers, adjudication and the end of the game (libs/engine session). */
  session: Session = NEW_SESSION;
  /** The hash of the stream's last event (the chain's head). */
  headHash = GENESIS_PREV_HASH;
  version = 1;
  rolls = 0;
  /** Seed and token hashes, loaded from the secrets stream the first time they are needed. */
  secrets: GameSecrets | null = null;
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
  static start(first: StoredEvent, ruleset: AnyRuleset): GameRecord {
    if (first.type !== GAME_CREATED || first.version !== 1) {
      throw new CorruptGameError(`${first.streamId} does not start with ${GAME_CREATED}`);
    }
    const created = first.data as GameCreatedData;
    const init = initialStateOf(ruleset, created);
    if (!init.ok) throw new CorruptGameError(`${first.streamId}: its set-up no longer loads`);
    const record = new GameRecord(created, ruleset, init.state, first.position);
    const hash = (first.meta as Partial<EventMeta>).hash;
    if (typeof hash === 'string') record.headHash = hash;
    return record;
  }

  /** Folds the next event of the stream (version must follow); false when it does not. */
  apply(event: StoredEvent): boolean {
    if (event.version !== this.version + 1) return false;
    const domain = domainEventOf(event);
    if (isSessionEvent(domain)) this.session = evolveSession(this.session, domain);
    else this.state = this.ruleset.evolve(this.state, domain);
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
