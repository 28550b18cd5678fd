import { sideViewer } from '@pratzen/engine';
import { CommandSchemaCheck } from '@pratzen/engine/testing';
import { legalActions, sideToAct } from './legal-actions';
import { COMMAND_SCHEMAS } from './schemas';
import { playRandomGame } from './simulation/random-game';

const schemas = new CommandSchemaCheck(COMMAND_SCHEMAS);
const { validators } = schemas;

describe('command JSON Schemas', () => {
  test('every schema compiles and names its own type', () => {
    for (const [type, schema] of Object.entries(COMMAND_SCHEMAS)) {
      expect(schema).toMatchObject({ title: type, properties: { type: { const: type } } });
    }
    expect([...validators.keys()].sort()).toEqual(
      expect.arrayContaining([
        'Attack',
        'EndPhase',
        'MoveUnit',
        'PlotReserveDeployment',
        'Rally',
        'ReduceOverstack',
        'TakeDisengagementLoss',
      ]),
    );
  });

  test('every command legalActions offers in random games validates against its schema', () => {
    for (let seed = 1; seed <= 8; seed++) {
      playRandomGame({
        seed,
        onActions: (state) => {
          const side = sideToAct(state);
          if (side === null) return;
          for (const a of legalActions(state, sideViewer(side))) schemas.check(a.command);
        },
      });
    }
    // the games reach every kind of command, pending-decision answers included
    expect([...schemas.seen].sort()).toEqual(Object.keys(COMMAND_SCHEMAS).sort());
  });

  test('malformed commands are refused by the schemas', () => {
    const move = validators.get('MoveUnit')!;
    expect(move({ type: 'MoveUnit', unitId: 'becker', path: ['1522'] })).toBe(true);
    expect(move({ type: 'MoveUnit', unitId: 'becker', path: [] })).toBe(false);
    expect(move({ type: 'MoveUnit', unitId: 'becker', path: [], exitMap: true })).toBe(true);
    expect(move({ type: 'MoveUnit', unitId: 'becker', path: ['15-22'] })).toBe(false);
    expect(move({ type: 'MoveUnit', unitId: 'becker', path: ['1522'], extra: 1 })).toBe(false);
    // 4.6: the loss of a Disengagement Check is chosen after the die, never with the move.
    expect(
      move({ type: 'MoveUnit', unitId: 'becker', path: ['1522'], onDisengageLoss: 'disrupt' }),
    ).toBe(false);
    const loss = validators.get('TakeDisengagementLoss')!;
    expect(loss({ type: 'TakeDisengagementLoss', loss: 'disrupt' })).toBe(true);
    expect(loss({ type: 'TakeDisengagementLoss', loss: 'rout' })).toBe(false);
    expect(validators.get('Attack')!({ type: 'Attack', attackers: [], defenders: ['x'] })).toBe(
      false,
    );
  });
});
