import { type UnsealedEvent, sealBatch, sealPublicBatch, spectatorView } from '@pratzen/audit';
import type { NewEvent } from '@pratzen/event-store';
import type { LoadedGame } from '../repository/loaded-game';

/**
 * A batch appended after the game's head, sealed into its hash chain. With a commit key it is
 * sealed over the events' public forms (libs/audit "Hidden information"), by the ruleset's
 * redaction for a spectator; games created before commitments as format 1. Every writer of a
 * game's stream (a command, a seat token's reissue) seals its batch here.
 */
export function sealAfterHead(
  record: LoadedGame,
  batch: readonly UnsealedEvent[],
  commitKey: Buffer | null,
): NewEvent[] {
  const first = record.version + 1;
  if (commitKey === null) return sealBatch(record.id, first, record.headHash, batch);
  const views = batch.map((e, i) => ({
    ...e,
    view: spectatorView(record.ruleset, { ...e, version: first + i }),
  }));
  return sealPublicBatch(record.id, first, record.headHash, views, commitKey);
}
