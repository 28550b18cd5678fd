import { readFile } from 'node:fs/promises';
import { type VerificationReport, verifyRecord } from '@pratzen/audit';
import { eventLogReport } from './event-log';
import { RENDER_USAGE, renderCommand } from './render';
import { type ProgressStream, progressReporter } from './progress';
import { humanReport, verdict } from './report';
import { rulesetById } from './rulesets';

export const USAGE = `usage: pratzen verify <record.json | -> [--json] [--quiet] [--head <hash>] [--progress]
       pratzen render <record.json | -> [--at N] [--viewer SIDE] (pratzen render --help)

Verifies a pratzen-record/1 or /2 game record without the server: hash chain, commitments to
hidden parts (format 2), dice against the revealed seed, every command re-decided, final
victory tally. Given a JSON array instead (a game's event log as a spectator is shown it, from
version 1), checks its hash chain over the public forms, which needs no secret.

  --json       print the verification report as JSON
  --quiet      print only the verdict line (or the JSON), no progress
  --head HASH  also require the head hash published for the game
  --progress   show progress whatever the record's size (default: above 2,000 events)

exit status: 0 verified, 1 not verified, 2 usage or I/O error
`;

/** Records with more events than this show progress on stderr. */
export const PROGRESS_THRESHOLD = 2_000;

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readonly stderrIsTty: boolean;
  /** The terminal a progress bar is drawn on when stderr is one (else lines go to `stderr`). */
  readonly stderrStream?: ProgressStream;
  readStdin(): Promise<string>;
}

export const processIo: CliIo = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  stderrIsTty: process.stderr.isTTY === true,
  stderrStream: process.stderr,
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};

interface VerifyArgs {
  readonly file: string;
  readonly json: boolean;
  readonly quiet: boolean;
  readonly progress: boolean;
  readonly head?: string;
}

function parseArgs(argv: readonly string[]): VerifyArgs | string {
  const [command, ...rest] = argv;
  if (command !== 'verify')
    return command === undefined ? 'no command' : `unknown command ${command}`;
  let file: string | undefined;
  let json = false;
  let quiet = false;
  let progress = false;
  let head: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (arg === '--json') json = true;
    else if (arg === '--quiet' || arg === '-q') quiet = true;
    else if (arg === '--progress') progress = true;
    else if (arg === '--head') {
      head = rest[++i];
      if (head === undefined || !/^[0-9a-f]{64}$/.test(head)) return '--head takes a SHA-256 hex';
    } else if (arg.startsWith('-') && arg !== '-') return `unknown option ${arg}`;
    else if (file === undefined) file = arg;
    else return `unexpected argument ${arg}`;
  }
  if (file === undefined) return 'no record file';
  return { file, json, quiet, progress, ...(head !== undefined ? { head } : {}) };
}

/** Runs the CLI; resolves to the exit status. */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help')) {
    io.stdout(USAGE);
    return 0;
  }
  if (argv[0] === 'render') {
    if (argv[1] === '--help' || argv[1] === '-h') {
      io.stdout(RENDER_USAGE);
      return 0;
    }
    return renderCommand(argv.slice(1), io);
  }
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    io.stderr(`pratzen: ${args}\n${USAGE}`);
    return 2;
  }
  let text: string;
  try {
    text = args.file === '-' ? await io.readStdin() : await readFile(args.file, 'utf8');
  } catch (error) {
    io.stderr(`pratzen: cannot read ${args.file}: ${(error as Error).message}\n`);
    return 2;
  }
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (error) {
    io.stderr(`pratzen: ${args.file} is not JSON: ${(error as Error).message}\n`);
    return 2;
  }
  if (Array.isArray(record)) {
    const log = eventLogReport(record, args.head);
    io.stdout(args.json ? `${JSON.stringify(log.report, null, 2)}\n` : log.text);
    return log.ok ? 0 : 1;
  }
  const events = (record as { eventCount?: unknown } | null)?.eventCount;
  const long = typeof events === 'number' && events > PROGRESS_THRESHOLD;
  const progress =
    !args.quiet && (args.progress || long)
      ? progressReporter(io.stderr, io.stderrIsTty ? (io.stderrStream ?? null) : null)
      : undefined;
  let report: VerificationReport;
  try {
    report = verifyRecord(record, rulesetById, {
      ...(progress !== undefined ? { onProgress: progress.update } : {}),
      ...(args.head !== undefined ? { expectedHeadHash: args.head } : {}),
    });
  } finally {
    progress?.stop();
  }
  if (args.json) io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  else if (args.quiet) io.stdout(`${verdict(report)}\n`);
  else io.stdout(humanReport(args.file === '-' ? '(stdin)' : args.file, report));
  return report.ok ? 0 : 1;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      process.stderr.write(`pratzen: ${String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
