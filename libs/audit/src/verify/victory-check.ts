import type { GameState } from '@pratzen/engine';
import type { GameRecordV1 } from '../record';
import type { AnyRuleset } from './inputs';
import type { VerificationLedger } from './ledger';
import { type Slot, endOf } from './slots';
import { same } from './values';

/**
 * The victory check, on the game the rules check replayed: the ruleset's tally of the final
 * state; when the record says the game is over, the replay ends it with the recorded result and
 * (at the end of the game) the tally gives that result.
 */
export function checkVictory(
  ledger: VerificationLedger,
  record: GameRecordV1,
  slots: readonly Slot[],
  ruleset: AnyRuleset,
  game: GameState,
): void {
  const tally = ruleset.victory(game.rules);
  ledger.finalTally = tally;
  const last = slots[slots.length - 1] as Slot;
  if (record.status !== 'over') {
    ledger.notes.push('the game is not over: the victory tally is the current one');
    return;
  }
  const ended = game.session.ended;
  const endSlot = endOf(slots) ?? last;
  if (ended === null) {
    ledger.fail({
      version: last.version,
      check: 'victory',
      code: 'NOT_ENDED',
      message: 'the record says the game is over but replaying it does not end it',
    });
    return;
  }
  const replayed = { ...ended.result, reason: ended.reason };
  if (!same(replayed, record.result)) {
    ledger.fail({
      version: endSlot.version,
      check: 'victory',
      code: 'RESULT_MISMATCH',
      message: 'the result of the replayed game differs from the record',
      expected: replayed,
      actual: record.result,
    });
    return;
  }
  if (ended.reason === 'victory-conditions' && !same(tally.result, ended.result)) {
    ledger.fail({
      version: endSlot.version,
      check: 'victory',
      code: 'TALLY_MISMATCH',
      message: 'the final victory tally does not give the recorded result',
      expected: tally.result,
      actual: ended.result,
    });
    return;
  }
  ledger.status.victory = 'passed';
}
