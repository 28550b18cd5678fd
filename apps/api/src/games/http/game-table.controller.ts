import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Viewer } from '@pratzen/engine';
import { ApiProblems } from '../../common/problem.dto';
import { GameETag } from './game-etag';
import { HEX_MAP_SCHEMA, MeasurementDto, TABLE_MAP_SCHEMA } from './game-table.dto';
import { GameTable } from '../reads/game-table';
import { GameViewer, GameViewerRoute } from './game-viewer.guard';
import { MeasureQueryDto } from './games.dto';

/** What a game is played on and the ruler over it (freeform.md "The table", "Measuring"). */
@ApiTags('games')
@ApiExtraModels(MeasurementDto)
@ApiProblems(429)
@Controller('v1/games')
export class GameTableController {
  constructor(private readonly table: GameTable) {}

  @Get(':gameId/map')
  @GameETag()
  @ApiOperation({
    summary: "The game's map: the ruleset's hex map, or this game's table",
    description:
      'Hex rulesets: the same document as GET /v1/rulesets/{rulesetId}/map. Free-form ' +
      'rulesets: the table its scenario or custom set-up defines, a planar GeoJSON ' +
      'FeatureCollection in table units (origin at the south-west corner, x east, y north), ' +
      '`bbox` its extent, `properties.terrain` naming each feature. Public: no token needed.',
  })
  @ApiOkResponse({ schema: { oneOf: [HEX_MAP_SCHEMA, TABLE_MAP_SCHEMA] } })
  @ApiProblems(404)
  map(@Param('gameId') gameId: string) {
    return this.table.map(gameId);
  }

  @Get(':gameId/measure')
  @GameViewerRoute()
  @GameETag()
  @ApiOperation({
    summary: 'A ruler reading between two units, by the rules own code',
    description:
      'Distance, line of sight with the first blocking feature or unit, whether `to` is in ' +
      "`from`'s arc, and the ranges it is in — as the caller may see the table (a unit the " +
      'caller may not see is an unknown unit), in the ruleset distance unit named by `unit` ' +
      '(a1805: UM; atw: inches, its arcs in degrees). atw reads each front-rank figure by the ' +
      'code its Shoot command uses (16.2, 16.9, 16.11, 16.7-5, 16.8, 7.3-1, 19.9), and `to` may ' +
      'be a table point `x,y` in inches (422 OFF_TABLE off the table). Rulesets played on ' +
      'hexes have no ruler: 404 MEASURE_NOT_SUPPORTED.',
  })
  @ApiOkResponse({ type: MeasurementDto })
  @ApiProblems(400, 401, 404, 422)
  measure(
    @Param('gameId') gameId: string,
    @GameViewer() viewer: Viewer,
    @Query() q: MeasureQueryDto,
  ) {
    return this.table.measure(gameId, viewer, q.from, q.to);
  }
}
