import { type LegalAction, type RuleViolation, isViolation } from '@pratzen/engine';
import { tenthsToWire, ticksToWire } from '@pratzen/geometry';
import type { A1805Command, EnterTable } from '../commands';
import { U, formationsOf } from '../data/catalogue';
import { AREAS } from '../data/strategic';
import type { A1805Event, UnitEntered } from '../events';
import { unitRing } from '../movement/pose';
import { groundProblem, setDown } from '../movement/set-down';
import type { A1805State, HeldUnit, UnitState } from '../state';
import { refuse } from '../violations';
import { standing, tooCloseToEnemy } from './chit-rules';
import { stripedZoneProblem } from './striped-zone';

/**
 * After the fog (an interpretation: the rules are silent). Strategic movement and chits are for
 * fog turns (16.4, 16.4.2.2 "until the fog lifts"), and once the fog starts to lift its effects go
 * (16.3); so, from the first turn without fog, a unit still on its side's strategic map comes onto
 * the table in its owner's Movement Phase: placed inside the area where its corps is (16.4.2.4),
 * at least 3 UM from every enemy unit and chit (16.4.2.5), artillery limbered (16.4.2.8.1: troops
 * on the march), any other formation its owner chooses; it has moved for the phase (4.6).
 */
export const entersFromReserve = (state: A1805State): boolean =>
  state.phase === 'movement' && state.weather !== 'fog';

/** The reserve units of the phasing side that may enter now. */
export const waitingToEnter = (state: A1805State) =>
  entersFromReserve(state) ? state.fog.reserve.filter((u) => u.side === state.attacker) : [];

/** The unit as it would stand, or why it may not enter there. */
function entryPlan(state: A1805State, command: EnterTable): UnitState | RuleViolation {
  if (!entersFromReserve(state)) {
    return refuse(
      'NOT_ENTRY_PHASE',
      '16.3',
      'units on a strategic map enter the table in their Movement Phase once the fog lifts',
    );
  }
  const held = waitingToEnter(state).find((u) => u.id === command.unitId);
  if (held === undefined) {
    // the same answer for an enemy unit, a unit on the table and no unit at all
    return refuse(
      'NOT_IN_RESERVE',
      '16.4.1',
      `${String(command.unitId)} is not on your strategic map`,
    );
  }
  const u = setDown(held.id, command, '16.3');
  if (isViolation(u)) return u;
  if (u.kind === 'artillery' && u.formation !== 'limbered') {
    return refuse('ENTERS_LIMBERED', '16.4.2.8.1', `${u.id} comes on limbered`);
  }
  const ring = unitRing(u);
  const area = AREAS.find((a) => a.id === held.area);
  const inside = ring.every(
    (p) =>
      area !== undefined &&
      p.x >= area.minX &&
      p.x <= area.maxX &&
      p.y >= area.minY &&
      p.y <= area.maxY,
  );
  if (!inside) {
    return refuse(
      'WRONG_AREA',
      '16.4.2.4',
      `${u.id} is with its corps in ${area?.name ?? held.area}: it enters there`,
    );
  }
  const ground = groundProblem(state, u, ring);
  if (ground !== null) return ground;
  const near = tooCloseToEnemy(state, held.side, ring);
  if (near !== undefined) {
    return refuse('TOO_CLOSE_TO_ENEMY', '16.4.2.5', `closer than 3 UM to ${near}`);
  }
  return stripedZoneProblem(state, held.side, [ring]) ?? { ...u, ...strength(held) };
}

const strength = (h: HeldUnit) => ({ stepsLost: h.stepsLost, morale: h.morale });

export function decideEnterTable(
  state: A1805State,
  command: EnterTable,
): A1805Event[] | RuleViolation {
  const u = entryPlan(state, command);
  if (isViolation(u)) return u;
  return [
    {
      type: 'UnitEntered',
      unitId: u.id,
      side: u.side,
      x: u.x,
      y: u.y,
      facing: u.facing,
      formation: u.formation,
    },
  ];
}

export function afterUnitEntered(state: A1805State, e: UnitEntered): A1805State {
  const held = state.fog.reserve.find((u) => u.id === e.unitId);
  if (held === undefined) return state;
  const { id, side, kind, stepsLost, morale } = held;
  return {
    ...state,
    units: [...state.units, standing({ id, side, kind, stepsLost, morale }, e)],
    moved: [...state.moved, held.id],
    fog: { ...state.fog, reserve: state.fog.reserve.filter((u) => u.id !== e.unitId) },
  };
}

/** Grid steps of the search for a first place in the area (1 UM). */
const STEP = U;

/**
 * For each unit that may enter, the first place the server finds in its corps' area (facing
 * the enemy's side of the table, its first formation; limbered for artillery): a place to start
 * from, any other the owner chooses being checked by the same rules.
 */
export function enterActions(state: A1805State): LegalAction<A1805Command>[] {
  const out: LegalAction<A1805Command>[] = [];
  // units of one kind entering one area share a block: one search each (null: no room)
  const found = new Map<string, EnterTable | null>();
  for (const h of waitingToEnter(state)) {
    const formation = h.kind === 'artillery' ? 'limbered' : (formationsOf(h.kind)[0] ?? 'none');
    const key = `${h.area}|${h.kind}|${formation}`;
    if (!found.has(key)) found.set(key, firstPlace(state, h, formation));
    const place = found.get(key);
    if (place !== null && place !== undefined) {
      out.push({ command: { ...place, unitId: h.id } });
    }
  }
  return out;
}

function firstPlace(
  state: A1805State,
  h: HeldUnit & { readonly area: string },
  formation: string,
): EnterTable | null {
  const area = AREAS.find((a) => a.id === h.area);
  if (area === undefined) return null;
  const facing = tenthsToWire(h.side === 'french' ? 900 : 2700);
  for (let x = area.minX + U; x <= area.maxX - U; x += STEP) {
    for (let y = area.minY + U; y <= area.maxY - U; y += STEP) {
      const command: EnterTable = {
        type: 'EnterTable',
        unitId: h.id,
        x: ticksToWire(x),
        y: ticksToWire(y),
        facing,
        formation,
      };
      if (!isViolation(entryPlan(state, command))) return command;
    }
  }
  return null;
}
