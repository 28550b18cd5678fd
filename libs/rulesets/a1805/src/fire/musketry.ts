import { type Dice, type LegalAction, type RuleViolation, isViolation } from '@pratzen/engine';
import { rotate, withinGap } from '@pratzen/geometry';
import type { A1805Command, Musketry } from '../commands';
import { U, unitSpec } from '../data/catalogue';
import { FIRE_MODIFIERS, firepowerModifier, tableRow } from '../data/crt';
import type { A1805Event } from '../events';
import { type Outcomes, applyRow, emit } from '../morale/outcomes';
import { centreOf, unitRing } from '../movement/pose';
import { inCover } from '../movement/terrain';
import { lineOfSight } from '../sight/sight';
import { type A1805State, type Combat, type UnitState, unitById } from '../state';
import { flankSupporters, proportional } from './assault-fire';
import { refuse } from '../violations';

/** 10.1, 10.4.1: musketry reaches ½ UM. */
const RANGE = U / 2;

const musketrySide = (state: A1805State) =>
  state.phase === 'defender-musketry'
    ? state.attacker === 'allied'
      ? 'french'
      : 'allied'
    : state.attacker;

/** 10.3, 13.5.2, 5.4.2: a unit's musketry rating now (a square fires with its line rating, doubled against cavalry). */
export function musketryRating(u: UnitState, target: UnitState): number {
  const m = unitSpec(u.id)?.musketry;
  if (m === undefined || m === null) return 0;
  const base = (u.formation === 'column' ? m.column : m.line) - u.stepsLost;
  return u.formation === 'square' && target.kind === 'cavalry' ? 2 * base : base;
}

/** Whether a point lies ahead of the unit's front edge (in its own frame, beyond the front line). */
const ahead = (u: UnitState, p: { x: number; y: number }): boolean =>
  rotate({ x: p.x - u.x, y: p.y - u.y }, -u.facing).y > 0;

/** The key under which a unit's fire this phase is recorded (5.4.4: a square fires at each enemy in reach). */
const shotKey = (u: UnitState, target: UnitState): string =>
  u.formation === 'square' ? `${u.id}>${target.id}` : u.id;

function shooterProblem(
  state: A1805State,
  u: UnitState | undefined,
  id: string,
  target: UnitState,
): RuleViolation | null {
  if (u === undefined) return refuse('UNKNOWN_UNIT', null, `no unit ${id} on the table`);
  if (u.side !== musketrySide(state)) {
    return refuse(
      'NOT_YOUR_UNIT',
      state.phase === 'defender-musketry' ? '4.7' : '4.8',
      `${u.id} does not fire in this phase`,
    );
  }
  if (u.kind !== 'infantry') return refuse('NO_MUSKETRY', '10.3', `${u.id} has no musketry rating`);
  if (u.morale === 'stunned') return refuse('STUNNED', '12.5.1', `${u.id} is stunned: no musketry`);
  if (u.morale === 'disorganized')
    return refuse('DISORGANIZED', '12.5.2', `${u.id} is disorganized: no musketry`);
  if (u.morale === 'routed') return refuse('ROUTED', '12.5.3.1', `${u.id} is routed: no musketry`);
  const engaged = state.combats.find(
    (c) => c.ongoing && (c.defender === u.id || c.attackers.includes(u.id)),
  );
  if (engaged !== undefined) {
    return refuse(
      'ENGAGED',
      '10.4.3.3',
      `${u.id} is in a combat going on: it fires at nothing (10.4.3.2)`,
    );
  }
  if (state.musketry.includes(shotKey(u, target))) {
    return refuse(
      'ALREADY_FIRED',
      u.formation === 'square' ? '5.4.4' : '10.2',
      `${u.id} has fired this phase`,
    );
  }
  if (!withinGap(unitRing(u), unitRing(target), RANGE)) {
    return refuse('OUT_OF_RANGE', '10.4.2', `${target.id} is not within ½ UM of ${u.id}`);
  }
  // 10.5: only in the direction it faces — the target's centre ahead of its front edge (the
  // same front as an attack's, 13.9); 5.4: a square faces every way
  if (u.formation !== 'square' && !ahead(u, centreOf(target.kind, target))) {
    return refuse('NOT_IN_FRONT', '10.5', `${target.id} is not in front of ${u.id}`);
  }
  const sight = lineOfSight(state, u, target);
  if (!sight.clear)
    return refuse('NO_LINE_OF_SIGHT', sight.rule, `${u.id} cannot see ${target.id}`, {
      blockedBy: sight.blockedBy,
    });
  return null;
}

