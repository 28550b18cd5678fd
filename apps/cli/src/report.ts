import type { VerificationFailure, VerificationReport } from '@pratzen/audit';

const MAX_VALUE = 600;

/** A value for a terminal: compact JSON, cut when long. */
function show(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > MAX_VALUE
    ? `${text.slice(0, MAX_VALUE)}… (${text.length} characters)`
    : text;
}

const at = (f: VerificationFailure): string =>
  f.version === null
    ? 'the record'
    : `event ${f.version}${f.commandId !== undefined ? ` (command ${f.commandId})` : ''}`;

/** The verdict in one line. */
export function verdict(report: VerificationReport): string {
  const f = report.firstFailure;
  if (report.ok) {
    const dice =
      report.diceSource === 'manual-unverifiable'
        ? ' (manual dice: their source is not verifiable)'
        : report.diceSource === 'seed-not-revealed'
          ? ' (dice not checked: the seed is not revealed yet)'
          : '';
    return `OK: the record verifies${dice}.`;
  }
  if (f === null) return 'FAILED: the record does not verify.';
  return `FAILED at ${at(f)}: ${f.check} ${f.code}: ${f.message}`;
}

const DICE_SOURCE: Record<string, string> = {
  'server-seed-verified': 'server seed revealed, every roll recomputed',
  'manual-unverifiable': 'manual dice: count, sides and order checked; source not verifiable',
  'seed-not-revealed': 'server seed not revealed yet: rolls not recomputed',
};

/** The full human report. */
export function humanReport(file: string, report: VerificationReport): string {
  const lines: string[] = [`pratzen verify ${file}`];
  const rs = report.ruleset;
  const versions =
    rs.verifiedWith === null
      ? `${rs.recordedVersion ?? '?'} (not re-decided)`
      : rs.verifiedWith === rs.recordedVersion
        ? `${rs.recordedVersion}`
        : `${rs.recordedVersion ?? '?'} (verified with ${rs.verifiedWith})`;
  lines.push(
    `  record    ${report.format ?? '?'}, game ${report.gameId ?? '?'}, ${rs.id ?? '?'} ${versions}`,
  );
  lines.push(`  events    ${report.eventsChecked} re-decided and identical`);
  const c = report.checks;
  lines.push(`  schema    ${c.schema}`);
  lines.push(`  chain     ${c.chain}`);
  lines.push(`  commits   ${c.commitments}`);
  const source = report.diceSource === null ? '' : `  ${DICE_SOURCE[report.diceSource] ?? ''}`;
  lines.push(`  dice      ${c.dice}${source}`);
  lines.push(`  rules     ${c.rules}`);
  const result = report.finalTally?.result;
  const tally =
    report.finalTally === undefined
      ? ''
      : `  ${Object.entries(report.finalTally.sides)
          .map(([side, s]) => `${side} ${s.points}`)
          .join(', ')}${
          result != null
            ? `; ${result.winner ?? 'draw'} ${result.level} (margin ${result.margin})`
            : ''
        }`;
  lines.push(`  victory   ${c.victory}${tally}`);
  for (const note of report.notes) lines.push(`  note: ${note}`);
  lines.push('');
  lines.push(verdict(report));
  const f = report.firstFailure;
  if (f !== null) {
    if (f.cause !== undefined) lines.push(`  cause:    ${f.cause}`);
    if (f.expected !== undefined) lines.push(`  expected: ${show(f.expected)}`);
    if (f.actual !== undefined) lines.push(`  actual:   ${show(f.actual)}`);
  }
  return `${lines.join('\n')}\n`;
}
