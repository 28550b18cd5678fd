import { type RuleViolation, isViolation } from '@pratzen/engine';
import {
  distanceTicks,
  facingVector,
  normaliseFacing,
  parseTenths,
  parseTicks,
  point,
  ticksToWire,
} from '@pratzen/geometry';
import type { MoveStep, MoveUnit } from '../commands';
import { U, formationsOf, unitSpec } from '../data/catalogue';
import { type A1805State, type UnitState, unitById } from '../state';
import { refuse } from '../violations';
import { chargeMoveProblem } from '../combat/charge';
import type { Formation } from '../vocabulary';
import { sidestepLimit } from './allowance';
import { attachProblem, attackProblem, distanceToContact } from './contact';
import { costOf } from './cost';
import { type Pose, centreOf, frontFromCentre } from './pose';
import type { Leg, Programme } from './programme';

const HALF_TURN_TENTHS = 1800;
/** 6.4: each marker within 45° of the unit's facing. */
const FREE_TURN = 450;
/** 6.5: a turn of up to 90° halves the move. */
const WIDE_TURN = 900;

const mayMoveAt = (from: Pose, facing: number, distance: number): Pose => {
  const v = facingVector(facing, distance);
  return { ...from, x: from.x + v.x, y: from.y + v.y };
};

const um = (ticks: number): number => ticksToWire(ticks);

function parseDistance(value: unknown, where: string): number | RuleViolation {
  const d = parseTicks(value, 100 * U);
  if (!d.ok) return refuse(d.error.code, null, `${where}: ${d.error.message}`);
  if (d.value < 0)
    return refuse('NEGATIVE_DISTANCE', '6.2', `${where}: a distance is never negative`);
  return d.value;
}

/**
 * Why the phasing player's unit may not move at all this Movement Phase, if it may not: the one
 * check both `runProgramme` (decide) and the legal actions (movement-actions.ts) make.
 */
export function moveProblem(state: A1805State, unit: UnitState): RuleViolation | null {
  if (unit.side !== state.attacker) {
    return refuse('NOT_YOUR_UNIT', '4.6', `${unit.id} is not the phasing player's`);
  }
  if (state.moved.includes(unit.id)) {
    return refuse('ALREADY_MOVED', '4.6', `${unit.id} has moved this Movement Phase`);
  }
  if (state.combats.some((c) => c.defender === unit.id || c.attackers.includes(unit.id))) {
    return refuse(
      'ENGAGED',
      '13.6',
      `${unit.id} is engaged in a close combat: it may only try to disengage in its Rally Phase`,
    );
  }
  if (unit.shaken === true) {
    return refuse(
      'SHAKEN',
      '12.6.3',
      `${unit.id} retreats since its corps HQ was lost, until it passes a rally check`,
    );
  }
  if (unit.crewIn !== undefined) {
    return refuse('CREWLESS', '13.15.1.1.2', `${unit.id}'s crew shelters in ${unit.crewIn}`);
  }
  // 4.6, 6.13: a battery that fired as preparation fire does not move (nor limber) this turn. Its
  // own guns fire in no other phase before the Movement Phase of its player-turn, and the Fired
  // markers go as the player-turn opens (9.4): a marker now is preparation fire — unless it is
  // the crew's, back at its guns this Rally Phase (13.15.1.1.2: no fire, but it may move)
  if (unit.kind === 'artillery' && unit.fired && unit.crewReturned !== true) {
    return refuse(
      'FIRED_AS_PREPARATION',
      '4.6',
      `${unit.id} fired as preparation fire this turn: it does not move`,
    );
  }
  if (unit.morale === 'disorganized') {
    return refuse('DISORGANIZED', '12.5.2', `${unit.id} is disorganized: it cannot move`);
  }
  if (unit.morale === 'routed') {
    return refuse('ROUTED', '12.5.3', `${unit.id} is routed: it moves only by the rout rules`);
  }
  return null;
}

/**
 * Runs a move program (6.2–6.13) on the unit's pose: where it goes and what it spends. Checks
 * the unit's own limits (allowance, turns, formations, terrain costs); other units and the
 * table are for `checkPath` (obstacles.ts).
 */
