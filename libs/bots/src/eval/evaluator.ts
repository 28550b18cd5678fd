import type { Command } from '@pratzen/engine';
import type { BotInput } from '../bot';

/**
 * What `greedy` knows of one ruleset beyond the victory tally and material: read from what a
 * seat sees (the published view, the public map, commands/validate's preview), never from the
 * state. Each member is optional; a ruleset without an evaluator is played on tally and
 * material alone.
 */
export interface Evaluator {
  /**
   * A position's worth to `side` beyond its tally and material, from its view: e.g. how far its
   * units stand from where its victory lies. Added to the one-ply lookahead's score.
   */
  positional?(view: unknown, side: string, input: BotInput): number;
  /**
   * A command's worth to the side before any lookahead, from the seat's view and the command's
   * preview: ranks the candidates worth a lookahead, and is the whole score where the position
   * hides something (no lookahead there). `null`: the preview refuses it.
   */
  estimate?(command: Command, input: BotInput): number | null;
  /** Command types whose outcome hangs on dice: looked ahead at several imagined rolls. */
  readonly chancy?: readonly string[];
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The view's `units` (an empty list when it has none). */
export function viewUnits(view: unknown): readonly Readonly<Record<string, unknown>>[] {
  const units = isRecord(view) ? view['units'] : undefined;
  return Array.isArray(units) ? units.filter(isRecord) : [];
}

export function pointOf(v: unknown): Point | null {
  if (!isRecord(v) || typeof v['x'] !== 'number' || typeof v['y'] !== 'number') return null;
  return { x: v['x'], y: v['y'] };
}

export const distance = (a: Point, b: Point): number =>
  Math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2);
