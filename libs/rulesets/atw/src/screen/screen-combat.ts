/** 13.4.1 screen against screen: a screen's combat result (split from screen.ts). */
import type { AtwEvent } from '../events';
import { filesAfter } from '../damage/hits';
import { shapeOf } from '../footprint';
import type { AtwState, UnitState } from '../state';
import { joinEvent, joinProblem, standProblem } from './screen';

/**
 * 13.4.1: a screen's result in a combat fought only against enemy skirmishers, or null (the
 * usual 17.5). Lost: it falls back into its parent for good (`ScreenJoined` spent; no retreat,
 * no rout hits, not shaken). Won (an opponent lost): it refills the figures it lost from its
 * parent, within its share (README I-44). `now` is the screen after this round's hits.
 */
export function screenCombatEvents(
  state: AtwState,
  u: UnitState,
  now: UnitState,
  result: string,
  opponents: readonly UnitState[],
  opponentLost: (o: UnitState) => boolean,
): AtwEvent[] | null {
  if (u.screenOf === undefined || opponents.length === 0) return null;
  if (!opponents.every((o) => o.formation === 'skirmish')) return null;
  const parent = state.units.find((p) => p.id === u.screenOf);
  if (parent === undefined || now.morale === 'shattered') return null;
  if (result === 'lost') {
    const join = joinEvent(parent, now, '13.4.1', 'spent');
    // no room behind the parent for the figures: they are lost to it (README I-43)
    return joinProblem(state, parent, u, join) === null
      ? [join]
      : [{ type: 'UnitRemoved', unitId: u.id, rule: '13.4.1' }];
  }
  if (result !== 'held' || !opponents.some(opponentLost)) return [];
  const total = parent.figures + now.figures;
  const limit = Math.floor(((parent.type === 'light-infantry' ? 2 : 1) * total) / 3);
  const figures = Math.min(u.figures - now.figures, limit - now.figures, parent.figures - 1);
  if (figures < 1) return [];
  const grown = now.figures + figures;
  const shape = shapeOf({ ...now, figures: grown }, 'skirmish', grown);
  const refilled: UnitState = { ...now, figures: grown, ...shape };
  // the screen widens about its front centre: only if it finds the room
  if (standProblem(state, refilled, [u.id], '13.4.1') !== null) return [];
  const left = parent.figures - figures;
  const after = shapeOf({ ...parent, figures: left }, parent.formation, filesAfter(parent, left));
  return [
    {
      type: 'ScreenReplenished',
      parentId: parent.id,
      screenId: u.id,
      figures,
      screenFigures: grown,
      screenFiles: shape.files,
      screenWidth: shape.width,
      screenDepth: shape.depth,
      parentFigures: left,
      parentFiles: after.files,
      parentRanks: after.ranks,
      parentWidth: after.width,
      parentDepth: after.depth,
      rule: '13.4.1',
    },
  ];
}
