import { BOARD } from '../data/board';
import { counter, counterOf } from '../data/counters';
import type { CoreCommand } from '../commands';
import type { SpiEvent } from '../events';
import { sideAt, strengthAt, terrainAllows, unitsAt } from '../queries';
import type { ReserveDeployment, SpiState } from '../state';
import { STACKING_LIMIT } from '../vocabulary';
import { accept, reject, type SpiDecision } from '../violations';

type Plot = Extract<CoreCommand, { type: 'PlotReserveDeployment' }>;

export function reserveUnitIds(state: SpiState): string[] {
  return state.units.filter((u) => u.location === 'reserve').map((u) => u.id);
}

/** Would `hex` take `unitId` given what is there already plus `added` CSP in `count` more units? */
function stackFits(
  state: SpiState,
  hex: string,
  unitId: string,
  added: { csp: number; count: number },
): boolean {
  const count = unitsAt(state, hex).length + added.count + 1;
  const total = strengthAt(state, hex) + added.csp + counter(unitId).strength;
  return count <= 1 || total <= STACKING_LIMIT;
}

/** 12.0: before the Allied Movement Phase the French player writes down the reserve's hexes. */
export function decidePlotReserve(state: SpiState, c: Plot): SpiDecision {
  if (state.pending?.type !== 'PlotReserveDeployment') {
    return reject(
      'RESERVE_NOT_EXPECTED',
      '12.0',
      'the reserve deployment is written down once, before the first Allied Movement Phase',
    );
  }
  const expected = new Set(reserveUnitIds(state));
  const given = new Set(c.deployments.map((d) => d.unitId));
  if (
    given.size !== c.deployments.length ||
    given.size !== expected.size ||
    [...given].some((id) => !expected.has(id))
  ) {
    return reject(
      'RESERVE_UNITS_MISMATCH',
      '12.0',
      `deploy each of the ${expected.size} reserve units exactly once`,
      {
        expected: [...expected],
      },
    );
  }
  const added = new Map<string, { csp: number; count: number }>();
  for (const d of c.deployments) {
    const unit = counterOf(d.unitId);
    if (unit === undefined) return reject('UNKNOWN_UNIT', null, `no unit ${d.unitId}`);
    if (!BOARD.reserveZone.has(d.hex)) {
      return reject(
        'OUTSIDE_RESERVE_ZONE',
        '12.0',
        `${d.hex} is not north of the French Reserve Deployment Line`,
        { unitId: d.unitId, hex: d.hex },
      );
    }
    if (!terrainAllows(d.hex, unit.type)) {
      return reject(
        'PROHIBITED_TERRAIN',
        '8.0',
        `${unit.type} may not be in ${BOARD.terrain.get(d.hex)} (${d.hex})`,
        { unitId: d.unitId, hex: d.hex },
      );
    }
    if (sideAt(state, d.hex) === 'allied')
      return reject('ENEMY_OCCUPIED', '4.3', `${d.hex} holds Allied units`, { hex: d.hex });
    const a = added.get(d.hex) ?? { csp: 0, count: 0 };
    if (!stackFits(state, d.hex, d.unitId, a)) {
      return reject('OVERSTACKED', '4.4', `${d.hex} would hold more than ${STACKING_LIMIT} CSP`, {
        hex: d.hex,
      });
    }
    added.set(d.hex, { csp: a.csp + unit.strength, count: a.count + 1 });
  }
  return accept([{ type: 'ReserveDeploymentPlotted', deployments: c.deployments }]);
}

/**
 * 12.0: at the end of the first Allied Movement Phase the written deployment is placed. Pratzen's
 * ruling for a written hex the Allies have since entered (the rules are silent): the unit goes to
 * the nearest zone hex that is free of Allied units and within stacking limits (ties: lowest label).
 */
export function revealEvents(state: SpiState): SpiEvent[] {
  const plotted = state.reserve.plotted ?? [];
  const placed = new Map<string, { csp: number; count: number }>();
  const fits = (hex: string, unitId: string): boolean =>
    sideAt(state, hex) !== 'allied' &&
    terrainAllows(hex, counter(unitId).type) &&
    stackFits(state, hex, unitId, placed.get(hex) ?? { csp: 0, count: 0 });
  const final: ReserveDeployment[] = [];
  for (const d of plotted) {
    let hex = d.hex;
    if (!fits(hex, d.unitId)) {
      const options = [...BOARD.reserveZone].filter((h) => fits(h, d.unitId));
      options.sort(
        (a, b) => BOARD.distance(d.hex, a) - BOARD.distance(d.hex, b) || a.localeCompare(b),
      );
      const nearest = options[0];
      if (nearest === undefined) continue;
      hex = nearest;
    }
    const p = placed.get(hex) ?? { csp: 0, count: 0 };
    placed.set(hex, { csp: p.csp + counter(d.unitId).strength, count: p.count + 1 });
    final.push({ unitId: d.unitId, hex });
  }
  return [{ type: 'ReserveDeploymentRevealed', deployments: final }];
}

/**
 * One legal written deployment (a greedy fill of the zone in label order), offered by the legal
 * actions as a ready command; clients and bots replace the hexes as they wish.
 */
export function defaultReserveDeployment(state: SpiState): ReserveDeployment[] {
  const zone = [...BOARD.reserveZone].sort();
  const added = new Map<string, { csp: number; count: number }>();
  const out: ReserveDeployment[] = [];
  for (const id of reserveUnitIds(state)) {
    const hex = zone.find(
      (h) =>
        sideAt(state, h) !== 'allied' &&
        terrainAllows(h, counter(id).type) &&
        stackFits(state, h, id, added.get(h) ?? { csp: 0, count: 0 }),
    );
    if (hex === undefined) continue;
    const a = added.get(hex) ?? { csp: 0, count: 0 };
    added.set(hex, { csp: a.csp + counter(id).strength, count: a.count + 1 });
    out.push({ unitId: id, hex });
  }
  return out;
}
