import { isViolation } from '@pratzen/engine';
import { planAttack } from '../combat/attack-validation';
import { enemiesInZocOf } from '../combat/obligations';
import type { DgCommand } from '../commands';
import { COUNTERS, counter } from '../data/counters';
import type { DgEvent } from '../events';
import { occupancy, overstacked, sideOf } from '../queries';
import type { DgState } from '../state';
import { DEMORALIZATION_LOSSES, SIDES } from '../vocabulary';
import { bruteMinUnmet, frontsOf } from './obligation-oracle';

/** The events after which the board can have changed in a way worth checking. */
const CHECKED: ReadonlySet<string> = new Set([
  'UnitMoved',
  'ReinforcementPlaced',
  'UnitExited',
  'UnitEliminated',
  'UnitRetreated',
  'UnitAdvanced',
  'ArmyDemoralized',
  'AttackConcluded',
  'PhaseEnded',
]);

/** The invariants a game must keep after every event; returns the broken ones. */
export function brokenInvariants(state: DgState, event: DgEvent): string[] {
  const broken: string[] = [];
  if (!CHECKED.has(event.type)) return broken;
  for (const [hex, units] of occupancy(state)) {
    const first = units[0];
    if (first !== undefined && units.some((u) => sideOf(u) !== sideOf(first)))
      broken.push(`5.0 E both sides in ${hex}`);
    if (event.type === 'PhaseEnded' && event.phase === 'movement' && overstacked(state, hex))
      broken.push(`7.0 ${hex} over the stacking limit at the end of the Movement Phase`);
  }
  const lost = { allied: 0, french: 0 };
  for (let i = 0; i < state.units.length; i += 1) {
    const u = state.units[i];
    const c = COUNTERS[i];
    if (u === undefined || c === undefined || c.id !== u.id) {
      broken.push(`unit ${i} out of order`);
      continue;
    }
    if ((u.location === 'map') !== (u.hex !== null))
      broken.push(`${u.id} ${u.location} with hex ${u.hex}`);
    if (u.location === 'eliminated') lost[counter(u.id).side] += c.strength;
  }
  for (const side of SIDES) {
    if (lost[side] !== state.lost[side])
      broken.push(`11.0 ${side} losses ${state.lost[side]} ≠ eliminated ${lost[side]}`);
  }
  // Checked between batches of eliminations (one attack's losses come off together, 11.0).
  if (
    event.type !== 'UnitEliminated' &&
    state.demoralized === null &&
    SIDES.some((s) => state.lost[s] >= DEMORALIZATION_LOSSES)
  )
    broken.push('11.0 losses reached 70 without demoralization');
  if (state.demoralized !== null && state.lost[state.demoralized] < DEMORALIZATION_LOSSES)
    broken.push('11.0 demoralized below 70 losses');
  if (event.type === 'PhaseEnded' && (state.pending !== null || state.combat !== null))
    broken.push('a phase ended in the middle of an attack');
  return broken;
}

/**
 * 8.0 B-D, K against the brute-force oracle (small positions only; null when not checked): an
 * Attack declared in `state` may not raise the fewest obligations that must stay unmet, and a
 * Combat Phase may not end while some attacks could still meet obligations.
 */
export function obligationBreach(state: DgState, command: DgCommand): string | null | undefined {
  if (state.phase !== 'combat' || state.combat !== null || state.pending !== null) return undefined;
  const marks = {
    attacked: state.marks.attacked,
    defended: state.marks.defended,
    owed: state.marks.obligedDefenders,
  };
  const fronts = frontsOf(state);
  if (command.type === 'EndPhase') {
    let checked = false;
    for (const front of fronts) {
      const r = bruteMinUnmet(state, marks, front);
      if (r === null) continue;
      checked = true;
      if (r.best < r.now)
        return `8.0 B-C the Combat Phase ended with ${r.now} obligations unmet on the front of ${front.enemyHexes.join(' ')}, ${r.best} possible`;
    }
    return checked ? null : undefined;
  }
  if (command.type !== 'Attack') return undefined;
  const plan = planAttack(state, command);
  if (isViolation(plan)) return `accepted attack refused by planAttack: ${plan.code}`;
  const front = fronts.find((f) => plan.defenderHexes.some((h) => f.enemyHexes.includes(h)));
  if (front === undefined) return `no front holds ${plan.defenderHexes.join(' ')}`;
  const before = bruteMinUnmet(state, marks, front);
  if (before === null) return undefined;
  const owed = enemiesInZocOf(state, plan.attackerHexes).filter(
    (id) => !state.marks.defended.includes(id) && !plan.defenders.includes(id),
  );
  const after = bruteMinUnmet(
    state,
    {
      attacked: [...marks.attacked, ...plan.attackers],
      defended: [...marks.defended, ...plan.defenders],
      owed: [...new Set([...marks.owed, ...owed])],
    },
    front,
  );
  if (after === null || after.best <= before.best) return null;
  return `8.0 B-D ${JSON.stringify(command)} leaves ${after.best} obligations unmet at best (was ${before.best})`;
}

/** 9.32: a unit being displaced (uninvolved in the attack) is never eliminated. */
export function displacementBreach(before: DgState, event: DgEvent): string | null {
  if (event.type !== 'UnitEliminated') return null;
  const task = before.combat?.queue.find((t) => t.unitId === event.unitId);
  return task?.displacement === true
    ? `9.32 displaced unit ${event.unitId} eliminated (${event.rule})`
    : null;
}
