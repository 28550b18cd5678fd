import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServerBusy } from '../../common/worker-pool';

/** What a verification admission is measured against (VERIFY_WORKERS + VERIFY_QUEUE, bytes). */
export interface AdmissionLimits {
  /** Records at once: being read, waiting or verified. */
  readonly records: number;
  /** Their bodies' bytes in all (VERIFY_QUEUE_BYTES); one record is always admitted. */
  readonly bytes: number;
  /** A record's largest body (RECORD_LIMIT_BYTES): what a body without Content-Length reserves. */
  readonly recordBytes: number;
}

/**
 * Records admitted to POST /v1/records/verify, counted from the moment their headers arrive
 * (an onRequest hook) until their answer is sent or the connection closes — the whole time their
 * body is held in memory: while it is read, while it waits for a worker, while it is verified.
 * The worker pool's own queue only counts a record once its body has been read, so twelve
 * clients arriving at once all passed its check and had their 16 MiB bodies read before eleven
 * were refused (issue #27, second round: peak RSS 631 MiB on the 600 MiB small profile). Here a
 * request that would take the records or the bytes over their limits gets 503 SERVER_BUSY before
 * its body is read.
 */
export class VerifyAdmission {
  private readonly held = new Map<object, number>();
  private heldBytes = 0;

  constructor(private readonly limits: AdmissionLimits) {}

  /** Reserves the request's slot and bytes until its reply ends; the 503 otherwise. */
  admit(request: FastifyRequest, reply: FastifyReply): ServerBusy | null {
    const declared = Number(request.headers['content-length']);
    const bytes =
      Number.isSafeInteger(declared) && declared >= 0
        ? Math.min(declared, this.limits.recordBytes)
        : this.limits.recordBytes;
    if (this.held.size >= this.limits.records) return new ServerBusy(1);
    if (this.held.size > 0 && this.heldBytes + bytes > this.limits.bytes) return new ServerBusy(1);
    const key = reply.raw;
    this.held.set(key, bytes);
    this.heldBytes += bytes;
    const release = (): void => {
      const reserved = this.held.get(key);
      if (reserved === undefined) return;
      this.held.delete(key);
      this.heldBytes -= reserved;
    };
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
    return null;
  }

  /** Records admitted now, and their bytes. */
  get usage(): { readonly records: number; readonly bytes: number } {
    return { records: this.held.size, bytes: this.heldBytes };
  }
}
