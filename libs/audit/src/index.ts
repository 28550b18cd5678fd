export { canonicalJson } from './canonical-json';
export {
  type Envelope,
  type UnsealedEvent,
  GENESIS_PREV_HASH,
  envelopeHash,
  sealBatch,
  sha256Hex,
} from './hash-chain';
export { DEFAULT_SIDES, DICE_SCHEME, type DieRoll, hmacDie, seedCommitment } from './dice';
export {
  type BuildRecordInput,
  type DiceMode,
  type GameRecordV1,
  type RecordedCommand,
  type RecordedResult,
  GAME_CREATED,
  MANUAL_DICE_SCHEME,
  RECORD_FORMAT,
  buildRecord,
} from './record';
export { RECORD_SCHEMA } from './record-schema';
export {
  type CheckName,
  type CheckStatus,
  type DiceSource,
  type VerificationFailure,
  type VerificationReport,
  type VerifyOptions,
  verifyRecord,
} from './verify';
