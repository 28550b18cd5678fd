import type { Command, Viewer } from '@pratzen/engine';
import { canonicalJson } from './canonical-json';
import type { StoredLike } from './envelope';
import { GAME_CREATED, type GameCreatedData, publicGameCreated } from './game-created';
import { CHAIN_VERSION, REDACTED, eventSeenBy, omit, publicEnvelopeOf } from './public-form';
import type { AnyRuleset } from './ruleset';

/** The envelope metadata written on every event (api.md "Events"). */
export interface EventMeta {
  readonly commandId: string;
  readonly commandType: string;
  /** The side that sent the command, `referee`, or `system` (game creation). */
  readonly actor: string;
  readonly recordedAt: string;
  readonly rulesetVersion: string;
  /** A command a bot seat chose: the bot's id (public, as the game's seats are)... */
  readonly bot?: string;
  /** ...and, on the first event, why it chose it (shown only where `command` is). */
  readonly reason?: string;
  /** First event of a batch only: the command as decided (for re-adjudication)... */
  readonly command?: Command;
  /** ...and every die it used. */
  readonly dice?: readonly {
    readonly index: number;
    readonly face: number;
    readonly sides?: number;
    readonly purpose: string;
  }[];
  /** The hash chain (libs/audit): the previous event's hash, and this envelope's. */
  readonly prevHash?: string;
  readonly hash?: string;
}

/** api.md "Events": a stored event as a viewer may see it. */
export interface ViewedEvent {
  readonly gameId: string;
  readonly version: number;
  readonly type: string;
  readonly data: unknown;
  readonly meta: {
    readonly commandId: string;
    readonly commandType: string;
    readonly actor: string;
    readonly recordedAt: string;
    readonly rulesetVersion: string;
    readonly [key: string]: unknown;
  };
}

/** Stored events carry the store's own time: meta without one gets it. */
interface Stored extends StoredLike {
  readonly recordedAt: string;
}

/** The commitment salt (hex) of the event with a stream version (libs/audit commitmentSalt). */
export type SaltOf = (version: number) => string;

function envelopeMeta(meta: Partial<EventMeta>, stored: Stored): ViewedEvent['meta'] {
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
 * - the session's events (GameEnded, DrawOffered, DrawDeclined, SeatTokenReissued) are shown to everyone;
 * - a ruleset event goes through the ruleset's `redactEvent`: a changed copy is shown as it is,
 *   null becomes a `Redacted` placeholder with the same version (and no data, command or dice);
 * - `meta.command` (the command as sent, which may hold a secret such as the French reserve's
 *   written deployment) and a bot seat's `meta.reason` (drawn from that side's view) are shown
 *   only to the side that sent it and to the referee.
 *
 * Events sealed over their public form (`meta.chain: 2`, libs/audit "Hidden information"): a
 * spectator gets exactly the public form that was hashed (stored with the event, so it never
 * depends on today's ruleset); a viewer who sees the whole event (its command too) also gets
 * `meta.commitmentSalt` when `saltOf` is given, to open the event's commitment. The stored
 * `meta.public` is shown to nobody.
 */
export function viewOfEvent(
  ruleset: AnyRuleset,
  stored: Stored,
  viewer: Viewer,
  saltOf?: SaltOf | null,
): ViewedEvent {
  if (stored.meta.chain !== CHAIN_VERSION) return viewWith(ruleset, stored, viewer);
  if (viewer.kind === 'spectator') {
    const shown = publicEnvelopeOf({
      gameId: stored.streamId.slice('game-'.length),
      version: stored.version,
      type: stored.type,
      data: stored.data,
      meta: stored.meta,
    });
    const meta = { ...shown.meta, hash: stored.meta.hash };
    return { ...shown, meta: envelopeMeta(meta as Partial<EventMeta>, stored) };
  }
  const meta = omit(stored.meta, ['public']);
  const seen = viewWith(ruleset, { ...stored, meta }, viewer);
  const full =
    seen.meta.command === meta.command &&
    seen.type === stored.type &&
    (seen.data === stored.data ||
      canonicalJson(seen.data ?? null) === canonicalJson(stored.data ?? null));
  if (!full || saltOf == null || stored.meta.commitment === undefined) return seen;
  return { ...seen, meta: { ...seen.meta, commitmentSalt: saltOf(stored.version) } };
}

function viewWith(ruleset: AnyRuleset, stored: Stored, viewer: Viewer): ViewedEvent {
  const gameId = stored.streamId.slice('game-'.length);
  const meta = stored.meta as Partial<EventMeta>;
  const { command: _command, reason: _reason, ...publicMeta } = meta;
  const ownCommand =
    viewer.kind === 'referee' || (viewer.kind === 'side' && viewer.side === meta.actor);
  const genesis = stored.type === GAME_CREATED && stored.version === 1;
  const seen = eventSeenBy(
    ruleset,
    genesis ? { ...stored, data: publicGameCreated(stored.data as GameCreatedData) } : stored,
    viewer,
  );
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
  const shownMeta = envelopeMeta(ownCommand ? meta : publicMeta, stored);
  return { gameId, version: stored.version, type: seen.type, data: seen.data, meta: shownMeta };
}
