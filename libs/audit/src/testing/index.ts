export { type RandomRecordOptions, playRandomGame, randomGameSeed } from './random-game';
export { cloneRecord, envelopesOf, reseal } from './tamper';
