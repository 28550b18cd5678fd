import type { Command } from '@pratzen/engine';
import type { BotInput } from '../bot';
import { type Evaluator, viewUnits } from './evaluator';
import { labelColumn, labelDistance } from './hex-label';

/**
 * Austerlitz (Decision Games, 2006), 14.1–14.2: the Allies score 3 VP per strength point they
 * take off the west edge (column 01), both sides 1 VP per enemy strength point eliminated. Its
 * positions hide nothing, so greedy looks one ply ahead; this adds where the units stand:
 * - Allied units are worth `MARCH` per strength point per column nearer the west edge;
 * - French units `MARCH` per strength point per hex nearer the nearest Allied unit on the map
 *   (at most `REACH` hexes counted), to bar the way and bring on the combats the French score by.
 * `estimate` ranks moves by the same measure from their destination hex (the legal action's
 * path), so that the lookahead spends itself on the moves that go somewhere.
 */
export const MARCH = 0.05;
export const REACH = 12;

interface OnMap {
  readonly id: unknown;
  readonly side: unknown;
  readonly hex: unknown;
  readonly strength: number;
}

function onMap(view: unknown): OnMap[] {
  return viewUnits(view)
    .filter((u) => u['location'] === 'map' && typeof u['hex'] === 'string')
    .map((u) => ({
      id: u['id'],
      side: u['side'],
      hex: u['hex'],
      strength: typeof u['strength'] === 'number' ? u['strength'] : 1,
    }));
}

/** What one unit of `side` standing at `hex` is worth, among `enemies` (their hexes). */
function standing(side: string, hex: unknown, enemies: readonly unknown[]): number {
  if (side === 'allied') return -(labelColumn(hex) ?? 0);
  const d = enemies.map((e) => labelDistance(hex, e) ?? REACH);
  return -Math.min(REACH, ...d);
}

export function positionalDg(view: unknown, side: string): number {
  const units = onMap(view);
  const enemies = units.filter((u) => u.side !== side).map((u) => u.hex);
  return units
    .filter((u) => u.side === side)
    .reduce((n, u) => n + MARCH * u.strength * standing(side, u.hex, enemies), 0);
}

export function estimateDg(command: Command, input: BotInput): number | null {
  if (command.type === 'EndPhase') return 0;
  const path = (command as { path?: unknown }).path;
  const unitId = (command as { unitId?: unknown }).unitId;
  if (command.type !== 'MoveUnit' || !Array.isArray(path) || path.length === 0) return Infinity;
  const units = onMap(input.view);
  const unit = units.find((u) => u.id === unitId);
  if (unit === undefined) return 0;
  const enemies = units.filter((u) => u.side !== input.side).map((u) => u.hex);
  const to = path[path.length - 1];
  return (
    MARCH *
    unit.strength *
    (standing(input.side, to, enemies) - standing(input.side, unit.hex, enemies))
  );
}

export const dgEvaluator: Evaluator = {
  positional: (view, side) => positionalDg(view, side),
  estimate: estimateDg,
  chancy: ['Attack'],
};
