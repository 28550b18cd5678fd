import type { JsonSchema, Ruleset } from './contract';
import type { Dice } from './dice';
import type { Command, Decision, DomainEvent, LegalAction } from './messages';
import { type RuleViolation, violation } from './violation';

/**
 * The game session: what every rule system leaves to the players and the organiser — resigning,
 * offering and agreeing a draw, a referee's adjudication — and the end of the game itself. None
 * of the five rulebooks covers these, so they are the engine's, the same for every ruleset, and
 * decided here (purely) by both the API and the independent verifier.
 *
 * - `Resign`: a seat, at any time before the end: the other side wins (level `resignation`).
 * - `OfferDraw`: a seat, when no offer stands; the offer stands until the other side answers it.
 * - `AcceptDraw` / `DeclineDraw`: the side the standing offer was made to.
 * - `Adjudicate {winner, level, note?}`: the referee only; ends the game with that result.
 * - `ReissueSeatToken {side}`: the referee only, before the end, for a side of the ruleset:
 *   `SeatTokenReissued {side, by: 'referee'}` says that side's token was replaced (the new token
 *   is the API's secret, never in the event). It changes no state. It is not in
 *   `SESSION_COMMAND_SCHEMAS` (a client cannot send it as a command): the API's own endpoint
 *   submits it, with the new token's hash written first, and a verifier re-decides it here.
 * - When a ruleset command leaves the rules' state over (`status().over`), the same batch ends
 *   with `GameEnded` carrying the ruleset's victory result and reason `victory-conditions`.
 *
 * `GameEnded` is the game's final event. In server dice mode it reveals the dice seed (hex), so
 * that anyone can recompute every roll against the commitment published at creation.
 */

export const SESSION_ID = 'session';
export const GAME_ENDED = 'GameEnded';
export const DRAW_OFFERED = 'DrawOffered';
export const DRAW_DECLINED = 'DrawDeclined';
export const SEAT_TOKEN_REISSUED = 'SeatTokenReissued';
export const REISSUE_SEAT_TOKEN = 'ReissueSeatToken';

/** The actor name of the referee (seats act under their side's name). */
export const REFEREE_ACTOR = 'referee';

export type EndReason = 'victory-conditions' | 'resignation' | 'draw-agreed' | 'adjudicated';

export interface GameResult {
  /** The winning side; null for a draw. */
  readonly winner: string | null;
  readonly level: string;
  readonly margin: number;
}

export interface GameEndedEvent {
  readonly type: typeof GAME_ENDED;
  readonly result: GameResult;
  readonly reason: EndReason;
  /** Who ended it: the resigning side, the side accepting a draw, `referee`, or `rules`. */
  readonly by: string;
  /** The referee's note with an adjudication. */
  readonly note?: string;
  /** The server dice seed (hex), revealed; null in manual dice mode. */
  readonly seed: string | null;
}

export interface DrawOfferedEvent {
  readonly type: typeof DRAW_OFFERED;
  readonly side: string;
}

export interface DrawDeclinedEvent {
  readonly type: typeof DRAW_DECLINED;
  readonly side: string;
}

/** A side's seat token was replaced by the referee (no secret: the new token is the API's). */
export interface SeatTokenReissuedEvent {
  readonly type: typeof SEAT_TOKEN_REISSUED;
  readonly side: string;
  readonly by: typeof REFEREE_ACTOR;
}

export type SessionEvent =
  GameEndedEvent | DrawOfferedEvent | DrawDeclinedEvent | SeatTokenReissuedEvent;

/** The session command only the API itself submits (not in SESSION_COMMAND_SCHEMAS). */
export interface ReissueSeatTokenCommand {
  readonly type: typeof REISSUE_SEAT_TOKEN;
  readonly side: string;
}

export type SessionCommand =
  | { readonly type: 'Resign' }
  | { readonly type: 'OfferDraw' }
  | { readonly type: 'AcceptDraw' }
  | { readonly type: 'DeclineDraw' }
  | {
      readonly type: 'Adjudicate';
      readonly winner: string | null;
      readonly level: string;
      readonly note?: string;
    }
  | ReissueSeatTokenCommand;

export interface Session {
  readonly ended: GameEndedEvent | null;
  /** The side whose draw offer stands. */
  readonly drawOfferedBy: string | null;
}

export const NEW_SESSION: Session = { ended: null, drawOfferedBy: null };

/** A game: the ruleset's state beside the session's. */
export interface GameState<S = unknown> {
  readonly rules: S;
  readonly session: Session;
}

const noPayload = (type: string): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: { type: { const: type } },
});

/**
 * JSON Schemas of the session commands a client sends, published beside each ruleset's own
 * (ReissueSeatToken is not among them: the API submits it itself).
 */
export const SESSION_COMMAND_SCHEMAS: Readonly<
  Record<Exclude<SessionCommand['type'], typeof REISSUE_SEAT_TOKEN>, JsonSchema>
