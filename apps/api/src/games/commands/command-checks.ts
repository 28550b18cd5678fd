import { type Decision, type DomainEvent, REFEREE_ACTOR } from '@pratzen/engine';
import { ApiProblem } from '../../common/problem';
import type { ParsedCommand } from './command-parser';
import type { LoadedGame } from '../repository/loaded-game';
import type { SubmitOptions } from '../games.contract';

/**
 * The checks of a command before and after the rules, in the order of the status codes'
 * precedence (GamesCommands): who may act (403), the dice (400), the version (409), the turn
 * (403), the rules (422).
 */

/**
 * 403 when the command came from the side not to act now: the engine's turn check
 * (`turnViolation`, `NOT_YOUR_TURN`) as the decision the command was played to holds it, answered
 * before the dice (400) and the rules (422). An ended game is GAME_OVER (422) from the session.
 */
export function checkTurn(decision: Decision<DomainEvent>): void {
  if (!decision.ok && decision.violation.code === 'NOT_YOUR_TURN') {
    throw ApiProblem.fromViolation(decision.violation);
  }
}

/**
 * 403 first: the referee token sends nothing but `Adjudicate`. That only the referee
 * adjudicates is the engine's rule (libs/engine `decideSession`, REFEREE_ONLY), answered as the
 * engine plays the command, with the status VIOLATION_STATUS gives it (403) — the same for the
 * API and for a verifier re-playing a record.
 */
export function checkActor(actor: string, body: unknown): void {
  const type = typeof body === 'object' && body !== null ? (body as { type?: unknown }).type : null;
  if (actor === REFEREE_ACTOR && type !== 'Adjudicate') {
    throw new ApiProblem(
      403,
      'REFEREE_MAY_NOT_ACT',
      'the referee token sees everything and adjudicates, but acts for no side; use a seat token',
    );
  }
}

/** Physical dice are for manual-mode games only. */
export function checkDiceMode(record: LoadedGame, parsed: ParsedCommand): void {
  if (record.created.dice.mode === 'server' && parsed.dice !== undefined) {
    throw ApiProblem.badRequest('BAD_DICE', 'this game rolls its dice on the server', [
      { path: 'dice', message: 'not allowed in server dice mode', code: 'dice-mode' },
    ]);
  }
}

export function accepted(decision: Decision<DomainEvent>): readonly DomainEvent[] {
  if (!decision.ok) throw ApiProblem.fromViolation(decision.violation);
  return decision.events;
}

export function expectedVersionOf(
  parsed: ParsedCommand,
  options: SubmitOptions,
): number | undefined {
  const body = parsed.expectedVersion;
  const header = options.expectedVersion;
  if (body !== undefined && header !== undefined && body !== header) {
    throw ApiProblem.badRequest('BAD_EXPECTED_VERSION', 'If-Match and expectedVersion disagree');
  }
  return body ?? header;
}

export function conflict(version: number, expected: number | undefined): ApiProblem {
  return new ApiProblem(
    409,
    'VERSION_CONFLICT',
    expected === undefined
      ? 'the game kept changing; read it again and resend'
      : `the game is at version ${version}, not ${expected}`,
    { details: { version, ...(expected !== undefined ? { expected } : {}) } },
  );
}

export function diceCount(needed: number, given: number): ApiProblem {
  return new ApiProblem(400, 'DICE_COUNT', `this command needs ${needed} dice; ${given} given`, {
    violations: [{ path: 'dice', message: `must hold ${needed} faces`, code: 'count' }],
    details: { needed, given },
  });
}
