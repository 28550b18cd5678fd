import { Injectable } from '@nestjs/common';
import type { Viewer } from '@pratzen/engine';
import { renderBoard, unitIdsOf } from '@pratzen/render';
import { ApiProblem } from '../../common/problem';
import type { AnyRuleset } from '../../rulesets/ruleset-registry';
import { gameActions } from './game-actions';
import { GamesRepository } from '../repository/games.repository';
import { viewerKey } from '../viewers/seat-tokens';

export interface BoardQuery {
  readonly at?: number;
  readonly highlight?: string;
}

/**
 * `GET /v1/games/{id}/board.svg`: the board as the caller may see it, drawn by @pratzen/render
 * from the ruleset's view for that viewer (never the raw state) and the game's public map, now or
 * after event `at`. A highlighted unit must be one the view shows (a hidden unit is an unknown
 * one); its moves are the caller's own legal actions at that version.
 */
@Injectable()
export class GameBoard {
  /**
   * Each ruleset's one map (`map()`, constant), built once: the renderer reuses the drawn layer
   * of a map object it has seen, which is most of a hex board's work (bench/render.bench.ts).
   */
  private readonly maps = new Map<string, unknown>();

  constructor(private readonly repository: GamesRepository) {}

  async svg(gameId: string, viewer: Viewer, query: BoardQuery): Promise<string> {
    const record = await this.repository.load(gameId);
    const version = query.at ?? record.version;
    if (!Number.isSafeInteger(version) || version < 1 || version > record.version) {
      throw ApiProblem.badRequest(
        'VERSION_OUT_OF_RANGE',
        `at must be 1..${record.version} (1 is the set-up)`,
        [{ path: 'at', message: `must be 1..${record.version}`, code: 'range' }],
      );
    }
    const { ruleset } = record;
    const state = await this.repository.stateAt(record, version);
    const view = ruleset.view(state, viewer);
    const unitId = query.highlight;
    if (unitId !== undefined && !unitIdsOf(view).includes(unitId)) {
      throw ApiProblem.notFound('UNIT_NOT_FOUND', `no unit ${unitId} on this board`);
    }
    const actions =
      unitId === undefined
        ? undefined
        : version === record.version
          ? gameActions(ruleset, state, record.session, viewer, { unitId })
          : ruleset.legalActions(state, viewer, { unitId });
    return renderBoard({
      geometry: ruleset.info.geometry,
      map: ruleset.mapOf === undefined ? this.mapOf(ruleset) : ruleset.mapOf(state),
      view,
      caption: `${ruleset.info.title} (${ruleset.info.id}) · game ${gameId} · version ${version} · view: ${viewerKey(viewer)}`,
      ...(unitId !== undefined && actions !== undefined ? { highlight: { unitId, actions } } : {}),
    });
  }

  private mapOf(ruleset: AnyRuleset): unknown {
    const key = `${ruleset.info.id}@${ruleset.info.version}`;
    let map = this.maps.get(key);
    if (map === undefined) this.maps.set(key, (map = ruleset.map()));
    return map;
  }
}
