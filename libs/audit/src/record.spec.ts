import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { DICE_SCHEME, seedCommitment } from './dice';
import { type Envelope, GENESIS_PREV_HASH, sealBatch } from './hash-chain';
import { RECORD_FORMAT, type GameRecordV1, buildRecord } from './record';
import { RECORD_SCHEMA, recordSchemaError } from './record-schema';
import { envelopesOf, playRandomGame, randomGameSeed } from '../testing';
import { verifyRecord } from './verify';

const resolve = (id: string) => (id === spi1980.info.id ? spi1980 : undefined);

/** Re-chains a whole stream (as the API would have sealed it). */
function rechain(envelopes: readonly Envelope[]): Envelope[] {
  const sealed = sealBatch(envelopes[0]?.gameId ?? '', 1, GENESIS_PREV_HASH, envelopes);
  return sealed.map((e, i) => ({ gameId: envelopes[0]?.gameId ?? '', version: i + 1, ...e }));
}

describe('buildRecord', () => {
  let record: GameRecordV1;
  beforeAll(() => {
    record = playRandomGame(spi1980, {
      seed: 2,
      diceMode: 'server',
      ending: 'resign',
      maxCommands: 60,
    });
  });

  test('reads the game from GameCreated and the events', () => {
    const seed = randomGameSeed(2);
    expect(record).toMatchObject({
      format: RECORD_FORMAT,
      ruleset: { id: 'spi-1980', version: spi1980.info.version },
      scenarioId: 'historical',
      optionalRules: [],
      custom: false,
      setup: null,
      seats: ['allied', 'french'],
      label: 'random game 2',
      tournament: null,
      dice: {
        mode: 'server',
        scheme: DICE_SCHEME,
        commitment: seedCommitment(seed),
        seed: seed.toString('hex'),
      },
      status: 'over',
      result: { level: 'resignation', margin: 0, reason: 'resignation' },
    });
    const envelopes = envelopesOf(record);
    expect(record.eventCount).toBe(envelopes.length);
    expect(record.headHash).toBe(envelopes.at(-1)?.meta.hash);
    expect(record.genesis.type).toBe('GameCreated');
    // batches: one command per commandId, with the command and dice of its first event
    for (const c of record.commands) {
      expect(c.events.every((e) => e.meta.commandId === c.commandId)).toBe(true);
      expect(c.command).toEqual(c.events[0]?.meta.command);
      expect(c.dice).toEqual(c.events[0]?.meta.dice);
      expect(c.command).toMatchObject({ type: c.commandType });
    }
    expect(record.commands.map((c) => c.commandType)).toEqual(
      expect.arrayContaining(['OfferDraw', 'DeclineDraw', 'Resign']),
    );
  });

  test('the seed comes from GameEnded when none is given; never in manual mode', () => {
    const envelopes = envelopesOf(record);
    expect(buildRecord({ envelopes, seed: null }).dice.seed).toBe(record.dice.seed);
    const manual = playRandomGame(spi1980, {
      seed: 2,
      diceMode: 'manual',
      ending: 'draw',
      maxCommands: 20,
    });
    expect(buildRecord({ envelopes: envelopesOf(manual), seed: 'ab' }).dice.seed).toBeNull();
  });

  test('a stream that does not start with GameCreated is no game', () => {
    expect(() => buildRecord({ envelopes: [], seed: null })).toThrow();
    expect(() => buildRecord({ envelopes: envelopesOf(record).slice(1), seed: null })).toThrow();
  });

  test('older games: seats keyed by side, dice without sides (d6)', () => {
    const old = envelopesOf(record).map((e, i) => {
      if (i === 0) {
        const data = e.data as Record<string, unknown>;
        const seats = {
          allied: { tokenHash: 'a'.repeat(64) },
          french: { tokenHash: 'b'.repeat(64) },
        };
        return { ...e, data: { ...data, seats, refereeTokenHash: 'c'.repeat(64) } };
      }
      const dice = e.meta.dice as { sides?: number }[] | undefined;
      if (dice === undefined) return e;
      return { ...e, meta: { ...e.meta, dice: dice.map(({ sides: _s, ...d }) => d) } };
    });
    const built = buildRecord({ envelopes: rechain(old), seed: record.dice.seed });
    expect(built.seats).toEqual(['allied', 'french']);
    expect(built.commands.flatMap((c) => c.dice).every((d) => d.sides === 6)).toBe(true);
    expect(recordSchemaError(built)).toBeNull();
    expect(verifyRecord(built, resolve)).toMatchObject({
      ok: true,
      diceSource: 'server-seed-verified',
    });
  });

  test('every way a game ends gives a record that is valid against the schema and verifies', () => {
    const records = [
      record,
      playRandomGame(spi1980, { seed: 4, diceMode: 'server', ending: 'draw', maxCommands: 30 }),
      playRandomGame(spi1980, {
        seed: 4,
        diceMode: 'manual',
        ending: 'adjudicate',
        maxCommands: 30,
      }),
      playRandomGame(spi1980, { seed: 4, diceMode: 'manual', ending: 'resign', maxCommands: 30 }),
    ];
    const reasons = records.map((r) => r.result?.reason);
    expect(reasons).toEqual(['resignation', 'draw-agreed', 'adjudicated', 'resignation']);
    for (const r of records) {
      expect(recordSchemaError(r)).toBeNull();
      expect(verifyRecord(r, resolve).ok).toBe(true);
    }
    // the referee's adjudication is a command by `referee`
    expect(records[2]?.commands.at(-1)).toMatchObject({
      actor: 'referee',
      commandType: 'Adjudicate',
    });
  });

  test('the schema is draft 2020-12 and states the format', () => {
    expect(RECORD_SCHEMA.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(JSON.stringify(RECORD_SCHEMA)).toContain(RECORD_FORMAT);
  });
});
