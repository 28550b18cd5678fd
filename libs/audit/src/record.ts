import { GAME_ENDED } from '@pratzen/engine';
import { DEFAULT_SIDES, DICE_SCHEME, type DieRoll } from './dice';
import { type DiceMode, type Envelope, GAME_CREATED, seatsOf } from '@pratzen/game';

/** The record of a game whose events are hashed as stored (openapi/record.schema.json). */
export const RECORD_FORMAT = 'pratzen-record/1';
/**
 * The record of a game whose events are sealed over their public forms (`meta.chain: 2`, README
 * "Hidden information"): format 1 plus `commitments`.
 */
export const RECORD_FORMAT_2 = 'pratzen-record/2';

/** What `dice.scheme` says in manual dice mode: the faces of physical dice, typed in. */
export const MANUAL_DICE_SCHEME = 'manual';

export interface RecordedResult {
  readonly winner: string | null;
  readonly level: string;
  readonly margin: number;
  /** The GameEnded reason: victory-conditions, resignation, draw-agreed, adjudicated. */
  readonly reason: string;
}

/** One command of the game and the events it produced (stream order). */
export interface RecordedCommand {
  readonly commandId: string;
  /** The side that sent it, or `referee`. */
  readonly actor: string;
  readonly commandType: string;
  readonly command: object;
  /** Every die the command used, in the order the rules rolled them. */
  readonly dice: DieRoll[];
  readonly events: Envelope[];
}

/** A format-2 record's commitment scheme, as GameCreated published it, and its key. */
export interface RecordCommitments {
  /** COMMITMENT_SCHEME. */
  readonly scheme: string;
  /** SHA-256 (hex) of the commit key, published in GameCreated. */
  readonly keyCommitment: string;
  /** The commit key (hex) once revealed (the game is over, or the referee asks); else null. */
  readonly key: string | null;
}

/**
 * `pratzen-record/1` and `/2`: everything needed to re-check a game without the server's
 * database. Format 2 (games sealed over public forms) also has `commitments`.
 */
export interface GameRecordV1 {
  readonly format: typeof RECORD_FORMAT | typeof RECORD_FORMAT_2;
  readonly gameId: string;
  readonly ruleset: { readonly id: string; readonly version: string };
  readonly scenarioId: string;
  readonly optionalRules: string[];
  readonly custom: boolean;
  readonly setup: unknown | null;
  /** The sides that have a seat (never their tokens). */
  readonly seats: string[];
  readonly label: string | null;
  readonly tournament: string | null;
  readonly createdAt: string;
  readonly dice: {
    readonly mode: DiceMode;
    /** DICE_SCHEME in server mode, MANUAL_DICE_SCHEME in manual mode. */
    readonly scheme: string;
    /** SHA-256 (hex) of the seed, published at creation; null in manual mode. */
    readonly commitment: string | null;
    /** The seed (hex), once revealed; null before the end (or in manual mode). */
    readonly seed: string | null;
  };
  readonly status: 'active' | 'over';
  readonly result: RecordedResult | null;
  /** GameCreated, version 1. */
  readonly genesis: Envelope;
  readonly commands: RecordedCommand[];
  /** The hash of the stream's last event. */
  readonly headHash: string;
  /** Events in the stream, GameCreated included. */
  readonly eventCount: number;
  /** Format 2 only. */
  readonly commitments?: RecordCommitments;
}

