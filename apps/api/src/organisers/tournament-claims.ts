import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ConcurrencyError, type EventStore } from '@pratzen/event-store';
import { ApiProblem } from '../common/problem';
import { EVENT_STORE } from '../event-store/event-store.module';
import type { GameCreator } from '../games/games.contract';

export const ANONYMOUS_CREATOR: GameCreator = { organiser: null };

export const TOURNAMENT_CLAIMED = 'TournamentClaimed';

/** The payload of a tournament stream's only event. */
export interface TournamentClaimedData {
  readonly tournament: string;
  readonly organiser: string;
  readonly claimedAt: string;
}

/**
 * A tournament's stream: `tournament-` + the SHA-256 (hex) of its label, so any label makes a
 * valid stream name. No game id can look like it (game streams are `game-<uuid>`), and no
 * endpoint reads it.
 */
export const tournamentStream = (label: string): string =>
  `tournament-${createHash('sha256').update(label, 'utf8').digest('hex')}`;

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
 * other is refused. Labels are compared exactly, as the games list filters them.
 */
@Injectable()
export class TournamentClaims {
  private readonly owners = new Map<string, string>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The organiser who owns a label; null while nobody has claimed it. */
  async ownerOf(label: string): Promise<string | null> {
    const known = this.owners.get(label);
    if (known !== undefined) return known;
    const [first] = await this.store.readStream(tournamentStream(label), { limit: 1 });
    const owner = (first?.data as Partial<TournamentClaimedData> | undefined)?.organiser;
    if (typeof owner !== 'string') return null;
    this.remember(label, owner);
    return owner;
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
    if ((await this.ownerOf(label)) === organiser) return;
    const data: TournamentClaimedData = { tournament: label, organiser, claimedAt: now };
    const meta = {
      commandId: randomUUID(),
      commandType: 'ClaimTournament',
      actor: 'system',
      recordedAt: now,
    };
    try {
      await this.store.appendToStream(
        tournamentStream(label),
        [{ type: TOURNAMENT_CLAIMED, data, meta }],
        { expectedVersion: 0 },
      );
      this.remember(label, organiser);
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      // Another request claimed it first: it is ours only if that was the same organiser.
      await this.check(label, creator);
    }
  }

  private remember(label: string, owner: string): void {
    if (this.owners.size >= KNOWN_OWNERS) this.owners.clear();
    this.owners.set(label, owner);
  }
}
