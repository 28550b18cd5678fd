import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameRecordV1, VerificationReport } from '@pratzen/audit';
import { publicEnvelopeOf } from '@pratzen/audit';
import {
  cloneRecord,
  envelopesOf,
  playRandomGame,
  randomCommitKey,
  reseal,
} from '../../../libs/audit/testing';
import { type CliIo, main } from './main';
import { RULESETS } from './rulesets';

// Each spawn starts ts-node and transpiles the rules: seconds, not milliseconds.
jest.setTimeout(60_000);

const ROOT = join(__dirname, '..', '..', '..');
const BIN = join(ROOT, 'bin', 'pratzen.js');

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `node bin/pratzen.js ...args` in a separate process. */
function run(args: readonly string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pratzen-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, record: unknown): string => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(record));
  return file;
};

const HEX_RULESETS = RULESETS.filter((r) => r.info.geometry === 'hex');

describe('pratzen verify, in a separate process', () => {
  test('there is at least one hex ruleset to play', () => {
    expect(HEX_RULESETS.length).toBeGreaterThan(0);
  });

  describe.each(HEX_RULESETS.map((r) => [r.info.id, r] as const))('%s', (id, ruleset) => {
    let server: GameRecordV1;
    let manual: GameRecordV1;
    beforeAll(() => {
      server = playRandomGame(ruleset, { seed: 101, diceMode: 'server' });
      manual = playRandomGame(ruleset, { seed: 202, diceMode: 'manual' });
    });

    test('complete random games (server and manual dice) verify: exit 0', async () => {
      for (const r of [server, manual]) {
        expect(r.status).toBe('over');
        expect(r.commands.at(-1)?.events.at(-1)?.type).toBe('GameEnded');
      }
      const [a, b] = await Promise.all([
        run(['verify', write(`${id}-server.json`, server), '--json']),
        run(['verify', write(`${id}-manual.json`, manual), '--json', '--progress']),
      ]);
      expect(a.code).toBe(0);
      const reportA = JSON.parse(a.stdout) as VerificationReport;
      expect(reportA).toMatchObject({
        ok: true,
        gameId: server.gameId,
        diceSource: 'server-seed-verified',
        eventsChecked: server.eventCount,
        checks: {
          schema: 'passed',
          chain: 'passed',
          dice: 'passed',
          rules: 'passed',
          victory: 'passed',
        },
      });
      expect(a.stderr).toBe('');
      expect(b.code).toBe(0);
      expect(JSON.parse(b.stdout)).toMatchObject({
        ok: true,
        diceSource: 'manual-unverifiable',
        checks: { dice: 'not-applicable-manual' },
      });
      // --progress with stderr not a terminal: a line per 10%
      const lines = b.stderr.trim().split('\n');
      expect(lines.length).toBe(11);
      expect(lines.at(-1)).toBe(
        `verifying: ${manual.eventCount}/${manual.eventCount} events (100%)`,
      );
    });

    test('a tampered record exits 1 and names the event', async () => {
      // the first die's face changed, and the chain recomputed as an adversary would
      const tampered = cloneRecord(server);
      const c = tampered.commands.find((x) => x.dice.length > 0);
      if (c === undefined) throw new Error('no dice in the game');
      const die = c.dice[0] as { face: number; sides: number };
      die.face = (die.face % die.sides) + 1;
      ((c.events[0]?.meta.dice as { face: number }[])[0] as { face: number }).face = die.face;
      const version = c.events[0]?.version as number;
      const file = write(`${id}-tampered.json`, reseal(tampered));
      const [json, human] = await Promise.all([
        run(['verify', file, '--json']),
        run(['verify', file]),
      ]);
      expect(json.code).toBe(1);
      expect(JSON.parse(json.stdout)).toMatchObject({
        ok: false,
        firstFailure: { version, check: 'dice', code: 'DIE_FACE_MISMATCH', commandId: c.commandId },
      });
      expect(human.code).toBe(1);
      expect(human.stdout).toContain(
        `FAILED at event ${version} (command ${c.commandId}): dice DIE_FACE_MISMATCH`,
      );
      expect(human.stdout).toMatch(/dice {6}failed/);
    });
  });
});

