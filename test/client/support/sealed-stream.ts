import {
  GENESIS_PREV_HASH,
  type GameRecordV1,
  buildRecord,
  sealPublicBatch,
  spectatorView,
} from '@pratzen/audit';
import {
  type Command,
  type DomainEvent,
  NEW_SESSION,
  type SessionEvent,
  type Viewer,
  decideSession,
} from '@pratzen/engine';
import type { StoredEvent } from '@pratzen/event-store';
import { GAME_CREATED, type GameCreatedData, storedPartsOf, viewOfEvent } from '@pratzen/game';
import { saltsOf, withCommitments } from '../../../apps/api/src/games/repository/game-secrets';
import type { EventEnvelope } from '../../../apps/api/src/games/games.contract';
import type { AnyRuleset } from '@pratzen/rulesets';

const GAME_ID = '00000000-0000-4000-8000-000000000015';
const COMMIT_KEY = Buffer.alloc(32, 15);

/** The commands of a played game with the events each produced (a random game's callbacks). */
export class PlayedBatches<C extends Command = Command, E extends DomainEvent = DomainEvent> {
  readonly batches: { command: C; events: E[] }[] = [];
  readonly onCommand = (_state: unknown, command: C): void => {
    this.batches.push({ command, events: [] });
  };
  readonly onEvent = (_state: unknown, event: E): void => {
    this.batches[this.batches.length - 1]?.events.push(event);
  };
}

/** The session's events (draw offered, declined, a resignation), as decided by the engine. */
function sessionBatches(sides: readonly string[]): { command: Command; events: SessionEvent[] }[] {
  const [first = 'french', second = 'allied'] = sides;
  const offer = decideSession(sides, NEW_SESSION, { type: 'OfferDraw' }, first, null);
  const offered = { ...NEW_SESSION, drawOfferedBy: first };
  const decline = decideSession(sides, offered, { type: 'DeclineDraw' }, second, null);
  const resign = decideSession(sides, NEW_SESSION, { type: 'Resign' }, second, 'ab'.repeat(32));
  return [offer, decline, resign].map((d, i) => {
    if (!d.ok) throw new Error(d.violation.code);
    return {
      command: { type: ['OfferDraw', 'DeclineDraw', 'Resign'][i] ?? '' },
      events: [...d.events],
    };
  });
}

/**
 * A played game's stream as the API stores it (apps/api games.commands `toNewEvents`): GameCreated,
 * then each command's events sealed over their public forms (format 2: the spectator's form by the
 * ruleset's redaction, commitments to the hidden parts), the command and its dice on the first
 * event of its batch; then the session's events.
 */
export function storedStream(
  ruleset: AnyRuleset,
  played: { readonly batches: readonly { command: Command; events: readonly DomainEvent[] }[] },
  optionalRules: readonly string[] = [],
): StoredEvent[] {
  const created: GameCreatedData = withCommitments(
    {
      gameId: GAME_ID,
      rulesetId: ruleset.info.id,
      rulesetVersion: ruleset.info.version,
      scenarioId: ruleset.info.scenarios[0]?.id ?? 'historical',
      optionalRules,
      setup: null,
      custom: false,
      dice: { mode: 'server', commitment: 'cd'.repeat(32) },
      seats: [...ruleset.info.sides],
      label: null,
      tournament: 'shapes',
      createdAt: '2026-11-27T00:00:00.000Z',
    },
    COMMIT_KEY,
  );
  const base = {
    commandId: 'c',
    actor: 'system',
    recordedAt: created.createdAt,
    rulesetVersion: '1',
  };
  const stored: StoredEvent[] = [];
  let head = GENESIS_PREV_HASH;
  const append = (events: { type: string; data: unknown; meta: Record<string, unknown> }[]) => {
    const first = stored.length + 1;
    const views = events.map((e, i) => ({
      ...e,
      view: spectatorView(ruleset, { ...e, version: first + i }),
    }));
    for (const [i, e] of sealPublicBatch(GAME_ID, first, head, views, COMMIT_KEY).entries()) {
      stored.push({
        streamId: `game-${GAME_ID}`,
        version: first + i,
        position: first + i,
        recordedAt: created.createdAt,
        ...e,
      });
      head = String(e.meta['hash']);
    }
  };
  append([{ type: GAME_CREATED, data: created, meta: { ...base, commandType: 'CreateGame' } }]);
  const sides = ruleset.info.sides;
  for (const [n, batch] of [...played.batches, ...sessionBatches(sides)].entries()) {
    const actor = sides[n % sides.length] ?? 'referee';
    const meta = { ...base, commandId: `c${n}`, commandType: batch.command.type, actor };
    append(
      batch.events.map((event, i) => ({
        ...storedPartsOf(event),
        meta: i === 0 ? { ...meta, command: batch.command, dice: [] } : meta,
      })),
    );
  }
  return stored;
}

export const VIEWERS: readonly Viewer[] = [
  { kind: 'side', side: 'allied' },
  { kind: 'side', side: 'french' },
  { kind: 'spectator' },
  { kind: 'referee' },
];

/** Every stored event as each viewer gets it from the API (libs/game `viewOfEvent`). */
export function* viewedEvents(
  ruleset: AnyRuleset,
  stored: readonly StoredEvent[],
): Generator<{ viewer: Viewer; envelope: EventEnvelope }> {
  for (const event of stored) {
    for (const viewer of VIEWERS) {
      yield { viewer, envelope: viewOfEvent(ruleset, event, viewer, saltsOf(COMMIT_KEY)) };
    }
  }
}

/** The game record GET /record answers for the stream (libs/audit buildRecord, as games.records). */
export const recordOf = (stored: readonly StoredEvent[]): GameRecordV1 =>
  buildRecord({
    envelopes: stored.map((e) => ({
      gameId: GAME_ID,
      version: e.version,
      type: e.type,
      data: e.data,
      meta: { ...e.meta },
    })),
    seed: null,
    commitKey: COMMIT_KEY.toString('hex'),
  });
