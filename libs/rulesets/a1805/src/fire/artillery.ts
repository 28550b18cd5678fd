import { type Dice, type RuleViolation, isViolation } from '@pratzen/engine';
import {
  type Ring,
  convexOverlap,
  inArc,
  normaliseFacing,
  withinDistance,
  withinGap,
  boxOf,
  disjoint,
} from '@pratzen/geometry';
import type { FireArtillery } from '../commands';
import { U, unitSpec } from '../data/catalogue';
import {
  type Ammunition,
  FIRE_MODIFIERS,
  TEMPLATES,
  firepowerModifier,
  tableRow,
} from '../data/crt';
import type { A1805Event } from '../events';
import { type Outcomes, applyRow, eliminate, emit } from '../morale/outcomes';
import { type Pose, centreOf, frontFromCentre, ringAt, unitRing } from '../movement/pose';
import { inCover } from '../movement/terrain';
import { sightOf } from '../sight/sight';
import { type A1805State, type Combat, type UnitState, unitById } from '../state';
import { refuse } from '../violations';
import { ableAttackers } from '../combat/assault';
import { attackDirection } from '../combat/direction';
import { DEFENDER_PHASES, enemyOf } from '../vocabulary';
import { templateRing } from './template';

/** 9.5: a gun may pivot up to 45° about its centre to face its target. */
const MAX_PIVOT = 450;
/** 9.7: batteries within ½ UM of each other may combine their fire. */
const CONCENTRATION = U / 2;

export const FIRE_PHASES = [
  'artillery-defensive-fire',
  'artillery-preparation-fire',
  'defender-musketry',
  'attacker-musketry',
] as const;

/** The side whose guns fire in this phase (4.4, 4.7: the Defender's; 4.5, 4.8: the Attacker's). */
export const firingSide = (state: A1805State) =>
  DEFENDER_PHASES.includes(state.phase) ? enemyOf(state.attacker) : state.attacker;

/** 9.6, 13.15.1.2: the attack declared on this battery, if it may hold and fire canister at it. */
function heldAttack(state: A1805State, gun: UnitState): Combat | undefined {
  const c = state.combats.find((x) => x.defender === gun.id && x.side === state.attacker);
  if (c === undefined) return undefined;
  const attackers = c.attackers.map((id) => unitById(state, id));
  return attackers.every((a) => a !== undefined && attackDirection(a, gun) === 'front')
    ? c
    : undefined;
}

/** 9.6.1: French horse artillery may fire in the Attacker Musketry Fire Phase. */
const frenchHorse = (gun: UnitState): boolean =>
  gun.side === 'french' && unitSpec(gun.id)?.class === 'horse';

/** Why a battery cannot fire now, if it cannot. */
export function gunProblem(
  state: A1805State,
  gun: UnitState | undefined,
  id: string,
): RuleViolation | null {
  if (gun === undefined) return refuse('UNKNOWN_UNIT', null, `no unit ${id} on the table`);
  if (gun.kind !== 'artillery') return refuse('NOT_ARTILLERY', '9.1', `${gun.id} is not artillery`);
  if (gun.side !== firingSide(state))
    return refuse(
      'NOT_YOUR_UNIT',
      DEFENDER_PHASES.includes(state.phase) ? '4.4' : '4.5',
      `${gun.id} does not fire in this phase`,
    );
  if (gun.crewIn !== undefined)
    return refuse('CREWLESS', '13.15.1.1.2', `${gun.id}'s crew shelters in ${gun.crewIn}`);
  if (gun.formation !== 'unlimbered')
    return refuse('LIMBERED', '6.13', `${gun.id} is limbered: it fires only unlimbered`);
  if (state.phase === 'defender-musketry') {
    // 9.6: only a battery about to be attacked (from the front: 13.15.1.2), even if it fired before
    if (heldAttack(state, gun) === undefined)
      return refuse(
        'NOT_ATTACKED',
        '9.6',
        `${gun.id} fires in this phase only at a frontal attack on it (canister)`,
      );
    if (state.musketry.includes(gun.id))
      return refuse('ALREADY_FIRED', '9.6', `${gun.id} has fired its canister this phase`);
  } else if (state.phase === 'attacker-musketry' && !frenchHorse(gun)) {
    return refuse(
      'NOT_HORSE_ARTILLERY',
      '9.6.1',
      'only French horse artillery fires in this phase',
    );
  } else if (gun.fired) {
    return refuse('ALREADY_FIRED', '9.4', `${gun.id} carries an Artillery Fired marker`);
  }
  if (gun.outOfAmmo) return refuse('OUT_OF_AMMUNITION', '20.1', `${gun.id} is out of ammunition`);
  if (gun.morale === 'routed')
    return refuse('ROUTED', '12.5.3.2', `${gun.id} is routed: ineffective`);
  return null;
}

