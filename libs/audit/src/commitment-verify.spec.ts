import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { commitmentOf, commitmentSalt } from './commitment';
import { type Envelope, envelopeHash } from './hash-chain';
import { CHAIN_VERSION, REDACTED, hiddenPartOf, publicEnvelopeOf } from '@pratzen/game';
import { verifyPublicChain } from './public-chain';
import type { GameRecordV1 } from './record';
import { cloneRecord, envelopesOf, playRandomGame, randomCommitKey, reseal } from '../testing';
import { verifyRecord } from './verify';

const resolve = (id: string) => (id === spi1980.info.id ? spi1980 : undefined);
type Meta = Record<string, unknown>;

/** The SPI 12.0 reserve plot: the event a spectator may not read. */
const plotOf = (record: GameRecordV1): Envelope =>
  envelopesOf(record).find((e) => e.type === 'ReserveDeploymentPlotted') as Envelope;

const failureOf = (record: unknown) => {
  const report = verifyRecord(record, resolve);
  expect(report.ok).toBe(false);
  return report.firstFailure;
};

/** Changes the record, then reseals it as an adversary who knows the commit key would. */
function forged(record: GameRecordV1, change: (r: GameRecordV1) => void): GameRecordV1 {
  const copy = cloneRecord(record);
  change(copy);
  return reseal(copy);
}

describe('format-2 records: hidden parts committed to (README "Hidden information")', () => {
  let record: GameRecordV1;
  beforeAll(() => {
    record = playRandomGame(spi1980, {
      seed: 5,
      diceMode: 'server',
      ending: 'resign',
      maxCommands: 12,
      commitKey: randomCommitKey(5),
    });
  });

  test('a complete record verifies: chain, commitments, dice, rules, victory', () => {
    expect(record.format).toBe('pratzen-record/2');
    const report = verifyRecord(record, resolve);
    expect(report.firstFailure).toBeNull();
    expect(report.ok).toBe(true);
    expect(report.checks).toMatchObject({
      chain: 'passed',
      commitments: 'passed',
      rules: 'passed',
    });
  });

  test('the plot is sealed over its public form, with a commitment to the plot and the command', () => {
    const plot = plotOf(record);
    expect(plot.meta.chain).toBe(CHAIN_VERSION);
    const shown = publicEnvelopeOf(plot);
    expect(shown.data).toEqual({ deployments: [], redacted: true });
    expect(shown.meta.command).toBeUndefined();
    expect(Object.keys(hiddenPartOf(plot) ?? {}).sort()).toEqual(['command', 'data']);
    // The hash covers the public form only: the same whatever was plotted.
    expect(shown.meta.hash).toBeUndefined();
    expect(plot.meta.hash).toBe(envelopeHash(shown));
  });

  test('a spectator checks the whole chain from the public forms alone', () => {
    const shown = envelopesOf(record).map((e) => ({
      ...publicEnvelopeOf(e),
      meta: { ...publicEnvelopeOf(e).meta, hash: e.meta.hash },
    }));
    expect(JSON.stringify(shown)).not.toContain('"deployments":[{');
    expect(verifyPublicChain(shown)).toMatchObject({ ok: true, headHash: record.headHash });
    const other = structuredClone(shown);
    (other[3] as { data: Meta }).data = { tampered: true };
    expect(verifyPublicChain(other).failure).toMatchObject({ version: 4, code: 'HASH_MISMATCH' });
    // The stored form is no public form: a spectator is never shown it.
    expect(verifyPublicChain(envelopesOf(record)).failure?.code).toBe('NOT_PUBLIC_FORM');
  });

  test('a record without the key verifies everything but the hidden parts, and says so', () => {
    const copy = cloneRecord(record) as unknown as { commitments: Meta };
    copy.commitments.key = null;
    const report = verifyRecord(copy, resolve);
    expect(report.ok).toBe(true);
    expect(report.checks.commitments).toBe('skipped');
    expect(report.notes.join(' ')).toContain('commit key is not revealed');
  });

  describe('tampering is caught and named', () => {
    test('a changed hidden part (the plot itself): COMMITMENT_MISMATCH at the plot', () => {
      const copy = cloneRecord(record);
      const plot = plotOf(copy);
      const deployments = (plot.data as { deployments: { hex: string }[] }).deployments;
      const [a, b] = deployments;
      if (a === undefined || b === undefined) throw new Error('a plot of fewer than two units');
      [a.hex, b.hex] = [b.hex, a.hex];
      (plot.meta.command as { deployments: unknown }).deployments = deployments;
      copyCommand(copy, plot);
      // The public form did not change: the hash chain alone cannot see it.
      expect(verifyPublicChain(envelopesOf(copy).map(publicWithHash)).ok).toBe(true);
      expect(failureOf(copy)).toMatchObject({
        check: 'commitments',
        code: 'COMMITMENT_MISMATCH',
        version: plot.version,
      });
    });

    test('a changed command alone: COMMITMENT_MISMATCH', () => {
      const copy = cloneRecord(record);
      const plot = plotOf(copy);
      (plot.meta.command as Meta).note = 'extra';
      copyCommand(copy, plot);
      expect(failureOf(copy)).toMatchObject({ code: 'COMMITMENT_MISMATCH', version: plot.version });
    });

    test('a wrong key (every salt wrong): COMMIT_KEY_MISMATCH at GameCreated', () => {
      const copy = cloneRecord(record) as unknown as { commitments: Meta };
      copy.commitments.key = randomCommitKey(6).toString('hex');
      expect(failureOf(copy)).toMatchObject({ code: 'COMMIT_KEY_MISMATCH', version: 1 });
    });

    test('a commitment made with another salt: COMMITMENT_MISMATCH', () => {
      const copy = cloneRecord(record);
      const plot = plotOf(copy) as { meta: Meta } & Envelope;
      const wrongSalt = commitmentSalt(randomCommitKey(7), plot.version);
      plot.meta.commitment = commitmentOf(wrongSalt, hiddenPartOf(plot));
      const sealed = rechainOnly(copy);
      expect(failureOf(sealed)).toMatchObject({
        check: 'commitments',
        code: 'COMMITMENT_MISMATCH',
        version: plot.version,
      });
    });

    test('a public form that is not the redaction of the revealed event: PUBLIC_FORM_MISMATCH', () => {
      // The server publishes a fake plot (or hides what the rules show), resealed and recommitted.
      const sealed = forged(record, (r) => {
        const plot = plotOf(r) as { meta: Meta } & Envelope;
        plot.meta.public = { type: 'ReserveDeploymentPlotted', data: { deployments: [] } };
      });
      const plot = plotOf(sealed);
      expect(failureOf(sealed)).toMatchObject({
        check: 'commitments',
        code: 'PUBLIC_FORM_MISMATCH',
        version: plot.version,
      });
    });

    test('an event hidden from spectators that the rules show: PUBLIC_FORM_MISMATCH', () => {
      const sealed = forged(record, (r) => {
        const e = envelopesOf(r)[3] as { meta: Meta } & Envelope;
        e.meta.public = { type: REDACTED, data: null };
      });
      expect(failureOf(sealed)).toMatchObject({ code: 'PUBLIC_FORM_MISMATCH', version: 4 });
    });

    test('a hidden part without a commitment: MISSING_COMMITMENT', () => {
      const copy = cloneRecord(record);
      const plot = plotOf(copy) as { meta: Meta } & Envelope;
      delete plot.meta.commitment;
      expect(failureOf(rechainOnly(copy))).toMatchObject({
        code: 'MISSING_COMMITMENT',
        version: plot.version,
      });
    });

    test('a format-1 record of a format-2 game (the key dropped, events unmarked)', () => {
      const copy = cloneRecord(record) as unknown as Meta;
      copy.format = 'pratzen-record/1';
      delete copy.commitments;
      expect(failureOf(copy)).toMatchObject({ check: 'chain', code: 'CHAIN_VERSION_MISMATCH' });
    });
  });
});