interface Plan {
  readonly shooters: UnitState[];
  readonly target: UnitState;
  /** 10.4.3: fire before the assault by the attackers at the unit they attack … */
  readonly byAttackers: Combat | undefined;
  /** … or by the defender at a unit attacking it (not static line fire). */
  readonly atAttacker: Combat | undefined;
}

/** 10.4.3: the combat this fire comes before, if it is fire before an assault. */
function assaultOf(state: A1805State, shooters: readonly UnitState[], target: UnitState) {
  const side = shooters[0]!.side;
  const byAttackers = state.combats.find(
    (c) =>
      !c.ongoing &&
      c.side === side &&
      c.defender === target.id &&
      shooters.every((u) => c.attackers.includes(u.id)),
  );
  const atAttacker = state.combats.find(
    (c) =>
      !c.ongoing &&
      c.side !== side &&
      c.attackers.includes(target.id) &&
      shooters.every((u) => u.id === c.defender),
  );
  return { byAttackers, atAttacker };
}

function plan(state: A1805State, command: Musketry): Plan | RuleViolation {
  if (state.phase !== 'defender-musketry' && state.phase !== 'attacker-musketry') {
    return refuse('NOT_MUSKETRY_PHASE', '4.7', 'musketry is fired in the Musketry Fire Phases');
  }
  const target = unitById(state, command.targetId);
  const ids = [...new Set(command.unitIds)];
  if (ids.length === 0 || ids.length !== command.unitIds.length)
    return refuse('BAD_SHOOTERS', '10.4.2', 'name each firing unit once');
  if (target === undefined || target.attachedTo !== null)
    return refuse('UNKNOWN_UNIT', null, `no unit ${command.targetId} to fire at`);
  const shooters: UnitState[] = [];
  for (const id of ids) {
    const u = unitById(state, id);
    const problem = shooterProblem(state, u, id, target);
    if (problem !== null) return problem;
    shooters.push(u!);
  }
  if (target.side === musketrySide(state))
    return refuse('FRIENDLY_TARGET', '10.1', 'musketry is fired at enemy units');
  const { byAttackers, atAttacker } = assaultOf(state, shooters, target);
  // 10.4.3.1, 10.4.3.4: before the assault two units fire together only in a proportional attack
  if (
    byAttackers !== undefined &&
    shooters.length > 1 &&
    !(shooters.length === 2 && proportional(target, shooters[0]!, shooters[1]!))
  ) {
    return refuse(
      'NOT_PROPORTIONAL',
      '10.4.3.4',
      'before the assault only two attackers each covering half the defender fire together; friends on the flanks add 1 each (10.4.3.1), counted by the server',
    );
  }
  return { shooters, target, byAttackers, atAttacker };
}

/**
 * 10.4.1 static line fire: infantry within ½ UM of an enemy it sees in front of it (10.5)
 * fires; two or more within ½ UM of the same target add their ratings (10.4.2). One die on the
 * Combat/Fire table with the modifiers (the firing side's and the target's: data/crt.json);
 * the result applies to the target (morale/outcomes.ts). The first unit named leads (its
 * formation and side give the line-vs-line and French modifiers).
 */
