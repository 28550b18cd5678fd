import { type RuleViolation, isViolation } from '@pratzen/engine';
import { compareDistance, withinDistance } from '@pratzen/geometry';
import type { MoveStep, MoveUnit } from '../commands';
import { U } from '../data/catalogue';
import { centreOf } from '../movement/pose';
import { lineOfSight } from '../sight/sight';
import type { A1805State, UnitState } from '../state';
import { refuse } from '../violations';

/** 12.9.1: a unit under Blood Rage must attack: the move that does it, and its target. */
export interface RageDuty {
  /** The closest enemy unit within movement range and sight (null: none). */
  readonly target: string | null;
  /** A legal move that attacks it (null: no attack can be made on it this turn). */
  readonly command: MoveUnit | null;
  /** 12.9.4: a square must change formation in its own turn (attack or not). */
  readonly mustReform: boolean;
  /** 12.9.4: a legal formation change out of square (when no attack is possible). */
  readonly reform: MoveUnit | null;
}

/** The angles tried for the turn before the straight close: 0, then ±5° … ±45° (6.4). */
const ANGLES = [0, ...[5, 10, 15, 20, 25, 30, 35, 40, 45].flatMap((a) => [a, -a])];

type Planner = (state: A1805State, command: MoveUnit) => unknown;

/**
 * 12.9.1, 12.9.4: what Blood Rage obliges `u` to do in its own Movement Phase (null: nothing).
 * The closest enemy within its allowance (as it would move out of square) plus the 1 UM a close
 * may reach, and in sight, is the one it must attack — by a straight move after a turn of at most
 * 45°, whatever legal one the server finds first (0°, then ±5° upwards); a square first leaves
 * square (12.9.4: it may then attack, 21.3 notwithstanding). Not when it cannot reach that
 * enemy this turn: then, a square still re-forms.
 */
export function rageDuty(state: A1805State, u: UnitState, plan: Planner): RageDuty | null {
  if (!u.bloodRage || u.side !== state.attacker || state.phase !== 'movement') return null;
  if (u.kind !== 'infantry' && u.kind !== 'cavalry') return null;
  if (state.moved.includes(u.id)) return null;
  if (state.combats.some((c) => c.defender === u.id || c.attackers.includes(u.id))) return null;
  if (u.morale !== 'good' && u.morale !== 'stunned') return null;
  const mustReform = u.formation === 'square';
  const reach = (u.kind === 'cavalry' ? 4 * U : 2 * U) + U;
  const centre = centreOf(u.kind, u);
  const closest = state.units
    .filter((e) => e.side !== u.side && e.attachedTo === null)
    .filter((e) => withinDistance(centre, centreOf(e.kind, e), reach))
    .sort(
      (a, b) =>
        compareDistance(centre, centreOf(a.kind, a), centreOf(b.kind, b)) ||
        a.id.localeCompare(b.id),
    )
    .find((e) => lineOfSight(state, u, e).clear);
  const firsts: MoveStep[][] = mustReform
    ? [[{ kind: 'formation', to: 'line' }], [{ kind: 'formation', to: 'column' }]]
    : [[]];
  const legal = (steps: MoveStep[]): MoveUnit | null => {
    const command: MoveUnit = { type: 'MoveUnit', unitId: u.id, steps };
    return isViolation(plan(state, command) as RuleViolation) ? null : command;
  };
  let command: MoveUnit | null = null;
  if (closest !== undefined) {
    search: for (const first of firsts) {
      for (const angle of ANGLES) {
        const turn: MoveStep[] = angle === 0 ? [] : [{ kind: 'turn', angle }];
        command = legal([...first, ...turn, { kind: 'close', unitId: closest.id }]);
        if (command !== null) break search;
      }
    }
  }
  const reform = mustReform && command === null ? (firsts.map(legal).find((c) => c) ?? null) : null;
  if (command === null && reform === null) return null;
  return { target: closest?.id ?? null, command, mustReform, reform };
}

/** 12.9.1, 12.9.4: why this move does not do what Blood Rage obliges, if it does not. */
export function rageProblem(duty: RageDuty | null, command: MoveUnit): RuleViolation | null {
  if (duty === null) return null;
  const last = command.steps[command.steps.length - 1];
  if (duty.command !== null && !(last?.kind === 'close' && last.unitId === duty.target)) {
    return refuse(
      'BLOOD_RAGE_ATTACK',
      '12.9.1',
      `${command.unitId} is under Blood Rage: it must attack ${duty.target}`,
      { target: duty.target },
    );
  }
  if (duty.mustReform && !command.steps.some((s) => s.kind === 'formation')) {
    return refuse(
      'BLOOD_RAGE_SQUARE',
      '12.9.4',
      `${command.unitId} is a square under Blood Rage: it must change formation`,
    );
  }
  return null;
}
