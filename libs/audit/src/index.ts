export { canonicalJson } from './canonical-json';
export {
  type Envelope,
  type UnsealedEvent,
  type UnsealedPublicEvent,
  GENESIS_PREV_HASH,
  chainHash,
  envelopeHash,
  sealBatch,
  sealPublicBatch,
  sha256Hex,
} from './hash-chain';
export {
  COMMITMENT_SCHEME,
  SALT_MESSAGE_PREFIX,
  commitKeyCommitment,
  commitmentOf,
  commitmentSalt,
  isHex32,
} from './commitment';
export {
  type PublicView,
  CHAIN_VERSION,
  REDACTED,
  hiddenPartOf,
  isChain2,
  publicEnvelopeOf,
  spectatorView,
  gameCreatedSeenBy,
  storedPublicOf,
} from './public-form';
export { type PublicChainReport, verifyPublicChain } from './public-chain';
export { DEFAULT_SIDES, DICE_SCHEME, type DieRoll, hmacDie, seedCommitment } from './dice';
export {
  type BuildRecordInput,
  type DiceMode,
  type GameRecordV1,
  type RecordCommitments,
  type RecordedCommand,
  type RecordedResult,
  GAME_CREATED,
  MANUAL_DICE_SCHEME,
  RECORD_FORMAT,
  RECORD_FORMAT_2,
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
