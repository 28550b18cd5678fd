import type { SpiCommand } from './commands';
import { COMBAT_COMMAND_SCHEMAS } from './combat/combat-schemas';
import { MOVEMENT_COMMAND_SCHEMAS } from './movement/movement-schemas';
import { COMMAND_SCHEMAS, CORE_COMMAND_SCHEMAS } from './schemas';

/** The members of a command whose type its schema left `unknown` (a plain JSON Schema there). */
type Untyped<C> = C extends unknown
  ? { [K in keyof C]-?: unknown extends C[K] ? K : never }[keyof C]
  : never;

describe('SPI commands derived from their JSON Schemas (one source, no hand-kept mirror)', () => {
  it('every command type is in exactly one family: none is lost to another in the spread', () => {
    const families = [CORE_COMMAND_SCHEMAS, MOVEMENT_COMMAND_SCHEMAS, COMBAT_COMMAND_SCHEMAS];
    const types = families.flatMap((f) => Object.keys(f));
    expect(new Set(types).size).toBe(types.length);
    expect(Object.keys(COMMAND_SCHEMAS)).toEqual(types);
  });

  it('every member of every command has a type (no schema member left untyped)', () => {
    // Checked by the type-check (`npm run typecheck`, in CI; jest only transpiles): the line below
    // compiles only while `Untyped<SpiCommand>` is `never`.
    const untyped: [Untyped<SpiCommand>] extends [never] ? 'none' : Untyped<SpiCommand> = 'none';
    expect(untyped).toBe('none');
    // The check can fail: a member typed `unknown` is named.
    const caught: Untyped<{ readonly type: 'X'; readonly loose: unknown }> = 'loose';
    expect(caught).toBe('loose');
  });
});
