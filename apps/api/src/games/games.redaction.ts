import {
  CHAIN_VERSION,
  type Envelope,
  REDACTED,
  canonicalJson,
  commitmentSalt,
  gameCreatedSeenBy,
  publicEnvelopeOf,
} from '@pratzen/audit';
import { type Viewer, isSessionEvent } from '@pratzen/engine';
import type { StoredEvent } from '@pratzen/event-store';
import type { AnyRuleset } from '../rulesets/ruleset-registry';
import { GAME_CREATED, type GameCreatedData, publicGameCreated } from './game-created';
import { type EventMeta, domainEventOf, storedPartsOf } from './game-record';
import type { EventEnvelope } from './games.contract';

/** What stands in for an event the viewer may not see at all: versions stay contiguous. */
export { REDACTED };

function envelopeMeta(meta: Partial<EventMeta>, stored: StoredEvent): EventEnvelope['meta'] {
  return {
    ...meta,
    commandId: meta.commandId ?? '',
    commandType: meta.commandType ?? '',
    actor: meta.actor ?? 'system',
    recordedAt: meta.recordedAt ?? stored.recordedAt,
    rulesetVersion: meta.rulesetVersion ?? '',
  };
}

/**
 * A stored event as `viewer` may see it (api.md "Events"):
 * - GameCreated never shows the token hashes, and shows a custom set-up as the viewer may see it
 *   (the ruleset's `setupView`: a side's hidden strategic map only to that side and the referee);
 * - the session's events (GameEnded, DrawOffered, DrawDeclined) are shown to everyone;
 * - a ruleset event goes through the ruleset's `redactEvent`: a changed copy is shown as it is,
 *   null becomes a `Redacted` placeholder with the same version (and no data, command or dice);
 * - `meta.command` (the command as sent, which may hold a secret such as the French reserve's
 *   written deployment) is shown only to the side that sent it and to the referee.
 *
 * Events sealed over their public form (`meta.chain: 2`, libs/audit "Hidden information"): a
 * spectator gets exactly the public form that was hashed (stored with the event, so it never
 * depends on today's ruleset); a viewer who sees the whole event (its command too) also gets
 * `meta.commitmentSalt` when `commitKey` is given, to open the event's commitment. The stored
 * `meta.public` is shown to nobody.
 */
export function redactFor(
  ruleset: AnyRuleset,
  stored: StoredEvent,
  viewer: Viewer,
  commitKey?: Buffer | null,
): EventEnvelope {
  const gameId = stored.streamId.slice('game-'.length);
  if (stored.meta.chain === CHAIN_VERSION) {
    const envelope: Envelope = {
      gameId,
      version: stored.version,
      type: stored.type,
      data: stored.data,
      meta: stored.meta,
    };
    if (viewer.kind === 'spectator') {
      const shown = publicEnvelopeOf(envelope);
      const meta = { ...shown.meta, hash: stored.meta.hash };
      return { ...shown, meta: envelopeMeta(meta as Partial<EventMeta>, stored) };
    }
    const { public: _public, ...meta } = stored.meta;
    const seen = redactWith(ruleset, { ...stored, meta }, viewer);
    const full =
      seen.meta.command === meta.command &&
      seen.type === stored.type &&
      (seen.data === stored.data ||
        canonicalJson(seen.data ?? null) === canonicalJson(stored.data ?? null));
    if (!full || commitKey == null || stored.meta.commitment === undefined) return seen;
    const salt = commitmentSalt(commitKey, stored.version).toString('hex');
    return { ...seen, meta: { ...seen.meta, commitmentSalt: salt } };
  }
  return redactWith(ruleset, stored, viewer);
}

function redactWith(ruleset: AnyRuleset, stored: StoredEvent, viewer: Viewer): EventEnvelope {
  const gameId = stored.streamId.slice('game-'.length);
  const meta = stored.meta as Partial<EventMeta>;
  const { command: _command, ...publicMeta } = meta;
  const ownCommand =
    viewer.kind === 'referee' || (viewer.kind === 'side' && viewer.side === meta.actor);
  const shownMeta = envelopeMeta(ownCommand ? meta : publicMeta, stored);
  if (stored.type === GAME_CREATED && stored.version === 1) {
    const data = gameCreatedSeenBy(
      ruleset,
      publicGameCreated(stored.data as GameCreatedData),
      viewer,
    );
    return { gameId, version: stored.version, type: stored.type, data, meta: shownMeta };
  }
  const event = domainEventOf(stored);
  // The session's events (GameEnded, draw offers) are public and not the ruleset's to judge.
  const seen = isSessionEvent(event) ? event : ruleset.redactEvent(event, viewer);
  if (seen === null) {
    const { dice: _dice, ...rest } = publicMeta;
    return {
      gameId,
      version: stored.version,
      type: REDACTED,
      data: null,
      meta: { ...envelopeMeta(rest, stored), redacted: true },
    };
  }
  // Unchanged by the ruleset: the stored type and data as they are (what storedPartsOf would
  // rebuild, as long as the data has no `type` member of its own for the event's to overwrite).
  const { type, data } =
    seen === event && isRecord(stored.data) && !('type' in stored.data)
      ? { type: stored.type, data: stored.data }
      : storedPartsOf(seen);
  return { gameId, version: stored.version, type, data, meta: shownMeta };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
