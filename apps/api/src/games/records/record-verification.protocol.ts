import type { MessagePort } from 'node:worker_threads';
import type { VerificationReport } from '@pratzen/audit';

// What the main thread and a verification worker (record-verification.worker.ts) exchange.

/** One verification: the record as JSON bytes (transferred) or text. */
export interface VerifyTask {
  readonly json: Uint8Array | string;
  /** RECORD_LIMIT_EVENTS. */
  readonly maxEvents: number;
  /** RULESET_MODULES (absolute paths): rulesets served beside the registry's. */
  readonly rulesetModules: readonly string[];
  /** The worker posts `{gameId}` once parsed; the main thread answers a HeadHashAnswer. */
  readonly port: MessagePort;
}

/** The head hash this server published for the record's game, when it has one. */
export interface HeadHashAnswer {
  readonly expectedHeadHash?: string;
  /** The lookup failed on the main thread (e.g. the store is down): the worker stops. */
  readonly failed?: boolean;
}

export type VerifyOutcome =
  | { readonly kind: 'report'; readonly report: VerificationReport }
  | { readonly kind: 'malformed'; readonly message: string }
  | { readonly kind: 'too-large'; readonly events: number }
  | { readonly kind: 'too-complex'; readonly containers: number; readonly limit: number }
  | { readonly kind: 'aborted' };
