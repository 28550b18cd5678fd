import type { VerificationFailure, VerificationReport } from './report';

/**
 * What a verification report may echo of the record it was given: every string at most
 * `ECHO_MAX_CHARS` characters and every array at most `ECHO_MAX_ITEMS` items, truncated with a
 * marker saying how much was left out, nested at most `ECHO_MAX_DEPTH` levels. A report goes to
 * whoever posted the record, who may have put megabytes in its `format` or `gameId`: without
 * a bound, the answer would be a few times the body, serialised on the event loop.
 */
export const ECHO_MAX_CHARS = 512;
export const ECHO_MAX_ITEMS = 256;
export const ECHO_MAX_DEPTH = 16;

/** `text` cut to `max` characters, with the marker `…[truncated, N more characters]`. */
export function truncated(text: string, max = ECHO_MAX_CHARS): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}…[truncated, ${text.length - max} more characters]`;
}

/** A copy of a JSON value with every string, array and nesting bounded (see above). */
export function bounded(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return truncated(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= ECHO_MAX_DEPTH) return '…[truncated, nested too deep]';
  if (Array.isArray(value)) {
    const items = value.slice(0, ECHO_MAX_ITEMS).map((v: unknown) => bounded(v, depth + 1));
    if (value.length > ECHO_MAX_ITEMS) {
      items.push(`…[truncated, ${value.length - ECHO_MAX_ITEMS} more items]`);
    }
    return items;
  }
  const out: Record<string, unknown> = {};
  let kept = 0;
  const keys = Object.keys(value);
  for (const key of keys) {
    if (kept === ECHO_MAX_ITEMS) {
      out['…'] = `[truncated, ${keys.length - ECHO_MAX_ITEMS} more members]`;
      break;
    }
    out[truncated(key, 64)] = bounded((value as Record<string, unknown>)[key], depth + 1);
    kept++;
  }
  return out;
}

const echo = (text: string | null): string | null => (text === null ? null : truncated(text));

/**
 * The report with what it echoes of the record bounded: its format, game id and ruleset, the
 * first failure (message, expected, actual...) and the notes. The rest (statuses, counts, the
 * ruleset's final tally of a record that passed the schema) is the verifier's own.
 */
export function boundedReport(report: VerificationReport): VerificationReport {
  return {
    ...report,
    format: echo(report.format),
    gameId: echo(report.gameId),
    ruleset: {
      id: echo(report.ruleset.id),
      recordedVersion: echo(report.ruleset.recordedVersion),
      verifiedWith: echo(report.ruleset.verifiedWith),
    },
    firstFailure:
      report.firstFailure === null ? null : (bounded(report.firstFailure) as VerificationFailure),
    notes: report.notes.slice(0, ECHO_MAX_ITEMS).map((note) => truncated(note, 4 * ECHO_MAX_CHARS)),
  };
}
