import type { DomainEvent } from '@pratzen/engine';

/**
 * A stored event as the hash chain and the record see it (api.md "Events"): `data` is the
 * domain event without its `type`. `meta` holds commandId, commandType, actor, recordedAt,
 * rulesetVersion and the chain members (prevHash, hash); the first event of a command's batch
 * also the command and the dice it used.
 */
export interface Envelope {
  readonly gameId: string;
  readonly version: number;
  readonly type: string;
  readonly data: unknown;
  readonly meta: Readonly<Record<string, unknown>>;
}

/** What a store keeps of an event (libs/event-store's StoredEvent has these and more). */
export interface StoredLike {
  readonly streamId: string;
  readonly version: number;
  readonly type: string;
  readonly data: unknown;
  readonly meta: Readonly<Record<string, unknown>>;
}

/** The stream of a game (`game-<id>`) and of its secrets, which no endpoint reads. */
export const gameStream = (gameId: string): string => `game-${gameId}`;
export const secretsStream = (gameId: string): string => `game-${gameId}-secrets`;

/** Game ids are UUIDs: anything else names no game. */
const GAME_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isGameId = (id: string): boolean => GAME_ID.test(id);

/** The game id of a game stream; null for secrets streams and anything else. */
export function gameIdOfStream(streamId: string): string | null {
  if (!streamId.startsWith('game-')) return null;
  const id = streamId.slice('game-'.length);
  return isGameId(id) ? id : null;
}

/** The envelope of a stored event of a game stream: only its five members. */
export const envelopeOf = (e: StoredLike): Envelope => ({
  gameId: e.streamId.slice('game-'.length),
  version: e.version,
  type: e.type,
  data: e.data,
  meta: e.meta,
});

/** The domain event an envelope holds (`data` is the event without its `type`). */
export const domainEventOf = (e: { readonly type: string; readonly data: unknown }): DomainEvent =>
  ({ ...(e.data as object), type: e.type }) as DomainEvent;

/** Splits a domain event into the stored `type` and `data`. */
export function storedPartsOf(event: DomainEvent): { type: string; data: Record<string, unknown> } {
  const { type, ...data } = event as DomainEvent & Record<string, unknown>;
  return { type, data };
}
