import { type Dice, type LegalAction, type RuleViolation } from '@pratzen/engine';
import { withinGap, ringMeetsPolygon } from '@pratzen/geometry';
import type { A1805Command, Assault } from '../commands';
import { unitSpec } from '../data/catalogue';
import { COMBAT_MODIFIERS, tableRow } from '../data/crt';
import type { A1805Event } from '../events';
import { type Outcomes, applyRow, eliminate, emit, retire } from '../morale/outcomes';
import { CONTACT } from '../movement/obstacles';
import { centreOf, unitRing } from '../movement/pose';
import { attackProblem } from '../movement/contact';
import { SIGHT_BLOCKING } from '../movement/terrain';
import type { A1805State, Combat, UnitState } from '../state';
import { refuse } from '../violations';
import { attackDirection } from './direction';
import { offerAfterCombat } from './after-combat';
import { assaultCrewless } from '../reactions/crew';
import { failedToDisengage } from './disengage';
import { enemyOf } from '../vocabulary';

/**
 * 13.4, 13.5.2, 12.9, 5.4.3, 13.14, 13.15: a unit's own combat modifier. 13.5.2: −1 for a step
 * lost, Guard and elite units too: 12.2.1 and 12.2.1.1 exempt only their morale.
 */
function ownModifier(u: UnitState, attackedFromRear: boolean): number {
  const spec = unitSpec(u.id);
  if (attackedFromRear) return 0;
  let m = (spec?.combat ?? 0) - u.stepsLost;
  if (u.formation === 'square') m += COMBAT_MODIFIERS.square;
  if (u.bloodRage) m += COMBAT_MODIFIERS.bloodRage;
  return m;
}

const inContact = (a: UnitState, b: UnitState): boolean =>
  withinGap(unitRing(a), unitRing(b), CONTACT);

/**
 * 13.3: the units of a declared attack still able to make it: in contact and fit to attack (5.4.4:
 * a square in a combat going on once it has failed its check to disengage).
 */
export function ableAttackers(state: A1805State, c: Combat): UnitState[] {
  const defender = state.units.find((u) => u.id === c.defender);
  if (defender === undefined) return [];
  return c.attackers
    .map((id) => state.units.find((u) => u.id === id))
    .filter(
      (u): u is UnitState =>
        u !== undefined &&
        attackProblem(u, u.formation, c.ongoing && failedToDisengage(state, u.id)) === null &&
        inContact(u, defender),
    );
}

/** The close combats the phasing player must resolve now (13.1: declared attacks are made). */
export const pendingCombats = (state: A1805State): readonly Combat[] =>
  state.phase === 'close-combat' ? state.combats.filter((c) => c.side === state.attacker) : [];

/**
 * 13.4: each side rolls a die; the attacker adds its leader's modifier and every applicable
 * one (support 13.13, attached HQ 12.6.1, flank or rear 13.14, the defender's morale state 12.5,
 * the musketry bonus 10.4.3.5.1, Cossacks 13.12.1.3 …), the defender only its own (13.4). The
 * difference is read on the Combat/Fire table and applied to the loser: the defender, or the
 * attackers' leader (a step only from it, a retreat for all, 13.13.1). A cavalry-led attack that
 * routs its enemy annihilates it (13.12.4). A combat still in contact goes on, and the other side
 * attacks in its next Close Combat Phase (13.3).
 */
