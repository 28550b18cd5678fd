import { describeCommandSchemas } from '@pratzen/rulesets/hex-kit/testing';
import { legalActions, sideToAct } from './legal-actions';
import { COMMAND_SCHEMAS } from './schemas';
import { SETUP_SCHEMA } from './setup-schema';
import { playRandomGame } from './simulation/random-game';

const schemas = describeCommandSchemas({
  commandSchemas: COMMAND_SCHEMAS,
  setupSchema: SETUP_SCHEMA,
  legalActions,
  sideToAct,
  playRandomGame,
  games: 8,
  unitId: 'becker',
});

test('4.6: the loss of a Disengagement Check is chosen after the die, never with the move', () => {
  const move = schemas.validator('MoveUnit');
  expect(
    move({ type: 'MoveUnit', unitId: 'becker', path: ['1522'], onDisengageLoss: 'disrupt' }),
  ).toBe(false);
  const loss = schemas.validator('TakeDisengagementLoss');
  expect(loss({ type: 'TakeDisengagementLoss', loss: 'disrupt' })).toBe(true);
  expect(loss({ type: 'TakeDisengagementLoss', loss: 'rout' })).toBe(false);
});
