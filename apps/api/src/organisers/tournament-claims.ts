import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ConcurrencyError, type EventStore } from '@pratzen/event-store';
import { ApiProblem } from '../common/problem';
import { EVENT_STORE } from '../event-store/event-store.module';
import type { GameCreator } from '../games/games.contract';
import { labelSkeleton } from './tournament-label';

export const ANONYMOUS_CREATOR: GameCreator = { organiser: null };

export const TOURNAMENT_CLAIMED = 'TournamentClaimed';

/** The payload of a tournament stream's only event. */
export interface TournamentClaimedData {
  readonly tournament: string;
  readonly organiser: string;
  readonly claimedAt: string;
}

/**
 * A tournament's stream: `tournament-` + the SHA-256 (hex) of a label, so any label makes a
 * valid stream name. No game id can look like it (game streams are `game-<uuid>`), and no
 * endpoint reads it. Claims are made under the label's confusable skeleton (tournament-label.ts),
 * so look-alike labels share one stream; a label that is its own skeleton (most ASCII labels)
 * keeps the stream it had before skeletons were used.
 */
export const tournamentStream = (label: string): string =>
  `tournament-${createHash('sha256').update(label, 'utf8').digest('hex')}`;

/** The streams that may hold a label's claim: its skeleton's, then (older claims) its own. */
const claimStreams = (label: string): string[] => [
  ...new Set([tournamentStream(labelSkeleton(label)), tournamentStream(label)]),
];

/** Owners known to this process; a claim never changes, so an entry is never stale. */
const KNOWN_OWNERS = 10_000;

const organiserOnly = (): ApiProblem =>
  new ApiProblem(
    403,
    'TOURNAMENT_ORGANISER_ONLY',
    'only an organiser token creates games under a tournament label; leave `tournament` out for a casual game',
  );

const claimedByAnother = (label: string): ApiProblem =>
  new ApiProblem(
    403,
    'TOURNAMENT_CLAIMED',
    `the tournament "${label}" belongs to another organiser`,
  );

/**
 * Tournament labels belong to the organiser who first creates a game under them. The claim is
 * the first event of the label's own stream, appended with `expectedVersion: 0`: when two
 * organisers (on any nodes) race for a new label the store lets exactly one append it, and the
 * other is refused. Labels are compared by their confusable skeleton: "Сор" (Cyrillic) is the
 * label "Cop"'s. (The games list filters by the normalised label itself.)
 */
@Injectable()
export class TournamentClaims {
  /** Owners by label skeleton. */
  private readonly owners = new Map<string, string>();
  /** Skeleton streams known to hold a claim. */
  private readonly claimed = new Set<string>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * The organiser who owns a label or any label that looks like it (same skeleton); null while
   * nobody has claimed it.
   */
  async ownerOf(label: string): Promise<string | null> {
    const key = labelSkeleton(label);
    const known = this.owners.get(key);
    if (known !== undefined) return known;
    for (const stream of claimStreams(label)) {
      const [first] = await this.store.readStream(stream, { limit: 1 });
      const owner = (first?.data as Partial<TournamentClaimedData> | undefined)?.organiser;
      if (typeof owner !== 'string') continue;
      this.remember(key, owner);
      return owner;
    }
    return null;
  }

  /**
   * 403 unless `creator` may create a game under `label` (a check only: `claim` takes it). An
   * anonymous caller: TOURNAMENT_ORGANISER_ONLY; another organiser's label: TOURNAMENT_CLAIMED.
   */
  async check(label: string, creator: GameCreator): Promise<void> {
    if (creator.organiser === null) throw organiserOnly();
    const owner = await this.ownerOf(label);
    if (owner !== null && owner !== creator.organiser) throw claimedByAnother(label);
  }

  /** `check`, then the label is the creator's (claimed now if nobody had it). */
  async claim(label: string, creator: GameCreator, now: string): Promise<void> {
    await this.check(label, creator);
    const organiser = creator.organiser as string;
    const stream = tournamentStream(labelSkeleton(label));
    // Owned already, under its skeleton (an older claim under the label alone is renewed there).
    if ((await this.ownerOf(label)) === organiser && (await this.holds(stream))) return;
    const data: TournamentClaimedData = { tournament: label, organiser, claimedAt: now };
    const meta = {
      commandId: randomUUID(),
      commandType: 'ClaimTournament',
      actor: 'system',
      recordedAt: now,
    };
    try {
      await this.store.appendToStream(stream, [{ type: TOURNAMENT_CLAIMED, data, meta }], {
        expectedVersion: 0,
      });
      this.remember(labelSkeleton(label), organiser);
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      // Another request claimed it first: it is ours only if that was the same organiser.
      await this.check(label, creator);
    }
  }

  /** Whether the stream holds a claim (remembered once it does: a claim never goes away). */
  private async holds(stream: string): Promise<boolean> {
    if (this.claimed.has(stream)) return true;
    const [first] = await this.store.readStream(stream, { limit: 1 });
    if (first === undefined) return false;
    if (this.claimed.size >= KNOWN_OWNERS) this.claimed.clear();
    this.claimed.add(stream);
    return true;
  }

  private remember(label: string, owner: string): void {
    if (this.owners.size >= KNOWN_OWNERS) this.owners.clear();
    this.owners.set(label, owner);
  }
}
