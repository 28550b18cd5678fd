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
  games: 20,
  every: 10,
  // Dice fixed at 6 (no loss on a Disengagement Check) — legality does not depend on dice.
  dice: () => scriptedDice(Array(50).fill(6)),
  atLeast: 10_000,
});