export function decideMusketry(
  state: A1805State,
  command: Musketry,
  dice: Dice,
  fold: (s: A1805State, e: A1805Event) => A1805State,
): A1805Event[] | RuleViolation {
  const p = plan(state, command);
  if (isViolation(p)) return p;
  const { shooters, target, byAttackers, atAttacker } = p;
  const lead = shooters[0]!;
  const side = lead.side;
  const assault = byAttackers ?? atAttacker;
  // 10.4.2: static line fire adds every rating; 10.4.3.1: before the assault only the units
  // facing each other fire (a proportional pair of attackers both, 10.4.3.4), and friends on the
  // flanks add 1 each (at most 2)
  const supporters =
    assault === undefined
      ? []
      : flankSupporters(
          state,
          lead,
          target,
          assault,
          shooters.map((u) => u.id),
        );
  const rating =
    shooters.reduce((sum, u) => sum + musketryRating(u, target), 0) + supporters.length;
  const parts: Record<string, number> = { firepower: firepowerModifier(rating) };
  if (assault === undefined) parts['staticLineFire'] = FIRE_MODIFIERS.staticLineFire;
  if ((lead.formation === 'line' || lead.formation === 'square') && target.formation === 'line')
    parts['lineVsLine'] = FIRE_MODIFIERS.lineVsLine;
  if (target.formation === 'column' || target.formation === 'limbered')
    parts['targetInColumn'] = FIRE_MODIFIERS.targetInColumn;
  if (target.kind === 'artillery') parts['targetArtillery'] = FIRE_MODIFIERS.targetArtillery;
  if (inCover(unitRing(target))) parts['targetInCover'] = FIRE_MODIFIERS.targetInCover;
  if (unitSpec(lead.id)?.nation === 'french')
    parts['frenchInfantry'] = FIRE_MODIFIERS.frenchInfantry;
  const modifier = Object.values(parts).reduce((a, b) => a + b, 0);
  const o: Outcomes = { state, events: [], dice, fold };
  emit(o, {
    type: 'MusketryFired',
    unitIds: shooters.map((u) => u.id),
    keys: shooters.map((u) => shotKey(u, target)),
    targetId: target.id,
    rating,
    ...(supporters.length === 0 ? {} : { supporters: supporters.map((u) => u.id) }),
  });
  const roll = dice.roll(`musketry at ${target.id}`, 6);
  const total = roll + modifier;
  const row = tableRow(total);
  emit(o, {
    type: 'FireResolved',
    unitId: target.id,
    roll,
    modifier,
    total,
    result: row.result,
    checkModifier: row.modifier,
  });
  const failure =
    byAttackers !== undefined
      ? // 10.4.3.5.1: the defender failed: a marker worth the margin, at most 4, for the assault
        (_: UnitState, failedBy: number) =>
          emit(o, { type: 'AssaultFire', defender: target.id, side, bonus: Math.min(4, failedBy) })
      : atAttacker !== undefined
        ? // 10.4.3.5.2–3: an attacking unit failed: stunned, it takes no part in the assault
          (u: UnitState) => {
            emit(o, {
              type: 'MoraleChanged',
              unitId: u.id,
              to: 'stunned',
              ...(u.bloodRage ? { bloodRage: 'lost' as const } : {}),
            });
            emit(o, {
              type: 'AssaultFire',
              defender: atAttacker.defender,
              side: atAttacker.side,
              leaves: u.id,
            });
          }
        : undefined;
  applyRow(
    o,
    target.id,
    row,
    centreOf(lead.kind, lead),
    assault === undefined ? 'musketry' : 'musketry before the assault',
    failure,
  );
  return o.events;
}

/** Musketry actions: each unit that may fire, at each enemy it reaches; partners within ½ UM of the same target as a subset (10.4.2). */
export function musketryActions(state: A1805State): LegalAction<A1805Command>[] {
  if (state.phase !== 'defender-musketry' && state.phase !== 'attacker-musketry') return [];
  const side = musketrySide(state);
  const mine = state.units.filter(
    (u) => u.side === side && u.kind === 'infantry' && u.morale === 'good',
  );
  const targets = state.units.filter((u) => u.side !== side && u.attachedTo === null);
  const out: LegalAction<A1805Command>[] = [];
  for (const t of targets) {
    const able = mine.filter((u) => shooterProblem(state, u, u.id, t) === null);
    for (const u of able) {
      // 10.4.3.4: before the assault, only a proportional partner fires with it
      const assault = assaultOf(state, [u], t).byAttackers;
      const partners = able
        .filter((x) => x.id !== u.id)
        .filter(
          (x) =>
            assault === undefined || (assault.attackers.includes(x.id) && proportional(t, u, x)),
        )
        .map((x) => x.id);
      out.push({
        command: { type: 'Musketry', unitIds: [u.id], targetId: t.id },
        ...(partners.length === 0
          ? {}
          : {
              space: {
                vary: { '/unitIds': { kind: 'subset', of: [u.id, ...partners], minItems: 1 } },
                checks: [],
              },
            }),
      });
    }
  }
  return out;
}
