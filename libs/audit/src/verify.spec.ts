import { createHash } from 'node:crypto';
import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { canonicalJson } from '@pratzen/game';
import type { GameRecordV1 } from './record';
import { recordSchemaError } from './record-schema';
import { cloneRecord, playRandomGame, reseal } from '../testing';
import { type VerificationReport, verifyRecord } from './verify';

/** A record as a test changes it (JSON, every member writable). */
interface Die {
  index: number;
  face: number;
  sides: number;
  purpose: string;
}
interface Env {
  gameId: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  meta: Record<string, unknown> & { dice?: Die[]; command?: Record<string, unknown> };
}
interface Cmd {
  commandId: string;
  actor: string;
  commandType: string;
  command: Record<string, unknown>;
  dice: Die[];
  events: Env[];
}
interface Rec {
  gameId: string;
  status: string;
  dice: { mode: string; scheme: string; commitment: string | null; seed: string | null };
  result: { winner: string | null; level: string; margin: number; reason: string } | null;
  genesis: Env;
  commands: Cmd[];
  headHash: string;
  eventCount: number;
}

const resolve = (id: string) => (id === spi1980.info.id ? spi1980 : undefined);
const verify = (record: unknown, options = {}): VerificationReport =>
  verifyRecord(record, resolve, options);
const edit = (record: GameRecordV1, change: (r: Rec) => void): GameRecordV1 => {
  const copy = cloneRecord(record);
  change(copy as unknown as Rec);
  return copy;
};
const sealed = (record: GameRecordV1, change: (r: Rec) => void): GameRecordV1 =>
  reseal(edit(record, change));
const otherFace = (d: Die): number => (d.face % d.sides) + 1;
const otherSide = (side: string): string => (side === 'french' ? 'allied' : 'french');

function expectCaught(
  report: VerificationReport,
  check: string,
  version: number | null,
  code?: string,
): void {
  expect(report.ok).toBe(false);
  expect({
    check: report.firstFailure?.check,
    version: report.firstFailure?.version,
    ...(code !== undefined ? { code: report.firstFailure?.code } : {}),
  }).toEqual({ check, version, ...(code !== undefined ? { code } : {}) });
  expect(report.checks[check as keyof VerificationReport['checks']]).toBe('failed');
}

