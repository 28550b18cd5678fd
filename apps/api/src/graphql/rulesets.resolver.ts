import { UseGuards } from '@nestjs/common';
import { OperationRateLimitGuard } from '../common/rate-limit.guard';
import { Args, Extensions, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { GamePage, type GameSummary, type Page } from '../games/games.contract';
import { GameSummaries } from '../games/reads/game-summaries';
import { GamesRecords } from '../games/records/games.records';
import { type RulesetDetail, RulesetsService } from '../rulesets/rulesets.service';
import { given } from './graphql.mappers';
import { JSONScalar } from './json.scalar';
import { GAMES_LIST_SIZE, PageArgs } from './models/args';
import { RulesetModel } from './models/ruleset.model';

/** The catalogue, through the same RulesetsService as GET /v1/rulesets. */
@UseGuards(OperationRateLimitGuard)
@Resolver(() => RulesetModel)
export class RulesetsResolver {
  constructor(
    private readonly rulesets: RulesetsService,
    private readonly summaries: GameSummaries,
    private readonly records: GamesRecords,
  ) {}

  @Query(() => [RulesetModel], { name: 'rulesets', description: 'Every rule system served.' })
  list(): RulesetDetail[] {
    return this.rulesets.list().map((info) => this.rulesets.get(info.id));
  }

  @Query(() => JSONScalar, {
    complexity: 100,
    description:
      'Verifies a game record independently (hash chain, dice, every command re-decided, victory); the report names the first bad event.',
  })
  verifyRecord(@Args('record', { type: () => JSONScalar }) record: unknown): Promise<unknown> {
    return this.records.verify(record);
  }

  @Query(() => JSONScalar, {
    complexity: 10,
    description:
      "POST /v1/rulesets/{id}/armies/validate: prices an army list (`army` in the ruleset's `armySchema`) and checks it against the rules. A legal list: `{valid, points, violations: [], warnings}`; an illegal one is an error with the code and rule case of its first violation (e.g. RIFLES_NOT_LIGHT, 20), every violation in `extensions.violations`; 400 VALIDATION_FAILED for a malformed list; 404 ARMY_BUILDER_NOT_FOUND for a ruleset whose armies are not bought by points.",
  })
  validateArmy(
    @Args('rulesetId', { type: () => ID }) rulesetId: string,
    @Args('army', { type: () => JSONScalar }) army: unknown,
    @Args('limit', { type: () => Int, nullable: true, description: 'points limit; null: none' })
    limit?: number | null,
    @Args('optionalRules', { type: () => [String], nullable: true })
    optionalRules?: string[] | null,
  ): unknown {
    return this.rulesets.validateArmy(rulesetId, {
      army,
      ...(limit != null ? { limit } : {}),
      ...(optionalRules != null ? { optionalRules } : {}),
    });
  }

  @Query(() => RulesetModel, { nullable: true, description: '404 RULESET_NOT_FOUND if unknown.' })
  ruleset(@Args('id', { type: () => ID }) id: string): RulesetDetail {
    return this.rulesets.get(id);
  }

  @ResolveField(() => JSONScalar, {
    complexity: 10,
    description:
      "Map data (hex rulesets: every hex with terrain, features and neighbours; free-form rulesets: a table, GeoJSON). A game's own map: `game { map }`.",
  })
  map(@Parent() ruleset: RulesetDetail): unknown {
    return this.rulesets.map(ruleset.id);
  }

  @ResolveField(() => JSONScalar, {
    nullable: true,
    description: 'Order of battle and set-up of a scenario; 404 SCENARIO_NOT_FOUND if unknown.',
  })
  scenario(
    @Parent() ruleset: RulesetDetail,
    @Args('id', { type: () => ID }) scenarioId: string,
  ): unknown {
    return this.rulesets.scenario(ruleset.id, scenarioId);
  }

  @ResolveField('games', () => GamePage, {
    description: 'Games played under this ruleset, as `games(filter: {rulesetId})`.',
  })
  @Extensions({ listSize: GAMES_LIST_SIZE })
  gamesPage(
    @Parent() ruleset: RulesetDetail,
    @Args() { after, first }: PageArgs,
  ): Promise<Page<GameSummary>> {
    return this.summaries.list({ rulesetId: ruleset.id }, given(after), given(first));
  }
}