export function decideAssault(
  state: A1805State,
  command: Assault,
  dice: Dice,
  fold: (s: A1805State, e: A1805Event) => A1805State,
): A1805Event[] | RuleViolation {
  if (state.phase !== 'close-combat')
    return refuse(
      'NOT_COMBAT_PHASE',
      '4.9',
      'close combats are resolved in the Close Combat Phase',
    );
  const c = pendingCombats(state).find((x) => x.defender === command.defenderId);
  if (c === undefined)
    return refuse('NO_SUCH_COMBAT', '13.1', `no attack on ${command.defenderId} to resolve`);
  const defender = state.units.find((u) => u.id === c.defender);
  const able = ableAttackers(state, c);
  // 13.11.2: attacked both from the front and the rear, a unit forced to retreat surrenders
  const sides = defender === undefined ? [] : able.map((a) => attackDirection(a, defender));
  const surrounded = sides.includes('front') && sides.includes('rear');
  const o: Outcomes = {
    state,
    events: [],
    dice,
    fold,
    ...(surrounded ? { surrendering: [c.defender] } : {}),
  };
  if (defender === undefined || able.length === 0) {
    emit(o, {
      type: 'CombatEnded',
      defender: c.defender,
      side: c.side,
      reason: 'cancelled (13.3)',
    });
    return o.events;
  }
  if (defender.kind === 'artillery' && defender.crewIn !== undefined) {
    assaultCrewless(o, c, defender, dice);
    return o.events;
  }
  if (defender.kind === 'artillery' && unitSpec(defender.id)?.santon !== true) {
    // 13.15, 13.15.1.2, 12.7.1: guns have no combat strength: whatever their canister did, an
    // attack that still reaches them overruns them
    eliminate(o, defender, 'overrun (13.15.1.2)');
    emit(o, { type: 'CombatEnded', defender: c.defender, side: c.side, reason: 'decided' });
    return o.events;
  }
  const best = [...able].sort(
    (a, b) => ownModifier(b, false) - ownModifier(a, false) || a.id.localeCompare(b.id),
  )[0]!;
  const leader =
    command.leaderId === undefined ? best : able.find((u) => u.id === command.leaderId);
  if (leader === undefined)
    return refuse(
      'BAD_LEADER',
      '13.13',
      `${command.leaderId} is not one of the attacking units able to fight`,
    );
  const direction = attackDirection(leader, defender);
  const leaderSpec = unitSpec(leader.id);
  const parts: Record<string, number> = { leader: ownModifier(leader, false) };
  if (leader.kind === 'cavalry' && (defender.formation === 'square' || inCover(defender))) {
    // 13.12.2: cavalry against a square (or a settlement or fortification) loses its inherent modifier
    parts['leader'] = ownModifier(leader, false) - (leaderSpec?.combat ?? 0);
  }
  // 13.12.3: a charging leader doubles its combat modifier
  if ((c.chargers ?? []).includes(leader.id) && parts['leader']! > 0) {
    parts['charge'] = parts['leader']!;
  }
  const supporters = able.filter((u) => u.id !== leader.id && u.kind !== 'artillery');
  if (supporters.length > 0) parts['support'] = supporters.length * COMBAT_MODIFIERS.support;
  const hq = state.units.find((h) => h.attachedTo === leader.id);
  if (hq !== undefined) parts['attachedHq'] = unitSpec(hq.id)?.bonus ?? COMBAT_MODIFIERS.attachedHq;
  if (direction === 'flank') parts['flank'] = COMBAT_MODIFIERS.flank;
  if (direction === 'rear') parts['rear'] = COMBAT_MODIFIERS.rear;
  if (defender.morale === 'stunned') parts['vsStunned'] = COMBAT_MODIFIERS.vsStunned;
  if (defender.morale === 'disorganized') parts['vsDisorganized'] = COMBAT_MODIFIERS.vsDisorganized;
  if (defender.morale === 'routed') parts['vsRouted'] = COMBAT_MODIFIERS.vsRouted;
  if (c.bonus > 0) parts['musketryBonus'] = c.bonus;
  if (leaderSpec?.class === 'cossack' && defender.kind === 'infantry')
    parts['cossacks'] = COMBAT_MODIFIERS.cossacksVsInfantry;
  const defenderParts: Record<string, number> = {
    own: ownModifier(defender, direction === 'rear'),
  };
  if (inCover(defender)) defenderParts['cover'] = COMBAT_MODIFIERS.defenderInCover;
  const attackerModifier = Object.values(parts).reduce((a, b) => a + b, 0);
  const defenderModifier = Object.values(defenderParts).reduce((a, b) => a + b, 0);
  const attackerRoll = dice.roll(`close combat on ${defender.id}: attacker`, 6);
  const defenderRoll = dice.roll(`close combat on ${defender.id}: defender`, 6);
  const difference = attackerRoll + attackerModifier - (defenderRoll + defenderModifier);
  emit(o, {
    type: 'CloseCombat',
    defender: defender.id,
    attackers: able.map((u) => u.id),
    leader: leader.id,
    direction,
    attackerRoll,
    attackerModifier,
    defenderRoll,
    defenderModifier,
    difference,
  });
  const leaderAt = centreOf(leader.kind, leader);
  const defenderAt = centreOf(defender.kind, defender);
  if (difference > 0) {
    applyRow(o, defender.id, tableRow(difference), leaderAt, 'close combat');
    const after = o.state.units.find((u) => u.id === defender.id);
    if (
      after !== undefined &&
      after.morale === 'routed' &&
      defender.morale !== 'routed' &&
      leader.kind === 'cavalry'
    ) {
      eliminate(o, after, 'cavalry harassment (13.12.4)');
    }
  } else if (difference < 0) {
    const before = o.events.length;
    applyRow(o, leader.id, tableRow(-difference), defenderAt, 'close combat');
    const leaderRetreated = o.events
      .slice(before)
      .some(
        (e) =>
          (e.type === 'UnitRetreated' || e.type === 'UnitEliminated') && e.unitId === leader.id,
      );
    if (leaderRetreated) {
      for (const u of supporters)
        retire(o, u.id, defenderAt, false, 'close combat: the attack fell back (13.13.1)');
    }
  }
  // 13.3: still in contact, the combat goes on with the roles passed to the other side
  const d = o.state.units.find((u) => u.id === defender.id);
  const still = ableAttackers(o.state, { ...c, attackers: able.map((u) => u.id) });
  const engaged = d === undefined ? [] : still.filter((u) => inContact(u, d));
  if (d !== undefined && engaged.length > 0) {
    emit(o, { type: 'CombatEnded', defender: c.defender, side: c.side, reason: 'goes on (13.3)' });
    emit(o, {
      type: 'CombatDeclared',
      defender: engaged[0]!.id,
      attackers: [d.id],
      side: enemyOf(c.side),
      ongoing: 'yes',
    });
  } else {
    emit(o, { type: 'CombatEnded', defender: c.defender, side: c.side, reason: 'decided' });
  }
  // 13.11.4, 13.12.4: the winner may advance into the place the loser left; 13.9: a defender that
  // beat an attack on its flank or rear may take any facing and formation
  if (difference > 0) offerAfterCombat(o, leader.id, defender, false);
  if (difference < 0) offerAfterCombat(o, defender.id, leader, direction !== 'front');
  return o.events;
}

const inCover = (u: UnitState): boolean =>
  SIGHT_BLOCKING.some((f) => f.terrain !== 'woods' && ringMeetsPolygon(unitRing(u), f.area!));

/** Assault actions: each declared combat to resolve (13.1), its leader chosen among the attackers able to fight. */
export function assaultActions(state: A1805State): LegalAction<A1805Command>[] {
  return pendingCombats(state).map((c) => {
    const able = ableAttackers(state, c).map((u) => u.id);
    return {
      command: { type: 'Assault', defenderId: c.defender },
      ...(able.length > 1
        ? { space: { vary: { '/leaderId': { kind: 'choice', options: able } }, checks: [] } }
        : {}),
    };
  });
}
