import { type Command, GAME_ENDED } from '@pratzen/engine';
import { GAME_CREATED, seatsOf } from '@pratzen/game';
import { type GameRecordV1, type RecordedCommand, normaliseDice } from '../record';
import type { VerificationLedger } from './ledger';
import { type Slot, endOf } from './slots';
import { isObject, same } from './values';

/*
 * Part of the chain check: what the record repeats outside the chained events (its description
 * of the game, each command's id, actor, type, command and dice, the status, result and seed)
 * must be what those events say. The hash chain protects the events, not these copies.
 */

/** The record's description of the game must be GameCreated's. */
export function checkGenesisCopies(ledger: VerificationLedger, record: GameRecordV1): void {
  const data = record.genesis.data as Record<string, unknown>;
  const dice = isObject(data.dice) ? data.dice : {};
  const pairs: [string, unknown, unknown][] = [
    ['gameId', record.gameId, data.gameId],
    ['ruleset.id', record.ruleset.id, data.rulesetId],
    ['ruleset.version', record.ruleset.version, data.rulesetVersion],
    ['scenarioId', record.scenarioId, data.scenarioId],
    ['optionalRules', record.optionalRules, data.optionalRules],
    ['custom', record.custom, data.custom],
    ['setup', record.setup, data.setup ?? null],
    ['seats', record.seats, seatsOf(data.seats)],
    ['label', record.label, data.label ?? null],
    ['tournament', record.tournament, data.tournament ?? null],
    ['createdAt', record.createdAt, data.createdAt],
    ['dice.mode', record.dice.mode, dice.mode],
    ['dice.commitment', record.dice.commitment, dice.commitment ?? null],
  ];
  if (record.commitments !== undefined || data.commitments !== undefined) {
    // Format 2: the scheme and key commitment are GameCreated's (format 1 games have neither).
    const sealed = isObject(data.commitments) ? data.commitments : {};
    pairs.push(
      ['commitments.scheme', record.commitments?.scheme, sealed.scheme],
      ['commitments.keyCommitment', record.commitments?.keyCommitment, sealed.keyCommitment],
    );
  }
  const differs = pairs.find(([, copy, original]) => !same(copy, original));
  if (differs !== undefined) {
    const [name, copy, original] = differs;
    ledger.fail({
      version: 1,
      check: 'chain',
      code: 'RECORD_MISMATCH',
      message: `record.${name} differs from ${GAME_CREATED} (event 1)`,
      expected: original,
      actual: copy,
    });
  }
}

/** Each command's copies (id, actor, type, command, dice) must be its batch's meta. */
export function checkCommandCopies(
  ledger: VerificationLedger,
  record: GameRecordV1,
  slots: readonly Slot[],
): void {
  const seen = new Set<string>();
  for (const slot of slots) {
    if (slot.command < 0) continue;
    const c = record.commands[slot.command] as RecordedCommand;
    const isFirst = c.events[0] === slot.envelope;
    const meta = slot.envelope.meta;
    const at = { version: slot.version, check: 'chain' as const, commandId: c.commandId };
    const mismatch = (name: string, expected: unknown, actual: unknown) =>
      ledger.fail({
        ...at,
        code: 'RECORD_MISMATCH',
        message: `command ${c.commandId}: its ${name} differs from event ${slot.version}'s meta`,
        expected,
        actual,
      });
    if (isFirst) {
      if (seen.has(c.commandId)) {
        ledger.fail({
          ...at,
          code: 'DUPLICATE_COMMAND_ID',
          message: `command id ${c.commandId} is used by an earlier batch`,
        });
        return;
      }
      seen.add(c.commandId);
    }
    if (meta.commandId !== c.commandId) return mismatch('commandId', meta.commandId, c.commandId);
    if (meta.actor !== c.actor) return mismatch('actor', meta.actor, c.actor);
    if (meta.commandType !== c.commandType) {
      return mismatch('commandType', meta.commandType, c.commandType);
    }
    if (isFirst) {
      if (!same(meta.command, c.command)) return mismatch('command', meta.command, c.command);
      const metaDice = normaliseDice(meta.dice);
      if (!same(metaDice, c.dice)) return mismatch('dice', metaDice, c.dice);
      if ((c.command as Command).type !== c.commandType) {
        return mismatch('commandType', (c.command as Command).type, c.commandType);
      }
    } else if (meta.command !== undefined || meta.dice !== undefined) {
      ledger.fail({
        ...at,
        code: 'UNEXPECTED_BATCH_META',
        message: `event ${slot.version} is not the first of its batch yet carries a command or dice`,
      });
      return;
    }
  }
}

/** The record's status, result and seed must be what its GameEnded event says. */
export function checkEndCopies(
  ledger: VerificationLedger,
  record: GameRecordV1,
  slots: readonly Slot[],
): void {
  const endSlot = endOf(slots);
  const at = (slot: Slot | undefined) => ({
    version: slot?.version ?? null,
    check: 'chain' as const,
  });
  if (endSlot === undefined) {
    if (record.status !== 'active' || record.result !== null) {
      ledger.fail({
        ...at(undefined),
        code: 'RECORD_MISMATCH',
        message: `the record says the game is ${record.status} but holds no ${GAME_ENDED}`,
        expected: { status: 'active', result: null },
        actual: { status: record.status, result: record.result },
      });
    }
    return;
  }
  const ended = isObject(endSlot.envelope.data) ? endSlot.envelope.data : {};
  const result = isObject(ended.result) ? ended.result : {};
  const expected = {
    winner: result.winner,
    level: result.level,
    margin: result.margin,
    reason: ended.reason,
  };
  if (record.status !== 'over' || !same(record.result, expected)) {
    ledger.fail({
      ...at(endSlot),
      code: 'RESULT_MISMATCH',
      message: `the record's status/result differ from ${GAME_ENDED} (event ${endSlot.version})`,
      expected: { status: 'over', result: expected },
      actual: { status: record.status, result: record.result },
    });
    return;
  }
  const revealed = ended.seed ?? null;
  if (record.dice.mode === 'server' && record.dice.seed !== revealed) {
    ledger.fail({
      ...at(endSlot),
      code: 'SEED_MISMATCH',
      message: `record.dice.seed is not the seed ${GAME_ENDED} (event ${endSlot.version}) reveals`,
      expected: revealed,
      actual: record.dice.seed,
    });
  }
}
