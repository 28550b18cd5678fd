import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { JsonSchema } from '../src/contract';
import type { Command } from '../src/messages';

/**
 * A ruleset's command schemas compiled once (strict JSON Schema 2020-12), for tests that check
 * every command `legalActions` offers against its published schema.
 */
export class CommandSchemaCheck {
  readonly ajv = new Ajv2020({ strict: true, allErrors: true });
  readonly validators: ReadonlyMap<string, ValidateFunction>;
  /** The command types checked so far (to show the games reached every kind). */
  readonly seen = new Set<string>();

  constructor(schemas: Readonly<Record<string, JsonSchema>>) {
    this.validators = new Map(
      Object.entries(schemas).map(([type, s]) => [type, this.ajv.compile(s)]),
    );
  }

  /** Throws, naming the command and the schema's complaint, unless `command` validates. */
  check(command: Command): void {
    const validate = this.validators.get(command.type);
    if (validate === undefined) throw new Error(`no schema for ${command.type}`);
    if (!validate(command)) {
      throw new Error(`${JSON.stringify(command)}: ${this.ajv.errorsText(validate.errors)}`);
    }
    this.seen.add(command.type);
  }

  validator(type: string): ValidateFunction {
    const validate = this.validators.get(type);
    if (validate === undefined) throw new Error(`no schema for ${type}`);
    return validate;
  }
}
