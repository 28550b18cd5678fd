import { renderHexBoard } from './hex-board';
import type { BoardInput } from './model';
import { renderTableBoard } from './table-board';

/**
 * The board as an SVG document (UTF-8 text), from the caller's view of the state and the game's
 * map: a pure function — no I/O, no clock, no randomness — so the same input gives the same bytes.
 */
export function renderBoard(input: BoardInput): string {
  return input.geometry === 'hex' ? renderHexBoard(input) : renderTableBoard(input);
}

/** The unit ids a view shows (a highlight may name only one of them: others are unknown). */
export function unitIdsOf(view: unknown): readonly string[] {
  const units = (view as { units?: unknown } | null)?.units;
  if (!Array.isArray(units)) return [];
  return units.flatMap((u) => {
    const id = (u as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? [id] : [];
  });
}
