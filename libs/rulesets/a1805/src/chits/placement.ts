import { type RuleViolation, isViolation } from '@pratzen/engine';
import {
  type Ring,
  convexOverlap,
  facingVector,
  point,
  tenthsToWire,
  ticksToWire,
  withinGap,
} from '@pratzen/geometry';
import type { PlaceChitUnits } from '../commands';
import { U } from '../data/catalogue';
import { areasAt, startAreaOf } from '../data/strategic';
import type { A1805Event, ChitUnitsPlaced } from '../events';
import { unitRing } from '../movement/pose';
import { deploy } from '../setup';
import type { A1805State, HeldUnit, Placing } from '../state';
import { refuse } from '../violations';
import { stripedZoneProblem } from './striped-zone';
import type { Formation } from '../vocabulary';
import { SEPARATION, chitRing } from './chit-rules';

type Events = A1805Event[] | RuleViolation;

/**
 * 16.4.2.8: placing a revealed chit's units — the owner's decision, and the server's search for
 * room that legal actions offer and a unit's return to the strategic map depends on.
 */

/**
 * 16.4.2.8: the owner places a revealed chit's units: each within ½ UM of the chit's marker or
 * of another of them (a group around the chit), on the table, overlapping nothing (7.1), a
 * square only on clear ground (5.2); 16.4.2.8.1: artillery of a moving chit limbered.
 */
export function decidePlaceChitUnits(state: A1805State, command: PlaceChitUnits): Events {
  // 13.11.1.1.3: of two cavalry units stepped over, the owner names the one disorganized
  const choose = state.fog.placing[0]?.choose ?? [];
  const named = command.disorganized;
  if (choose.length > 0 ? !choose.includes(named ?? '') : named !== undefined) {
    return refuse(
      'DISORGANIZED_CHOICE',
      '13.11.1.1.3',
      choose.length > 0
        ? `name which of ${choose.join(', ')} is disorganized`
        : 'no unit of this chit is to be chosen',
      { choose },
    );
  }
  const events = placeUnits(state, command);
  if (isViolation(events) || named === undefined) return events;
  return events.map((e) => (e.type === 'ChitUnitsPlaced' ? { ...e, disorganized: named } : e));
}

/** Where the units go (every check of the placement but 13.11.1.1.3's choice). */
export function placeUnits(state: A1805State, command: PlaceChitUnits): Events {
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
  const striped = stripedZoneProblem(state, placing.side, standing.map(unitRing));
  if (striped !== null) return striped;
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
      if (!isViolation(placeUnits(probe, command))) return pose;
      if (r === 0) break;
    }
  }
  return null;
}