export function runProgramme(state: A1805State, command: MoveUnit): Programme | RuleViolation {
  const unit = unitById(state, command.unitId);
  const spec = unitSpec(command.unitId);
  if (unit === undefined || spec === undefined) {
    return refuse('UNKNOWN_UNIT', null, `no unit ${command.unitId} on the table`);
  }
  const problem = moveProblem(state, unit);
  if (problem !== null) return problem;
  const steps = command.steps;
  const charge = chargeMoveProblem(state, unit.id, steps as readonly { kind: string }[]);
  if (charge !== null) return charge;
  const isHq = unit.kind === 'hq';
  // 12.9.4: a square under Blood Rage leaves square and attacks at once (6.12, 21.3 notwithstanding)
  const rageSquare = unit.bloodRage && unit.formation === 'square';
  const start: Pose = { x: unit.x, y: unit.y, facing: unit.facing, formation: unit.formation };
  let pose = start;
  let turned = 0;
  let moved = false;
  let wideTurn = false;
  let aboutFace = false;
  let sidestep = false;
  let retire = false;
  let formationChanged = false;
  let leftSquare = false;
  let attachTo: UnitState | null = null;
  let closeOn: UnitState | null = null;
  const legs: Leg[] = [];
  const slide = (to: Pose, length: number): void => {
    legs.push({ kind: 'slide', from: pose, to, length });
    pose = to;
  };

  for (const [i, step] of steps.entries()) {
    const where = `steps/${i}`;
    if (attachTo !== null) return refuse('ATTACH_LAST', '7.1', `${where}: attaching ends the move`);
    if (aboutFace) {
      return refuse(
        'ABOUT_FACE_SPENT',
        '6.6',
        `${where}: an about-face spends the whole allowance`,
      );
    }
    switch ((step as MoveStep).kind) {
      case 'formation': {
        const s = step as Extract<MoveStep, { kind: 'formation' }>;
        if (formationChanged) {
          return refuse('ONE_FORMATION_CHANGE', '6.12', `${where}: one formation change per move`);
        }
        if (i !== 0 && i !== steps.length - 1) {
          return refuse(
            'FORMATION_FIRST_OR_LAST',
            '6.12',
            `${where}: change formation before or after moving`,
          );
        }
        if (unit.morale === 'stunned') {
          return refuse('STUNNED', '12.5.1', `${unit.id} is stunned: it cannot change formation`);
        }
        const to = s.to as Formation;
        if (!formationsOf(unit.kind).includes(to)) {
          const rule = to === 'square' ? '5.2' : '5.1';
          return refuse(
            'NO_SUCH_FORMATION',
            rule,
            `${where}: a ${unit.kind} unit cannot be in ${String(s.to)}`,
          );
        }
        if (to === pose.formation) {
          return refuse('SAME_FORMATION', '6.12', `${where}: ${unit.id} is already in ${to}`);
        }
        leftSquare = pose.formation === 'square';
        pose = frontFromCentre(unit.kind, centreOf(unit.kind, pose), pose.facing, to);
        formationChanged = true;
        break;
      }
      case 'turn': {
        const s = step as Extract<MoveStep, { kind: 'turn' }>;
        const angle = parseTenths(s.angle);
        if (!angle.ok)
          return refuse(angle.error.code, null, `${where}/angle: ${angle.error.message}`);
        if (angle.value === 0) break;
        turned += angle.value;
        const facing = normaliseFacing(pose.facing + angle.value);
        const centre = centreOf(unit.kind, pose);
        const to = frontFromCentre(unit.kind, centre, facing, pose.formation);
        legs.push({ kind: 'pivot', from: pose, to, angle: angle.value });
        pose = to;
        if (isHq) break; // 5.1: an HQ has no formation, and no facing to keep
        const dev = Math.abs(turned);
        if (dev === HALF_TURN_TENTHS) {
          if (moved || legs.length > 1 || formationChanged) {
            return refuse(
              'ABOUT_FACE_SPENT',
              '6.6',
              `${where}: an about-face must be the whole move`,
            );
          }
          aboutFace = true;
        } else if (dev > WIDE_TURN) {
          return refuse(
            'TURN_TOO_WIDE',
            '6.5',
            `${where}: turns of ${dev / 10}° are not allowed (up to 90°, or 180°)`,
            {
              turned: turned / 10,
            },
          );
        } else if (dev > FREE_TURN) {
          if (moved) {
            return refuse(
              'WIDE_TURN_FIRST',
              '6.5',
              `${where}: a turn of more than 45° comes before moving`,
              {
                turned: turned / 10,
              },
            );
          }
          wideTurn = true;
        }
        break;
      }
      case 'forward': {
        const s = step as Extract<MoveStep, { kind: 'forward' }>;
        const d = parseDistance(s.distance, `${where}/distance`);
        if (typeof d !== 'number') return d;
        if (sidestep || retire) {
          return refuse(
            'MIXED_MOVE',
            '6.3',
            `${where}: a sideways move or an orderly retreat is the whole move`,
          );
        }
        if (d > 0) {
          slide(mayMoveAt(pose, pose.facing, d), d);
          moved = true;
        }
        break;
      }
      case 'sidestep': {
        const s = step as Extract<MoveStep, { kind: 'sidestep' }>;
        const d = parseDistance(s.distance, `${where}/distance`);
        if (typeof d !== 'number') return d;
        if (moved || turned !== 0 || formationChanged || steps.length !== 1) {
          return refuse('MIXED_MOVE', '6.3', `${where}: a sideways move is the whole move`);
        }
        const limit = sidestepLimit(unit);
        if (d > limit) {
          return refuse('SIDESTEP_TOO_FAR', '6.3', `${where}: sideways at most ${um(limit)} UM`, {
            distance: um(d),
            allowance: um(limit),
          });
        }
        const side = s.direction === 'left' ? -900 : 900;
        if (d > 0) slide(mayMoveAt(pose, normaliseFacing(pose.facing + side), d), d);
        sidestep = true;
        moved = d > 0;
        break;
      }
      case 'retire': {
        const s = step as Extract<MoveStep, { kind: 'retire' }>;
        const d = parseDistance(s.distance, `${where}/distance`);
        if (typeof d !== 'number') return d;
        if (moved || formationChanged) {
          return refuse('MIXED_MOVE', '6.5', `${where}: an orderly retreat is the whole move`);
        }
        // 6.5: back in the direction the unit faced before it turned, keeping its new facing
        if (d > 0) slide(mayMoveAt(pose, normaliseFacing(start.facing + HALF_TURN_TENTHS), d), d);
        retire = true;
        moved = d > 0;
        break;
      }
      case 'attach': {
        const s = step as Extract<MoveStep, { kind: 'attach' }>;
        if (!isHq) return refuse('NOT_AN_HQ', '7.1', `${where}: only an HQ attaches to a unit`);
        const host = unitById(state, String(s.unitId));
        if (host === undefined)
          return refuse('UNKNOWN_UNIT', null, `${where}: no unit ${String(s.unitId)}`);
        const problem = attachProblem(state, spec, host);
        if (problem !== null) return problem;
        slide(
          { x: host.x, y: host.y, facing: host.facing, formation: 'none' },
          distanceTicks(point(pose.x, pose.y), point(host.x, host.y)),
        );
        attachTo = host;
        moved = true;
        break;
      }
      case 'close': {
        const s = step as Extract<MoveStep, { kind: 'close' }>;
        if (i !== steps.length - 1) {
          return refuse('CLOSE_LAST', '13.1', `${where}: closing on the enemy ends the move`);
        }
        if (sidestep || retire) {
          return refuse(
            'MIXED_MOVE',
            '13.1',
            `${where}: a sideways move or a retreat cannot end in an attack`,
          );
        }
        const problem = attackProblem(unit, pose.formation);
        if (problem !== null) return problem;
        // no attack after a change of formation (the restriction 12.9.4 and 21.3 lift); 21.3: French
        // infantry may, with La Grande Armée d'Allemagne
        const grandeArmee =
          state.optionalRules.includes('grande-armee') &&
          spec.nation === 'french' &&
          unit.kind === 'infantry';
        if (formationChanged && !grandeArmee && !rageSquare) {
          return refuse(
            'FORMATION_THEN_ATTACK',
            '21.3',
            `${where}: a unit that changed formation does not attack this turn`,
          );
        }
        if (state.disengaged.includes(unit.id)) {
          return refuse(
            'DISENGAGED',
            '13.7',
            `${unit.id} disengaged this turn: no bayonet assault`,
          );
        }
        const target = unitById(state, String(s.unitId));
        if (target === undefined || target.attachedTo !== null) {
          return refuse('UNKNOWN_UNIT', null, `${where}: no unit ${String(s.unitId)} to attack`);
        }
        if (target.side === unit.side)
          return refuse('FRIENDLY_TARGET', '13.1', `${where}: attack enemy units`);
        const d = distanceToContact(unit, pose, target);
        if (d === null) {
          return refuse(
            'NOT_AHEAD',
            '13.1',
            `${where}: ${target.id} is not straight ahead of ${unit.id}`,
          );
        }
        if (d > 0) {
          slide(mayMoveAt(pose, pose.facing, d), d);
          moved = true;
        }
        closeOn = target;
        break;
      }
      default:
        return refuse('UNKNOWN_STEP', null, `${where}: unknown step kind`);
    }
  }

  // an attached HQ that does not move stays with its host (7.1)
  if (isHq && !moved && attachTo === null && unit.attachedTo !== null) {
    attachTo = unitById(state, unit.attachedTo) ?? null;
  }

  // 6.13: artillery moves only limbered
  if (unit.kind === 'artillery' && moved) {
    const during = legs.filter((l) => l.kind === 'slide');
    if (during.some((l) => l.from.formation !== 'limbered')) {
      return refuse('ARTILLERY_UNLIMBERED', '6.13', `${unit.id} moves only limbered`);
    }
  }
  if (leftSquare && moved && !(rageSquare && closeOn !== null)) {
    return refuse(
      'SQUARE_CHANGED',
      '6.12',
      `${unit.id} left square formation: it cannot move this turn`,
    );
  }

  const cost = costOf(unit, spec, legs, {
    aboutFace,
    wideTurn,
    retire,
    sidestep,
    formationChanged,
  });
  if (isViolation(cost)) return cost;
  const { spent, terrain, limit } = cost;
  return {
    unit,
    spec,
    legs,
    final:
      attachTo !== null
        ? { x: attachTo.x, y: attachTo.y, facing: attachTo.facing, formation: 'none' }
        : pose,
    spent: spent + terrain,
    limit,
    attachTo,
    formationChanged,
    closeOn,
  };
}