describe('verifyRecord on a complete random SPI game (server dice)', () => {
  let record: GameRecordV1;
  let rec: Rec;
  let n: number;
  /** Version of the first event of command i. */
  const v = (i: number): number => rec.commands[i]?.events[0]?.version as number;
  /** Indices of commands by kind. */
  let diced: number; // a command with dice, not the last such
  let multi: number; // a batch of 3+ events whose 2nd and 3rd differ
  let move: number; // a MoveUnit without dice
  let otherMove: number; // another MoveUnit, of another unit
  let handoff: number; // two commands without dice by different sides (i, i+1)
  let endPhase: number; // an EndPhase without dice

  beforeAll(() => {
    record = playRandomGame(spi1980, { seed: 11, diceMode: 'server' });
    rec = record as unknown as Rec;
    n = record.eventCount;
    const cs = rec.commands;
    // A command with dice whose next command rolls none (the dice gap shows later, not there).
    const withDice = cs
      .map((c, i) => (c.dice.length > 0 && cs[i + 1]?.dice.length === 0 ? i : -1))
      .filter((i) => i >= 0);
    diced = withDice[Math.floor(withDice.length / 2)] as number;
    multi = cs.findIndex(
      (c) =>
        c.events.length >= 3 &&
        canonicalJson(c.events[1]?.data) !== canonicalJson(c.events[2]?.data),
    );
    const session = new Set(['OfferDraw', 'DeclineDraw', 'AcceptDraw', 'Resign', 'Adjudicate']);
    move = cs.findIndex((c, i) => i > 20 && c.commandType === 'MoveUnit' && c.dice.length === 0);
    otherMove = cs.findIndex(
      (c, i) =>
        i > move + 5 &&
        c.commandType === 'MoveUnit' &&
        c.command.unitId !== cs[move]?.command.unitId,
    );
    handoff = cs.findIndex(
      (c, i) =>
        i > 10 &&
        !session.has(c.commandType) &&
        c.dice.length === 0 &&
        cs[i + 1] !== undefined &&
        cs[i + 1]?.dice.length === 0 &&
        !session.has(cs[i + 1]?.commandType as string) &&
        cs[i + 1]?.actor !== c.actor,
    );
    endPhase = cs.findIndex(
      (c, i) => i > 10 && c.commandType === 'EndPhase' && c.dice.length === 0,
    );
    for (const i of [diced, multi, move, otherMove, handoff, endPhase])
      expect(i).toBeGreaterThan(0);
  });

  test('the record is complete and valid against openapi/record.schema.json', () => {
    expect(recordSchemaError(record)).toBeNull();
    expect(record.status).toBe('over');
    expect(rec.commands.at(-1)?.events.at(-1)?.type).toBe('GameEnded');
    expect(n).toBeGreaterThan(500);
    expect(rec.commands.reduce((k, c) => k + c.dice.length, 0)).toBeGreaterThan(20);
  });

  test('an untouched record verifies', () => {
    const progress: [number, number][] = [];
    const report = verify(record, { onProgress: (d: number, t: number) => progress.push([d, t]) });
    expect(report).toMatchObject({
      ok: true,
      format: 'pratzen-record/1',
      gameId: record.gameId,
      ruleset: {
        id: 'spi-1980',
        recordedVersion: spi1980.info.version,
        verifiedWith: spi1980.info.version,
      },
      checks: {
        schema: 'passed',
        chain: 'passed',
        dice: 'passed',
        rules: 'passed',
        victory: 'passed',
      },
      diceSource: 'server-seed-verified',
      eventsChecked: n,
      firstFailure: null,
    });
    const { reason: _reason, ...result } = record.result ?? { reason: '' };
    expect(report.finalTally?.result).toEqual(result);
    expect(progress.at(-1)).toEqual([n, n]);
    expect(progress.every(([d], i) => i === 0 || d > (progress[i - 1]?.[0] ?? 0))).toBe(true);
    expect(verify(record, { expectedHeadHash: record.headHash }).ok).toBe(true);
  });

  test('resealing an untouched record changes nothing', () => {
    expect(canonicalJson(reseal(record))).toBe(canonicalJson(record));
  });

  describe('a die is changed', () => {
    test('in the record only', () => {
      const r = edit(
        record,
        (x) => (x.commands[diced]!.dice[0]!.face = otherFace(x.commands[diced]!.dice[0]!)),
      );
      expectCaught(verify(r), 'chain', v(diced), 'RECORD_MISMATCH');
    });
    test('in the event too', () => {
      const r = edit(record, (x) => {
        const c = x.commands[diced]!;
        c.dice[0]!.face = otherFace(c.dice[0]!);
        c.events[0]!.meta.dice![0]!.face = c.dice[0]!.face;
      });
      expectCaught(verify(r), 'chain', v(diced), 'HASH_MISMATCH');
    });
    test('and the chain recomputed: the seed does not give that face', () => {
      const r = sealed(record, (x) => {
        const c = x.commands[diced]!;
        c.dice[0]!.face = otherFace(c.dice[0]!);
        c.events[0]!.meta.dice![0]!.face = c.dice[0]!.face;
      });
      const report = verify(r);
      expectCaught(report, 'dice', v(diced), 'DIE_FACE_MISMATCH');
      expect(report.firstFailure?.expected).toBe(rec.commands[diced]?.dice[0]?.face);
      expect(report.checks.rules).toBe('failed'); // the rules see another face too
    });
  });

  describe("an event's data is changed", () => {
    const tamper = (x: Rec) => (x.commands[multi]!.events[1]!.data.tampered = true);
    test('as stored', () =>
      expectCaught(verify(edit(record, tamper)), 'chain', v(multi) + 1, 'HASH_MISMATCH'));
    test('and the chain recomputed', () =>
      expectCaught(verify(sealed(record, tamper)), 'rules', v(multi) + 1, 'EVENT_MISMATCH'));
  });

  describe('a command is changed', () => {
    const tamper = (x: Rec) => {
      const c = x.commands[move]!;
      c.command = x.commands[otherMove]!.command;
      c.events[0]!.meta.command = c.command;
    };
    test('in the record only', () => {
      const r = edit(record, (x) => (x.commands[move]!.command = x.commands[otherMove]!.command));
      expectCaught(verify(r), 'chain', v(move), 'RECORD_MISMATCH');
    });
    test('as stored', () =>
      expectCaught(verify(edit(record, tamper)), 'chain', v(move), 'HASH_MISMATCH'));
    test('and the chain recomputed', () =>
      expectCaught(verify(sealed(record, tamper)), 'rules', v(move)));
  });

  describe('two events are swapped', () => {
    const tamper = (x: Rec) => {
      const e = x.commands[multi]!.events;
      [e[1], e[2]] = [e[2]!, e[1]!];
    };
    test('as stored', () =>
      expectCaught(verify(edit(record, tamper)), 'chain', v(multi) + 1, 'VERSION_OUT_OF_SEQUENCE'));
    test('renumbered and rechained', () =>
      expectCaught(verify(sealed(record, tamper)), 'rules', v(multi) + 1, 'EVENT_MISMATCH'));
  });

  describe('two commands are swapped', () => {
    const tamper = (x: Rec) => {
      const c = x.commands;
      [c[handoff], c[handoff + 1]] = [c[handoff + 1]!, c[handoff]!];
    };
    test('as stored', () =>
      expectCaught(verify(edit(record, tamper)), 'chain', v(handoff), 'VERSION_OUT_OF_SEQUENCE'));
    test('renumbered and rechained', () => {
      const report = verify(sealed(record, tamper));
      expectCaught(report, 'rules', v(handoff), 'COMMAND_REFUSED');
      expect(report.firstFailure?.message).toContain('NOT_YOUR_TURN');
    });
  });

  describe('an event is dropped', () => {
    const tamper = (x: Rec) => x.commands[multi]!.events.splice(1, 1);
    test('as stored', () =>
      expectCaught(verify(edit(record, tamper)), 'chain', v(multi) + 1, 'VERSION_OUT_OF_SEQUENCE'));
    test('renumbered and rechained', () =>
      expectCaught(verify(sealed(record, tamper)), 'rules', v(multi) + 1));
    test('the final GameEnded, claiming the game is still on', () => {
      const r = sealed(record, (x) => {
        x.commands.at(-1)!.events.pop();
        x.status = 'active';
        x.result = null;
        x.dice.seed = null;
      });
      expect(rec.commands.at(-1)!.events.length).toBeGreaterThan(1);
      expectCaught(verify(r), 'rules', n, 'EVENT_MISSING');
    });
  });

  describe('a command is dropped', () => {
    test('as stored', () => {
      const r = edit(record, (x) => x.commands.splice(endPhase, 1));
      expectCaught(verify(r), 'chain', v(endPhase), 'VERSION_OUT_OF_SEQUENCE');
    });
    test('renumbered and rechained (an EndPhase)', () =>
      expectCaught(
        verify(sealed(record, (x) => x.commands.splice(endPhase, 1))),
        'rules',
        v(endPhase),
      ));
    test('renumbered and rechained (a command with dice): the next command diverges', () => {
      const report = verify(sealed(record, (x) => x.commands.splice(diced, 1)));
      expectCaught(report, 'rules', v(diced));
      // and the dice indices jump at the next command with dice
      expect(report.checks.dice).toBe('failed');
      expect(report.notes.join(' ')).toContain('DICE_INDEX_GAP');
    });
  });

  describe('an event is inserted', () => {
    const tamper = (x: Rec) => {
      const e = x.commands[multi]!.events;
      e.splice(2, 0, JSON.parse(JSON.stringify(e[1])) as Env);
    };
    test('as stored', () =>
      expectCaught(verify(edit(record, tamper)), 'chain', v(multi) + 2, 'VERSION_OUT_OF_SEQUENCE'));
    test('renumbered and rechained', () =>
      expectCaught(verify(sealed(record, tamper)), 'rules', v(multi) + 2));
  });

  describe('a command is inserted', () => {
    const tamper = (x: Rec) => {
      const copy = JSON.parse(JSON.stringify(x.commands[move])) as Cmd;
      copy.commandId = 'inserted-command';
      for (const e of copy.events) e.meta.commandId = copy.commandId;
      x.commands.splice(move + 1, 0, copy);
    };
    const at = () => v(move) + (rec.commands[move]?.events.length ?? 0);
    test('as stored', () =>
      expectCaught(verify(edit(record, tamper)), 'chain', at(), 'VERSION_OUT_OF_SEQUENCE'));
    test('renumbered and rechained: the same unit cannot move twice', () =>
      expectCaught(verify(sealed(record, tamper)), 'rules', at(), 'COMMAND_REFUSED'));
    test('a legal one (a declined draw offer) is caught only against the published head hash', () => {
      const r = sealed(record, (x) => {
        const side = x.commands[move]!.actor;
        const make = (id: string, actor: string, type: string, eventType: string): Cmd => ({
          commandId: id,
          actor,
          commandType: type,
          command: { type },
          dice: [],
          events: [
            {
              gameId: x.gameId,
              version: 0,
              type: eventType,
              data: { side: actor },
              meta: {
                commandId: id,
                commandType: type,
                actor,
                recordedAt: '2024-12-02T09:00:00.000Z',
                rulesetVersion: spi1980.info.version,
                command: { type },
                dice: [],
              },
            },
          ],
        });
        x.commands.splice(
          move + 1,
          0,
          make('offer', side, 'OfferDraw', 'DrawOffered'),
          make('decline', otherSide(side), 'DeclineDraw', 'DrawDeclined'),
        );
      });
      expect(verify(r).ok).toBe(true); // a legal game: README "What verification cannot establish"
      expectCaught(
        verify(r, { expectedHeadHash: record.headHash }),
        'chain',
        null,
        'HEAD_HASH_NOT_PUBLISHED',
      );
    });
  });

  describe('the seed is altered', () => {
    const forged = 'ab'.repeat(32);
    test('in the record only', () =>
      expectCaught(
        verify(edit(record, (x) => (x.dice.seed = forged))),
        'chain',
        n,
        'SEED_MISMATCH',
      ));
    test('in GameEnded too, rechained: it does not hash to the commitment', () => {
      const r = sealed(record, (x) => {
        x.dice.seed = forged;
        x.commands.at(-1)!.events.at(-1)!.data.seed = forged;
      });
      expectCaught(verify(r), 'dice', n, 'SEED_COMMITMENT_MISMATCH');
    });
    test('with a matching forged commitment: the rolls do not come from it', () => {
      const commitment = createHash('sha256').update(Buffer.from(forged, 'hex')).digest('hex');
      const r = sealed(record, (x) => {
        x.dice.seed = forged;
        x.dice.commitment = commitment;
        (x.genesis.data.dice as Record<string, unknown>).commitment = commitment;
        x.commands.at(-1)!.events.at(-1)!.data.seed = forged;
      });
      const first = rec.commands.findIndex((c) => c.dice.length > 0);
      expectCaught(verify(r), 'dice', v(first), 'DIE_FACE_MISMATCH');
    });
  });

  describe('the commitment is altered', () => {
    const other = 'cd'.repeat(32);
    test('in the record only', () =>
      expectCaught(
        verify(edit(record, (x) => (x.dice.commitment = other))),
        'chain',
        1,
        'RECORD_MISMATCH',
      ));
    test('in GameCreated too', () => {
      const r = edit(record, (x) => {
        x.dice.commitment = other;
        (x.genesis.data.dice as Record<string, unknown>).commitment = other;
      });
      expectCaught(verify(r), 'chain', 1, 'HASH_MISMATCH');
    });
    test('in GameCreated too, rechained: the seed reproduces the rolls, not the commitment', () => {
      const r = sealed(record, (x) => {
        x.dice.commitment = other;
        (x.genesis.data.dice as Record<string, unknown>).commitment = other;
      });
      expectCaught(verify(r), 'dice', 1, 'COMMITMENT_MISMATCH');
    });
  });

  describe('the head hash is altered', () => {
    test('in the record', () =>
      expectCaught(
        verify(edit(record, (x) => (x.headHash = 'e'.repeat(64)))),
        'chain',
        n,
        'HEAD_HASH_MISMATCH',
      ));
    test('the event count', () =>
      expectCaught(
        verify(edit(record, (x) => (x.eventCount += 1))),
        'chain',
        null,
        'EVENT_COUNT_MISMATCH',
      ));
  });

  describe('the result is altered', () => {
    const flip = (w: string | null) => (w === null ? 'allied' : otherSide(w));
    test('in the record only', () =>
      expectCaught(
        verify(edit(record, (x) => (x.result!.winner = flip(x.result!.winner)))),
        'chain',
        n,
        'RESULT_MISMATCH',
      ));
    test('in GameEnded too, rechained', () => {
      const r = sealed(record, (x) => {
        x.result!.winner = flip(x.result!.winner);
        const ended = x.commands.at(-1)!.events.at(-1)!.data;
        (ended.result as Record<string, unknown>).winner = x.result!.winner;
      });
      expectCaught(verify(r), 'rules', n, 'EVENT_MISMATCH');
    });
    test('the status', () =>
      expectCaught(
        verify(edit(record, (x) => (x.status = 'active'))),
        'chain',
        n,
        'RESULT_MISMATCH',
      ));
  });

  describe('the actor is swapped', () => {
    const swap = (x: Rec, meta: boolean) => {
      const c = x.commands[move]!;
      c.actor = otherSide(c.actor);
      if (meta) for (const e of c.events) e.meta.actor = c.actor;
    };
    test('in the record only', () =>
      expectCaught(
        verify(edit(record, (x) => swap(x, false))),
        'chain',
        v(move),
        'RECORD_MISMATCH',
      ));
    test('as stored', () =>
      expectCaught(verify(edit(record, (x) => swap(x, true))), 'chain', v(move), 'HASH_MISMATCH'));
    test('rechained: not that side’s turn', () => {
      const report = verify(sealed(record, (x) => swap(x, true)));
      expectCaught(report, 'rules', v(move), 'COMMAND_REFUSED');
      expect(report.firstFailure?.message).toContain('NOT_YOUR_TURN');
      expect(report.firstFailure?.commandId).toBe(rec.commands[move]?.commandId);
    });
  });

  test('an event of another game', () => {
    const r = edit(record, (x) => (x.commands[move]!.events[0]!.gameId = 'another-game'));
    expectCaught(verify(r), 'chain', v(move), 'GAME_ID_MISMATCH');
  });

  test('an unknown ruleset is a failure, not a pass', () => {
    const report = verifyRecord(record, () => undefined);
    expectCaught(report, 'rules', null, 'UNKNOWN_RULESET');
    expect(report.checks.chain).toBe('passed');
    expect(report.checks.dice).toBe('passed');
  });

  test('a record of a game in progress: with and without the seed', () => {
    const cut = rec.commands.slice(0, 60).flatMap((c) => c.events);
    const { buildRecord } = jest.requireActual<typeof import('./record')>('./record');
    const envelopes = [record.genesis, ...(cut as unknown as GameRecordV1['genesis'][])];
    const hidden = verify(buildRecord({ envelopes, seed: null }));
    expect(hidden).toMatchObject({
      ok: true,
      checks: { dice: 'skipped', rules: 'passed', victory: 'skipped' },
      diceSource: 'seed-not-revealed',
    });
    const referee = verify(buildRecord({ envelopes, seed: record.dice.seed }));
    expect(referee).toMatchObject({
      ok: true,
      checks: { dice: 'passed', victory: 'skipped' },
      diceSource: 'server-seed-verified',
    });
    expect(referee.finalTally).toBeDefined();
  });
});

