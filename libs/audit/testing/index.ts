export {
  type RandomRecordOptions,
  playRandomGame,
  randomCommitKey,
  randomGameSeed,
} from './random-game';
export { cloneRecord, envelopesOf, reseal } from './tamper';
