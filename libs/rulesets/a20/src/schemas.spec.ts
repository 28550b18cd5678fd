import { describeCommandSchemas } from '@pratzen/rulesets/hex-kit/testing';
import { legalActions, sideToAct } from './legal-actions';
import { COMMAND_SCHEMAS } from './schemas';
import { playRandomGame } from './simulation/random-game';

describeCommandSchemas({
  commandSchemas: COMMAND_SCHEMAS,
  legalActions,
  sideToAct,
  playRandomGame,
  games: 14,
  unitId: 'fr-i',
  // no unit of a20 leaves the map by moving
  exitMap: false,
});
