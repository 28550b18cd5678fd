import { type RuleViolation, isViolation } from '@pratzen/engine';
import {
  type Point,
  type Ring,
  convexHull,
  distanceSquared,
  distanceTicks,
  parseTicks,
  point,
  withinGap,
  lastClear,
} from '@pratzen/geometry';
import type { DeployChit, HideUnits, MoveChit } from '../commands';
import { AREAS, CHITS, areasAt } from '../data/strategic';
import type { A1805Event } from '../events';
import { centreOf, unitRing } from '../movement/pose';
import { pondUnder } from '../movement/terrain';
import type { A1805State } from '../state';
import { refuse } from '../violations';
import { stripedZoneProblem } from './striped-zone';
import { CHIT_DEPLOYMENT, type Side, enemyOf } from '../vocabulary';
import {
  SEPARATION,
  chitById,
  chitRing,
  compositionProblem,
  detectionRange,
  enemiesWithin,
  freeBoxes,
  markerProblem,
  nextChitId,
  tooCloseToEnemy,
} from './chit-rules';

type Events = A1805Event[] | RuleViolation;

function spot(x: unknown, y: unknown): Point | RuleViolation {
  const px = parseTicks(x);
  const py = parseTicks(y);
  if (!px.ok) return refuse(px.error.code, null, `x: ${px.error.message}`);
  if (!py.ok) return refuse(py.error.code, null, `y: ${py.error.message}`);
  return point(px.value, py.value);
}

function boxOf(state: A1805State, side: Side, box: unknown): number | RuleViolation {
  if (typeof box !== 'number' || !Number.isInteger(box) || box < 1 || box > CHITS.boxes) {
    return refuse('BAD_BOX', '16.4.2', `a box is a whole number from 1 to ${CHITS.boxes}`);
  }
  if (!freeBoxes(state, side).includes(box)) {
    return refuse('BOX_IN_USE', '16.4.2', `box ${box} already holds a chit on the table`);
  }
  return box;
}

/** A marker's place checked: the table, ponds, overlaps (3.1, 6.7, 7.1). */
function placeProblem(state: A1805State, ring: Ring, ignoreChit?: string, ignore?: string[]) {
  const p = markerProblem(state, ring, ignoreChit, ignore);
  return p === null ? null : refuse(p.code, p.rule, p.message);
}

/**
 * 16.4.2.2–16.4.2.5: in the chit deployment, the deploying side places a chit holding units of
 * its strategic map — all of one area, in that area — or a decoy in one of its own areas, at
 * least 3 UM from every enemy unit and chit.
 */
export function decideDeployChit(state: A1805State, command: DeployChit): Events {
  const side = state.deploying;
  if (state.phase !== CHIT_DEPLOYMENT || side === null) {
    return refuse(
      'NOT_CHIT_DEPLOYMENT',
      '16.4.2.3',
      'chits are deployed before the first Rally Phase of a fog turn',
    );
  }
  if (state.fog.allowance[side] <= 0) {
    return refuse('NO_CHITS_LEFT', '16.4.2.2', 'no chit is left to deploy this turn');
  }
  const box = boxOf(state, side, command.box);
  if (isViolation(box)) return box;
  const at = spot(command.x, command.y);
  if (isViolation(at)) return at;
  const ids = command.unitIds;
  if (new Set(ids).size !== ids.length) {
    return refuse('DUPLICATE_UNIT', '16.4.2.1', 'a unit is named twice');
  }
  const reserve = ids.map((id) => state.fog.reserve.find((u) => u.id === id && u.side === side));
  const missing = ids.find((_, i) => reserve[i] === undefined);
  if (missing !== undefined) {
    // the same answer for an enemy unit, a unit on the table and no unit at all
    return refuse('NOT_IN_RESERVE', '16.4.2.4', `${missing} is not on your strategic map`);
  }
  const composition = compositionProblem(ids.map((id) => ({ id })));
  if (composition !== null) return refuse('BAD_COMPOSITION', '16.4.2.1', composition);
  if (ids.length === 0 && state.fog.decoys[side] <= 0) {
    return refuse('NO_DECOYS_LEFT', '16.4.2', 'no decoy is left');
  }
  // 16.4.2.4: in the area where the units' corps is (an enemy area once a corps has crossed,
  // 16.4.1.3); a decoy in one of the side's own areas or one holding its corps
  const areas = areasAt(at).filter(
    (a) => a.side === side || state.fog.reserve.some((u) => u.side === side && u.area === a.id),
  );
  if (areas.length === 0) {
    return refuse(
      'NOT_OWN_AREA',
      '16.4.1.3',
      'a chit is deployed in one of your areas or where one of your corps is',
    );
  }
  const wrong = reserve.find((u) => !areas.some((a) => a.id === u?.area));
  if (wrong !== undefined) {
    const area = AREAS.find((a) => a.id === wrong.area);
    return refuse(
      'WRONG_AREA',
      '16.4.2.4',
      `${wrong.id} is with its corps in ${area?.name ?? wrong.area}: its chit is deployed there`,
    );
  }
  const ring = chitRing(at.x, at.y);
  const problem = placeProblem(state, ring) ?? stripedZoneProblem(state, side, [ring]);
  if (problem !== null) return problem;
  const near = tooCloseToEnemy(state, side, ring);
  if (near !== undefined) {
    return refuse('TOO_CLOSE_TO_ENEMY', '16.4.2.5', `closer than 3 UM to ${near}`);
  }
  return [
    {
      type: 'ChitDeployed',
      chitId: nextChitId(state, side),
      side,
      x: at.x,
      y: at.y,
      box,
      units: [...ids],
    },
  ];
}

