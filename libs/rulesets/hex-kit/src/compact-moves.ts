import type { Command, LegalAction } from '@pratzen/engine';
import {
  COMPACT_MOVES_FORMAT,
  type CompactMovesOf,
  type CompactStep,
  type CompactUnitMoves,
  type DecodedCommandOf,
  tracePath,
} from './compact-moves-format';

export {
  COMPACT_MOVES_FORMAT,
  type CompactAction,
  type CompactMoveCommand,
  type CompactMovesOf,
  type CompactStep,
  type CompactUnitMoves,
  type DecodedCommandOf,
  compactPath,
  decodeCompactMoves,
} from './compact-moves-format';

/**
 * The encoder of the compact form of a side's legal actions (`pratzen-moves/1`, specified and
 * decoded in compact-moves-format.ts), for hex rulesets. It is computed from the verbose list
 * (`legalActions` for the same viewer), so it holds exactly what that list holds and nothing
 * more; `decodeCompactMoves` gives back every command of that list.
 *
 * - A move is an action whose command is exactly `{type: "MoveUnit", unitId, path}` (hex labels),
 *   optionally with `exitMap: true`, and carries no action space. Any other action — `EndPhase`,
 *   attacks, placements, answers to decisions — is in `actions`, verbatim.
 * The verbose list's other details of a move (rule case, March Order, Disengagement Checks,
 * stopReason…) are in the verbose form, e.g. `?unit=<id>` for one unit.
 */
export type CompactMoves = CompactMovesOf<LegalAction>;

/** One legal command of the engine's, decoded: the move's cost, or the verbatim action's. */
export type DecodedCommand = DecodedCommandOf<LegalAction>;

interface MoveCommand extends Command {
  readonly type: 'MoveUnit';
  readonly unitId: string;
  readonly path: readonly string[];
  readonly exitMap?: true;
}

const MOVE_KEYS = new Set(['type', 'unitId', 'path', 'exitMap']);

/** A plain hex move, as the compact form encodes it; anything else stays verbatim. */
function asMove(action: LegalAction): { move: MoveCommand; cost: number } | null {
  const c = action.command as Partial<MoveCommand> & Record<string, unknown>;
  if (c.type !== 'MoveUnit' || action.space !== undefined) return null;
  if (typeof c.unitId !== 'string' || !Array.isArray(c.path)) return null;
  if (!c.path.every((h) => typeof h === 'string')) return null;
  if (c.exitMap !== undefined && c.exitMap !== true) return null;
  if (Object.keys(c).some((k) => !MOVE_KEYS.has(k))) return null;
  const cost = action['cost'];
  if (typeof cost !== 'number' || !Number.isFinite(cost)) return null;
  if (c.path.length === 0 && c.exitMap !== true) return null;
  return { move: c as MoveCommand, cost };
}

interface UnitBuilder {
  from: string | null;
  readonly to: Map<string, [number | null, string | null]>;
  readonly exits: Map<string, number>;
  readonly paths: Map<string, readonly string[]>;
}

const fromOf = (action: LegalAction): string | null =>
  typeof action['from'] === 'string' ? action['from'] : null;

/** Puts `path` into the unit's tree; false (and nothing changed) when it disagrees with it. */
function graft(u: UnitBuilder, path: readonly string[]): boolean {
  for (let i = 0; i < path.length; i++) {
    const prev = i === 0 ? null : (path[i - 1] as string);
    const node = u.to.get(path[i] as string);
    if (node !== undefined && node[1] !== prev) return false;
    if (path.indexOf(path[i] as string) !== i || path[i] === u.from) return false;
  }
  for (let i = 0; i < path.length; i++) {
    const hex = path[i] as string;
    if (!u.to.has(hex)) u.to.set(hex, [null, i === 0 ? null : (path[i - 1] as string)]);
  }
  return true;
}

/** The compact form of `actions` (a verbose legal-action list). */
export function encodeCompactMoves(actions: readonly LegalAction[]): CompactMoves {
  const units = new Map<string, UnitBuilder>();
  const rest: LegalAction[] = [];
  // Destinations first, so that exits (whose paths are often a destination's) reuse the tree.
  const exits: { action: LegalAction; move: MoveCommand; cost: number }[] = [];
  for (const action of actions) {
    const m = asMove(action);
    if (m === null) {
      rest.push(action);
      continue;
    }
    let u = units.get(m.move.unitId);
    if (u === undefined) {
      u = { from: fromOf(action), to: new Map(), exits: new Map(), paths: new Map() };
      units.set(m.move.unitId, u);
    }
    if (u.from !== fromOf(action)) {
      rest.push(action);
      continue;
    }
    if (m.move.exitMap === true) {
      exits.push({ action, ...m });
      continue;
    }
    const hex = m.move.path[m.move.path.length - 1] as string;
    if (u.to.get(hex)?.[0] != null || u.paths.has(hex)) {
      rest.push(action); // a second move to the same hex: kept as it is
      continue;
    }
    if (!graft(u, m.move.path)) u.paths.set(hex, m.move.path);
    const node = u.to.get(hex);
    if (node === undefined) u.to.set(hex, [m.cost, null]);
    else node[0] = m.cost;
  }
  for (const { action, move, cost } of exits) {
    const u = units.get(move.unitId) as UnitBuilder;
    const hex = move.path.length === 0 ? u.from : (move.path[move.path.length - 1] as string);
    if (hex === null || u.exits.has(hex)) {
      rest.push(action);
      continue;
    }
    u.exits.set(hex, cost);
    if (!sameAs(traceIn(u, hex), move.path) && !graft(u, move.path)) {
      u.paths.set(`exit:${hex}`, move.path);
    }
  }
  const out: Record<string, CompactUnitMoves> = {};
  for (const [id, u] of units) {
    const entry: {
      from: string | null;
      to: Record<string, CompactStep>;
      exits?: Record<string, number>;
      paths?: Record<string, readonly string[]>;
    } = { from: u.from, to: Object.fromEntries(u.to) };
    if (u.exits.size > 0) entry.exits = Object.fromEntries(u.exits);
    if (u.paths.size > 0) entry.paths = Object.fromEntries(u.paths);
    out[id] = entry;
  }
  return { format: COMPACT_MOVES_FORMAT, units: out, actions: rest };
}

const sameAs = (a: readonly string[] | null, b: readonly string[]): boolean =>
  a !== null && a.length === b.length && a.every((h, i) => h === b[i]);

const traceIn = (u: UnitBuilder, hex: string): string[] | null =>
  tracePath(u.from, (h) => u.to.get(h)?.[1], hex);
