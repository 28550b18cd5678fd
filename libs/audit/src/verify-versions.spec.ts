import type { Command, Decision, DomainEvent, Ruleset } from '@pratzen/engine';
import { type SpiState, spi1980 } from '@pratzen/rulesets/spi-1980';
import type { GameRecordV1 } from './record';
import { playRandomGame } from './testing';
import { verifyRecord } from './verify';

type AnyRuleset = Ruleset<SpiState, Command, DomainEvent>;

/** spi1980 under another version number, with `decide` changed for one event type. */
function variant(version: string, changedType: string | null): AnyRuleset {
  const base = spi1980 as unknown as AnyRuleset;
  return {
    ...base,
    info: { ...base.info, version },
    decide: (state, command, dice): Decision<DomainEvent> => {
      const decision = base.decide(state, command, dice);
      if (!decision.ok || changedType === null) return decision;
      return {
        ok: true,
        events: decision.events.map((e) => (e.type === changedType ? { ...e, rules2: true } : e)),
      };
    },
  };
}

describe('rules versions', () => {
  let record: GameRecordV1;
  /** The first PhaseEnded event of the record. */
  let firstChanged: number;

  beforeAll(() => {
    record = playRandomGame(spi1980, { seed: 23, diceMode: 'server' });
    const events = record.commands.flatMap((c) => c.events);
    firstChanged = events.find((e) => e.type === 'PhaseEnded')?.version as number;
    expect(firstChanged).toBeGreaterThan(1);
  });

  test('the record names the version it was played under, on GameCreated and every event', () => {
    expect(record.ruleset).toEqual({ id: 'spi-1980', version: spi1980.info.version });
    for (const c of record.commands) {
      for (const e of c.events) expect(e.meta.rulesetVersion).toBe(spi1980.info.version);
    }
  });

  test('another version whose rules differ: the first disagreeing event and both versions', () => {
    const newer = variant('9.0.0', 'PhaseEnded');
    const report = verifyRecord(record, (id) => (id === 'spi-1980' ? newer : undefined));
    expect(report.ok).toBe(false);
    expect(report.ruleset).toEqual({
      id: 'spi-1980',
      recordedVersion: spi1980.info.version,
      verifiedWith: '9.0.0',
    });
    expect(report.checks).toMatchObject({ chain: 'passed', dice: 'passed', rules: 'failed' });
    expect(report.firstFailure).toMatchObject({
      version: firstChanged,
      check: 'rules',
      code: 'RULES_VERSION_MISMATCH',
      cause: 'EVENT_MISMATCH',
    });
    expect(report.firstFailure?.message).toContain(
      `recorded under spi-1980 ${spi1980.info.version}`,
    );
    expect(report.firstFailure?.message).toContain('verified with 9.0.0');
    expect(report.firstFailure?.expected).toMatchObject({
      type: 'PhaseEnded',
      data: { rules2: true },
    });
    expect(report.eventsChecked).toBeLessThan(firstChanged);
  });

  test('another version whose rules agree: passes, with a note', () => {
    const same = variant('1.2.0', null);
    const report = verifyRecord(record, () => same);
    expect(report.ok).toBe(true);
    expect(report.ruleset.verifiedWith).toBe('1.2.0');
    expect(report.notes.join(' ')).toContain(
      `recorded under spi-1980 ${spi1980.info.version}, verified with 1.2.0: the rules agree on every event`,
    );
  });

  test('the same version with different rules: a plain mismatch, not a version mismatch', () => {
    const tampered = variant(spi1980.info.version, 'PhaseEnded');
    const report = verifyRecord(record, () => tampered);
    expect(report.firstFailure).toMatchObject({
      version: firstChanged,
      check: 'rules',
      code: 'EVENT_MISMATCH',
    });
  });
});
