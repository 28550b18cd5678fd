import { sideViewer } from '@pratzen/engine';
import { CommandSchemaCheck } from '@pratzen/engine/testing';
import { SETUP_SCHEMA } from './setup-schema';
import { legalActions, sideToAct } from './legal-actions';
import { COMMAND_SCHEMAS } from './schemas';
import { playRandomGame } from './simulation/random-game';

const schemas = new CommandSchemaCheck(COMMAND_SCHEMAS);
const { ajv, validators } = schemas;

describe('command JSON Schemas', () => {
  test('every schema compiles and names its own type; the setup schema compiles', () => {
    for (const [type, schema] of Object.entries(COMMAND_SCHEMAS)) {
      expect(schema).toMatchObject({ title: type, properties: { type: { const: type } } });
    }
    expect(() => ajv.compile(SETUP_SCHEMA)).not.toThrow();
  });

  test('every command legalActions offers in random games validates against its schema', () => {
    for (let seed = 1; seed <= 12; seed++) {
      playRandomGame({
        seed,
        onActions: (state) => {
          const side = sideToAct(state);
          if (side === null) return;
          for (const a of legalActions(state, sideViewer(side))) schemas.check(a.command);
        },
      });
    }
    expect([...schemas.seen].sort()).toEqual(Object.keys(COMMAND_SCHEMAS).sort());
  });

  test('malformed commands are refused by the schemas', () => {
    const move = validators.get('MoveUnit')!;
    expect(move({ type: 'MoveUnit', unitId: 'fr-morand', path: ['1522'] })).toBe(true);
    expect(move({ type: 'MoveUnit', unitId: 'fr-morand', path: [] })).toBe(false);
    expect(move({ type: 'MoveUnit', unitId: 'al-dokhturov-1', path: [], exitMap: true })).toBe(
      true,
    );
    expect(move({ type: 'MoveUnit', unitId: 'fr-morand', path: ['15-22'] })).toBe(false);
    expect(validators.get('Attack')!({ type: 'Attack', attackers: [], defenders: ['x'] })).toBe(
      false,
    );
  });
});
