import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ARMY_REPORT_SCHEMA, ARMY_REQUEST_SCHEMA } from './army-validation';
import { ContentETag } from '../common/pipeline-step';
import { ApiProblems } from '../common/problem.dto';
import { RulesetDetailDto, RulesetDto } from './rulesets.dto';
import { RulesetsService } from './rulesets.service';

const FREE_FORM = { schema: { type: 'object', additionalProperties: true } } as const;

/** Every GET here is the same for all callers while the server runs: tagged by its bytes (304). */
@ApiTags('rulesets')
@ApiProblems(429)
@ContentETag()
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

  @Post(':rulesetId/armies/validate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Price an army list by the ruleset’s points and check it against its rules',
    description:
      'For rulesets whose armies are bought by points (atw, section 20); others answer 404 ' +
      'ARMY_BUILDER_NOT_FOUND. `army` follows the ruleset’s `armySchema` (GET /v1/rulesets/{id}); ' +
      'a body that does not is 400 VALIDATION_FAILED. A legal list answers 200 with its price; ' +
      'an illegal one (or one over `limit`) is 422 with the code and rule case of its first ' +
      'violation (e.g. RIFLES_NOT_LIGHT, 20; IRREGULAR_GRADE_A, 18-1), every violation in ' +
      '`violations` (path, code, rule) and `details: {points, warnings}`. An optional rule the ' +
      'ruleset does not offer is 422 UNKNOWN_OPTIONAL_RULE. Stores nothing.',
  })
  @ApiBody({ schema: ARMY_REQUEST_SCHEMA })
  @ApiOkResponse({ schema: ARMY_REPORT_SCHEMA })
  @ApiProblems(400, 404, 422)
  validateArmy(@Param('rulesetId') rulesetId: string, @Body() body: unknown) {
    return this.rulesets.validateArmy(rulesetId, body);
  }
}
