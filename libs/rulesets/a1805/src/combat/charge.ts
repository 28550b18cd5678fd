import { type LegalAction, type RuleViolation, isViolation } from '@pratzen/engine';
import { point, withinDistance, withinGap, ringMeetsPolygon } from '@pratzen/geometry';
import type { A1805Command, DeclareCharge } from '../commands';
import { U, unitSpec } from '../data/catalogue';
import type { A1805Event } from '../events';
import { type Outcomes, checkMorale, eliminate, oneLevelWorse } from '../morale/outcomes';
import { baseAllowance } from '../movement/allowance';
import { centreOf, unitRing } from '../movement/pose';
import { attackProblem } from '../movement/contact';
import { SIGHT_BLOCKING } from '../movement/terrain';
import { lineOfSight } from '../sight/sight';
import { type A1805State, type UnitState, unitById } from '../state';
import { refuse } from '../violations';

/** 13.12.3.1: a charge is declared only on a target at least 1 UM away. */
const CHARGE_DISTANCE = U;

/** Why this cavalry cannot charge that target now, if it cannot (13.12.1.1, 13.12.3, 13.12.3.1). */
function chargeProblem(
  state: A1805State,
  u: UnitState | undefined,
  id: string,
  t: UnitState | undefined,
  targetId: string,
): RuleViolation | null {
  if (state.phase !== 'movement')
    return refuse('NOT_MOVEMENT_PHASE', '13.12.3.1', 'charges are declared in the Movement Phase');
  if (state.moved.length > 0)
    return refuse('CHARGE_FIRST', '13.12.3.1', 'charges are declared before any movement');
  if (u === undefined) return refuse('UNKNOWN_UNIT', null, `no unit ${id} on the table`);
  if (u.side !== state.attacker)
    return refuse('NOT_YOUR_UNIT', '4.6', `${u.id} is not the phasing player's`);
  if (u.kind !== 'cavalry') return refuse('NOT_CAVALRY', '13.12.3', 'only cavalry charges');
  if (unitSpec(u.id)?.class === 'cossack')
    return refuse('COSSACKS', '13.12.1.1', 'Cossacks cannot charge');
  const problem = attackProblem(u, u.formation);
  if (problem !== null) return problem;
  if (state.charges.some((c) => c.unitId === u.id))
    return refuse('ALREADY_CHARGING', '13.12.3.1', `${u.id} has declared its charge`);
  if (state.combats.some((c) => c.defender === u.id || c.attackers.includes(u.id))) {
    return refuse('ENGAGED', '13.6', `${u.id} is engaged in a close combat`);
  }
  if (t === undefined || t.attachedTo !== null)
    return refuse('UNKNOWN_UNIT', null, `no unit ${targetId} to charge`);
  if (t.side === u.side) return refuse('FRIENDLY_TARGET', '13.12.3', 'charge enemy units');
  if (t.formation === 'square')
    return refuse('CHARGE_SQUARE', '13.12.3', 'cavalry never charges a square (it may attack it)');
  const cover = SIGHT_BLOCKING.find((f) => ringMeetsPolygon(unitRing(t), f.area!));
  if (cover !== undefined) {
    return refuse('CHARGE_COVER', '13.12.3.1', `no charge against units in ${cover.name}`, {
      feature: cover.id,
    });
  }
  if (withinGap(unitRing(u), unitRing(t), CHARGE_DISTANCE - 1)) {
    return refuse(
      'CHARGE_TOO_CLOSE',
      '13.12.3.1',
      'the target of a charge must be at least 1 UM away',
    );
  }
  const sight = lineOfSight(state, u, t);
  if (!sight.clear)
    return refuse('NO_LINE_OF_SIGHT', sight.rule, `${u.id} cannot see ${t.id}`, {
      blockedBy: sight.blockedBy,
    });
  return null;
}

export function decideDeclareCharge(
  state: A1805State,
  command: DeclareCharge,
): A1805Event[] | RuleViolation {
  const u = unitById(state, command.unitId);
  const t = unitById(state, command.targetId);
  const problem = chargeProblem(state, u, command.unitId, t, command.targetId);
  if (problem !== null) return problem;
  return [{ type: 'ChargeDeclared', unitId: u!.id, targetId: t!.id }];
}

/** 13.12.3.1: a charging unit moves straight at its target: at most a 45° turn, then into contact. */
export function chargeMoveProblem(
  state: A1805State,
  unitId: string,
  steps: readonly { kind: string; unitId?: unknown; angle?: unknown }[],
): RuleViolation | null {
  const charge = state.charges.find((c) => c.unitId === unitId);
  if (charge === undefined) return null;
  const last = steps[steps.length - 1];
  const straight =
    last?.kind === 'close' &&
    (steps.length === 1 || (steps.length === 2 && steps[0]?.kind === 'turn'));
  if (!straight)
    return refuse(
      'CHARGE_STRAIGHT',
      '13.12.3.1',
      'a charge is made in a straight line into its target',
    );
  if (last.unitId !== charge.targetId) {
    return refuse('CHARGE_TARGET', '13.12.3.1', `${unitId} charges ${charge.targetId}`, {
      target: charge.targetId,
    });
  }
  return null;
}

/**
 * 12.7.1: the target of a charge checks morale as the cavalry comes in (not Guard or elite units,
 * 12.7.1.1); failing, it is stunned (12.11: one level worse if it was already) — artillery, unable
 * to fire, is overrun and removed. A double 6 breaks it (12.7.1.2): routed, it flees 1 UM, and is
 * eliminated if the cavalry has the movement left to reach it (a UM or more).
 */
export function chargeCheck(
  o: Outcomes,
  cavalry: UnitState,
  targetId: string,
  spent: number,
): void {
  const t = o.state.units.find((u) => u.id === targetId);
  const spec = t === undefined ? undefined : unitSpec(t.id);
  if (t === undefined || spec === undefined || spec.guard || spec.elite) return;
  const source = centreOf(cavalry.kind, cavalry);
  const left = baseAllowance(cavalry) - spent;
  checkMorale(o, t.id, 0, source, 'cavalry charge', (u) => {
    if (u.kind === 'artillery') {
      eliminate(o, u, 'overrun by a cavalry charge (12.7.1)');
      return;
    }
    // 12.11: stunned, or one level worse for a unit already stunned or worse
    oneLevelWorse(o, u, source, 'cavalry charge');
  });
  const broke = o.events.some(
    (e) =>
      e.type === 'MoraleChecked' &&
      e.unitId === t.id &&
      e.cause === 'cavalry charge' &&
      e.result === 'double-6',
  );
  const after = o.state.units.find((u) => u.id === t.id);
  if (broke && after !== undefined && after.morale === 'routed' && left >= U) {
    eliminate(o, after, 'broken by a charge and ridden down (12.7.1.2)');
  }
}

/** Charges the phasing player may declare now: each cavalry unit, each enemy it could reach and may charge. */
export function chargeActions(state: A1805State): LegalAction<A1805Command>[] {
  if (state.phase !== 'movement' || state.moved.length > 0) return [];
  const out: LegalAction<A1805Command>[] = [];
  for (const u of state.units.filter((x) => x.side === state.attacker && x.kind === 'cavalry')) {
    const reach = baseAllowance(u) + U;
    for (const t of state.units.filter((x) => x.side !== u.side && x.attachedTo === null)) {
      if (!withinDistance(point(u.x, u.y), point(t.x, t.y), reach)) continue;
      const command: DeclareCharge = { type: 'DeclareCharge', unitId: u.id, targetId: t.id };
      if (!isViolation(decideDeclareCharge(state, command))) out.push({ command });
    }
  }
  return out;
}
