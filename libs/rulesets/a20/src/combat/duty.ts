import type { RuleViolation } from '@pratzen/engine';
import { ObligationSearch, type ObligationProblem } from '@pratzen/rulesets/hex-kit';
import { BOARD } from '../data/board';
import { counterOf } from '../data/counters';
import { enemyZocUnits, onMap, phasingOnMap, sideOf, unitsAt } from '../queries';
import type { A20State, PhaseMarks } from '../state';
import { breach } from '../violations';

/**
 * N7.3 duty to attack (published in substance, W20 "must attack"; the defenders' half is a
 * reconstruction): every phasing unit in an enemy ZOC at the start of the Combat Phase must
 * attack, and every enemy unit exerting that ZOC must be attacked. A unit attacks once and is
 * attacked once a phase (N9.3), so whether an attack still lets every duty be met is the hex
 * kit's obligation search (the same one SPI 5.1 and DG 8.0 use): an attack that would leave a
 * duty impossible is refused, and so is ending the phase while a duty can still be met.
 */

/** N16.1: a Dummy is never bound to attack (it never attacks); it exerts a ZOC like a unit. */
const isDummy = (id: string): boolean => counterOf(id)?.type === 'dummy';

type Duties = Pick<PhaseMarks, 'obligedAttackers' | 'obligedDefenders'>;

/** N7.3: who is bound at the start of the Combat Phase (none in fog: no ZOC, X16.8). */
export function duties(state: A20State): Duties {
  const attackers: string[] = [];
  const defenders = new Set<string>();
  for (const u of phasingOnMap(state)) {
    if (u.hex === null || u.routed || isDummy(u.id)) continue; // N9.6 Routed; N16.1 a Dummy never attacks
    const zoc = enemyZocUnits(state, sideOf(u), u.hex);
    if (zoc.length === 0) continue;
    attackers.push(u.id);
    for (const e of zoc) defenders.add(e.id);
  }
  return { obligedAttackers: attackers, obligedDefenders: [...defenders].sort() };
}

/**
 * The phase's problem now: the phasing units that may still attack, each with the enemy units
 * next to it not yet attacked (one defender per battle), obliged when bound and not yet attacked;
 * the enemy units they may attack, weighing 1 when still owed an attack.
 */
function problem(state: A20State): ObligationProblem {
  const { attacked, defended, obligedAttackers, obligedDefenders } = state.marks;
  const targets = new Set<string>();
  const attackers: ObligationProblem['attackers'][number][] = [];
  for (const u of phasingOnMap(state)) {
    if (u.hex === null || u.routed || isDummy(u.id) || attacked.includes(u.id)) continue;
    const groups = [];
    for (const n of BOARD.neighbors.get(u.hex) ?? [])
      for (const e of unitsAt(state, n))
        if (sideOf(e) !== state.side && !defended.includes(e.id)) {
          groups.push({ targets: [e.id], leads: true });
          targets.add(e.id);
        }
    attackers.push({ id: u.id, obliged: obligedAttackers.includes(u.id), groups });
  }
  for (const id of obligedDefenders)
    if (!defended.includes(id) && onMap(state, id) !== undefined) targets.add(id);
  return {
    attackers,
    targets: [...targets].map((id) => ({ id, weight: obligedDefenders.includes(id) ? 1 : 0 })),
  };
}

const searches = new WeakMap<A20State, ObligationSearch>();

function search(state: A20State): ObligationSearch {
  let s = searches.get(state);
  if (s === undefined) {
    s = new ObligationSearch(problem(state));
    searches.set(state, s);
  }
  return s;
}

const between = (state: A20State): boolean =>
  state.phase === 'combat' && state.pending === null && !state.over;

/** N7.3: null when this battle keeps every duty that can be met within reach; else who it strands. */
export function strandedBy(
  state: A20State,
  attackers: readonly string[],
  defender: string,
): RuleViolation | null {
  if (!between(state)) return null;
  const s = search(state);
  const all = s.all();
  const used = s.masks(attackers, [defender]);
  const [a, t] = [all.a & ~used.a, all.t & ~used.t];
  if (s.value(a, t) <= s.value(all.a, all.t)) return null;
  const was = s.coverableIds(all.a, all.t);
  const left = s.coverableIds(a, t);
  const units = [
    ...was.attackers.filter((id) => !attackers.includes(id) && !left.attackers.includes(id)),
    ...was.targets.filter((id) => id !== defender && !left.targets.includes(id)),
  ];
  return breach(
    'DUTY_TO_ATTACK_STRANDED',
    'N7.3',
    `this battle leaves a duty to attack impossible to meet (${units.join(', ')}): every unit in an enemy ZOC must attack and every enemy unit exerting it must be attacked, each once`,
    { stranded: units },
  );
}

/** N7.3: the duties some further battle can still meet (attackers bound, defenders owed). */
export function unmetDuties(state: A20State): { attackers: string[]; defenders: string[] } | null {
  if (!between(state)) return null;
  const s = search(state);
  const all = s.all();
  if (s.firstOfPlan(all.a, all.t) === null) return null;
  const c = s.coverableIds(all.a, all.t);
  return { attackers: c.attackers, defenders: c.targets };
}

/** N7.3: ending the Combat Phase is refused while a duty can still be met. */
export function endCombatProblem(state: A20State): RuleViolation | null {
  const d = unmetDuties(state);
  if (d === null) return null;
  const units = [...d.attackers, ...d.defenders];
  return breach(
    'DUTY_TO_ATTACK_UNMET',
    'N7.3',
    `the Combat Phase may not end while a duty to attack can be met (${units.join(', ')})`,
    { attackers: d.attackers, defenders: d.defenders },
  );
}

/** N7.3: one battle of a plan meeting the most duties (so the legal actions always hold one). */
export function plannedBattle(state: A20State): { attackers: string[]; defender: string } | null {
  if (!between(state)) return null;
  const s = search(state);
  const all = s.all();
  const x = s.firstOfPlan(all.a, all.t);
  if (x === null) return null;
  const pick = (ids: string[], m: bigint) => ids.filter((_, i) => ((m >> BigInt(i)) & 1n) === 1n);
  const defender = pick(s.targetIds, x.targets)[0];
  return defender === undefined ? null : { attackers: pick(s.attackerIds, x.attackers), defender };
}
