import { Emitter, type Dice } from '@pratzen/engine';
import { demoralizationEvents } from '../effects';
import type { SpiEvent } from '../events';
import { evolve } from '../evolve';
import type { ReduceOverstackPending } from '../pending';
import { unit } from '../queries';
import { finishPhase } from '../sequence/end-phase';
import type { SpiState } from '../state';
import { enemyOf } from '../vocabulary';
import { accept, reject, type SpiDecision } from '../violations';
import { overstackedHexes } from './stacking';
import type { MovementCommand } from './movement-commands';

type ReduceOverstack = Extract<MovementCommand, { type: 'ReduceOverstack' }>;
type Loss = ReduceOverstack['losses'][number];

/** Why a loss allocation does not answer the pending 4.4 decision, or null when it does. */
export function lossProblem(
  state: SpiState,
  p: ReduceOverstackPending,
  losses: readonly Loss[],
): string | null {
  if (!Array.isArray(losses)) return 'losses must be a list of {unitId, csp}';
  const seen = new Set<string>();
  const taken = new Map<string, number>();
  for (const l of losses) {
    const hex = p.hexes.find((h) => h.unitIds.includes(l?.unitId));
    if (hex === undefined) return `${String(l?.unitId)} is not in an overstacked hex`;
    if (seen.has(l.unitId)) return `${l.unitId} is listed twice`;
    seen.add(l.unitId);
    const u = unit(state, l.unitId);
    if (!Number.isInteger(l.csp) || l.csp < 1)
      return `${l.unitId}: csp must be a positive whole number`;
    if (u === undefined || u.location !== 'map' || u.hex !== hex.hex)
      return `${l.unitId} is no longer in ${hex.hex}`;
    if (l.csp > u.strength) return `${l.unitId} has only ${u.strength} CSP`;
    taken.set(hex.hex, (taken.get(hex.hex) ?? 0) + l.csp);
  }
  for (const h of p.hexes) {
    const t = taken.get(h.hex) ?? 0;
    if (t !== h.excess) return `${h.hex} must lose exactly ${h.excess} CSP (losses given: ${t})`;
  }
  return null;
}

/**
 * 4.4: the enemy of the overstacked side says which units lose the excess CSP of each hex.
 * The losses are StrengthLost events (then the 10.0 morale check); the stacking check is made
 * again — an OverstackFound with no hexes, which settles the pending decision — and the end of
 * the Movement Phase goes on (finishPhase).
 */
export function decideReduceOverstack(
  state: SpiState,
  command: ReduceOverstack,
  dice: Dice,
): SpiDecision {
  const p = state.pending;
  if (p === null || p.type !== 'ReduceOverstack') {
    return reject('NO_OVERSTACK_PENDING', '4.4', 'no overstacked hex is waiting for its losses');
  }
  const problem = lossProblem(state, p, command.losses);
  if (problem !== null) return reject('BAD_LOSSES', '4.4', problem, { hexes: p.hexes });
  const em = new Emitter<SpiState, SpiEvent>(state, evolve);
  for (const l of command.losses) {
    em.emit({
      type: 'StrengthLost',
      unitId: l.unitId,
      csp: l.csp,
      rule: '4.4',
      cause: 'overstack',
    });
  }
  const owner = enemyOf(p.side);
  em.emit(...demoralizationEvents(em.state, [owner]));
  em.emit({ type: 'OverstackFound', owner, hexes: overstackedHexes(em.state, owner) });
  finishPhase(em, dice);
  return accept(em.events);
}
