import { describeCommandSchemas } from '@pratzen/rulesets/hex-kit/testing';
import { legalActions, sideToAct } from './legal-actions';
import { COMMAND_SCHEMAS } from './schemas';
import { SETUP_SCHEMA } from './setup-schema';
import { playRandomGame } from './simulation/random-game';

describeCommandSchemas({
  commandSchemas: COMMAND_SCHEMAS,
  setupSchema: SETUP_SCHEMA,
  legalActions,
  sideToAct,
  playRandomGame,
  games: 12,
  unitId: 'fr-morand',
});