/**
 * 9.5: the pose from which the gun's template touches the target — its own, or the smallest
 * pivot (whole degrees, clockwise first) of at most 45° that brings the target under it and puts
 * the block nowhere it may not be (7.1). Null when no pivot does.
 */
function aim(state: A1805State, gun: UnitState, target: Ring, ammunition: Ammunition): Pose | null {
  const centre = centreOf(gun.kind, gun);
  // out of reach whatever the pivot: every corner farther than the template's far corners
  const t = TEMPLATES[ammunition];
  const reach = t.length + t.farWidth + U;
  if (target.every((c) => !withinDistance(centre, c, reach))) return null;
  // nor beyond the widest a template can swing: 45° of pivot and the template's own spread
  if (target.every((c) => !inArc(centre, gun.facing, MAX_PIVOT + 300, c))) return null;
  const others = state.units.filter((o) => o.id !== gun.id && o.attachedTo === null);
  for (let k = 0; k <= MAX_PIVOT; k += 10) {
    for (const sign of k === 0 ? [1] : [1, -1]) {
      const pose = frontFromCentre(
        gun.kind,
        centre,
        normaliseFacing(gun.facing + sign * k),
        gun.formation,
      );
      if (!convexOverlap(templateRing(pose, ammunition), target)) continue;
      if (k === 0) return pose;
      const ring = ringAt(gun.kind, pose);
      const box = boxOf(ring);
      if (
        others.some((o) => !disjoint(box, boxOf(unitRing(o))) && convexOverlap(ring, unitRing(o)))
      )
        continue;
      return pose;
    }
  }
  return null;
}

/** 9.7: every battery within ½ UM of another of the group, all linked. */
function linked(guns: readonly UnitState[]): boolean {
  const reached = new Set([guns[0]!.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const g of guns) {
      if (reached.has(g.id)) continue;
      if (
        guns.some((h) => reached.has(h.id) && withinGap(unitRing(g), unitRing(h), CONCENTRATION))
      ) {
        reached.add(g.id);
        grew = true;
      }
    }
  }
  return reached.size === guns.length;
}

export interface Plan {
  readonly guns: readonly { gun: UnitState; pose: Pose }[];
  readonly target: UnitState;
  readonly firepower: number;
  /** 9.6: canister from a battery that fired in the Defensive Fire Phase: −1 to the roll. */
  readonly again: boolean;
}

