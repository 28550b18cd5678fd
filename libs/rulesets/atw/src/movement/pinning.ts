import type { Dice } from '@pratzen/engine';
import {
  type Rational,
  compareRational,
  facingVector,
  firstEntry,
  parseTenths,
  rotate,
  vectorAdd,
} from '@pratzen/geometry';
import type { MoveStep } from '../commands';
import { SHALLOW_OBLIQUE } from '../data/tables';
import { playsOptional } from '../fire/optional';
import { unitRing } from '../footprint';
import { rallyNeed } from '../rally/rally';
import type { AtwState, UnitState } from '../state';
import { impassable } from '../table';
import type { PinTested } from './events';

/**
 * 12.3 (optional `pinning`). A good-morale unit (skirmishers and guns included) pins the 6" ahead
 * of its front; shaken units, squares and garrisons of town blocks pin nothing. A unit in an
 * enemy's zone must pass the rally test of 11 (its need, README I-1) to change formation or
 * facing, sidestep, backstep or oblique wider than 22.5°; wheels and shallow obliques stay free.
 *
 * The zone, exactly (README I-13): each file of the pinning unit casts a 6" line straight ahead
 * from the centre of its front edge; the line stops at the first unit or impassable ground it
 * meets (`firstEntry`, exact rationals). A unit is in the zone when it is the first thing one of
 * those lines meets. The test is rolled inside `MoveUnit` when the programme needs it
 * (`PinTested`); failed, the move is not made and the unit may make only free moves this turn.
 */
export const PIN_REACH = 6_000;

/** 12.3: whether `e` exerts a pinning zone. */
const pins = (e: UnitState): boolean =>
  e.morale === 'good' &&
  e.formation !== 'square' &&
  e.formation !== 'town-order' &&
  e.block === null;

const shallow = (angle: unknown): boolean => {
  const a = parseTenths(angle);
  return a.ok && Math.abs(a.value) <= SHALLOW_OBLIQUE;
};

/** 12.3: the steps that need the test (changes, sidesteps, backsteps, wide obliques). */
export function needsPinTest(steps: readonly MoveStep[]): boolean {
  return steps.some(
    (s) =>
      s.kind === 'face' ||
      s.kind === 'formation' ||
      s.kind === 'sidestep' ||
      s.kind === 'backstep' ||
      (s.kind === 'oblique' && !shallow(s.angle)),
  );
}

/** 12.3: the first unit or impassable feature each file's 6" line meets, by `e`. */
function reached(state: AtwState, e: UnitState): Set<string> {
  const others = state.units
    .filter((o) => o.id !== e.id && o.screenOf !== e.id)
    .map((o) => ({ id: o.id, polygon: { outer: unitRing(state.table, o) } }));
  const ground = impassable(state.table).flatMap((f) =>
    f.area === null ? [] : [{ id: '', polygon: f.area }],
  );
  const out = new Set<string>();
  const files = Math.max(1, e.files);
  const ahead = facingVector(e.facing, PIN_REACH);
  for (let k = 0; k < files; k += 1) {
    const mid = Math.floor(((2 * k + 1) * e.width) / (2 * files)) - Math.floor(e.width / 2);
    const a = vectorAdd({ x: e.x, y: e.y }, rotate({ x: mid, y: 0 }, e.facing));
    const seg = { a, b: { x: a.x + ahead.x, y: a.y + ahead.y } };
    let best: { id: string; t: Rational } | undefined;
    for (const o of [...others, ...ground]) {
      const t = firstEntry(seg, o.polygon);
      if (t !== undefined && (best === undefined || compareRational(t, best.t) < 0))
        best = { id: o.id, t };
    }
    if (best !== undefined && best.id !== '') out.add(best.id);
  }
  return out;
}

/** 12.3: the enemies whose zones hold `u` (none unless the game plays `pinning`). */
export function pinnersOf(state: AtwState, u: UnitState): UnitState[] {
  if (!playsOptional(state, 'pinning')) return [];
  return state.units.filter((e) => e.side !== u.side && pins(e) && reached(state, e).has(u.id));
}

/** 12.3: the test a pinned unit takes before a restricted programme. */
export function pinTest(state: AtwState, u: UnitState, by: UnitState, dice: Dice): PinTested {
  const need = rallyNeed(state, u);
  const roll = dice.roll('12.3 pinned', 6);
  return {
    type: 'PinTested',
    unitId: u.id,
    by: by.id,
    roll,
    need,
    result: roll >= need ? 'passed' : 'failed',
    rule: '12.3',
  };
}
