import type { LegalAction } from '@pratzen/engine';
import type {
  CommandBody,
  CreateGameInput,
  GameFilter,
  ValidationResult,
} from '../games/games.contract';
import type { LegalActionView } from '../games/legal-action.contract';
import type { GameFilterInput } from './models/inputs';

// Pure mappers between the games' application shapes (games.contract.ts) and the GraphQL types. GraphQL hands an argument
// given as `null` to resolvers as null; the application layer knows only "absent".

/** null and undefined both mean "not given". */
export const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** GraphQL's nulls (a member sent as `null`) as absent members. */
export function toCreateGameInput(input: CreateGameInput): CreateGameInput {
  return {
    rulesetId: input.rulesetId,
    scenarioId: input.scenarioId,
    ...(input.optionalRules != null ? { optionalRules: input.optionalRules } : {}),
    ...(input.dice != null ? { dice: { mode: input.dice.mode } } : {}),
    ...(input.setup != null ? { setup: input.setup } : {}),
    ...(input.tournament != null ? { tournament: input.tournament } : {}),
    ...(input.label != null ? { label: input.label } : {}),
    ...(input.players != null ? { players: input.players } : {}),
  };
}

export function toGameFilter(filter: GameFilterInput | null | undefined): GameFilter {
  return {
    ...(filter?.rulesetId != null ? { rulesetId: filter.rulesetId } : {}),
    ...(filter?.status != null ? { status: filter.status } : {}),
    ...(filter?.tournament != null ? { tournament: filter.tournament } : {}),
  };
}

export function toLegalAction({ command, space, ...details }: LegalAction): LegalActionView {
  return {
    command,
    space: space ?? null,
    details: Object.keys(details).length > 0 ? details : null,
  };
}

/** Absent members as GraphQL's nulls (`violations`: `[]`). */
export function toValidationResult(result: ValidationResult): ValidationResult {
  const { violation } = result;
  return {
    valid: result.valid,
    violation: violation
      ? {
          ...violation,
          rule: violation.rule ?? null,
          violations: violation.violations ?? [],
          details: violation.details ?? null,
        }
      : null,
    preview: result.preview ?? null,
    diceNeeded: result.diceNeeded ?? null,
  };
}

/**
 * A `command: JSON!` argument as a command body. The scalar accepts any JSON; the games service
 * parses it (400 MALFORMED_COMMAND / UNKNOWN_COMMAND / INVALID_COMMAND) exactly as for REST.
 */
export const asCommandBody = (value: unknown): CommandBody => value as CommandBody;
