import { type DomainEvent, SPECTATOR, type Viewer, isSessionEvent } from '@pratzen/engine';
import { canonicalJson } from './canonical-json';
import { type Envelope, domainEventOf } from './envelope';
import { GAME_CREATED } from './game-created';
import type { AnyRuleset } from './ruleset';

/**
 * The public form of an event (README "Hidden information"): what a spectator may see of it,
 * which is what the chain of a `meta.chain: 2` event hashes.
 */

/** `meta.chain` of every event sealed over its public form (events without it: format 1). */
export const CHAIN_VERSION = 2;

/** The type of the public form of an event a spectator may not see at all. */
export const REDACTED = 'Redacted';

/** What a spectator may see of an event's type and data; null when nothing at all. */
export type PublicView = { readonly type: string; readonly data: unknown } | null;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Is this stored envelope sealed over its public form? */
export const isChain2 = (e: Envelope): boolean => e.meta.chain === CHAIN_VERSION;

/**
 * GameCreated's data as `viewer` may see it: its custom set-up (`data.setup`) through the
 * ruleset's `setupView` (a set-up's secret parts, such as a hidden strategic map, left out), under
 * the ruleset version the game was created with (`data.rulesetVersion`). The very same object
 * when nothing is hidden from that viewer (no set-up, or a ruleset whose set-ups hold no secret).
 */
export function gameCreatedSeenBy(ruleset: AnyRuleset, data: unknown, viewer: Viewer): unknown {
  if (ruleset.setupView === undefined || !isObject(data)) return data;
  const setup = data.setup;
  if (setup === null || setup === undefined) return data;
  const seen = ruleset.setupView(setup, viewer, String(data.rulesetVersion));
  return seen === setup ? data : { ...data, setup: seen };
}

/**
 * What `viewer` may see of an event's type and data, by the ruleset's own redaction: GameCreated
 * (version 1) as `gameCreatedSeenBy` shows it (public but for a set-up's secret parts); the
 * session's events (GameEnded, draw offers) are public and not the ruleset's to judge; every
 * other event is `ruleset.redactEvent(event, viewer)`. Null when nothing at all may be seen.
 * The stored data itself (not a copy) when the viewer sees it unchanged.
 */
export function eventSeenBy(
  ruleset: AnyRuleset,
  event: { readonly version: number; readonly type: string; readonly data: unknown },
  viewer: Viewer,
): PublicView {
  if (event.version === 1 && event.type === GAME_CREATED) {
    return { type: event.type, data: gameCreatedSeenBy(ruleset, event.data, viewer) };
  }
  const domain = domainEventOf(event);
  if (isSessionEvent(domain)) {
    return { type: event.type, data: event.data };
  }
  const seen = ruleset.redactEvent(domain, viewer);
  if (seen === null) return null;
  // Unchanged by the ruleset: the stored data as it is (equal to the copy below, and then
  // storedPublicOf needs no canonical forms to see that it is the same).
  if (seen === domain && isObject(event.data) && !('type' in event.data)) {
    return { type: event.type, data: event.data };
  }
  const { type, ...data } = seen as DomainEvent & Record<string, unknown>;
  return { type, data };
}

/** What a spectator may see of a stored event (the public form's type and data). */
export const spectatorView = (
  ruleset: AnyRuleset,
  event: { readonly version: number; readonly type: string; readonly data: unknown },
): PublicView => eventSeenBy(ruleset, event, SPECTATOR);

/**
 * The stored `meta.public` of an event whose public type or data differ from its own: the
 * public `{type, data}` (`{type: "Redacted", data: null}` when nothing may be seen); undefined
 * when the spectator sees type and data as they are.
 */
export function storedPublicOf(
  event: { readonly type: string; readonly data: unknown },
  view: PublicView,
): { type: string; data: unknown } | undefined {
  const shown = view ?? { type: REDACTED, data: null };
  const same =
    shown.type === event.type &&
    (shown.data === event.data || canonicalJson(shown.data) === canonicalJson(event.data));
  return same ? undefined : { type: shown.type, data: shown.data };
}

/**
 * The public form of a stored `meta.chain: 2` envelope: type and data from `meta.public` when
 * it is there (else the event's own); meta without `hash`, `command`, `public` and
 * `commitmentSalt`, and for a fully redacted event (public type "Redacted") without `dice` and
 * with `redacted: true`. Applied to a public form it returns an equal one.
 */
export function publicEnvelopeOf(e: Envelope): Envelope & { meta: Record<string, unknown> } {
  const shown = isObject(e.meta.public) ? e.meta.public : undefined;
  const meta = omit(e.meta, NOT_PUBLIC_META);
  if (shown?.type === REDACTED) {
    delete meta.dice;
    meta.redacted = true;
  }
  return {
    gameId: e.gameId,
    version: e.version,
    type: shown !== undefined ? String(shown.type) : e.type,
    data: shown !== undefined ? shown.data : e.data,
    meta,
  };
}

/** `reason`: why a bot seat chose its command (apps/api bots), private like the command. */
const NOT_PUBLIC_META: readonly string[] = [
  'hash',
  'command',
  'reason',
  'public',
  'commitmentSalt',
];

/**
 * `record` without the members `names`, in the same order: what an object rest pattern
 * (`const { a: _, ...rest } = record`) gives, without the slow path V8 takes for one (the hash
 * chain does this for every event it seals or checks).
 */
export function omit(
  record: Readonly<Record<string, unknown>>,
  names: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record)) if (!names.includes(key)) out[key] = record[key];
  return out;
}

/**
 * The hidden part of a stored `meta.chain: 2` envelope: exactly what its public form leaves
 * out, as an object with the members `type` (when the public type differs), `data` (when the
 * public data differs), `command` (whenever `meta.command` is there), `reason` (a bot seat's,
 * whenever there) and `dice` (when the public form drops them); null when nothing is hidden.
 */
export function hiddenPartOf(e: Envelope): Record<string, unknown> | null {
  return hiddenPartGiven(e, publicEnvelopeOf(e));
}

/** `hiddenPartOf(e)` when `shown` is `publicEnvelopeOf(e)` already. */
export function hiddenPartGiven(e: Envelope, shown: Envelope): Record<string, unknown> | null {
  const hidden: Record<string, unknown> = {};
  if (shown.type !== e.type) hidden.type = e.type;
  // The same object (no `meta.public`) is the same data: no canonical forms to compare.
  if (shown.data !== e.data && canonicalJson(shown.data) !== canonicalJson(e.data)) {
    hidden.data = e.data;
  }
  if (e.meta.command !== undefined) hidden.command = e.meta.command;
  if (e.meta.reason !== undefined) hidden.reason = e.meta.reason;
  if (e.meta.dice !== undefined && shown.meta.dice === undefined) hidden.dice = e.meta.dice;
  return Object.keys(hidden).length > 0 ? hidden : null;
}
