import { spi1980 } from '@pratzen/rulesets/spi-1980';
import type { GameRecordV1 } from './record';
import { cloneRecord, playRandomGame, reseal } from '../testing';
import { verifyRecord } from './verify';

const resolve = (id: string) => (id === spi1980.info.id ? spi1980 : undefined);

interface Cmd {
  commandId: string;
  actor: string;
  commandType: string;
  command: Record<string, unknown>;
  dice: unknown[];
  events: { gameId: string; version: number; type: string; data: unknown; meta: unknown }[];
}

/** The record with a ReissueSeatToken batch (as the API stores it) after command `at`. */
function withReissue(
  record: GameRecordV1,
  at: number,
  actor: string,
  data: Record<string, unknown>,
): GameRecordV1 {
  const copy = cloneRecord(record);
  const commands = copy.commands as unknown as Cmd[];
  const command = { type: 'ReissueSeatToken', side: 'french' };
  const meta = {
    commandId: 'reissue-1',
    commandType: command.type,
    actor,
    recordedAt: '2024-12-02T09:00:00.000Z',
    rulesetVersion: spi1980.info.version,
    command,
    dice: [],
  };
  commands.splice(at + 1, 0, {
    commandId: 'reissue-1',
    actor,
    commandType: command.type,
    command,
    dice: [],
    events: [{ gameId: copy.gameId, version: 0, type: 'SeatTokenReissued', data, meta }],
  });
  return reseal(copy);
}

/**
 * Issue #32 item 6: the session command ReissueSeatToken (libs/engine session.ts), which only
 * the API's own endpoint submits, is re-decided by the independent verifier like any other.
 */
describe('verifyRecord: a record with a reissued seat token', () => {
  const record = playRandomGame(spi1980, { seed: 5, diceMode: 'server', ending: 'resign' });
  const at = Math.floor(record.commands.length / 2);
  const ok = { side: 'french', by: 'referee' };

  test('the referee’s reissue verifies (it changes no rules state: the rest replays as before)', () => {
    expect(verifyRecord(record, resolve).ok).toBe(true);
    const report = verifyRecord(withReissue(record, at, 'referee', ok), resolve);
    expect(report.firstFailure).toBeNull();
    expect(report.ok).toBe(true);
  });

  test('sent by a seat it is refused (REFEREE_ONLY); an event naming another author does not match', () => {
    const bySeat = verifyRecord(withReissue(record, at, 'allied', ok), resolve);
    expect(bySeat.firstFailure).toMatchObject({ check: 'rules', code: 'COMMAND_REFUSED' });
    expect(bySeat.firstFailure?.message).toContain('REFEREE_ONLY');
    const forged = { side: 'french', by: 'allied' };
    const other = verifyRecord(withReissue(record, at, 'referee', forged), resolve);
    expect(other.firstFailure).toMatchObject({ check: 'rules', code: 'EVENT_MISMATCH' });
  });
});
