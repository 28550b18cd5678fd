import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { ApiProblem } from '../common/problem';
import { RateLimited } from '../common/rate-limit.guard';
import { TokenBuckets } from '../common/token-bucket';
import { Organisers } from './organisers';
import type { GameCreator } from '../games/games.contract';
import { ANONYMOUS_CREATOR, TournamentClaims } from './tournament-claims';

/** Who asks to create a game, as the transport sees it. */
export interface CreationRequest {
  readonly authorization: string | undefined;
  /** The client address (undefined when unknown: then no address limit applies). */
  readonly address: string | undefined;
  /** The `tournament` of the request body as sent (validated later). */
  readonly tournament: unknown;
}

/**
 * Who may create a game, checked before the body is validated (who before what, as for
 * commands). An organiser token: always, under its own or a new tournament label. Anyone else:
 * a casual game only (no `tournament`), unless ANONYMOUS_GAMES=false, and within the
 * per-address creation bucket (RATE_LIMIT_CREATE_PER_MINUTE / _BURST). A bearer token that is
 * not an organiser's (a seat token, say) is no credential here: its caller is anonymous.
 */
@Injectable()
export class GameCreators {
  private readonly anonymousGames: boolean;
  private readonly buckets: TokenBuckets;

  constructor(
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'gameCreation'>,
    private readonly organisers: Organisers,
    private readonly claims: TournamentClaims,
  ) {
    this.anonymousGames = config.gameCreation.anonymousGames;
    this.buckets = new TokenBuckets(config.gameCreation.anonymousCreate);
  }

  /**
   * The creator, or the problem: 401 ORGANISER_TOKEN_REQUIRED (ANONYMOUS_GAMES=false), 403
   * TOURNAMENT_ORGANISER_ONLY / TOURNAMENT_CLAIMED, 429 RATE_LIMITED (with Retry-After).
   */
  async admit(request: CreationRequest): Promise<GameCreator> {
    const organiser = this.organisers.identify(request.authorization);
    const tournament = typeof request.tournament === 'string' ? request.tournament : undefined;
    if (organiser !== null) {
      const creator: GameCreator = { organiser };
      if (tournament !== undefined) await this.claims.check(tournament, creator);
      return creator;
    }
    if (!this.anonymousGames) throw organiserTokenRequired();
    if (tournament !== undefined) await this.claims.check(tournament, ANONYMOUS_CREATOR);
    const { address } = request;
    if (this.buckets.enabled && address !== undefined && address !== '') {
      const taken = this.buckets.take(`create:${address}`);
      if (!taken.ok) throw new RateLimited('client address (games created)', taken.retryAfter);
    }
    return ANONYMOUS_CREATOR;
  }

  /**
   * POST /v1/games before its body is read (app.ts, an onRequest hook): with
   * ANONYMOUS_GAMES=false, 401 ORGANISER_TOKEN_REQUIRED without an organiser token, whatever the
   * body holds (auth before body parsing: README "Refusal order").
   */
  refusalBeforeBody(authorization: string | undefined): ApiProblem | null {
    if (this.anonymousGames || this.organisers.identify(authorization) !== null) return null;
    return organiserTokenRequired();
  }
}

const organiserTokenRequired = (): ApiProblem =>
  new ApiProblem(
    401,
    'ORGANISER_TOKEN_REQUIRED',
    'this server creates games for organisers only: send an organiser token',
  );