/** What a fire command would do — the batteries, their aimed poses, the firepower — or why it is refused. */
export function plan(state: A1805State, command: FireArtillery): Plan | RuleViolation {
  if (!(FIRE_PHASES as readonly string[]).includes(state.phase)) {
    return refuse(
      'NOT_FIRE_PHASE',
      '4.4',
      'artillery fires in the Artillery Fire Phases (and 9.6, 9.6.1 in the Musketry Fire Phases)',
    );
  }
  const ammunition = command.ammunition;
  if (ammunition !== 'round-shot' && ammunition !== 'canister') {
    return refuse('BAD_AMMUNITION', '9.2', 'ammunition is round-shot or canister');
  }
  if (state.phase === 'defender-musketry' && ammunition !== 'canister') {
    return refuse('CANISTER_ONLY', '9.6', 'in the Musketry Fire Phase a battery fires canister');
  }
  const ids = [...new Set(command.unitIds)];
  if (ids.length === 0 || ids.length !== command.unitIds.length) {
    return refuse('BAD_GUNS', '9.7', 'name each firing battery once');
  }
  const guns: UnitState[] = [];
  for (const id of ids) {
    const gun = unitById(state, id);
    const problem = gunProblem(state, gun, id);
    if (problem !== null) return problem;
    guns.push(gun!);
  }
  const target = unitById(state, command.targetId);
  if (target === undefined || target.attachedTo !== null) {
    return refuse('UNKNOWN_UNIT', null, `no unit ${command.targetId} to fire at`);
  }
  if (target.side === firingSide(state))
    return refuse('FRIENDLY_TARGET', '9.1', 'guns fire at enemy units');
  if (
    state.phase === 'defender-musketry' &&
    guns.some((g) => !(heldAttack(state, g)?.attackers.includes(target.id) ?? false))
  ) {
    return refuse('NOT_ATTACKING', '9.6', `${target.id} is not attacking every battery firing`);
  }
  if (!linked(guns))
    return refuse(
      'NOT_CONCENTRATED',
      '9.7',
      'batteries combine fire only within ½ UM of each other',
    );
  const aimed: { gun: UnitState; pose: Pose }[] = [];
  for (const gun of guns) {
    // 9.8: in fog, no fire beyond the canister template's reach
    const pose =
      state.weather === 'fog' &&
      ammunition === 'round-shot' &&
      aim(state, gun, unitRing(target), 'canister') === null
        ? null
        : aim(state, gun, unitRing(target), ammunition);
    if (pose === null) {
      return refuse(
        'OUT_OF_TEMPLATE',
        '9.5',
        `${target.id} is not under ${gun.id}'s ${ammunition} template within a 45° pivot`,
        {
          gun: gun.id,
          templateLength: TEMPLATES[ammunition].length / U,
        },
      );
    }
    const sight = sightOf(state, gun, target); // the ruler's own (measure.ts)
    // 9.8: in fog a friend within ½ UM of the gun that sees the target will do — sees it as the
    // rules and the ruler say that friend sees (sightOf: a battery a portion, any other unit the
    // centre line, 8.2)
    const spotted =
      !sight.clear &&
      state.weather === 'fog' &&
      state.units.some(
        (f) =>
          f.side === gun.side &&
          f.id !== gun.id &&
          f.attachedTo === null &&
          withinGap(unitRing(f), unitRing(gun), CONCENTRATION) &&
          sightOf(state, f, target).clear,
      );
    if (!sight.clear && !spotted) {
      return refuse('NO_LINE_OF_SIGHT', sight.rule, `${gun.id} cannot see ${target.id}`, {
        blockedBy: sight.blockedBy,
      });
    }
    aimed.push({ gun, pose });
  }
  // 9.6: a battery that fired in the Defensive Fire Phase fires its canister at half (rounded up)
  const again = state.phase === 'defender-musketry' && guns.some((g) => g.fired);
  const firepower = guns.reduce((sum, g) => {
    const f = unitSpec(g.id)?.firepower ?? 0;
    return sum + (state.phase === 'defender-musketry' && g.fired ? Math.ceil(f / 2) : f);
  }, 0);
  return { guns: aimed, target, firepower, again };
}

/**
 * 9.1–9.5, 9.7: batteries fire at an enemy unit they see (partly, 9.4) and whose template
 * reaches it (pivoting up to 45°, 9.5). Round shot needs the first gun's HD or more on a die
 * (9.1); canister hits at once and every unit its template touches, friend or foe (9.3). Each
 * unit hit rolls a die on the Combat/Fire table with the modifiers (data/crt.json), and the line
 * is applied (morale/outcomes.ts). Every gun that fires gets its Artillery Fired marker.
 */
