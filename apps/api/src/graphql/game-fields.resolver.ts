import { Args, Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { VictoryReport } from '@pratzen/engine';
import { type EventEnvelope, GameEvent, GameSummary } from '../games/games.contract';
import { GameEventLog } from '../games/reads/game-event-log';
import { GamesReads } from '../games/reads/games.reads';
import { GameViewers } from '../games/viewers/game-viewers';
import { GameTable } from '../games/reads/game-table';
import { GamesRecords } from '../games/records/games.records';
import { type RulesetDetail, RulesetsService } from '../rulesets/rulesets.service';
import { type GqlContext, viewerIn } from './graphql-context';
import { given, toLegalAction } from './graphql.mappers';
import { JSONScalar } from './json.scalar';
import { BoardArgs, EventsArgs, LegalActionsArgs, MeasureArgs, StateArgs } from './models/args';
import { LegalActionView } from '../games/legal-action.contract';
import { RulesetModel } from './models/ruleset.model';

// Fields that read the store or replay a game cost more in the query-cost limit.
const STORE_READ = 10;

/** A game's fields seen through the caller's token (Authorization / connectionParams). */
@Resolver(() => GameSummary)
export class GameFieldsResolver {
  constructor(
    private readonly reads: GamesReads,
    private readonly log: GameEventLog,
    private readonly viewers: GameViewers,
    private readonly rulesets: RulesetsService,
    private readonly records: GamesRecords,
    private readonly table: GameTable,
  ) {}

  @ResolveField(() => RulesetModel, { description: 'The rule system this game is played under.' })
  ruleset(@Parent() game: GameSummary): RulesetDetail {
    return this.rulesets.get(game.rulesetId);
  }

  @ResolveField(() => JSONScalar, {
    nullable: true,
    complexity: STORE_READ,
    description:
      '`{gameId, version, viewer, rulesetId, state}`: the board as the caller may see it, now or after event `at`.',
  })
  async state(
    @Parent() game: GameSummary,
    @Context() ctx: GqlContext,
    @Args() { at }: StateArgs,
  ): Promise<unknown> {
    return this.reads.state(game.id, await viewerIn(ctx, this.viewers, game.id), given(at));
  }

  @ResolveField(() => String, {
    description:
      'The path of the board picture (GET, relative to the server: `/v1/games/{id}/board.svg` ' +
      'with `at` and `highlight`), an SVG drawn from the view of whoever fetches it: send the ' +
      'same bearer token there. Nothing is checked here; the picture answers 400/404 itself.',
  })
  boardUrl(@Parent() game: GameSummary, @Args() { at, highlight }: BoardArgs): string {
    return boardPath(game.id, given(at), given(highlight));
  }

  @ResolveField(() => [LegalActionView], {
    complexity: STORE_READ,
    description: 'What the caller may do now, optionally for one unit and/or command type.',
  })
  async legalActions(
    @Parent() game: GameSummary,
    @Context() ctx: GqlContext,
    @Args() { unit, type }: LegalActionsArgs,
  ): Promise<LegalActionView[]> {
    const viewer = await viewerIn(ctx, this.viewers, game.id);
    const actions = await this.reads.legalActions(game.id, viewer, {
      unitId: given(unit),
      type: given(type),
    });
    return actions.map(toLegalAction);
  }

  @ResolveField(() => JSONScalar, {
    complexity: STORE_READ,
    description:
      'The compact form of legalActions (`pratzen-moves/1`, as REST `legal-actions?format=compact`): ' +
      "`{format, units, actions}`, each unit's moves as hex → [cost, previous hex], every other " +
      'action as in legalActions. Rulesets played on a table: COMPACT_FORM_UNSUPPORTED (406).',
  })
  async legalMoves(
    @Parent() game: GameSummary,
    @Context() ctx: GqlContext,
    @Args() { unit, type }: LegalActionsArgs,
  ): Promise<unknown> {
    const viewer = await viewerIn(ctx, this.viewers, game.id);
    const body = await this.reads.compactMoves(game.id, viewer, {
      unitId: given(unit),
      type: given(type),
    });
    return JSON.parse(body.identity.toString('utf8')) as unknown;
  }

  @ResolveField(() => JSONScalar, {
    complexity: STORE_READ,
    description:
      "The game's map: the ruleset's hex map, or this game's table (a planar GeoJSON " +
      'FeatureCollection in table units). Public.',
  })
  map(@Parent() game: GameSummary): Promise<unknown> {
    return this.table.map(game.id);
  }

  @ResolveField(() => JSONScalar, {
    complexity: STORE_READ,
    description:
      'A ruler reading from one unit to another, as the caller may see the table: `{from, to, ' +
      "distance, unit, lineOfSight: {clear, blockedBy}, inArc, ranges}` and the ruleset's own " +
      "facts, in the ruleset's `unit` (REST GET /v1/games/{id}/measure documents them: atw " +
      'reads per figure arc, range bands and line of fire, in inches). Rulesets played on ' +
      'hexes: MEASURE_NOT_SUPPORTED (404).',
  })
  async measure(
    @Parent() game: GameSummary,
    @Context() ctx: GqlContext,
    @Args() { from, to }: MeasureArgs,
  ): Promise<unknown> {
    return this.table.measure(game.id, await viewerIn(ctx, this.viewers, game.id), from, to);
  }

  @ResolveField(() => [GameEvent], {
    complexity: STORE_READ,
    description: 'The event log as the caller may see it (hidden information redacted).',
  })
  async events(
    @Parent() game: GameSummary,
    @Context() ctx: GqlContext,
    @Args() { from, limit }: EventsArgs,
  ): Promise<readonly EventEnvelope[]> {
    const viewer = await viewerIn(ctx, this.viewers, game.id);
    return this.log.events(game.id, viewer, given(from), given(limit));
  }

  @ResolveField(() => JSONScalar, {
    complexity: STORE_READ,
    description: 'Victory tally per side with its breakdown; `result` once the game is over.',
  })
  victory(@Parent() game: GameSummary): Promise<VictoryReport> {
    return this.reads.victory(game.id);
  }

  @ResolveField(() => JSONScalar, {
    complexity: 100,
    description:
      'The complete game record (`pratzen-record/1`, JSON Schema in openapi/record.schema.json): to anyone once the game is over, to the referee at any time (403 RECORD_NOT_AVAILABLE otherwise).',
  })
  async record(
    @Parent() game: GameSummary,
    @Context() ctx: GqlContext,
    @Args('withSeed', {
      type: () => Boolean,
      defaultValue: false,
      description: 'referee only, while the game is in play: include the dice seed',
    })
    withSeed: boolean,
  ): Promise<unknown> {
    return this.records.record(game.id, await viewerIn(ctx, this.viewers, game.id), withSeed);
  }
}

/** `/v1/games/{id}/board.svg` with its query, every part URL-encoded. */
export function boardPath(gameId: string, at?: number, highlight?: string): string {
  const query = [
    ...(at !== undefined ? [`at=${at}`] : []),
    ...(highlight !== undefined ? [`highlight=${encodeURIComponent(highlight)}`] : []),
  ];
  const path = `/v1/games/${encodeURIComponent(gameId)}/board.svg`;
  return query.length === 0 ? path : `${path}?${query.join('&')}`;
}
