import { MessageChannel } from 'node:worker_threads';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { VerificationReport } from '@pratzen/audit';
import { ApiProblem } from '../../common/problem';
import { WorkerPool } from '../../common/worker-pool';
import { APP_CONFIG, type AppConfig } from '../../config';
import type { HeadHashAnswer, VerifyOutcome, VerifyTask } from './record-verification.protocol';
import { VerifyAdmission } from './verify-admission';

/**
 * Bytes the worker can own (transferred, not cloned): a large body has its own memory, which is
 * handed over as it is; a small one may share a pooled buffer, so it is copied.
 */
function ownMemory(bytes: Uint8Array): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength) return bytes;
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

/** The head hash this server published for a game id, if any (may throw: store down). */
export type PublishedHead = (gameId: string) => Promise<string | undefined>;

/**
 * Game records verified on worker threads (record-verification.worker.ts): a record of
 * RECORD_LIMIT_BYTES takes seconds of CPU, which must never hold the event loop. At most
 * VERIFY_WORKERS verifications run and VERIFY_QUEUE wait; more get 503 SERVER_BUSY. A record
 * with more than RECORD_LIMIT_EVENTS events gets 413 RECORD_TOO_LARGE, bad JSON 400
 * MALFORMED_JSON, both found on the worker (the REST body reaches it unparsed).
 */
@Injectable()
export class RecordVerification implements OnModuleDestroy {
  private readonly pool: WorkerPool<VerifyTask, VerifyOutcome>;
  private readonly maxEvents: number;
  private readonly rulesetModules: readonly string[];
  private readonly admission: VerifyAdmission;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { workers, queue, queueBytes, maxEvents, workerHeapMb, workerNice } = config.verification;
    this.admission = new VerifyAdmission({
      records: workers + queue,
      bytes: queueBytes,
      recordBytes: config.recordLimitBytes,
    });
    this.maxEvents = maxEvents;
    this.rulesetModules = config.rulesetModules;
    this.pool = WorkerPool.of(__dirname, {
      module: './record-verification.worker',
      threads: workers,
      queue,
      maxHeapMb: workerHeapMb,
      niceIncrement: workerNice,
    });
  }

  /** The 503 SERVER_BUSY a new verification would get now, else null. */
  refusal(): ApiProblem | null {
    return this.pool.refusal();
  }

  /**
   * An HTTP verification before its body is read: the pool's refusal, else the admission's
   * (records and bytes held from now until the reply ends: verify-admission.ts).
   */
  admit(request: FastifyRequest, reply: FastifyReply): ApiProblem | null {
    return this.pool.refusal() ?? this.admission.admit(request, reply);
  }

  /** Verifications running or waiting. */
  get pending(): number {
    return this.pool.pending;
  }

  /**
   * `input`: the raw JSON body (a Buffer, REST) or an already parsed record (GraphQL's JSON
   * scalar, within BODY_LIMIT_BYTES).
   */
  async verify(input: unknown, publishedHead: PublishedHead): Promise<VerificationReport> {
    let json: Uint8Array | string;
    if (input instanceof Uint8Array) {
      json = ownMemory(input);
    } else {
      json = JSON.stringify(input ?? null);
    }
    const { port1, port2 } = new MessageChannel();
    let lookupError: unknown = null;
    port1.on('message', ({ gameId }: { gameId: string | null }) => {
      const answer = (reply: HeadHashAnswer): void => port1.postMessage(reply);
      if (gameId === null) return answer({});
      publishedHead(gameId).then(
        (hash) => answer(hash === undefined ? {} : { expectedHeadHash: hash }),
        (error: unknown) => {
          lookupError = error;
          answer({ failed: true });
        },
      );
    });
    try {
      const task: VerifyTask = {
        json,
        maxEvents: this.maxEvents,
        rulesetModules: this.rulesetModules,
        port: port2,
      };
      const transfer = typeof json === 'string' ? [port2] : [port2, json.buffer as ArrayBuffer];
      const outcome = await this.pool.run(task, transfer);
      return this.answer(outcome, lookupError);
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new ApiProblem(413, 'RECORD_TOO_LARGE', 'this record is too large to verify here');
      }
      throw error;
    } finally {
      port1.close();
    }
  }

  private answer(outcome: VerifyOutcome, lookupError: unknown): VerificationReport {
    switch (outcome.kind) {
      case 'report':
        return outcome.report;
      case 'malformed':
        throw ApiProblem.badRequest('MALFORMED_JSON', outcome.message);
      case 'too-large':
        throw new ApiProblem(
          413,
          'RECORD_TOO_LARGE',
          `a record may hold at most ${this.maxEvents} events (RECORD_LIMIT_EVENTS); this one holds ${outcome.events}`,
          { details: { maxEvents: this.maxEvents, events: outcome.events } },
        );
      case 'too-complex':
        throw new ApiProblem(
          413,
          'RECORD_TOO_LARGE',
          `a record may open at most ${outcome.limit} JSON objects and arrays (50 per event of RECORD_LIMIT_EVENTS); this one opens ${outcome.containers}`,
          { details: { maxContainers: outcome.limit, containers: outcome.containers } },
        );
      case 'aborted':
        throw lookupError ?? new Error('verification aborted');
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.close();
  }
}

/**
 * A Fastify onRequest hook for POST /v1/records/verify: when every worker and queue slot is
 * taken, or the bodies held would pass VERIFY_QUEUE_BYTES, the request is refused (503
 * SERVER_BUSY) before its body — megabytes — is read.
 */
export const refuseWhenBusy =
  (verification: () => RecordVerification): onRequestHookHandler =>
  (request, reply, done) =>
    done(verification().admit(request, reply) ?? undefined);