describe('verifyRecord on a manual dice game', () => {
  let record: GameRecordV1;
  beforeAll(() => {
    record = playRandomGame(spi1980, { seed: 5, diceMode: 'manual' });
  });

  test('verifies everything but the dice source, and says so', () => {
    const report = verify(record);
    expect(recordSchemaError(record)).toBeNull();
    expect(report).toMatchObject({
      ok: true,
      checks: {
        schema: 'passed',
        chain: 'passed',
        dice: 'not-applicable-manual',
        rules: 'passed',
        victory: 'passed',
      },
      diceSource: 'manual-unverifiable',
      eventsChecked: record.eventCount,
    });
    expect(record.dice).toEqual({ mode: 'manual', scheme: 'manual', commitment: null, seed: null });
    expect(report.notes.join(' ')).toMatch(/manual dice.*cannot be checked/);
  });

  test('a changed face is caught by the rules (the event recorded the face the rules used)', () => {
    const rec = record as unknown as Rec;
    // a command whose first event shows its only die (a rally or reinforcement roll)
    const i = rec.commands.findIndex(
      (c) => c.dice.length === 1 && c.events[0]?.data.die !== undefined,
    );
    expect(i).toBeGreaterThan(0);
    const r = sealed(record, (x) => {
      const c = x.commands[i]!;
      c.dice[0]!.face = otherFace(c.dice[0]!);
      c.events[0]!.meta.dice![0]!.face = c.dice[0]!.face;
    });
    expectCaught(
      verify(r),
      'rules',
      rec.commands[i]?.events[0]?.version as number,
      'EVENT_MISMATCH',
    );
  });

  test('an extra die is caught: the rules do not use it, and the indices repeat', () => {
    const rec = record as unknown as Rec;
    const i = rec.commands.findIndex((c) => c.dice.length > 0);
    const r = sealed(record, (x) => {
      const c = x.commands[i]!;
      const extra = { ...c.dice.at(-1)!, index: c.dice.at(-1)!.index + 1 };
      c.dice.push(extra);
      c.events[0]!.meta.dice!.push(extra);
    });
    const report = verify(r);
    expectCaught(report, 'rules', rec.commands[i]?.events[0]?.version as number, 'DICE_NOT_USED');
    expect(report.checks.dice).toBe('failed');
  });
});
