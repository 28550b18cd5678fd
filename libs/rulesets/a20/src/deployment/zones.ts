import { BOARD } from '../data/board';
import { COUNTERS } from '../data/counters';

/** A hex label's hexrow (column, "06" of 0607) and row. */
export const columnOf = (hex: string): number => Number.parseInt(hex.slice(0, 2), 10);
export const rowOf = (hex: string): number => Number.parseInt(hex.slice(2), 10);

const LABELS: ReadonlySet<string> = new Set(BOARD.labels);
export const onBoard = (hex: string): boolean => LABELS.has(hex);
const pond = (hex: string): boolean => BOARD.terrain.get(hex) === 'pond';
const inOrNext = (hex: string, centre: string): boolean =>
  hex === centre || (BOARD.neighbors.get(centre) ?? []).includes(hex);

/** X3.0 step 4: the French units to deploy, the Dummies, and the infantry that may be Cadres. */
export const FRENCH_UNITS: readonly string[] = COUNTERS.filter(
  (c) => c.setup.standard.kind === 'hidden-deployment' && c.type !== 'dummy',
).map((c) => c.id);
export const DUMMIES: readonly string[] = COUNTERS.filter(
  (c) => c.setup.standard.kind === 'hidden-deployment' && c.type === 'dummy',
).map((c) => c.id);
export const CADRES: readonly string[] = COUNTERS.filter(
  (c) => c.setup.standard.kind === 'optional-breakdown',
).map((c) => c.id);
export const BREAKABLE: readonly string[] = COUNTERS.filter(
  (c) => FRENCH_UNITS.includes(c.id) && c.type === 'infantry',
).map((c) => c.id);

export const BELLOWITZ = '0204';
export const SANTON = '0803';

/**
 * X3.0 step 4 A-D for a whole French set-up (`hexes`, one a counter): A a counter in or next to
 * 0204; B one in or next to 0803; C at most three in hexrow 06xx; D every other in or west of
 * 05xx. So at most one counter stands east of 06xx, and it is B's (Interpretation 2: Dummies
 * count). Null when the set-up keeps them, else the restriction broken.
 */
export function frenchRestrictionBroken(hexes: readonly string[]): string | null {
  if (!hexes.some((h) => inOrNext(h, BELLOWITZ))) return 'A';
  if (!hexes.some((h) => inOrNext(h, SANTON))) return 'B';
  const east = hexes.filter((h) => columnOf(h) > 6);
  if (east.length > 1 || east.some((h) => !inOrNext(h, SANTON))) return 'D';
  if (hexes.filter((h) => columnOf(h) === 6).length > 3) return 'C';
  return null;
}

/** X3.0 step 6: the Allied zone of each unit (data/map.json deploymentZones.standard). */
interface Zone {
  readonly columns: readonly [number, number];
  readonly rowsFrom?: number;
  readonly notAdjacentToFrench?: boolean;
}
const ZONES = (BOARD.raw.deploymentZones as { standard: Record<string, Zone> }).standard;

export function alliedZone(unitId: string): Zone | undefined {
  const s = COUNTERS.find((c) => c.id === unitId)?.setup.standard;
  return s !== undefined && s.kind === 'zone'
    ? ZONES[(s as { zone?: string }).zone ?? '']
    : undefined;
}

/** X3.0 step 6: may `unitId` be set up in `hex`, with French counters in `french`? */
export function inAlliedZone(unitId: string, hex: string, french: ReadonlySet<string>): boolean {
  const z = alliedZone(unitId);
  if (z === undefined || !onBoard(hex) || french.has(hex)) return false;
  const col = columnOf(hex);
  if (col < z.columns[0] || col > z.columns[1]) return false;
  if (z.rowsFrom !== undefined && rowOf(hex) < z.rowsFrom) return false;
  if (z.notAdjacentToFrench === true)
    return !(BOARD.neighbors.get(hex) ?? []).some((n) => french.has(n));
  return true;
}

export const ALLIED_UNITS: readonly string[] = COUNTERS.filter(
  (c) => c.setup.standard.kind === 'zone' && c.side === 'allied',
).map((c) => c.id);

/** Free, dry hexes of the board in label order (canned set-ups for legal actions). */
export const dryHexes = (): string[] => BOARD.labels.filter((h) => !pond(h)).sort();
export const isPond = pond;