describe('format-2 records never crash the verifier', () => {
  test('odd public forms, commitments and keys give a named failure, never INTERNAL_ERROR', () => {
    const record = playRandomGame(spi1980, {
      seed: 8,
      diceMode: 'server',
      ending: 'resign',
      maxCommands: 6,
      commitKey: randomCommitKey(8),
    });
    const mutations: ((m: Meta) => void)[] = [
      (m) => delete m.public,
      (m) => (m.public = { type: 'X', data: 1 }),
      (m) => (m.public = { type: REDACTED, data: null }),
      (m) => (m.commitment = 'f'.repeat(64)),
      (m) => delete m.commitment,
      (m) => delete m.chain,
      (m) => (m.commitmentSalt = '00'),
    ];
    const failed = new Set<string>();
    for (const [i, mutate] of mutations.entries()) {
      for (const version of [1, 2, 3]) {
        const copy = cloneRecord(record);
        mutate(envelopesOf(copy)[version - 1]!.meta as Meta);
        for (const [how, candidate] of [
          ['as is', copy],
          ['resealed', reseal(copy)],
        ] as const) {
          const report = verifyRecord(candidate, resolve);
          expect([i, version, report.firstFailure?.code]).not.toContainEqual('INTERNAL_ERROR');
          if (!report.ok) failed.add(`${i}/${version}/${how}`);
        }
      }
    }
    // Another public form, a redaction the rules do not make, an unmarked event: always caught,
    // resealed or not; a wrong commitment unless resealed by someone holding the key.
    for (const i of [1, 2, 5]) {
      for (const version of [1, 2, 3]) {
        expect(failed).toContain(`${i}/${version}/as is`);
        expect(failed).toContain(`${i}/${version}/resealed`);
      }
    }
    expect(failed).toContain('3/2/as is');
  });
});

describe('format-1 records (events hashed as stored) still verify', () => {
  test.each(['server', 'manual'] as const)('a %s dice game', (diceMode) => {
    const record = playRandomGame(spi1980, { seed: 9, diceMode, ending: 'draw', maxCommands: 12 });
    expect(record.format).toBe('pratzen-record/1');
    expect(plotOf(record).meta.chain).toBeUndefined();
    const report = verifyRecord(record, resolve);
    expect(report.firstFailure).toBeNull();
    expect(report.ok).toBe(true);
    expect(report.checks.commitments).toBe('skipped');
    expect(report.notes.join(' ')).toContain('pratzen-record/1: events are hashed as stored');
  });
});

/** A stored envelope as a spectator is shown it (the public form with its hash). */
function publicWithHash(e: Envelope): Envelope {
  const shown = publicEnvelopeOf(e);
  return { ...shown, meta: { ...shown.meta, hash: e.meta.hash } };
}

/** Rechains a record's hashes without touching its commitments (an adversary without the key). */
function rechainOnly(record: GameRecordV1): GameRecordV1 {
  const copy = cloneRecord(record) as unknown as { commitments: Meta };
  const key = copy.commitments.key;
  copy.commitments.key = null;
  const sealed = reseal(copy as unknown as GameRecordV1) as unknown as { commitments: Meta };
  sealed.commitments.key = key;
  return sealed as unknown as GameRecordV1;
}

/** Makes the record's copy of a batch's command the (changed) one its first event holds. */
function copyCommand(record: GameRecordV1, first: Envelope): void {
  const c = record.commands.find((x) => x.events[0] === first) as { command: unknown };
  c.command = first.meta.command;
}
