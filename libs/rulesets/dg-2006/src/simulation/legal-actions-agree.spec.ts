import { scriptedDice } from '@pratzen/engine';
import { describeLegalActionsAgree } from '@pratzen/rulesets/hex-kit/testing';
import { decide } from '../decide';
import { legalActions, sideToAct } from '../legal-actions';
import { playRandomGame } from './random-game';

describeLegalActionsAgree({
  decide,
  legalActions,
  sideToAct,
  playRandomGame,
  games: 15,
  every: 7,
  // legality does not depend on the die
  dice: () => scriptedDice([3]),
  atLeast: 10_000,
  otherSide: (side) => (side === 'allied' ? 'french' : 'allied'),
});
