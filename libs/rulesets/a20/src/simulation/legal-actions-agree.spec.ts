import { describeLegalActionsAgree } from '@pratzen/rulesets/hex-kit/testing';
import { decide } from '../decide';
import { legalActions, sideToAct } from '../legal-actions';
import { enemyOf, type Side } from '../vocabulary';
import { playRandomGame } from './random-game';

describeLegalActionsAgree({
  decide,
  legalActions,
  sideToAct,
  playRandomGame,
  games: 10,
  every: 5,
  // legality does not depend on the die
  dice: () => ({ roll: () => 3 }),
  atLeast: 1000,
  otherSide: (side) => enemyOf(side as Side),
});
