import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameRecordV1 } from '@pratzen/audit';
import { playRandomGame, randomCommitKey } from '../../../libs/audit/testing';
import { dataValues, parseSvg } from '../../../libs/render/testing/parse-svg';
import { ruleset as duel } from '../../../test/fixtures/freeform-duel/ruleset';
import { type CliIo, main } from './main';
import { type AnyRuleset, rulesetById } from './rulesets';

jest.setTimeout(60_000);

const ROOT = join(__dirname, '..', '..', '..');
let dir: string;
let record: GameRecordV1;
let file: string;
let plotAt: number;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pratzen-render-'));
  record = playRandomGame(rulesetById('spi-1980')!, {
    seed: 11,
    diceMode: 'server',
    ending: 'resign',
    maxCommands: 12,
    commitKey: randomCommitKey(11),
  });
  file = join(dir, 'spi.json');
  writeFileSync(file, JSON.stringify(record));
  const events = record.commands.flatMap((c) => c.events);
  plotAt = events.find((e) => e.type === 'ReserveDeploymentPlotted')?.version ?? 0;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function io(): { out: { stdout: string; stderr: string }; cli: CliIo } {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    cli: {
      stdout: (t) => void (out.stdout += t),
      stderr: (t) => void (out.stderr += t),
      stderrIsTty: false,
      readStdin: async () => '',
    },
  };
}

async function render(
  args: readonly string[],
): Promise<{ code: number; svg: string; err: string }> {
  const { out, cli } = io();
  const code = await main(['render', ...args], cli);
  return { code, svg: out.stdout, err: out.stderr };
}

describe('pratzen render', () => {
  test('draws the record after event N as valid SVG, the same bytes every time', async () => {
    expect(plotAt).toBeGreaterThan(1);
    const a = await render([file, '--at', String(plotAt)]);
    expect(a.code).toBe(0);
    const root = parseSvg(a.svg);
    expect(dataValues(root, 'unit').length).toBeGreaterThan(40);
    expect(a.svg).toContain(`version ${plotAt} · view: spectator`);
    expect((await render([file, '--at', String(plotAt)])).svg).toBe(a.svg);
    const end = await render([file]);
    expect(end.svg).toContain(`version ${record.eventCount}`);
  });

  test('--viewer: the French seat sees its plotted reserve, the Allies and spectators do not', async () => {
    const french = await render([file, '--at', String(plotAt), '--viewer', 'french']);
    const allied = await render([file, '--at', String(plotAt), '--viewer', 'allied']);
    expect(french.svg).toContain('class="plotted"');
    expect(allied.svg).not.toContain('class="plotted"');
    expect((await render([file, '--at', String(plotAt)])).svg).not.toContain('class="plotted"');
    expect((await render([file, '--at', String(plotAt), '--viewer', 'referee'])).svg).toContain(
      'class="plotted"',
    );
    expect(
      (await render([file, '--at', String(plotAt - 1), '--viewer', 'french'])).svg,
    ).not.toContain('class="plotted"');
  });

  test.each([
    [['--at', '0'], '--at takes an event number'],
    [['--at', '99999'], '--at must be 1..'],
    [['--viewer', 'nobody'], '--viewer must be spectator, referee or one of'],
    [['--bogus'], 'unknown option --bogus'],
  ])('%p is a usage error (exit 2)', async (extra, message) => {
    const r = await render([file, ...extra]);
    expect(r.code).toBe(2);
    expect(r.svg).toBe('');
    expect(r.err).toContain(message);
  });

  test('a file that is not a record, or of an unknown ruleset, exits 2', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ hello: 'world' }));
    expect((await render([bad])).err).toContain('not a game record');
    const other = join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ ...record, ruleset: { id: 'nope', version: '1' } }));
    const r = await render([other]);
    expect([r.code, r.err]).toEqual([
      2,
      'pratzen render: unknown ruleset nope (try --ruleset-module)\n',
    ]);
    expect((await render([join(dir, 'missing.json')])).code).toBe(2);
  });

  test('bin/pratzen.js render, in a separate process, with a ruleset module (the free-form fixture)', async () => {
    const game = playRandomGame(duel as unknown as AnyRuleset, {
      seed: 3,
      diceMode: 'server',
      ending: 'resign',
      maxCommands: 4,
    });
    const duelFile = join(dir, 'duel.json');
    writeFileSync(duelFile, JSON.stringify(game));
    const fixture = join(ROOT, 'test', 'fixtures', 'freeform-duel', 'ruleset.ts');
    const child = spawn(
      process.execPath,
      [
        join(ROOT, 'bin', 'pratzen.js'),
        'render',
        duelFile,
        '--at',
        '3',
        '--ruleset-module',
        fixture,
      ],
      { cwd: ROOT, stdio: 'pipe' },
    );
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(dataValues(parseSvg(stdout), 'unit').sort()).toEqual(['blue-1', 'blue-2', 'red-1']);
    expect(stdout).toContain('class="footprint"');
  });
});
