import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/problem.dto';
import { RulesetDetailDto, RulesetDto } from './rulesets.dto';
import { RulesetsService } from './rulesets.service';

const FREE_FORM = { schema: { type: 'object', additionalProperties: true } } as const;

@ApiTags('rulesets')
@ApiProblems(429)
@Controller('v1/rulesets')
export class RulesetsController {
  constructor(private readonly rulesets: RulesetsService) {}

  @Get()
  @ApiOperation({ summary: 'All rule systems' })
  @ApiOkResponse({ type: [RulesetDto] })
  list() {
    return this.rulesets.list();
  }

  @Get(':rulesetId')
  @ApiOperation({ summary: 'One rule system, with the JSON Schema of each command' })
  @ApiOkResponse({ type: RulesetDetailDto })
  @ApiProblems(404)
  get(@Param('rulesetId') rulesetId: string) {
    return this.rulesets.get(rulesetId);
  }

  @Get(':rulesetId/map')
  @ApiOperation({
    summary: 'Map data of the ruleset',
    description:
      'Hex rulesets: every hex with terrain, features and neighbours. Free-form rulesets: the ' +
      "table of their default scenario (a GeoJSON FeatureCollection); a game's own table is " +
      'GET /v1/games/{gameId}/map.',
  })
  @ApiOkResponse({ description: 'the ruleset-specific map document', ...FREE_FORM })
  @ApiProblems(404)
  map(@Param('rulesetId') rulesetId: string) {
    return this.rulesets.map(rulesetId);
  }

  @Get(':rulesetId/scenarios/:scenarioId')
  @ApiOperation({ summary: 'Order of battle and set-up of a scenario' })
  @ApiOkResponse({ description: 'the ruleset-specific scenario document', ...FREE_FORM })
  @ApiProblems(404)
  scenario(@Param('rulesetId') rulesetId: string, @Param('scenarioId') scenarioId: string) {
    return this.rulesets.scenario(rulesetId, scenarioId);
  }
}
