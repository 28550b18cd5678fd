import { type Dice, type LegalAction, type RuleViolation } from '@pratzen/engine';
import { withinGap } from '@pratzen/geometry';
import type { A1805Command, ReturnCrew } from '../commands';
import { U } from '../data/catalogue';
import type { A1805Event } from '../events';
import { type Outcomes, eliminate, emit } from '../morale/outcomes';
import { unitRing } from '../movement/pose';
import type { A1805State, Combat, UnitState } from '../state';
import { refuse } from '../violations';
import { SHELTER_RANGE } from './options';

/** 13.15.1.1.3: crewless guns attacked are destroyed on 1–4. */
const CREWLESS_DESTROYED_ON = 4;

/** 13.15.1.1.2 (our reading of "the danger has passed"): no enemy within ½ UM of the guns. */
const DANGER = U / 2;

/** Why this battery's crew cannot return now, if it cannot. */
function returnProblem(state: A1805State, id: string): RuleViolation | null {
  const gun = state.units.find((u) => u.id === id);
  if (gun === undefined) return refuse('UNKNOWN_UNIT', null, `no unit ${id} on the table`);
  if (gun.crewIn === undefined)
    return refuse('NOT_CREWLESS', '13.15.1.1.2', `${gun.id}'s crew is with its guns`);
  if (state.phase !== 'rally' || gun.side !== state.attacker) {
    return refuse('NOT_RALLY_PHASE', '13.15.1.1.2', "a crew returns in its owner's Rally Phase");
  }
  const square = state.units.find((u) => u.id === gun.crewIn);
  if (square === undefined || !withinGap(unitRing(square), unitRing(gun), SHELTER_RANGE)) {
    return refuse('CREW_TOO_FAR', '13.15.1.1.2', `${gun.crewIn} is more than 2 UM from ${gun.id}`);
  }
  const danger = state.units.find(
    (e) =>
      e.side !== gun.side && e.attachedTo === null && withinGap(unitRing(e), unitRing(gun), DANGER),
  );
  if (danger !== undefined || state.combats.some((c) => c.defender === gun.id)) {
    return refuse('DANGER', '13.15.1.1.2', `the danger to ${gun.id} has not passed`, {
      enemy: danger?.id ?? null,
    });
  }
  return null;
}

export function decideReturnCrew(
  state: A1805State,
  command: ReturnCrew,
): A1805Event[] | RuleViolation {
  const problem = returnProblem(state, command.unitId);
  if (problem !== null) return problem;
  const gun = state.units.find((u) => u.id === command.unitId)!;
  return [{ type: 'CrewReturned', unitId: gun.id, squareId: gun.crewIn! }];
}

export const returnCrewActions = (state: A1805State): LegalAction<A1805Command>[] =>
  state.units
    .filter((u) => u.crewIn !== undefined && returnProblem(state, u.id) === null)
    .map((u) => ({ command: { type: 'ReturnCrew', unitId: u.id } }));

/** 13.15.1.1.3: an attack on crewless guns: a die, and 1–4 destroys them. */
export function assaultCrewless(o: Outcomes, c: Combat, gun: UnitState, dice: Dice): void {
  const roll = dice.roll(`crewless guns ${gun.id}`, 6);
  const destroyed = roll <= CREWLESS_DESTROYED_ON;
  emit(o, {
    type: 'CrewlessGunsAttacked',
    unitId: gun.id,
    attackers: c.attackers,
    roll,
    result: destroyed ? 'destroyed' : 'survived',
  });
  if (destroyed) eliminate(o, gun, 'crewless guns destroyed (13.15.1.1.3)');
  emit(o, { type: 'CombatEnded', defender: gun.id, side: c.side, reason: 'decided' });
}
