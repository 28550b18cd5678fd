export type {
  CheckName,
  CheckStatus,
  DiceSource,
  VerificationFailure,
  VerificationReport,
} from './report';
export type { VerifyOptions } from './inputs';
export { verifyRecord } from './verify-record';