export function decideArtilleryFire(
  state: A1805State,
  command: FireArtillery,
  dice: Dice,
  fold: (s: A1805State, e: A1805Event) => A1805State,
): A1805Event[] | RuleViolation {
  const p = plan(state, command);
  if (isViolation(p)) return p;
  const o: Outcomes = { state, events: [], dice, fold };
  const lead = p.guns[0]!;
  const hd = unitSpec(lead.gun.id)?.hd ?? 6;
  const ammunition = command.ammunition as Ammunition;
  const hit = ammunition === 'canister' ? null : dice.roll(`artillery ${lead.gun.id}: to hit`, 6);
  emit(o, {
    type: 'ArtilleryFired',
    unitIds: p.guns.map((g) => g.gun.id),
    facings: p.guns.map((g) => g.pose.facing),
    positions: p.guns.map((g) => [g.pose.x, g.pose.y]),
    targetId: p.target.id,
    ammunition,
    ...(hit === null ? {} : { hitRoll: hit, needed: hd }),
    result: hit === null || hit >= hd ? 'hit' : 'miss',
  });
  if (hit !== null && hit < hd) return o.events;
  // 20.1 (optional): each Allied battery that hit rolls again; a 6 and it is out of ammunition
  if (state.optionalRules.includes('allied-artillery') && lead.gun.side === 'allied') {
    for (const { gun } of p.guns) {
      const die = dice.roll(`artillery ${gun.id}: ammunition (20.1)`, 6);
      if (die === 6) emit(o, { type: 'AmmunitionSpent', unitId: gun.id, die });
    }
  }
  const source = centreOf(lead.gun.kind, lead.pose);
  const victims =
    ammunition === 'canister'
      ? o.state.units
          .filter((u) => u.attachedTo === null && !p.guns.some((g) => g.gun.id === u.id))
          .filter((u) =>
            p.guns.some((g) => convexOverlap(templateRing(g.pose, 'canister'), unitRing(u))),
          )
          .map((u) => u.id)
          .sort()
      : [p.target.id];
  for (const id of victims) {
    const u = o.state.units.find((x) => x.id === id);
    if (u === undefined) continue;
    const parts: Record<string, number> = { firepower: firepowerModifier(p.firepower) };
    if (ammunition === 'canister') parts['canister'] = FIRE_MODIFIERS.canister;
    if (p.again) parts['firedBefore'] = FIRE_MODIFIERS.secondFire;
    if (u.formation === 'column' || u.formation === 'limbered')
      parts['targetInColumn'] = FIRE_MODIFIERS.targetInColumn;
    if (u.kind === 'artillery') parts['targetArtillery'] = FIRE_MODIFIERS.targetArtillery;
    if (inCover(unitRing(u))) parts['targetInCover'] = FIRE_MODIFIERS.targetInCover;
    const modifier = Object.values(parts).reduce((a, b) => a + b, 0);
    const roll = dice.roll(`artillery fire at ${u.id}`, 6);
    const total = roll + modifier;
    const row = tableRow(total);
    emit(o, {
      type: 'FireResolved',
      unitId: u.id,
      roll,
      modifier,
      total,
      result: row.result,
      checkModifier: row.modifier,
    });
    applyRow(o, u.id, row, source, `artillery fire (${ammunition})`);
  }
  // 13.15.1.2: held and fired, a battery whose canister did not stop the attack is overrun there
  // and then (the example of play: "the dragoons are unharmed, and the battery is destroyed")
  if (state.phase === 'defender-musketry') {
    for (const { gun } of p.guns) {
      const c = heldAttack(o.state, gun);
      const now = o.state.units.find((u) => u.id === gun.id);
      if (c === undefined || now === undefined || ableAttackers(o.state, c).length === 0) continue;
      eliminate(o, now, 'overrun: its canister did not stop the attack (13.15.1.2)');
      emit(o, { type: 'CombatEnded', defender: gun.id, side: c.side, reason: 'decided' });
    }
  }
  return o.events;
}