> = {
  Resign: noPayload('Resign'),
  OfferDraw: noPayload('OfferDraw'),
  AcceptDraw: noPayload('AcceptDraw'),
  DeclineDraw: noPayload('DeclineDraw'),
  Adjudicate: {
    type: 'object',
    additionalProperties: false,
    required: ['type', 'winner', 'level'],
    properties: {
      type: { const: 'Adjudicate' },
      winner: { type: ['string', 'null'], maxLength: 64 },
      level: { type: 'string', minLength: 1, maxLength: 64 },
      note: { type: 'string', maxLength: 2000 },
    },
  },
};

type Schemas = Readonly<Record<string, JsonSchema>>;
const allSchemas = new WeakMap<Schemas, Schemas>();

/**
 * Every command a game of `ruleset` accepts: the ruleset's own and the session's (one frozen
 * object per ruleset's schemas: it is asked on every command).
 */
export const commandSchemasOf = (ruleset: { readonly commandSchemas: Schemas }): Schemas => {
  let all = allSchemas.get(ruleset.commandSchemas);
  if (all === undefined) {
    all = Object.freeze({ ...ruleset.commandSchemas, ...SESSION_COMMAND_SCHEMAS });
    allSchemas.set(ruleset.commandSchemas, all);
  }
  return all;
};

const SESSION_TYPES = new Set<string>([
  ...Object.keys(SESSION_COMMAND_SCHEMAS),
  REISSUE_SEAT_TOKEN,
]);
const SESSION_EVENTS = new Set<string>([
  GAME_ENDED,
  DRAW_OFFERED,
  DRAW_DECLINED,
  SEAT_TOKEN_REISSUED,
]);

export const isSessionCommand = (command: Command): command is SessionCommand =>
  SESSION_TYPES.has(command.type);

export const isSessionEvent = (event: DomainEvent): event is SessionEvent =>
  SESSION_EVENTS.has(event.type);

const refuse = (code: string, message: string, details?: Record<string, unknown>) =>
  ({ ok: false, violation: violation(SESSION_ID, code, null, message, details) }) as const;

const gameOver = (session: Session) =>
  refuse('GAME_OVER', 'the game is over', { result: session.ended?.result ?? null });

const otherSide = (sides: readonly string[], side: string): string | null =>
  sides.length === 2 ? (sides.find((s) => s !== side) ?? null) : null;

/** Decides a session command sent by `actor` (a side or `referee`). */
export function decideSession(
  sides: readonly string[],
  session: Session,
  command: SessionCommand,
  actor: string,
  seed: string | null,
): Decision<SessionEvent> {
  if (session.ended !== null) return gameOver(session);
  const end = (result: GameResult, reason: EndReason, note?: string): Decision<SessionEvent> => ({
    ok: true,
    events: [
      {
        type: GAME_ENDED,
        result,
        reason,
        by: actor,
        ...(note !== undefined ? { note } : {}),
        seed,
      },
    ],
  });
  const isSeat = sides.includes(actor);
  switch (command.type) {
    case 'Adjudicate':
      if (actor !== REFEREE_ACTOR) return refuse('REFEREE_ONLY', 'only the referee adjudicates');
      if (command.winner !== null && !sides.includes(command.winner)) {
        return refuse('UNKNOWN_SIDE', `no side ${command.winner}`, { sides });
      }
      return end(
        { winner: command.winner, level: command.level, margin: 0 },
        'adjudicated',
        command.note,
      );
    case REISSUE_SEAT_TOKEN:
      if (actor !== REFEREE_ACTOR) {
        return refuse('REFEREE_ONLY', "only the referee reissues a seat's token");
      }
      if (!sides.includes(command.side)) {
        return refuse('UNKNOWN_SIDE', `no side ${command.side}`, { sides });
      }
      return {
        ok: true,
        events: [{ type: SEAT_TOKEN_REISSUED, side: command.side, by: REFEREE_ACTOR }],
      };
    case 'Resign': {
      if (!isSeat) return refuse('SEAT_ONLY', 'only a side resigns');
      return end(
        { winner: otherSide(sides, actor), level: 'resignation', margin: 0 },
        'resignation',
      );
    }
    case 'OfferDraw':
      if (!isSeat) return refuse('SEAT_ONLY', 'only a side offers a draw');
      if (session.drawOfferedBy !== null) {
        return refuse('DRAW_ALREADY_OFFERED', `${session.drawOfferedBy} has a draw offer standing`);
      }
      return { ok: true, events: [{ type: DRAW_OFFERED, side: actor }] };
    case 'AcceptDraw':
    case 'DeclineDraw':
      if (!isSeat) return refuse('SEAT_ONLY', 'only a side answers a draw offer');
      if (session.drawOfferedBy === null) return refuse('NO_DRAW_OFFER', 'no draw offer stands');
      if (session.drawOfferedBy === actor) {
        return refuse('OWN_DRAW_OFFER', 'a side cannot answer its own draw offer');
      }
      return command.type === 'AcceptDraw'
        ? end({ winner: null, level: 'draw', margin: 0 }, 'draw-agreed')
        : { ok: true, events: [{ type: DRAW_DECLINED, side: actor }] };
  }
}

