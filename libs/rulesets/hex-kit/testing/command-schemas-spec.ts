import { type Command, type JsonSchema, sideViewer } from '@pratzen/engine';
import { CommandSchemaCheck } from '@pratzen/engine/testing';
import type { RulesetUnderTest } from './subject';

export interface CommandSchemasSpec<S, C extends Command> extends RulesetUnderTest<S, C> {
  readonly commandSchemas: Readonly<Record<string, JsonSchema>>;
  readonly setupSchema?: JsonSchema;
  /** Random games played (seeds 1…games): together they must offer every command type. */
  readonly games: number;
  /** A unit of the ruleset, for the malformed moves. */
  readonly unitId: string;
  /** Whether a MoveUnit may leave the map (`exitMap`, SPI and DG); default true. */
  readonly exitMap?: boolean;
}

/**
 * The `schemas` spec of a hex ruleset: every command schema compiles (strict JSON Schema
 * 2020-12) and names its own type, the set-up schema compiles, every command `legalActions`
 * offers in random games validates against its schema and the games reach every command type,
 * and malformed moves and attacks are refused. Returns the compiled schemas, for the ruleset's
 * own cases.
 */
export function describeCommandSchemas<S, C extends Command>(
  spec: CommandSchemasSpec<S, C>,
): CommandSchemaCheck {
  const schemas = new CommandSchemaCheck(spec.commandSchemas);
  describe('command JSON Schemas (hex kit)', () => {
    test('every schema compiles and names its own type; the setup schema compiles', () => {
      for (const [type, schema] of Object.entries(spec.commandSchemas)) {
        expect(schema).toMatchObject({ title: type, properties: { type: { const: type } } });
      }
      expect([...schemas.validators.keys()]).toEqual(
        expect.arrayContaining(['Attack', 'EndPhase', 'MoveUnit']),
      );
      if (spec.setupSchema !== undefined)
        expect(() => schemas.ajv.compile(spec.setupSchema as JsonSchema)).not.toThrow();
    });

    test('every command legalActions offers in random games validates against its schema', () => {
      for (let seed = 1; seed <= spec.games; seed++) {
        spec.playRandomGame({
          seed,
          onActions: (state) => {
            const side = spec.sideToAct(state);
            if (side === null) return;
            for (const a of spec.legalActions(state, sideViewer(side))) schemas.check(a.command);
          },
        });
      }
      // the games reach every kind of command, pending-decision answers included
      expect([...schemas.seen].sort()).toEqual(Object.keys(spec.commandSchemas).sort());
    });

    test('malformed moves and attacks are refused by the schemas', () => {
      const move = schemas.validator('MoveUnit');
      const unitId = spec.unitId;
      expect(move({ type: 'MoveUnit', unitId, path: ['1522'] })).toBe(true);
      expect(move({ type: 'MoveUnit', unitId, path: [] })).toBe(false);
      expect(move({ type: 'MoveUnit', unitId, path: [], exitMap: true })).toBe(
        spec.exitMap ?? true,
      );
      expect(move({ type: 'MoveUnit', unitId, path: ['15-22'] })).toBe(false);
      expect(move({ type: 'MoveUnit', unitId, path: ['1522'], extra: 1 })).toBe(false);
      const attack = schemas.validator('Attack');
      expect(attack({ type: 'Attack', attackers: [], defenders: ['x'] })).toBe(false);
    });
  });
  return schemas;
}
