import type { Dice, LegalAction, RuleViolation } from '@pratzen/engine';
import type { A1805Command, MoveCorps } from '../commands';
import { unitSpec } from '../data/catalogue';
import { AREAS, adjacentAreas } from '../data/strategic';
import type { CorpsMoved } from '../events';
import type { A1805State } from '../state';
import { refuse } from '../violations';
import type { Side } from '../vocabulary';

/** 16.4.1.5: an Allied column moves on 4–6 of its die (after the −1s). */
const COLUMN_MOVES_ON = 4;

/** The side's corps and columns on its strategic map: formation id → its area. */
export function corpsOnMap(state: A1805State, side: Side): Map<string, string> {
  const out = new Map<string, string>();
  for (const u of state.fog.reserve) {
    const formation = unitSpec(u.id)?.formation;
    if (u.side === side && formation !== undefined && !out.has(formation)) {
      out.set(formation, u.area);
    }
  }
  return out;
}

/** The areas a corps in `from` may enter now (16.4.1.3: the enemy's only once combat has started). */
export function areasOpenTo(state: A1805State, side: Side, from: string): string[] {
  return adjacentAreas(from).filter(
    (id) => state.fog.combatStarted || AREAS.find((a) => a.id === id)?.side === side,
  );
}

/**
 * 16.4.1: in the Movement Phase of a fog turn, a corps or column on the strategic map moves to an
 * adjacent area, once a turn; the French freely (16.4.1.4), the Allies as many columns as the
 * turn's die allows, each rolling 1d6 — 4–6 it moves, 1–3 it stays — less 1 for each other Allied
 * column already in the area it would enter (16.4.1.5).
 */
export function decideMoveCorps(
  state: A1805State,
  command: MoveCorps,
  dice: Dice,
): CorpsMoved[] | RuleViolation {
  const side = state.attacker;
  if (state.phase !== 'movement' || state.weather !== 'fog') {
    return refuse(
      'NOT_FOG_MOVEMENT',
      '16.4',
      'corps move on the strategic map in the Movement Phase of a fog turn',
    );
  }
  const from = corpsOnMap(state, side).get(command.formationId);
  if (from === undefined) {
    // the same answer for an enemy corps, one on the table and none at all
    return refuse(
      'UNKNOWN_CORPS',
      '16.4.1',
      `no corps ${command.formationId} of yours on the strategic map`,
    );
  }
  if (state.fog.corpsMoved.includes(command.formationId)) {
    return refuse('ALREADY_MOVED', '16.4.1', `${command.formationId} has moved this turn`);
  }
  if (!adjacentAreas(from).includes(command.to)) {
    return refuse('NOT_ADJACENT', '16.4.1', `${command.to} is not next to ${from}`);
  }
  if (!areasOpenTo(state, side, from).includes(command.to)) {
    return refuse(
      'DIVIDING_LINE',
      '16.4.1.3',
      'the dividing line cannot be crossed until combat has started',
    );
  }
  const base = {
    type: 'CorpsMoved',
    side,
    formationId: command.formationId,
    from,
    to: command.to,
  } as const;
  if (side === 'french') return [{ ...base, result: 'moved' }];
  if (state.fog.columns <= 0) {
    return refuse('NO_COLUMNS_LEFT', '16.4.2.2', 'no more Allied columns may move this turn');
  }
  const already = [...corpsOnMap(state, 'allied')].filter(
    ([id, area]) => area === command.to && id !== command.formationId,
  ).length;
  const die = dice.roll(`column ${command.formationId} to ${command.to}`, 6);
  const modified = die - already;
  return [{ ...base, result: modified >= COLUMN_MOVES_ON ? 'moved' : 'stayed', die, modified }];
}

/** 16.4.1: each corps of the phasing side that may still move, to each area open to it. */
export function corpsActions(state: A1805State): LegalAction<A1805Command>[] {
  const side = state.attacker;
  if (state.phase !== 'movement' || state.weather !== 'fog') return [];
  if (side === 'allied' && state.fog.columns <= 0) return [];
  return [...corpsOnMap(state, side)].flatMap(([formationId, from]) =>
    state.fog.corpsMoved.includes(formationId)
      ? []
      : areasOpenTo(state, side, from).map((to) => ({
          command: { type: 'MoveCorps', formationId, to } as const,
        })),
  );
}
