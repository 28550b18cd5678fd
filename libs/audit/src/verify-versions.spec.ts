import {
  type Command,
  type Decision,
  type DomainEvent,
  type Ruleset,
  seededDice,
} from '@pratzen/engine';
import { type SpiState, spi1980 } from '@pratzen/rulesets/spi-1980';
import { a1805 } from '@pratzen/rulesets/a1805';
import type { GameRecordV1 } from './record';
import { playRandomGame } from '../testing';
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

/**
 * Issue #26: a1805 0.2.0 changed the form of its events (UM and degrees, not ticks and tenths).
 * A game created under 0.1.0 keeps integer events (GameSetup.rulesVersion): its record still
 * verifies with the new code, which rebuilds the game as it was created.
 */
describe('a1805: a record made under 0.1.0 (integer events) verifies with 0.2.0', () => {
  type A = Ruleset<unknown, Command, DomainEvent>;
  const current = a1805 as unknown as A;
  /**
   * The random player picks among legal actions; a1805's are action spaces whose `checks` (room
   * on the table, other units) only `decide` settles: it is offered those decide accepts.
   */
  const player = (r: A): A => ({
    ...r,
    legalActions: (state, viewer, query) =>
      r
        .legalActions(state, viewer, query)
        .filter((a) => r.decide(state, a.command, seededDice(1)).ok),
  });
  /** a1805 as it was released under 0.1.0: the same rules, its games' events in ticks. */
  const released010: A = player({ ...current, info: { ...current.info, version: '0.1.0' } });
  const options = {
    diceMode: 'server',
    scenarioId: 'pratzen-example',
    ending: 'resign',
    maxCommands: 150,
  } as const;
  const numbersOf = (record: GameRecordV1, type: string): number[] =>
    record.commands
      .flatMap((c) => c.events)
      .filter((e) => e.type === type)
      .map((e) => (e.data as { x: number }).x);

  test('its positions are ticks; the current code (0.3.0) re-decides every event and passes, with a note', () => {
    expect(a1805.info.version).toBe('0.3.0');
    for (const seed of [1, 2, 3]) {
      const record = playRandomGame(released010, { ...options, seed });
      expect(record.ruleset).toEqual({ id: 'a1805', version: '0.1.0' });
      const xs = numbersOf(record, 'UnitMoved');
      expect(xs.length).toBeGreaterThan(0);
      expect(xs.every((x) => Number.isInteger(x) && x >= 1_000)).toBe(true);
      const report = verifyRecord(record, (id) => (id === 'a1805' ? current : undefined));
      expect(report.firstFailure).toBeNull();
      expect(report.ok).toBe(true);
      expect(report.notes.join(' ')).toContain(
        'recorded under a1805 0.1.0, verified with 0.3.0: the rules agree on every event',
      );
    }
  });

  test('a record made under the current version (0.3.0) holds UM and verifies', () => {
    const record = playRandomGame(player(current), { ...options, seed: 4 });
    expect(record.ruleset.version).toBe('0.3.0');
    const xs = numbersOf(record, 'UnitMoved');
    expect(xs.length).toBeGreaterThan(0);
    expect(xs.every((x) => x >= 0 && x <= 40 && Math.round(x * 1000) / 1000 === x)).toBe(true);
    expect(verifyRecord(record, () => current).ok).toBe(true);
  });

  test('a verifier that rebuilt the 0.1.0 game as a 0.2.0 one would find the events differ', () => {
    const record = playRandomGame(released010, { ...options, seed: 1 });
    const forgetful: A = {
      ...current,
      initialState: ({ rulesVersion: _ignored, ...setup }) => current.initialState(setup),
    };
    const report = verifyRecord(record, () => forgetful);
    expect(report.ok).toBe(false);
    expect(report.firstFailure).toMatchObject({ code: 'RULES_VERSION_MISMATCH' });
  });
});
