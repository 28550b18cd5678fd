import type { Emitter } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import type { DgEvent } from '../events';
import { onMap, passable, printed, sideOf, unitsAt } from '../queries';
import type { DgState } from '../state';
import { DEMORALIZATION_LOSSES, SIDES, enemyOf } from '../vocabulary';
import type { RetreatTask } from './combat-state';
import { onlyDisplacement, retreatOptions } from './retreat';

export type CombatEmitter = Emitter<DgState, DgEvent>;

/**
 * 11.0: a side whose losses reach 70 strength points is demoralized at once; only one side ever
 * is; when both reach it at the same instant (an Ex), the defender is.
 */
export function checkDemoralization(em: CombatEmitter): void {
  const s = em.state;
  if (s.demoralized !== null) return;
  const crossed = SIDES.filter((side) => s.lost[side] >= DEMORALIZATION_LOSSES);
  const [only] = crossed;
  if (only === undefined) return;
  const side = crossed.length === 2 ? (s.combat?.defenderSide ?? enemyOf(s.side)) : only;
  em.emit({ type: 'ArmyDemoralized', side, rule: '11.0' });
}

/** Removes units (whole: DG units have no steps) and then checks 11.0 once for the batch. */
export function eliminate(
  em: CombatEmitter,
  unitIds: readonly string[],
  cause: 'Ae' | 'De' | 'Ex' | 'no-retreat',
  rule: string,
): void {
  for (const unitId of unitIds) {
    if (onMap(em.state, unitId) === undefined) continue;
    em.emit({ type: 'UnitEliminated', unitId, strength: counter(unitId).strength, rule, cause });
  }
  checkDemoralization(em);
}

/** The result favours the attacker (the defender's hexes may be vacated)? */
export const attackerWon = (result: string): boolean =>
  result === 'Dr' || result === 'De' || result === 'Ex';

/** 9.33: the victorious units that may advance, each with the vacated hexes it may enter. */
export function advanceCandidates(state: DgState): { unitId: string; hexes: string[] }[] {
  const c = state.combat;
  if (c === null) return [];
  const won = attackerWon(c.result);
  const loserHexes = won ? c.defenderHexes : c.attackerHexes;
  const vacated = loserHexes.filter((h) => unitsAt(state, h).length === 0);
  if (vacated.length === 0) return [];
  // 10.0 G: bombarding artillery never advances.
  const victors = won ? c.attackers.filter((id) => !c.bombarding.includes(id)) : c.defenders;
  const out: { unitId: string; hexes: string[] }[] = [];
  for (const id of victors) {
    const u = onMap(state, id);
    if (u === undefined || u.hex === null) continue;
    const from = u.hex;
    const hexes = vacated.filter((h) => BOARD.distance(from, h) === 1 && passable(from, h));
    if (hexes.length > 0) out.push({ unitId: id, hexes });
  }
  return out;
}

/**
 * Runs the resolution on until it needs a choice (a pending decision) or the attack ends:
 * retreats and displacements in order (9.31, 9.32; a single choice is applied for the victor,
 * none eliminates the unit), then the optional advance (9.33), then AttackConcluded.
 */
export function proceed(em: CombatEmitter): void {
  for (let guard = 0; guard < 500; guard += 1) {
    const s = em.state;
    const c = s.combat;
    if (c === null || s.pending !== null) return;
    const head = c.queue[0];
    if (head !== undefined) {
      const u = onMap(s, head.unitId);
      if (u === undefined || u.hex === null)
        throw new Error(`retreat of ${head.unitId} off the map`);
      const rule = head.displacement ? '9.32' : '9.31';
      // 9.32: the units of the same displacement still to move are checked with this one.
      const rest: RetreatTask[] = [];
      if (head.displacement)
        for (const t of c.queue.slice(1)) {
          if (!t.displacement) break;
          rest.push(t);
        }
      const options = retreatOptions(s, head, rest);
      const [first] = options;
      if (first === undefined) {
        // 9.32: when the displacement as a whole is impossible, the retreating unit is eliminated.
        eliminate(em, [head.unitId], 'no-retreat', onlyDisplacement(s, head) ? '9.32' : rule);
        continue;
      }
      if (options.length === 1) {
        em.emit({
          type: 'UnitRetreated',
          unitId: head.unitId,
          from: u.hex,
          to: first.hex,
          displacement: head.displacement,
          displaces: first.displaces,
          rule,
        });
        continue;
      }
      const victor = enemyOf(sideOf(u));
      em.emit({
        type: 'CombatDecisionRequested',
        pending: {
          type: 'RetreatUnit',
          side: victor,
          rule,
          unitId: head.unitId,
          from: u.hex,
          hexes: options,
          prompt: `${victor}: choose the hex ${head.unitId} ${head.displacement ? 'is displaced' : 'retreats'} to from ${u.hex}`,
        },
      });
      return;
    }
    if (!c.advanceDone) {
      const candidates = advanceCandidates(s);
      if (candidates.length > 0) {
        const side = attackerWon(c.result) ? c.attackerSide : c.defenderSide;
        em.emit({
          type: 'CombatDecisionRequested',
          pending: {
            type: 'Advance',
            side,
            rule: '9.33',
            candidates,
            prompt: `${side}: one victorious unit may advance into the vacated hex, or decline`,
          },
        });
        return;
      }
    }
    em.emit({ type: 'AttackConcluded' });
    return;
  }
  throw new Error('combat resolution did not settle');
}

/** 9.0 Ex: the total printed strength of a set of units. */
export const printedTotal = (ids: readonly string[]): number =>
  ids.reduce((a, id) => a + printed({ id }), 0);

/**
 * 9.0 Ex (errata: printed strengths): is `chosen` a loss the attacker may take? At least the
 * defender's printed strength and no unit more than needed; all of them when they are not enough.
 */
export function exchangeProblem(
  candidates: readonly string[],
  required: number,
  chosen: readonly string[],
): string | null {
  if (new Set(chosen).size !== chosen.length) return 'a unit is named twice';
  const stranger = chosen.find((id) => !candidates.includes(id));
  if (stranger !== undefined) return `${stranger} is not an attacking unit that can be lost`;
  const all = printedTotal(candidates);
  const sum = printedTotal(chosen);
  if (all <= required) {
    return chosen.length === candidates.length
      ? null
      : 'every attacking unit is lost when together they are not worth the defenders';
  }
  if (sum < required)
    return `the loss (${sum}) is less than the defenders' printed strength (${required})`;
  const spare = chosen.find((id) => sum - printed({ id }) >= required);
  if (spare !== undefined) return `${spare} is more than the exchange needs`;
  return null;
}

/** The loss sets 9.0 Ex allows (each minimal), at most `limit` of them. */
export function exchangeSets(
  candidates: readonly string[],
  required: number,
  limit = 40,
): string[][] {
  if (printedTotal(candidates) <= required) return [[...candidates]];
  const sorted = [...candidates].sort((a, b) => printed({ id: b }) - printed({ id: a }));
  const out: string[][] = [];
  const walk = (i: number, chosen: string[], sum: number): void => {
    if (out.length >= limit) return;
    if (sum >= required) {
      if (exchangeProblem(candidates, required, chosen) === null) out.push([...chosen]);
      return;
    }
    for (let j = i; j < sorted.length; j += 1) {
      const id = sorted[j] as string;
      chosen.push(id);
      walk(j + 1, chosen, sum + printed({ id }));
      chosen.pop();
    }
  };
  walk(0, [], 0);
  return out;
}
