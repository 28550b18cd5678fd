import { GAME_ENDED } from '@pratzen/engine';
import type { Envelope } from '../hash-chain';
import type { GameRecordV1 } from '../record';

/** A position of the stream: the envelope and the command (index) whose batch holds it. */
export interface Slot {
  readonly envelope: Envelope;
  /** The version this event must have (its position, from 1). */
  readonly version: number;
  /** Index in record.commands; -1 for the genesis event. */
  readonly command: number;
}

/** The record's events in stream order: the genesis event, then every command's batch. */
export function slotsOf(record: GameRecordV1): Slot[] {
  const slots: Slot[] = [{ envelope: record.genesis, version: 1, command: -1 }];
  record.commands.forEach((c, i) => {
    for (const envelope of c.events) {
      slots.push({ envelope, version: slots.length + 1, command: i });
    }
  });
  return slots;
}

/** The game's GameEnded event: the last one (the session's end is the stream's final event). */
export function endOf(slots: readonly Slot[]): Slot | undefined {
  for (let i = slots.length - 1; i >= 0; i--) {
    if (slots[i]?.envelope.type === GAME_ENDED) return slots[i];
  }
  return undefined;
}
