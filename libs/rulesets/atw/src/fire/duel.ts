/**
 * 16.16 (optional `artillery-duel`): a battery fired on by enemy artillery last turn must fire back
 * if it can, at the nearest such battery, unless a 5–6 excuses it, or it has a target within
 * canister range or a general of its side within 2" (his head to its footprint). API:
 * `duelTests(state, dice)` → a `DuelTested` per obliged battery of the side about to shoot, rolled
 * as its shoot phase begins (decide.ts, EndPhase of the move phase); `duelProblem(state, unit,
 * firstTarget)` (in shoot.ts, beside the shot it checks) → the refusal of a bound battery's shot
 * at another target; `duelPending(state)` →
 * the refusal of ending the phase before a bound battery has fired.
 */
import type { Dice, RuleViolation } from '@pratzen/engine';
import { withinGap } from '@pratzen/geometry';
import fireJson from '../../data/fire.json';
import type { AtwEvent } from '../events';
import { SCREEN_REACH, headOf } from '../generals/generals';
import { activeSideIn } from '../sequence/turn';
import type { AtwState, UnitState } from '../state';
import { refuse } from '../violations';
import { ringOf, sighting } from './lines';
import { playsOptional } from './optional';
import { EMPTY_FIRE } from './record';
import { fireOptions, mayFire } from './shoot';

const EXCUSED_ON: readonly number[] = fireJson.artilleryDuel.excusedOn;

/** The enemy batteries that shot `u` last turn and that it could fire at now, nearest first. */
function answerable(state: AtwState, u: UnitState): string[] {
  const by = (state.fire ?? EMPTY_FIRE).gunsShotLastTurn?.[u.id] ?? [];
  const options = fireOptions(state, u);
  const here = { x: u.x, y: u.y };
  return by
    .filter((id) => options.has(id))
    .map((id) => {
      const t = state.units.find((x) => x.id === id)!;
      const d = sighting(here, ringOf(state, t)).range2;
      return { id, d };
    })
    .sort((a, b) =>
      a.d.num * b.d.den < b.d.num * a.d.den
        ? -1
        : a.d.num * b.d.den > b.d.num * a.d.den
          ? 1
          : a.id < b.id
            ? -1
            : 1,
    )
    .map((x) => x.id);
}

/** 16.16: a general of `u`'s side has his head within 2" of its footprint. */
const generalNear = (state: AtwState, u: UnitState): boolean =>
  (state.generals ?? []).some(
    (g) => g.side === u.side && withinGap(ringOf(state, u), [headOf(state, g)], SCREEN_REACH),
  );

/** The duel tests of the side whose shoot phase begins (turn `turn`). */
export function duelTests(state: AtwState, turn: number, dice: Dice): AtwEvent[] {
  if (!playsOptional(state, 'artillery-duel')) return [];
  const side = activeSideIn(turn, state.firstActive);
  const shooting: AtwState = { ...state, phase: 'shoot', turn };
  const out: AtwEvent[] = [];
  for (const u of shooting.units) {
    if (u.side !== side || u.arm !== 'artillery' || mayFire(shooting, u) !== null) continue;
    const against = answerable(shooting, u);
    if (against.length === 0) continue;
    const canister = [...fireOptions(shooting, u).values()].some((shots) =>
      shots.some((s) => s.band.cls === 'canister'),
    );
    // 16.16: a target within canister range, or a general within 2", excuses it without a roll
    if (canister || generalNear(shooting, u)) {
      out.push({
        type: 'DuelTested',
        unitId: u.id,
        roll: 0,
        against: against[0]!,
        result: 'excused',
        rule: '16.16',
      });
      continue;
    }
    const roll = dice.roll('16.16 artillery duel', 6);
    const excused = EXCUSED_ON.includes(roll);
    out.push({
      type: 'DuelTested',
      unitId: u.id,
      roll,
      against: against[0]!,
      result: excused ? 'excused' : 'bound',
      rule: '16.16',
    });
  }
  return out;
}

/** 16.16: the shoot phase may not end while a bound battery that can still fire has not. */
export function duelPending(state: AtwState): RuleViolation | null {
  if (state.phase !== 'shoot') return null;
  const owed = (state.fire ?? EMPTY_FIRE).duel ?? {};
  for (const [id, target] of Object.entries(owed)) {
    const u = state.units.find((x) => x.id === id);
    if (u === undefined || mayFire(state, u) !== null) continue;
    if (!fireOptions(state, u).has(target)) continue;
    return refuse('ARTILLERY_DUEL', '16.16', `${id} must fire back at ${target} first`, {
      unitId: id,
    });
  }
  return null;
}
