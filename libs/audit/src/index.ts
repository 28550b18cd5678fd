// The game's stream (GameCreated, envelopes, canonical JSON, the public form) is @pratzen/game's,
// below this library; its pieces the audit specification names are re-exported here.
export { canonicalJson } from '@pratzen/game';
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
} from '@pratzen/game';
export { type PublicChainReport, verifyPublicChain } from './public-chain';
export { DEFAULT_SIDES, DICE_SCHEME, type DieRoll, hmacDie, seedCommitment } from './dice';
export {
  type BuildRecordInput,
  type GameRecordV1,
  type RecordCommitments,
  type RecordedCommand,
  type RecordedResult,
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
