import { type AttackGroup, ObligationSearch } from '@pratzen/rulesets/hex-kit';
import { BOARD } from '../data/board';
import { inEnemyZoc, occupancy, sideOf, typeOf, unitsAt } from '../queries';
import type { SpiState, UnitState } from '../state';
import { enemyOf } from '../vocabulary';
import { planAttack } from './attack-validation';
import { bombardableHexes, mayBombard } from './bombardment';
import { hasPhasingUnitInZoc } from './participants';

/**
 * 5.1 / 5.2 as an ObligationSearch (the hex kit): the attackers are the phasing player's
 * undisrupted units on the map, the targets the enemy-occupied hexes (5.4: a hex is attacked as a
 * whole). An attacker may attack any set of adjacent hexes it could attack one by one (the checks
 * are the Attack command's own, planAttack), and bombarding artillery one hex two hexes away (5.6,
 * 5.7). Obliged: the attackers in an enemy ZOC; each target weighs the number of its undisrupted
 * units with a phasing unit in their ZOC. The problem depends on the position only (not on who
 * has attacked yet), so it and its memo serve every state of the phase with the same units.
 */

interface Cached {
  readonly key: string;
  readonly search: ObligationSearch;
}

const cache = new WeakMap<SpiState['units'], Cached>();

function subsets(xs: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let m = 1; m < 1 << xs.length; m += 1) out.push(xs.filter((_, k) => (m >> k) & 1));
  return out;
}

/** May `u` attack the enemy stack in `hex` on its own, whoever has attacked so far? */
function legalAlone(open: SpiState, u: UnitState, hex: string): boolean {
  const defenders = unitsAt(open, hex).map((x) => x.id);
  return !('kind' in planAttack(open, { type: 'Attack', attackers: [u.id], defenders }));
}

/** The hexes exactly two hexes from `from` (static map data, memoised per hex). */
const ringsOfTwo = new Map<string, readonly string[]>();
function ringOfTwo(from: string): readonly string[] {
  let ring = ringsOfTwo.get(from);
  if (ring === undefined) {
    const near = new Set(
      (BOARD.neighbors.get(from) ?? []).flatMap((n) => BOARD.neighbors.get(n) ?? []),
    );
    ring = [...near].filter((h) => BOARD.distance(from, h) === 2);
    ringsOfTwo.set(from, ring);
  }
  return ring;
}

/**
 * The groups `u` may attack. `enemyHexes`: the hexes holding an enemy of `u` (looked up once per
 * position). The cheap tests come first: most units have no enemy adjacent or two hexes away,
 * and then neither an attack's checks nor 5.6's ZOC test runs.
 */
function attackGroups(
  open: SpiState,
  u: UnitState,
  enemyHexes: ReadonlySet<string>,
): AttackGroup[] {
  const from = u.hex as string;
  const near = (BOARD.neighbors.get(from) ?? []).filter(
    (h) => enemyHexes.has(h) && legalAlone(open, u, h),
  );
  const groups: AttackGroup[] = subsets(near.sort()).map((targets) => ({ targets, leads: true }));
  if (typeOf(u) === 'artillery') {
    const ring = ringOfTwo(from).filter((h) => enemyHexes.has(h));
    if (ring.length > 0 && mayBombard(open, u)) {
      for (const h of ring) {
        if (bombardableHexes(from, [h]).length > 0) groups.push({ targets: [h], leads: true });
      }
    }
  }
  return groups;
}

function build(state: SpiState): ObligationSearch {
  // The same position with nobody marked as having attacked: the problem is about positions.
  const open: SpiState = {
    ...state,
    marks: { ...state.marks, attacked: [], defended: [] },
    combat: null,
    pending: null,
  };
  const enemy = enemyOf(state.side);
  const enemyHexes = new Set<string>();
  const phasingHexes = new Set<string>();
  for (const [hex, us] of occupancy(state)) {
    if (us.some((x) => sideOf(x) === enemy)) enemyHexes.add(hex);
    if (us.some((x) => sideOf(x) === state.side)) phasingHexes.add(hex);
  }
  const attackers = state.units
    .filter((u) => u.location === 'map' && u.hex !== null && sideOf(u) === state.side)
    .filter((u) => !u.disrupted)
    .map((u) => ({ u, groups: attackGroups(open, u, enemyHexes) }))
    .filter((a) => a.groups.length > 0)
    .map(({ u, groups }) => ({
      id: u.id,
      obliged: inEnemyZoc(state, state.side, u.hex as string),
      groups,
    }));
  // A unit can have a phasing unit in its ZOC only with one adjacent (hasPhasingUnitInZoc then
  // checks 4.5's terrain): the set test spares most enemy units that check.
  const adjacentToPhasing = (hex: string): boolean =>
    (BOARD.neighbors.get(hex) ?? []).some((n) => phasingHexes.has(n));
  const targets = [...occupancy(state)]
    .filter(([hex]) => enemyHexes.has(hex))
    .map(([hex, us]) => ({
      id: hex,
      weight: adjacentToPhasing(hex) ? us.filter((x) => hasPhasingUnitInZoc(state, x)).length : 0,
    }));
  return new ObligationSearch({ attackers, targets });
}

const contacts = new WeakMap<SpiState['units'], Map<string, boolean>>();

/**
 * 5.1 needs contact: an obliged attacker stands in an enemy ZOC, an obliged target has a phasing
 * unit in its ZOC, and a ZOC reaches only the adjacent hexes (4.5). So when no phasing unit on the
 * map is adjacent to an enemy unit, nobody must attack or be attacked, and the search (whose
 * build tries every possible attack) need not be built to say so. Adjacency of any units, a
 * superset of ZOC contact (terrain, disruption), keeps the test exact. Memoised per units array
 * and side.
 */
export function inContact(state: SpiState): boolean {
  let bySide = contacts.get(state.units);
  if (bySide === undefined) {
    bySide = new Map();
    contacts.set(state.units, bySide);
  }
  let known = bySide.get(state.side);
  if (known === undefined) {
    known = false;
    const enemy = enemyOf(state.side);
    const enemyHexes = new Set<string>();
    const phasingHexes: string[] = [];
    for (const [hex, us] of occupancy(state)) {
      if (us.some((x) => sideOf(x) === enemy)) enemyHexes.add(hex);
      if (us.some((x) => sideOf(x) === state.side)) phasingHexes.push(hex);
    }
    for (const hex of phasingHexes) {
      if ((BOARD.neighbors.get(hex) ?? []).some((n) => enemyHexes.has(n))) {
        known = true;
        break;
      }
    }
    bySide.set(state.side, known);
  }
  return known;
}

/** The obligation search of the position (built once per units array, side and turn). */
export function obligationSearch(state: SpiState): ObligationSearch {
  const key = `${state.side}:${state.turn}`;
  const known = cache.get(state.units);
  if (known !== undefined && known.key === key) return known.search;
  const search = build(state);
  cache.set(state.units, { key, search });
  return search;
}

/** Who is still free in `state`: attackers that have not attacked, hexes not attacked (5.2). */
export function freeOf(state: SpiState, search: ObligationSearch): { a: bigint; t: bigint } {
  const all = search.all();
  const used = search.masks(
    state.marks.attacked,
    state.marks.defended.flatMap((id) => {
      const u = state.units.find((x) => x.id === id);
      return u?.hex != null ? [u.hex] : [];
    }),
  );
  return { a: all.a & ~used.a, t: all.t & ~used.t };
}
