import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameRecordV1, VerificationReport } from '@pratzen/audit';
import { playRandomGame } from '../../../libs/audit/testing';
import { type CliIo, main } from './main';
import { type ProgressStream, progressReporter } from './progress';
import { RULESETS } from './rulesets';

jest.setTimeout(60_000);

/** A terminal stand-in: what cli-progress writes, escape codes included. */
function fakeTerminal(isTTY: boolean): ProgressStream & { text: string } {
  return {
    text: '',
    isTTY,
    columns: 100,
    write(chunk: string) {
      this.text += chunk;
      return true;
    },
  };
}

// The bar's text with the cursor moves and line clears stripped.
// eslint-disable-next-line no-control-regex
const plain = (text: string): string => text.replace(/\x1b\[[0-9;?]*[A-Za-z]|\x1b[78]/g, '');

describe('progressReporter', () => {
  test('not a terminal: a plain line per 10 % (0 % first), nothing on the stream', () => {
    let lines = '';
    const stream = fakeTerminal(false);
    const progress = progressReporter((t) => void (lines += t), stream);
    for (let done = 1; done <= 250; done++) progress.update(done, 250);
    progress.stop();
    expect(stream.text).toBe('');
    const out = lines.trim().split('\n');
    expect(out).toHaveLength(11);
    expect(out[0]).toBe('verifying: 1/250 events (0%)');
    expect(out[1]).toBe('verifying: 25/250 events (10%)');
    expect(out.at(-1)).toBe('verifying: 250/250 events (100%)');
  });

  test('a terminal: a cli-progress bar redrawn in place, nothing through the line writer', () => {
    let lines = '';
    const stream = fakeTerminal(true);
    const progress = progressReporter((t) => void (lines += t), stream);
    progress.update(0, 400);
    for (let done = 1; done <= 400; done++) progress.update(done, 400);
    progress.stop();
    progress.stop();
    expect(lines).toBe('');
    expect(stream.text).toContain('\x1b['); // drawn with cursor moves, in place
    const text = plain(stream.text);
    expect(text).toContain('verifying [');
    expect(text).toMatch(/verifying \[#{40}\] 100% \| 400\/400 events/);
    expect(stream.text.endsWith('\n')).toBe(true);
  });

  test('a bar left short by a failure is ended by stop()', () => {
    const stream = fakeTerminal(true);
    const progress = progressReporter(() => undefined, stream);
    progress.update(0, 100);
    progress.update(30, 100);
    progress.stop();
    expect(plain(stream.text)).toMatch(/30\/100 events/);
    expect(stream.text.endsWith('\n')).toBe(true);
    const written = stream.text.length;
    progress.update(60, 100);
    expect(stream.text.length).toBe(written);
  });
});

describe('pratzen verify --progress', () => {
  const hex = RULESETS.find((r) => r.info.geometry === 'hex');
  let dir: string;
  let record: GameRecordV1;
  let file: string;
  beforeAll(() => {
    if (hex === undefined) throw new Error('no hex ruleset');
    dir = mkdtempSync(join(tmpdir(), 'pratzen-progress-'));
    record = playRandomGame(hex, { seed: 7, diceMode: 'server' });
    file = join(dir, 'record.json');
    writeFileSync(file, JSON.stringify(record));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('in process, stderr a terminal: the bar on it, stdout only the JSON report', async () => {
    const terminal = fakeTerminal(true);
    const out = { stdout: '', stderr: '' };
    const io: CliIo = {
      stdout: (t) => void (out.stdout += t),
      stderr: (t) => void (out.stderr += t),
      stderrIsTty: true,
      stderrStream: terminal,
      readStdin: async () => '',
    };
    expect(await main(['verify', file, '--json', '--progress'], io)).toBe(0);
    expect((JSON.parse(out.stdout) as VerificationReport).ok).toBe(true);
    expect(out.stderr).toBe('');
    const n = record.eventCount;
    expect(plain(terminal.text)).toContain(`100% | ${n}/${n} events`);
  });

  // A real pseudo-terminal: util-linux's `script` gives the CLI a TTY on stderr while its
  // stdout goes to a file.
  // (scripts/ci-services.sh installs bsdutils when it is missing)
  test('under a pseudo-terminal (script -qc): the bar on the TTY, stdout clean JSON', () => {
    const bin = join(__dirname, '..', '..', '..', 'bin', 'pratzen.js');
    const json = join(dir, 'report.json');
    const command = `'${process.execPath}' '${bin}' verify '${file}' --json --progress > '${json}'`;
    const r = spawnSync('script', ['-qec', command, '/dev/null'], {
      encoding: 'utf8',
      env: { ...process.env, COLUMNS: '120' },
    });
    expect(r.status).toBe(0);
    expect((JSON.parse(readFileSync(json, 'utf8')) as VerificationReport).ok).toBe(true);
    const n = record.eventCount;
    expect(plain(r.stdout)).toContain(`100% | ${n}/${n} events`);
    expect(r.stdout).not.toContain('verifying: '); // not the plain lines
  });
});