export interface BuildRecordInput {
  /** The whole stream, version 1 (GameCreated) first. */
  readonly envelopes: readonly Envelope[];
  /**
   * The dice seed (hex) to reveal: the API passes it once the game is over (or to the referee).
   * When null, the seed revealed by a GameEnded event (if any) is used.
   */
  readonly seed: string | null;
  /** The commit key (hex) to reveal in a format-2 record: once over, or to the referee. */
  readonly commitKey?: string | null;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The dice of a batch's meta, each with its sides (6 when recorded before sides were). */
export function normaliseDice(dice: unknown): DieRoll[] {
  if (!Array.isArray(dice)) return [];
  return dice.map((d: unknown) => {
    const roll = isObject(d) ? d : {};
    return {
      index: roll.index as number,
      face: roll.face as number,
      sides: roll.sides === undefined ? DEFAULT_SIDES : (roll.sides as number),
      purpose: roll.purpose as string,
    };
  });
}

/** Copies only the five members an envelope has (a StoredEvent has more). */
const envelopeOf = (e: Envelope): Envelope => ({
  gameId: e.gameId,
  version: e.version,
  type: e.type,
  data: e.data,
  meta: e.meta,
});

/**
 * Builds the record of a game from its whole stream. Throws when the stream does not start with
 * GameCreated at version 1 (that is no game). Batches are the runs of consecutive events with
 * the same `meta.commandId`; the command and its dice come from the first event of each.
 */
export function buildRecord(input: BuildRecordInput): GameRecordV1 {
  const [first, ...rest] = input.envelopes;
  if (first === undefined || first.type !== GAME_CREATED || first.version !== 1) {
    throw new Error(`a game stream starts with ${GAME_CREATED} at version 1`);
  }
  const created = isObject(first.data) ? first.data : {};
  const dice = isObject(created.dice) ? created.dice : {};
  const mode: DiceMode = dice.mode === 'manual' ? 'manual' : 'server';

  const commands: RecordedCommand[] = [];
  let current: RecordedCommand | null = null;
  let ended: Record<string, unknown> | null = null;
  for (const e of rest) {
    const meta = e.meta;
    const commandId = str(meta.commandId);
    if (current === null || current.commandId !== commandId) {
      current = {
        commandId,
        actor: str(meta.actor),
        commandType: str(meta.commandType),
        command: isObject(meta.command) ? meta.command : {},
        dice: normaliseDice(meta.dice),
        events: [],
      };
      commands.push(current);
    }
    current.events.push(envelopeOf(e));
    if (e.type === GAME_ENDED && isObject(e.data)) ended = e.data;
  }

  const revealed = ended !== null ? strOrNull(ended.seed) : null;
  const result = ended !== null && isObject(ended.result) ? ended.result : null;
  const last = rest[rest.length - 1] ?? first;
  const sealed = isObject(created.commitments) ? created.commitments : null;
  return {
    format: sealed !== null ? RECORD_FORMAT_2 : RECORD_FORMAT,
    gameId: str(created.gameId, first.gameId),
    ruleset: { id: str(created.rulesetId), version: str(created.rulesetVersion) },
    scenarioId: str(created.scenarioId),
    optionalRules: Array.isArray(created.optionalRules)
      ? created.optionalRules.filter((o): o is string => typeof o === 'string')
      : [],
    custom: created.custom === true,
    setup: created.setup ?? null,
    seats: seatsOf(created.seats),
    label: strOrNull(created.label),
    tournament: strOrNull(created.tournament),
    createdAt: str(created.createdAt),
    dice: {
      mode,
      scheme: mode === 'server' ? DICE_SCHEME : MANUAL_DICE_SCHEME,
      commitment: strOrNull(dice.commitment),
      seed: mode === 'server' ? (input.seed ?? revealed) : null,
    },
    status: ended !== null ? 'over' : 'active',
    result:
      ended !== null && result !== null
        ? {
            winner: strOrNull(result.winner),
            level: str(result.level),
            margin: result.margin as number,
            reason: str(ended.reason),
          }
        : null,
    genesis: envelopeOf(first),
    commands,
    headHash: str(last.meta.hash),
    eventCount: input.envelopes.length,
    ...(sealed !== null
      ? {
          commitments: {
            scheme: str(sealed.scheme),
            keyCommitment: str(sealed.keyCommitment),
            key: input.commitKey ?? null,
          },
        }
      : {}),
  };
}
