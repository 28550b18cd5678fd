import { type RuleViolation, isViolation } from '@pratzen/engine';
import {
  type Point,
  type Ring,
  convexHull,
  convexOverlap,
  distanceSquared,
  distanceTicks,
  facingVector,
  parseTicks,
  point,
  tenthsToWire,
  ticksToWire,
  withinGap,
} from '@pratzen/geometry';
import type { DeployChit, HideUnits, MoveChit, PlaceChitUnits } from '../commands';
import { U } from '../data/catalogue';
import { AREAS, CHITS, areasAt, startAreaOf } from '../data/strategic';
import type { A1805Event, ChitUnitsPlaced } from '../events';
import { centreOf, unitRing } from '../movement/pose';
import { lastClear } from '../movement/search';
import { pondUnder } from '../movement/terrain';
import { deploy } from '../setup';
import type { A1805State, HeldUnit, Placing } from '../state';
import { refuse } from '../violations';
import { CHIT_DEPLOYMENT, type Formation, type Side, enemyOf } from '../vocabulary';
import {
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

/** 16.4.2.8: the units of a revealed chit stand within ½ UM of it and of one another. */
const SEPARATION = U / 2;

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
  const problem = placeProblem(state, ring);
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
  const problem = placeProblem(state, ring, chit.id);
  if (problem !== null) return problem;
  return [{ type: 'ChitMoved', chitId: chit.id, x: end.x, y: end.y, distance }];
}

/**
 * 16.4.2.8: the owner places a revealed chit's units: each within ½ UM of the chit's marker or
 * of another of them (a group around the chit), on the table, overlapping nothing (7.1), a
 * square only on clear ground (5.2); 16.4.2.8.1: artillery of a moving chit limbered.
 */
export function decidePlaceChitUnits(state: A1805State, command: PlaceChitUnits): Events {
  const placing = state.fog.placing[0];
  if (placing === undefined || placing.chitId !== command.chitId) {
    return refuse(
      'NOT_PLACING',
      '16.4.2.8',
      `no revealed chit ${command.chitId} waits to be placed`,
    );
  }
  const wanted = placing.units.map((u) => u.id).sort();
  const returned = command.returned ?? [];
  const named = [...command.units.map((u) => u.unitId), ...returned];
  if (named.length !== wanted.length || [...named].sort().some((id, i) => id !== wanted[i])) {
    return refuse('UNITS_MISMATCH', '16.4.2.8', 'place every unit of the chit once', {
      units: wanted,
    });
  }
  const { units, problems } = deploy(
    command.units.map((u) => ({
      id: u.unitId,
      x: u.x as number,
      y: u.y as number,
      facing: u.facing as number,
      formation: u.formation as never,
      ...(u.attachedTo === undefined ? {} : { attachedTo: u.attachedTo }),
    })),
  );
  const first = problems[0];
  if (first !== undefined) {
    return refuse(first.code, first.rule ?? '16.4.2.8', first.message, { path: first.path });
  }
  if (placing.limbered) {
    const unlimbered = units.find((u) => u.kind === 'artillery' && u.formation !== 'limbered');
    if (unlimbered !== undefined) {
      return refuse('MUST_DEPLOY_LIMBERED', '16.4.2.8.1', `${unlimbered.id} deploys limbered`);
    }
  }
  const standing = units.filter((u) => u.attachedTo === null);
  for (const u of standing) {
    const ring = unitRing(u);
    const other = state.units.find(
      (o) => o.attachedTo === null && convexOverlap(ring, unitRing(o)),
    );
    const chit = state.fog.chits.find((c) => convexOverlap(ring, chitRing(c.x, c.y)));
    if (other !== undefined || chit !== undefined) {
      return refuse('UNITS_OVERLAP', '7.1', `${u.id} would overlap ${other?.id ?? chit?.id}`);
    }
  }
  // 16.4.2.8: a group around the chit's marker, no gap over ½ UM
  const linked = new Set<string>();
  let frontier: Ring[] = [chitRing(placing.x, placing.y)];
  while (frontier.length > 0) {
    const next: Ring[] = [];
    for (const u of standing) {
      if (linked.has(u.id)) continue;
      const ring = unitRing(u);
      if (frontier.some((f) => withinGap(f, ring, SEPARATION))) {
        linked.add(u.id);
        next.push(ring);
      }
    }
    frontier = next;
  }
  const far = standing.find((u) => !linked.has(u.id));
  if (far !== undefined) {
    return refuse(
      'TOO_FAR_FROM_CHIT',
      '16.4.2.8',
      `${far.id} must stand within ½ UM of the chit or of the chit's other units`,
    );
  }
  // 16.4.2.8 (interpretation): a unit goes back only when the search finds no room for it
  const kept: PlacedPose[] = [...command.units];
  for (const id of returned) {
    const unit = placing.units.find((u) => u.id === id)!;
    const room = roomFor(state, placing, kept, unit);
    if (room !== null) {
      return refuse('ROOM_LEFT', '16.4.2.8', `there is room for ${id}: it must be placed`, {
        pose: room,
      });
    }
  }
  const area = ownAreaAt(placing);
  const event: ChitUnitsPlaced = {
    type: 'ChitUnitsPlaced',
    chitId: placing.chitId,
    ...(returned.length === 0
      ? {}
      : {
          returned: returned.map((unitId) => ({
            unitId,
            area: area ?? startAreaOf(unitId) ?? '',
          })),
        }),
    units: units.map((u) => ({
      unitId: u.id,
      x: u.x,
      y: u.y,
      facing: u.facing,
      formation: u.formation,
      ...(u.attachedTo === null ? {} : { attachedTo: u.attachedTo }),
    })),
  };
  return [event];
}

