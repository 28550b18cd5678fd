import { successes, type LegalAction, type LegalActionQuery } from '@pratzen/engine';
import type { DgCommand } from '../commands';
import { counter } from '../data/counters';
import { phasingIds, stackingAllows } from '../queries';
import type { DgState } from '../state';
import { decidePlacement } from './movement-decide';
import { exitCost, exitEdge, mayEnd, moverFor, placementHexes, type Mover } from './mover';
import { pathTo, reach, stopReason } from './reach';

type Action = LegalAction<DgCommand>;

/** Every destination of one unit (one cheapest path each), its exits and its placements. */
export function unitMoves(m: Mover, out: Action[] = []): Action[] {
  const r = reach(m);
  for (const [hex, cost] of r.cost) {
    const path = pathTo(m, r, hex);
    if (hex !== m.start && mayEnd(m, hex)) {
      const a: Record<string, unknown> & { command: DgCommand } = {
        command: { type: 'MoveUnit', unitId: m.unitId, path },
        rule: m.start === null ? '12.0' : '5.0',
        unitId: m.unitId,
        from: m.start,
        hex,
        cost,
        path,
      };
      const stop = stopReason(m, hex, cost);
      if (stop !== undefined) a.stopReason = stop;
      if (m.start === null) a.entering = true;
      out.push(a);
    }
    const edge = exitEdge(m, hex);
    const x = edge === null ? -1 : exitCost(m, hex);
    if (edge !== null && x >= 0 && cost + x <= m.budget && (path.length > 0 || hex === m.start)) {
      out.push({
        command: { type: 'MoveUnit', unitId: m.unitId, path, exitMap: true },
        rule: '14.2',
        unitId: m.unitId,
        from: m.start,
        hex: null,
        exitFrom: hex,
        edge,
        cost: cost + x,
        path,
        exitMap: true,
      });
    }
  }
  if (m.start === null) {
    for (const hex of placementHexes(m.state, m.side)) {
      const command: DgCommand = { type: 'PlaceReinforcement', unitId: m.unitId, hex };
      const d = decidePlacement(m.state, command);
      if (!d.ok) continue;
      out.push({
        command,
        rule: '12.0',
        unitId: m.unitId,
        hex,
        cost: d.events[0]?.type === 'ReinforcementPlaced' ? d.events[0].cost : 1,
        overstacks: !stackingAllows(m.state, m.side, hex, m.strength),
      });
    }
  }
  return out;
}

/** The units of the phasing side that may still move (or just `unitId`). */
export function movers(state: DgState, unitId?: string): Mover[] {
  const mayMove = (id: string): boolean => {
    const u = state.units[counter(id).index];
    return u !== undefined && (u.location === 'map' || u.location === 'awaiting');
  };
  return successes(phasingIds(state, unitId).filter(mayMove), (id) => moverFor(state, id));
}

/**
 * Movement options of the phasing side's units not yet moved: every reachable hex with cost, one
 * cheapest path and stopReason; Allied exits (14.2); reinforcement placements and entries (12.0).
 * Each `command` is accepted by decideMove / decidePlacement.
 */
export function movementActions(state: DgState, query: LegalActionQuery): Action[] {
  if (state.over || state.pending !== null || state.phase !== 'movement') return [];
  if (query.type !== undefined && query.type !== 'MoveUnit' && query.type !== 'PlaceReinforcement')
    return [];
  if (query.unitId !== undefined && !state.units.some((u) => u.id === query.unitId)) return [];
  const out: Action[] = [];
  for (const m of movers(state, query.unitId)) unitMoves(m, out);
  return out;
}
