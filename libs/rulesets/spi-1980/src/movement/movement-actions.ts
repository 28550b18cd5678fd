import { successes, type LegalAction, type LegalActionQuery } from '@pratzen/engine';
import type { SpiCommand } from '../commands';
import type { SpiAction } from '../legal-action-schema';
import { phasingIds } from '../queries';
import type { SpiState } from '../state';
import { HEX_COUNT, label } from './hex-graph';
import { moverFor, type Mover } from './mover';
import { overstackOptions } from './overstack-options';
import { disengagementLossOptions } from './disengagement-loss';
import { inMarchOrder } from './move-plan';
import { exitTotal, mayEndIn, pathTo, searches, stopReason, type Search } from './reach';
import { needsDisengagement } from './step';

type Action = LegalAction<SpiCommand>;

/** 4.6: how many Disengagement Checks a path makes (one per hex left that is in an enemy ZOC). */
function checksOn(m: Mover, path: readonly number[], exitMap: boolean): number {
  let n = m.start >= 0 && (path.length > 0 || exitMap) && needsDisengagement(m, m.start) ? 1 : 0;
  const left = exitMap ? path.length : path.length - 1;
  for (let i = 0; i < left; i += 1) if (needsDisengagement(m, path[i] as number)) n += 1;
  return n;
}

function action(m: Mover, s: Search, hex: number, exitCost: number | null): SpiAction<'MoveUnit'> {
  const path = pathTo(m, s, hex);
  const labels = path.map(label);
  const exit = exitCost !== null;
  const cost = exit ? exitCost : (s.cost[hex] as number);
  const stop = exit ? 'map-edge' : stopReason(m, s, hex, cost);
  return {
    command: exit
      ? { type: 'MoveUnit', unitId: m.unitId, path: labels, exitMap: true }
      : { type: 'MoveUnit', unitId: m.unitId, path: labels },
    rule: exit ? '4.7' : m.start < 0 ? '9.1' : '4.0',
    unitId: m.unitId,
    from: m.start >= 0 ? label(m.start) : null,
    hex: exit ? null : label(hex),
    cost,
    path: labels,
    marchOrder: inMarchOrder(m, path),
    disengagementChecks: checksOn(m, path, exit),
    ...(stop !== undefined ? { stopReason: stop } : {}),
    ...(m.continuing !== null ? { continuing: true } : {}),
    ...(m.start < 0 ? { entering: true } : {}),
    ...(exit ? { exitMap: true, exitFrom: label(hex) } : {}),
  };
}

/** The cheapest way off the map from `hex` (4.7), preferring March Order at equal cost. */
function cheapestExit(
  m: Mover,
  ss: readonly Search[],
  hex: number,
): { s: Search; total: number } | undefined {
  let exit: { s: Search; total: number } | undefined;
  for (const s of ss) {
    const total = exitTotal(m, s, hex, s.cost[hex] as number);
    if (total >= 0 && (exit === undefined || total <= exit.total)) exit = { s, total };
  }
  return exit;
}

/** Every destination of one unit (one cheapest path each) and its ways off the map (4.7). */
export function unitMoves(m: Mover, out: Action[] = []): Action[] {
  const ss = searches(m);
  const exits: Action[] = [];
  const mayExit = m.state.demoralized[m.side];
  for (let h = 0; h < HEX_COUNT; h += 1) {
    // Prefer a March Order path (searched last) at equal cost: a cheaper plain path never qualifies for 4.8.
    let best: Search | undefined;
    for (const s of ss) {
      const c = s.cost[h] as number;
      if (c >= 0 && (best === undefined || c <= (best.cost[h] as number))) best = s;
    }
    if (best === undefined) continue;
    if (mayEndIn(m, h)) out.push(action(m, best, h, null));
    const exit = mayExit ? cheapestExit(m, ss, h) : undefined;
    if (exit !== undefined) exits.push(action(m, exit.s, h, exit.total));
  }
  for (const e of exits) out.push(e);
  return out;
}

/** The units of the phasing side that may still move (or just `unitId`), in counter order. */
function movers(state: SpiState, unitId: string | undefined): Mover[] {
  return successes(phasingIds(state, unitId), (id) => moverFor(state, id));
}

/**
 * Movement options: the 4.4 loss allocations when a ReduceOverstack decision is pending, the two
 * 4.6 answers when a Disengagement Check's loss is; otherwise, in the phasing side's Movement Phase, every reachable hex of every unit not yet
 * moved (and of a unit going on after a Disengagement Check's loss, `continuing`, 4.6), with
 * cost, one cheapest path, March Order, Disengagement Checks and stopReason, plus exits (4.7)
 * and reinforcement entries (9.1). Each `command` is accepted by decideMovement.
 */
export function movementActions(state: SpiState, query: LegalActionQuery): Action[] {
  if (state.over) return [];
  const p = state.pending;
  if (p !== null) {
    if (p.type === 'ReduceOverstack') return overstackOptions(state, p);
    return p.type === 'TakeDisengagementLoss' ? disengagementLossOptions(p) : [];
  }
  if (state.phase !== 'movement' || state.combat !== null) return [];
  if (query.type !== undefined && query.type !== 'MoveUnit') return [];
  const out: Action[] = [];
  for (const m of movers(state, query.unitId)) unitMoves(m, out);
  return out;
}