/** A unit's pose in a PlaceChitUnits command (wire numbers). */
export type PlacedPose = PlaceChitUnits['units'][number];

/** The side's own area where a revealed chit stood, if it stood in one. */
const ownAreaAt = (p: Placing): string | undefined =>
  areasAt(point(p.x, p.y)).find((a) => a.side === p.side)?.id;

/**
 * 16.4.2.8: the server's search for room for one more unit of a revealed chit beside those
 * already placed — in its narrowest formation (limbered artillery, a column; an HQ as it is), its
 * front centre every ¼ UM out to 3 UM from the chit and every 45°, the first pose the rules
 * accept; null when there is none. Legal actions use it to offer a placement, and a unit may go
 * back to the strategic map only when it finds nothing (an interpretation: the rules assume room).
 */
export function roomFor(
  state: A1805State,
  placing: Placing,
  placed: readonly PlacedPose[],
  unit: HeldUnit,
): PlacedPose | null {
  const formation: Formation =
    unit.kind === 'artillery' ? 'limbered' : unit.kind === 'hq' ? 'none' : 'column';
  const trial: Placing = {
    ...placing,
    units: [...placed.map((x) => placing.units.find((h) => h.id === x.unitId)!), unit],
  };
  const probe: A1805State = { ...state, fog: { ...state.fog, placing: [trial] } };
  for (let r = 0; r <= 3 * U; r += U / 4) {
    for (let f = 0; f < 3600; f += 450) {
      const v = facingVector(f, r);
      const pose: PlacedPose = {
        unitId: unit.id,
        x: ticksToWire(placing.x + v.x),
        y: ticksToWire(placing.y + v.y),
        facing: tenthsToWire(f),
        formation,
      };
      const command: PlaceChitUnits = {
        type: 'PlaceChitUnits',
        chitId: placing.chitId,
        units: [...placed, pose],
      };
      if (!isViolation(decidePlaceChitUnits(probe, command))) return pose;
      if (r === 0) break;
    }
  }
  return null;
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
