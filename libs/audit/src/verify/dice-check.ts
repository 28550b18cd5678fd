import { DICE_SCHEME, type DieRoll, hmacDie, seedCommitment } from '../dice';
import { GAME_CREATED } from '@pratzen/game';
import { type GameRecordV1, MANUAL_DICE_SCHEME } from '../record';
import type { VerificationLedger } from './ledger';
import { type Slot, endOf } from './slots';

/**
 * The dice check: the scheme fits the dice mode, the dice are indexed 0, 1, 2... without gaps
 * and every face fits its die; in server mode the revealed seed hashes to the commitment and
 * reproduces every roll. Manual dice and an unrevealed seed are noted, not failed.
 */
export function checkDice(
  ledger: VerificationLedger,
  record: GameRecordV1,
  slots: readonly Slot[],
): void {
  const firstVersion = new Map<number, number>();
  for (const s of slots) if (!firstVersion.has(s.command)) firstVersion.set(s.command, s.version);
  const at = (i: number) => ({
    version: firstVersion.get(i) ?? null,
    check: 'dice' as const,
    commandId: record.commands[i]?.commandId ?? '',
  });
  const { mode, scheme, seed, commitment } = record.dice;
  const expectedScheme = mode === 'server' ? DICE_SCHEME : MANUAL_DICE_SCHEME;
  if (scheme !== expectedScheme) {
    ledger.fail({
      version: null,
      check: 'dice',
      code: 'UNKNOWN_DICE_SCHEME',
      message: `dice scheme ${scheme} is not ${expectedScheme}`,
      expected: expectedScheme,
      actual: scheme,
    });
    return;
  }
  let next = 0;
  for (const [i, c] of record.commands.entries()) {
    for (const d of c.dice) {
      if (d.index !== next) {
        ledger.fail({
          ...at(i),
          code: 'DICE_INDEX_GAP',
          message: `die ${next} of the game is recorded with index ${d.index}`,
          expected: next,
          actual: d.index,
        });
        return;
      }
      if (d.face > d.sides) {
        ledger.fail({
          ...at(i),
          code: 'DIE_FACE_OUT_OF_RANGE',
          message: `die ${d.index} shows ${d.face} on a d${d.sides}`,
          actual: d,
        });
        return;
      }
      next += 1;
    }
  }
  const endSlot = endOf(slots);
  if (mode === 'manual') {
    ledger.status.dice = 'not-applicable-manual';
    ledger.diceSource = 'manual-unverifiable';
    ledger.notes.push(
      `manual dice: the ${next} faces were typed in by the players; their count, sides and order ` +
        'are checked against the rules, but where they came from cannot be checked',
    );
    return;
  }
  if (seed === null) {
    if (record.status === 'over') {
      ledger.fail({
        version: endSlot?.version ?? null,
        check: 'dice',
        code: 'SEED_NOT_REVEALED',
        message: 'the game is over but its dice seed is not revealed',
      });
      return;
    }
    ledger.diceSource = 'seed-not-revealed';
    ledger.notes.push(
      `server dice: the seed is not revealed yet (the game is not over), so the ${next} rolls ` +
        'cannot be recomputed; verify the record again once the game has ended',
    );
    return;
  }
  const key = Buffer.from(seed, 'hex');
  const mismatch = (): { i: number; d: DieRoll; expected: number } | null => {
    for (const [i, c] of record.commands.entries()) {
      for (const d of c.dice) {
        const expected = hmacDie(key, d.index, d.sides);
        if (expected !== d.face) return { i, d, expected };
      }
    }
    return null;
  };
  const wrongDie = mismatch();
  const hashed = seedCommitment(key);
  if (hashed !== commitment) {
    // A seed that reproduces every roll is the one the game used: the commitment is what
    // changed. Otherwise the revealed seed is to blame.
    const commitmentChanged = wrongDie === null && next > 0;
    ledger.fail({
      version: commitmentChanged ? 1 : (endSlot?.version ?? null),
      check: 'dice',
      code: commitmentChanged ? 'COMMITMENT_MISMATCH' : 'SEED_COMMITMENT_MISMATCH',
      message: commitmentChanged
        ? `the seed reproduces all ${next} rolls but does not hash to the commitment in ${GAME_CREATED}`
        : `the revealed seed does not hash to the commitment published in ${GAME_CREATED}`,
      expected: commitment,
      actual: hashed,
    });
    return;
  }
  if (wrongDie !== null) {
    const { i, d, expected } = wrongDie;
    ledger.fail({
      ...at(i),
      code: 'DIE_FACE_MISMATCH',
      message: `die ${d.index} (d${d.sides}, ${d.purpose}) shows ${d.face}; the seed gives ${expected}`,
      expected,
      actual: d.face,
    });
    return;
  }
  ledger.status.dice = 'passed';
  ledger.diceSource = 'server-seed-verified';
}