describe('main (in process)', () => {
  const io = () => {
    const out = { stdout: '', stderr: '' };
    const cli: CliIo = {
      stdout: (t) => void (out.stdout += t),
      stderr: (t) => void (out.stderr += t),
      stderrIsTty: false,
      readStdin: async () => '{"format":"pratzen-record/1"}',
    };
    return { out, cli };
  };

  test.each([
    [[]],
    [['check']],
    [['verify']],
    [['verify', 'a.json', '--bogus']],
    [['verify', 'a', 'b']],
    [['verify', 'a', '--head', 'xyz']],
  ])('usage error %j: exit 2', async (argv) => {
    const { out, cli } = io();
    expect(await main(argv as string[], cli)).toBe(2);
    expect(out.stderr).toContain('usage: pratzen verify');
  });

  test('--help: exit 0', async () => {
    const { out, cli } = io();
    expect(await main(['--help'], cli)).toBe(0);
    expect(out.stdout).toContain('usage: pratzen verify');
  });

  test('a missing file or a file that is not JSON: exit 2', async () => {
    const { out, cli } = io();
    expect(await main(['verify', join(dir, 'missing.json')], cli)).toBe(2);
    expect(out.stderr).toContain('cannot read');
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, 'not json');
    expect(await main(['verify', notJson], cli)).toBe(2);
    expect(out.stderr).toContain('is not JSON');
  });

  test('JSON that is not a record: exit 1, a schema failure; stdin with -', async () => {
    const { out, cli } = io();
    expect(await main(['verify', '-', '--quiet'], cli)).toBe(1);
    expect(out.stdout).toMatch(/^FAILED at the record: schema SCHEMA_INVALID/);
  });

  test('--head: a record that is not the published game exits 1', async () => {
    const record = playRandomGame(RULESETS[0]!, {
      seed: 5,
      diceMode: 'server',
      ending: 'resign',
      maxCommands: 10,
    });
    const file = write('short.json', record);
    const { out, cli } = io();
    expect(await main(['verify', file, '--quiet', '--head', record.headHash], cli)).toBe(0);
    expect(out.stdout).toBe('OK: the record verifies.\n');
    expect(await main(['verify', file, '--json', '--head', 'f'.repeat(64)], cli)).toBe(1);
  });

  test("a format-2 record verifies with its commitments, a changed hidden part exits 1, named; a spectator's event log verifies from the public forms", async () => {
    const spi = RULESETS.find((r) => r.info.id === 'spi-1980')!;
    const record = playRandomGame(spi, {
      seed: 5,
      diceMode: 'server',
      ending: 'resign',
      maxCommands: 10,
      commitKey: randomCommitKey(5),
    });
    expect(record.format).toBe('pratzen-record/2');
    const { out, cli } = io();
    expect(await main(['verify', write('format-2.json', record)], cli)).toBe(0);
    expect(out.stdout).toContain('  commits   passed');
    const tampered = cloneRecord(record);
    const plot = tampered.commands[0]!.events[0]!;
    expect(plot.type).toBe('ReserveDeploymentPlotted');
    (plot.data as { deployments: unknown[] }).deployments.reverse();
    const bad = io();
    expect(await main(['verify', write('format-2-bad.json', tampered)], bad.cli)).toBe(1);
    expect(bad.out.stdout).toContain(`FAILED at event ${plot.version}`);
    expect(bad.out.stdout).toContain('commitments COMMITMENT_MISMATCH');

    // A spectator's event log (the public forms with their hashes): its chain, with no secret.
    const log = envelopesOf(record).map((e) => {
      const shown = publicEnvelopeOf(e);
      return { ...shown, meta: { ...shown.meta, hash: e.meta.hash } };
    });
    const file = write('events.json', log);
    const good = io();
    expect(await main(['verify', file, '--head', record.headHash], good.cli)).toBe(0);
    expect(good.out.stdout).toMatch(/^OK: the event log's chain verifies/);
    expect(await main(['verify', file, '--head', 'f'.repeat(64)], io().cli)).toBe(1);
    (log[2]!.meta as Record<string, unknown>)['recordedAt'] = '2000-01-01T00:00:00.000Z';
    const edited = io();
    expect(await main(['verify', write('events-bad.json', log)], edited.cli)).toBe(1);
    expect(edited.out.stdout).toBe('FAILED at event 3: chain HASH_MISMATCH\n');
    const stored = io();
    expect(await main(['verify', write('stored.json', envelopesOf(record))], stored.cli)).toBe(1);
    expect(stored.out.stdout).toContain('NOT_PUBLIC_FORM');
  });
});
