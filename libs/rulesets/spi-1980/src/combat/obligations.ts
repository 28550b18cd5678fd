import type { RuleViolation } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { inEnemyZoc, sideOf, typeOf, unitsAt } from '../queries';
import type { SpiState, UnitState } from '../state';
import { enemyOf } from '../vocabulary';
import { breach } from '../violations';
import { planAttack } from './attack-validation';
import { hasPhasingUnitInZoc, readyAttackers } from './participants';

export interface Obligations {
  /** 5.1: undisrupted phasing units in an enemy ZOC that have not attacked yet. */
  readonly mustAttack: readonly string[];
  /** 5.1: undisrupted enemy units with a phasing unit in their ZOC, not attacked yet. */
  readonly mustBeAttacked: readonly string[];
}

const NONE: Obligations = { mustAttack: [], mustBeAttacked: [] };

/**
 * Could `attacker` attack the whole enemy stack in `hex` on its own, now? Both obligation lists
 * ask it of the same pairs: `seen` answers a pair once per state.
 */
function legalAlone(
  state: SpiState,
  attacker: UnitState,
  hex: string,
  seen: Map<string, boolean>,
): boolean {
  const key = `${attacker.id}>${hex}`;
  let legal = seen.get(key);
  if (legal === undefined) {
    const defenders = unitsAt(state, hex).map((u) => u.id);
    legal =
      defenders.length > 0 &&
      !('kind' in planAttack(state, { type: 'Attack', attackers: [attacker.id], defenders }));
    seen.set(key, legal);
  }
  return legal;
}

const obligationsCache = new WeakMap<SpiState, Obligations>();

const reach = (u: UnitState): number => (typeOf(u) === 'artillery' ? 2 : 1);

function enemyHexesNear(state: SpiState, u: UnitState): string[] {
  const enemy = enemyOf(sideOf(u));
  return (BOARD.neighbors.get(u.hex as string) ?? []).filter((h) =>
    unitsAt(state, h).some((x) => sideOf(x) === enemy),
  );
}

/**
 * 5.1 / 5.2: who still must attack or be attacked this Combat Phase. A unit is exempt when no
 * legal attack is left to it (e.g. every adjacent enemy hex has already been attacked, 5.2, or
 * the only hexside toward it is prohibited, 8.0): the rule cannot demand an illegal attack.
 * Whether an attack is legal is judged by the very checks an Attack command meets.
 */
export function combatObligations(state: SpiState): Obligations {
  if (state.phase !== 'combat' || state.combat !== null || state.pending !== null || state.over)
    return NONE;
  let obligations = obligationsCache.get(state);
  if (obligations === undefined) {
    obligations = computeObligations(state);
    obligationsCache.set(state, obligations);
  }
  return obligations;
}

function computeObligations(state: SpiState): Obligations {
  const seen = new Map<string, boolean>();
  const phasing = readyAttackers(state);
  const mustAttack = phasing
    .filter((u) => inEnemyZoc(state, state.side, u.hex as string))
    .filter((u) => enemyHexesNear(state, u).some((h) => legalAlone(state, u, h, seen)))
    .map((u) => u.id);
  const mustBeAttacked = state.units
    .filter(
      (e) =>
        e.location === 'map' &&
        e.hex !== null &&
        sideOf(e) !== state.side &&
        !state.marks.defended.includes(e.id) &&
        hasPhasingUnitInZoc(state, e),
    )
    .filter((e) =>
      phasing.some(
        (p) =>
          BOARD.distance(p.hex as string, e.hex as string) <= reach(p) &&
          legalAlone(state, p, e.hex as string, seen),
      ),
    )
    .map((e) => e.id);
  return { mustAttack, mustBeAttacked };
}

/** 5.1: the mandatory attacks not yet made, as a violation naming the units, or null. */
export function unmetObligation(state: SpiState): RuleViolation | null {
  const o = combatObligations(state);
  if (o.mustAttack.length === 0 && o.mustBeAttacked.length === 0) return null;
  const parts = [
    o.mustAttack.length > 0 ? `must attack: ${o.mustAttack.join(', ')}` : '',
    o.mustBeAttacked.length > 0 ? `must be attacked: ${o.mustBeAttacked.join(', ')}` : '',
  ].filter((p) => p !== '');
  return breach('MANDATORY_ATTACK', '5.1', `mandatory attacks remain (${parts.join('; ')})`, {
    mustAttack: o.mustAttack,
    mustBeAttacked: o.mustBeAttacked,
  });
}
