import { Injectable } from '@nestjs/common';
import { type Measurement, type Viewer, isViolation } from '@pratzen/engine';
import { ApiProblem } from '../../common/problem';
import { GamesRepository } from '../repository/games.repository';

/** Longest unit id accepted by `measure` (ids are short; anything longer is not one). */
export const MEASURE_ID_LIMIT = 128;

/**
 * What a game is played on, and the ruler over it: `GET /v1/games/{id}/map` and `/measure`.
 * The map is public (the ruleset's `mapOf(state)`, or its one map); a measurement is the
 * ruleset's own, for the caller's view (free-form rulesets; others answer 404 MEASURE_NOT_SUPPORTED).
 */
@Injectable()
export class GameTable {
  constructor(private readonly repository: GamesRepository) {}

  async map(gameId: string): Promise<unknown> {
    const { ruleset, state } = await this.repository.load(gameId);
    return ruleset.mapOf === undefined ? ruleset.map() : ruleset.mapOf(state);
  }

  async measure(gameId: string, viewer: Viewer, from: string, to: string): Promise<Measurement> {
    const { ruleset, state } = await this.repository.load(gameId);
    if (ruleset.measure === undefined) {
      throw ApiProblem.notFound(
        'MEASURE_NOT_SUPPORTED',
        `${ruleset.info.id} has no ruler: its distances are counted in ${ruleset.info.distanceUnit}es on the map`,
      );
    }
    const reading = ruleset.measure(state, viewer, { from, to });
    if (isViolation(reading)) throw ApiProblem.fromViolation(reading);
    return reading;
  }
}