/**
 * 16.4.2.6–16.4.2.7: in its owner's Movement Phase a chit moves once, in a straight line, up to
 * 2 UM (ponds impassable; terrain costs nothing, an interpretation); it stops where an enemy
 * unit or chit first detects it (16.4.2.7: "the phasing player cannot keep moving").
 */
export function decideMoveChit(state: A1805State, command: MoveChit): Events {
  if (state.phase !== 'movement') {
    return refuse(
      'NOT_MOVEMENT_PHASE',
      '4.6',
      `chits move in the Movement Phase, not ${state.phase}`,
    );
  }
  const chit = chitById(state, command.chitId);
  if (chit === undefined || chit.side !== state.attacker) {
    return refuse('UNKNOWN_CHIT', null, `no chit ${command.chitId} of yours on the table`);
  }
  if (state.moved.includes(chit.id)) {
    return refuse('ALREADY_MOVED', '4.6', `${chit.id} has moved this phase`);
  }
  const to = spot(command.x, command.y);
  if (isViolation(to)) return to;
  const from = point(chit.x, chit.y);
  if (distanceSquared(from, to) > CHITS.allowance * CHITS.allowance) {
    return refuse('BEYOND_ALLOWANCE', '16.4.2.6', 'a chit moves at most 2 UM');
  }
  const length = distanceTicks(from, to);
  if (length === 0) return refuse('NO_MOVE', '16.4.2.6', 'the chit would not move');
  const at = (d: number): Point =>
    point(
      from.x + Math.round(((to.x - from.x) * d) / length),
      from.y + Math.round(((to.y - from.y) * d) / length),
    );
  const range = detectionRange(state);
  const seen = (d: number): boolean => {
    const p = at(d);
    return enemiesWithin(state, chit.side, chitRing(p.x, p.y), range, chit.id).length > 0;
  };
  const clear = lastClear(seen, length);
  const distance = clear === length ? length : clear + 1;
  const end = at(distance);
  const ring = chitRing(end.x, end.y);
  if (pondUnder(convexHull([...chitRing(from.x, from.y), ...ring])) !== undefined) {
    return refuse('IMPASSABLE', '6.7', 'a chit cannot cross a pond');
  }
  const problem =
    placeProblem(state, ring, chit.id) ??
    stripedZoneProblem(state, chit.side, [convexHull([...chitRing(from.x, from.y), ...ring])]);
  if (problem !== null) return problem;
  return [{ type: 'ChitMoved', chitId: chit.id, x: end.x, y: end.y, distance }];
}

/**
 * 16.4.2.8.2, 4.3: in a fog turn's Rally Phase, units that came out of chits, further than ½ UM
 * from every enemy unit and in no combat, hide again in one chit (any free box; the chit
 * stands at the centre of the first unit's block; it does not count against the turn's chits).
 */
export function decideHideUnits(state: A1805State, command: HideUnits): Events {
  const side = state.attacker;
  if (state.phase !== 'rally' || state.weather !== 'fog') {
    return refuse('NOT_FOG_RALLY', '4.3', 'units hide again in the Rally Phase of a fog turn');
  }
  const ids = command.unitIds;
  if (ids.length === 0 || new Set(ids).size !== ids.length) {
    return refuse('BAD_UNITS', '16.4.2.8.2', 'name each unit to hide once');
  }
  const units = ids.map((id) => state.units.find((u) => u.id === id && u.side === side));
  const missing = ids.find((_, i) => units[i] === undefined);
  if (missing !== undefined) {
    return refuse('UNKNOWN_UNIT', null, `no unit ${missing} of yours on the table`);
  }
  for (const u of units) {
    if (u === undefined) continue;
    if (!state.fog.revealed.includes(u.id)) {
      return refuse('NEVER_HIDDEN', '16.4.2.8.2', `${u.id} did not come out of a chit`);
    }
    if (state.combats.some((c) => c.defender === u.id || c.attackers.includes(u.id))) {
      return refuse('ENGAGED', '16.4.2.8.2', `${u.id} is engaged in close combat`);
    }
    if (u.attachedTo !== null && !ids.includes(u.attachedTo)) {
      return refuse('ATTACHED', '7.1', `${u.id} is attached to ${u.attachedTo}`);
    }
    const enemy = state.units.find(
      (e) => e.side === enemyOf(side) && withinGap(unitRing(u), unitRing(e), SEPARATION),
    );
    if (enemy !== undefined) {
      return refuse('ENEMY_NEAR', '16.4.2.8.2', `${u.id} is within ½ UM of ${enemy.id}`);
    }
  }
  const rider = state.units.find(
    (u) => u.attachedTo !== null && ids.includes(u.attachedTo) && !ids.includes(u.id),
  );
  if (rider !== undefined) {
    return refuse('ATTACHED', '7.1', `${rider.id} is attached to ${rider.attachedTo}: hide it too`);
  }
  const composition = compositionProblem(ids.map((id) => ({ id })));
  if (composition !== null) return refuse('BAD_COMPOSITION', '16.4.2.1', composition);
  const box = boxOf(state, side, command.box);
  if (isViolation(box)) return box;
  const host = units.find((u) => u?.attachedTo === null) ?? units[0]!;
  const c = centreOf(host.kind, host);
  const problem = placeProblem(state, chitRing(c.x, c.y), undefined, [...ids]);
  if (problem !== null) return problem;
  return [
    {
      type: 'ChitDeployed',
      chitId: nextChitId(state, side),
      side,
      x: c.x,
      y: c.y,
      box,
      units: [...ids],
      left: [...ids],
    },
  ];
}
