import { type GameRecordV1, RECORD_FORMAT, RECORD_FORMAT_2 } from '../record';
import { recordSchemaError } from '../record-schema';
import type { VerificationLedger } from './ledger';
import { isObject } from './values';

/**
 * The schema check: the input is a `pratzen-record/1` or `/2` record that satisfies the record schema.
 * Notes what the record says it is (format, game, ruleset) even when it fails; returns the
 * record once it passed, null otherwise.
 */
export function checkSchema(ledger: VerificationLedger, input: unknown): GameRecordV1 | null {
  if (!isObject(input)) {
    ledger.fail({
      version: null,
      check: 'schema',
      code: 'NOT_A_RECORD',
      message: 'a game record is a JSON object',
    });
    return null;
  }
  ledger.format = typeof input.format === 'string' ? input.format : null;
  ledger.gameId = typeof input.gameId === 'string' ? input.gameId : null;
  if (isObject(input.ruleset)) {
    const { id, version } = input.ruleset;
    ledger.rulesetId = typeof id === 'string' ? id : null;
    ledger.recordedVersion = typeof version === 'string' ? version : null;
  }
  if (input.format !== RECORD_FORMAT && input.format !== RECORD_FORMAT_2) {
    ledger.fail({
      version: null,
      check: 'schema',
      code: 'UNKNOWN_FORMAT',
      message: `not a ${RECORD_FORMAT} or ${RECORD_FORMAT_2} record (format ${JSON.stringify(input.format) ?? 'missing'})`,
      expected: [RECORD_FORMAT, RECORD_FORMAT_2],
      actual: input.format,
    });
    return null;
  }
  const error = recordSchemaError(input);
  if (error !== null) {
    const at = locate(input, error.instancePath);
    ledger.fail({
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
  ledger.status.schema = 'passed';
  return input as unknown as GameRecordV1;
}

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
