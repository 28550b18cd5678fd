import type { Emitter, RuleViolation } from '@pratzen/engine';
import type { SpiEvent } from '../events';
import { terrainCost, typeOf, unit, unitsAt } from '../queries';
import type { SpiState } from '../state';
import { STACKING_LIMIT } from '../vocabulary';
import { breach } from '../violations';
import type { UnitToHex } from './combat-commands';
import type { AdvancePending, AttackPlan, FallBackPending, HexChoices } from './combat-state';
import { adjacent, onMap } from './participants';
import { moveGroup } from './retreat';
import { enemyDistance, routeRules, stepChoices } from './safe-hexes';

/** 6.7: the defenders' hexes now empty (by elimination, retreat or rout). */
export const vacatedHexes = (state: SpiState, plan: AttackPlan): string[] =>
  plan.defenderHexes.filter((h) => unitsAt(state, h).length === 0);

/**
 * 6.7 / 10.0: undisrupted attacking units adjacent to a vacated hex they could enter (not the
 * bombarding artillery; none when the attacker's army is demoralized).
 */
export function advanceCandidates(state: SpiState, plan: AttackPlan): HexChoices[] {
  if (state.demoralized[plan.attackerSide]) return [];
  const vacated = vacatedHexes(state, plan);
  if (vacated.length === 0) return [];
  const out: HexChoices[] = [];
  for (const u of onMap(state, plan.attackers)) {
    if (u.disrupted || plan.bombarding.includes(u.id)) continue;
    const from = u.hex as string;
    const hexes = vacated.filter(
      (h) => adjacent(from, h) && terrainCost(from, h, typeOf(u)) !== null,
    );
    if (hexes.length > 0) out.push({ unitId: u.id, hexes });
  }
  return out;
}

function checkMoves(
  moves: readonly UnitToHex[],
  candidates: readonly HexChoices[],
  rule: string,
): RuleViolation | null {
  if (!Array.isArray(moves)) return breach('BAD_COMMAND', null, 'give a list of {unitId, hex}');
  const seen = new Set<string>();
  for (const m of moves) {
    const c = candidates.find((x) => x.unitId === m?.unitId);
    if (c === undefined || seen.has(c.unitId)) {
      return breach(
        'MOVE_NOT_ALLOWED',
        rule,
        `${String(m?.unitId)} may not move now (or is listed twice)`,
        { unitId: m?.unitId },
      );
    }
    if (!c.hexes.includes(m.hex)) {
      return breach(
        'HEX_NOT_ALLOWED',
        rule,
        `${c.unitId} may not move to ${String(m.hex)} (allowed: ${c.hexes.join(', ')})`,
        {
          unitId: c.unitId,
          hex: m.hex,
        },
      );
    }
    seen.add(c.unitId);
  }
  return null;
}

/**
 * 6.7: advance (never forced). Pratzen keeps the stacking limit (4.4: more than one unit only
 * when they total 10 CSP or less) in the hexes advanced into.
 */
export function applyAdvance(
  em: Emitter<SpiState, SpiEvent>,
  plan: AttackPlan,
  advances: readonly UnitToHex[],
): RuleViolation | null {
  const bad = checkMoves(advances, advanceCandidates(em.state, plan), '6.7');
  if (bad !== null) return bad;
  const load = new Map<string, { units: number; csp: number }>();
  for (const a of advances) {
    const l = load.get(a.hex) ?? { units: 0, csp: 0 };
    load.set(a.hex, { units: l.units + 1, csp: l.csp + (unit(em.state, a.unitId)?.strength ?? 0) });
  }
  for (const [hex, { units, csp }] of load) {
    if (units > 1 && csp > STACKING_LIMIT) {
      return breach(
        'ADVANCE_OVERSTACKED',
        '4.4',
        `${csp} CSP may not stack in ${hex} (limit ${STACKING_LIMIT})`,
        { hex },
      );
    }
  }
  for (const a of advances) {
    em.emit({
      type: 'UnitRelocated',
      unitId: a.unitId,
      path: [a.hex],
      reason: 'advance',
      rule: '6.7',
    });
  }
  return null;
}

/** 6.9 / 6.5: the hexes one bombarding artillery unit may fall back into, safe and empty. */
export function fallBackHexes(state: SpiState, plan: AttackPlan, unitId: string): string[] {
  const u = unit(state, unitId);
  if (u === undefined || u.location !== 'map' || u.hex === null) return [];
  const rules = routeRules(state, plan, plan.attackerSide, false);
  const hexes = stepChoices(state, rules, [typeOf(u)], u.hex, new Set([u.hex])).empty;
  const d0 = enemyDistance(state, plan.attackerSide, u.hex);
  const farther = hexes.filter((h) => enemyDistance(state, plan.attackerSide, h) > d0);
  return farther.length > 0 ? farther : [...hexes];
}

export function fallBackCandidates(state: SpiState, plan: AttackPlan): HexChoices[] {
  return plan.bombarding
    .map((unitId) => ({ unitId, hexes: fallBackHexes(state, plan, unitId) }))
    .filter((c) => c.hexes.length > 0);
}

/** 6.9: bombarding artillery may retreat one hex after combat; it is not disrupted thereby. */
export function applyFallBack(
  em: Emitter<SpiState, SpiEvent>,
  plan: AttackPlan,
  fallbacks: readonly UnitToHex[],
): RuleViolation | null {
  const bad = checkMoves(fallbacks, fallBackCandidates(em.state, plan), '6.9');
  if (bad !== null) return bad;
  for (const f of fallbacks) {
    const u = unit(em.state, f.unitId);
    if (u?.hex == null) continue;
    const rules = routeRules(em.state, plan, plan.attackerSide, false);
    const moved = moveGroup(
      em.state,
      rules,
      [f.unitId],
      { from: u.hex, path: [f.hex] },
      {
        reason: 'fallback',
        rule: '6.9',
        length: 1,
        mayStopShort: false,
      },
    );
    if ('kind' in moved) return moved;
    em.emit(...moved.events);
  }
  return null;
}

export function advancePending(
  state: SpiState,
  plan: AttackPlan,
  candidates: HexChoices[],
): AdvancePending {
  return {
    type: 'Advance',
    side: plan.attackerSide,
    rule: '6.7',
    prompt: `Advance into ${vacatedHexes(state, plan).join(', ')} with adjacent undisrupted attackers, or not.`,
    vacated: vacatedHexes(state, plan),
    candidates,
  };
}

export function fallBackPending(plan: AttackPlan, candidates: HexChoices[]): FallBackPending {
  return {
    type: 'FallBack',
    side: plan.attackerSide,
    rule: '6.9',
    prompt: `Bombarding artillery may fall back one hex (${candidates.map((c) => c.unitId).join(', ')}), or stay.`,
    candidates,
  };
}
