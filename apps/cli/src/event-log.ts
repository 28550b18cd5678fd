import { type Envelope, type PublicChainReport, verifyPublicChain } from '@pratzen/audit';

/**
 * `pratzen verify events.json` where the file is a game's event log as a spectator is shown it
 * (the JSON array of `GET /v1/games/{id}/events` without a token, from version 1): the hash
 * chain of the public forms, checked with no secret (libs/audit "Hidden information"); with
 * `--head`, its last hash must be the one published. The JSON output is the PublicChainReport.
 */
export function eventLogReport(
  events: readonly unknown[],
  head: string | undefined,
): { ok: boolean; report: PublicChainReport & { headPublished?: boolean }; text: string } {
  const report = verifyPublicChain(events as readonly Envelope[]);
  const headPublished = head === undefined ? undefined : report.headHash === head;
  const ok = report.ok && headPublished !== false;
  const f = report.failure;
  const verdict = ok
    ? `OK: the event log's chain verifies (${report.checked} events, head ${report.headHash}).`
    : f !== null
      ? `FAILED at event ${f.version}: chain ${f.code}${
          f.code === 'NOT_PUBLIC_FORM'
            ? ' (not a public form: recorded before issue #10, or not what a spectator is shown)'
            : ''
        }`
      : `FAILED: the head hash ${report.headHash} is not the published ${head ?? ''}`;
  return {
    ok,
    report: { ...report, ...(headPublished !== undefined ? { headPublished } : {}) },
    text: `${verdict}\n`,
  };
}
