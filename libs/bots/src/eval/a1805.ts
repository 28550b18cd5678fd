import type { Command } from '@pratzen/engine';
import type { BotInput } from '../bot';
import { type Evaluator, type Point, distance, isRecord, pointOf, viewUnits } from './evaluator';

/**
 * Austerlitz 1805 (17.1.1: 1 VP per red location controlled, control going to the last side
 * through): a fog position never gives a lookahead, so greedy scores each command by what the
 * seat's commands/validate previews of it. A move's preview names its final pose and the red
 * locations its footprint passes (`passed`, 17.1.1.6): each one not already the side's is worth
 * `LOCATION_WEIGHT` per VP; besides, the move is worth the UM it brings the unit nearer to the
 * nearest red location its side does not control (to its own nearest when it holds them all).
 * A command without a preview (fire, a charge, a reaction...) is worth `ACTING`, a little more
 * than ending the phase (0); a move that brings nothing scores at or below 0, so the unit stays.
 */
export const LOCATION_WEIGHT = 10;
export const ACTING = 0.1;

interface Location {
  readonly id: string;
  readonly vp: number;
  readonly at: Point;
}

/** The red locations of the public map (features with `victoryPoints`), at their vertices' mean. */
export function redLocations(map: unknown): Location[] {
  const features = isRecord(map) && Array.isArray(map['features']) ? map['features'] : [];
  const out: Location[] = [];
  for (const f of features) {
    if (!isRecord(f) || typeof f['id'] !== 'string' || !isRecord(f['properties'])) continue;
    const vp = f['properties']['victoryPoints'];
    const geometry = f['geometry'];
    if (typeof vp !== 'number' || !isRecord(geometry)) continue;
    const ring = Array.isArray(geometry['coordinates']) ? geometry['coordinates'][0] : undefined;
    if (!Array.isArray(ring) || ring.length < 2) continue;
    const pts = (ring as unknown[]).slice(0, -1).filter(Array.isArray) as number[][];
    const x = pts.reduce((n, p) => n + (p[0] ?? 0), 0) / pts.length;
    const y = pts.reduce((n, p) => n + (p[1] ?? 0), 0) / pts.length;
    out.push({ id: f['id'], vp, at: { x, y } });
  }
  return out;
}

function control(view: unknown): Readonly<Record<string, unknown>> {
  return isRecord(view) && isRecord(view['control']) ? view['control'] : {};
}

/** The distance from `p` to the nearest location in `targets` (0 with none). */
const nearest = (p: Point, targets: readonly Location[]): number =>
  targets.length === 0 ? 0 : Math.min(...targets.map((l) => distance(p, l.at)));

const mapped = new WeakMap<BotInput, Location[]>();
/** The red locations, read once per decision (the map is the same for all its candidates). */
function locationsOf(input: BotInput): Location[] {
  let known = mapped.get(input);
  if (known === undefined) {
    known = redLocations(input.map?.());
    mapped.set(input, known);
  }
  return known;
}

export function estimateA1805(command: Command, input: BotInput): number | null {
  if (command.type === 'EndPhase') return 0;
  const preview = input.preview?.(command);
  if (command.type !== 'MoveUnit' || preview === undefined) return ACTING;
  if (!isRecord(preview) || preview['position'] === undefined) return null; // refused
  const to = pointOf(preview['position']);
  const unitId = (command as { unitId?: unknown }).unitId;
  const unit = viewUnits(input.view).find((u) => u['id'] === unitId);
  const from = unit === undefined ? null : pointOf(unit['position']);
  if (to === null || from === null) return ACTING;
  const held = control(input.view);
  const locations = locationsOf(input);
  const passed = Array.isArray(preview['passed']) ? preview['passed'] : [];
  const gained = locations
    .filter((l) => passed.includes(l.id) && held[l.id] !== input.side)
    .reduce((n, l) => n + l.vp, 0);
  const open = locations.filter((l) => held[l.id] !== input.side);
  const targets = open.length > 0 ? open : locations;
  return LOCATION_WEIGHT * gained + nearest(from, targets) - nearest(to, targets);
}

export const a1805Evaluator: Evaluator = { estimate: estimateA1805 };