export function evolveSession(session: Session, event: SessionEvent): Session {
  switch (event.type) {
    case GAME_ENDED:
      return { ended: event, drawOfferedBy: null };
    case DRAW_OFFERED:
      return { ...session, drawOfferedBy: event.side };
    case DRAW_DECLINED:
      return { ...session, drawOfferedBy: null };
    case SEAT_TOKEN_REISSUED:
      return session;
  }
}

/** The session actions a viewer owes now (answering a draw offer); Resign/OfferDraw are not listed. */
export function sessionActions(session: Session, sides: readonly string[], side: string | null) {
  if (session.ended !== null || side === null || !sides.includes(side)) return [];
  if (session.drawOfferedBy === null || session.drawOfferedBy === side) return [];
  const actions: LegalAction<SessionCommand>[] = [
    { command: { type: 'AcceptDraw' }, rule: SESSION_ID },
    { command: { type: 'DeclineDraw' }, rule: SESSION_ID },
  ];
  return actions;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any ruleset's state
type AnyRules = Ruleset<any, Command, DomainEvent>;

/** Folds one event of a game's stream (a ruleset event or a session event). */
export function evolveGame<S>(
  ruleset: AnyRules,
  game: GameState<S>,
  event: DomainEvent,
): GameState<S> {
  if (isSessionEvent(event))
    return { rules: game.rules, session: evolveSession(game.session, event) };
  return { rules: ruleset.evolve(game.rules, event) as S, session: game.session };
}

/**
 * The turn check of a ruleset command (an ended game and the session's commands are answered
 * before it): null when `actor` is the side that must send `command` now (`actingSide`), else
 * `NOT_YOUR_TURN` under the game's ruleset, its details naming the side to act (null: nobody may
 * act now). The API answers it with 403, before the dice and the rules.
 */
export function turnViolation(
  ruleset: AnyRules,
  rules: unknown,
  command: Command,
  actor: string,
): RuleViolation | null {
  const acting = ruleset.actingSide(rules, command);
  if (acting !== null && acting === actor) return null;
  return violation(
    ruleset.info.id,
    'NOT_YOUR_TURN',
    null,
    acting === null ? 'nobody may act now' : `the ${acting} side must act now, not ${actor}`,
    { actingSide: acting },
  );
}

/**
 * One command of a game, as the API decides it and as a verifier re-decides it: a session
 * command through the session, a ruleset command through the ruleset (after the turn check),
 * followed by `GameEnded` when it ends the game. `seed` is what `GameEnded` reveals.
 * The turn check's violation is `NOT_YOUR_TURN` (the API answers it with 403).
 */
export function playCommand<S>(
  ruleset: AnyRules,
  game: GameState<S>,
  command: Command,
  actor: string,
  dice: Dice,
  seed: string | null,
): Decision<DomainEvent> {
  return playCommandFolded(ruleset, game, command, actor, dice, seed).decision;
}

/** What `playCommandFolded` returns: the decision and, when accepted, the rules' state after it. */
export interface PlayedCommand<S> {
  readonly decision: Decision<DomainEvent>;
  /**
   * The ruleset's state with the accepted events folded in (each evolved once, here): what
   * `evolveGame` over `decision.events` would give for `rules`. Undefined when refused.
   */
  readonly rules: S | undefined;
}

/** `playCommand`, also returning the folded rules' state so that the caller need not evolve again. */
export function playCommandFolded<S>(
  ruleset: AnyRules,
  game: GameState<S>,
  command: Command,
  actor: string,
  dice: Dice,
  seed: string | null,
): PlayedCommand<S> {
  const { session } = game;
  if (session.ended !== null) return { decision: gameOver(session), rules: undefined };
  if (isSessionCommand(command)) {
    const decision = decideSession(ruleset.info.sides, session, command, actor, seed);
    return { decision, rules: decision.ok ? game.rules : undefined };
  }
  const notYours = turnViolation(ruleset, game.rules, command, actor);
  if (notYours !== null) return { decision: { ok: false, violation: notYours }, rules: undefined };
  const decision = ruleset.decide(game.rules, command, dice);
  if (!decision.ok) return { decision, rules: undefined };
  const reserved = decision.events.find(isSessionEvent);
  if (reserved !== undefined) {
    // A programming error of the ruleset: the session's event names are the engine's.
    throw new Error(`${ruleset.info.id} emitted ${reserved.type}, an event type of the session`);
  }
  let rules = game.rules;
  for (const e of decision.events) rules = ruleset.evolve(rules, e) as S;
  const status = ruleset.status(rules);
  if (!status.over) return { decision, rules };
  const result = ruleset.victory(rules).result ?? { winner: null, level: 'unfinished', margin: 0 };
  const ended: GameEndedEvent = {
    type: GAME_ENDED,
    result,
    reason: 'victory-conditions',
    by: 'rules',
    seed,
  };
  return { decision: { ok: true, events: [...decision.events, ended] }, rules };
}
