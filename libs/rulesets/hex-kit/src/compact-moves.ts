import type { Command, LegalAction } from '@pratzen/engine';

/**
 * The compact form of a side's legal actions (`pratzen-moves/1`), for hex rulesets: each unit's
 * moves as a tree of hexes — hex → [cost, previous hex] — from which the path to any hex is
 * rebuilt by walking back to the unit's start (as chess libraries' `dests`), instead of one
 * action per destination with its whole path written out. It is computed from the verbose list
 * (`legalActions` for the same viewer), so it holds exactly what that list holds and nothing
 * more; `decodeCompactMoves` gives back every command of that list.
 *
 * - A move is an action whose command is exactly `{type: "MoveUnit", unitId, path}` (hex labels),
 *   optionally with `exitMap: true`, and carries no action space. Any other action — `EndPhase`,
 *   attacks, placements, answers to decisions — is in `actions`, verbatim.
 * - `units[id].to[hex] = [cost, prev]`: `cost` is the movement points the move into `hex` spends
 *   when `hex` is a legal destination, `null` when the unit may only pass through it; `prev` is
 *   the hex before it on the path, `null` for the first hex entered.
 * - `units[id].exits[hex] = cost`: the unit may leave the map from `hex` (command `exitMap: true`,
 *   path ending at `hex`, or empty when `hex` is where the unit stands) at that total cost.
 * - `units[id].paths[key]`: a path that does not follow the tree (two cheapest paths of the same
 *   unit that disagree on a hex they share), written out; `key` is the hex, or `exit:<hex>`.
 * The verbose list's other details of a move (rule case, March Order, Disengagement Checks,
 * stopReason…) are in the verbose form, e.g. `?unit=<id>` for one unit.
 */
export const COMPACT_MOVES_FORMAT = 'pratzen-moves/1';

/** `[cost, prev]`: cost `null` when the unit may only pass through the hex. */
export type CompactStep = readonly [cost: number | null, prev: string | null];

export interface CompactUnitMoves {
  /** Where the unit stands; null for a unit entering the map (its path's first hex is its entry). */
  readonly from: string | null;
  readonly to: Readonly<Record<string, CompactStep>>;
  readonly exits?: Readonly<Record<string, number>>;
  readonly paths?: Readonly<Record<string, readonly string[]>>;
}

export interface CompactMoves {
  readonly format: typeof COMPACT_MOVES_FORMAT;
  readonly units: Readonly<Record<string, CompactUnitMoves>>;
  /** Every legal action that is not a plain move, as the verbose list has it. */
  readonly actions: readonly LegalAction[];
}

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

/** Walks `prev` back from `hex` (the start hex: the empty path); null when it cannot. */
function tracePath(
  from: string | null,
  prevOf: (hex: string) => string | null | undefined,
  hex: string,
): string[] | null {
  if (hex === from) return [];
  const path: string[] = [];
  let at: string | null = hex;
  while (at !== null) {
    if (path.includes(at)) return null; // a loop: not a tree
    const prev = prevOf(at);
    if (prev === undefined) return null;
    path.push(at);
    at = prev;
  }
  return path.reverse();
}

const traceIn = (u: UnitBuilder, hex: string): string[] | null =>
  tracePath(u.from, (h) => u.to.get(h)?.[1], hex);

/**
 * The path of `unitId`'s move to `hex` (`exit: true`: its way off the map from `hex`), rebuilt
 * from the compact form; null when the unit has no such move.
 */
export function compactPath(
  moves: CompactMoves,
  unitId: string,
  hex: string,
  exit = false,
): string[] | null {
  const u = Object.hasOwn(moves.units, unitId) ? moves.units[unitId] : undefined;
  if (u === undefined) return null;
  if (exit && !(u.exits !== undefined && Object.hasOwn(u.exits, hex))) return null;
  if (!exit && !(Object.hasOwn(u.to, hex) && u.to[hex]?.[0] !== null)) return null;
  const key = exit ? `exit:${hex}` : hex;
  if (u.paths !== undefined && Object.hasOwn(u.paths, key)) return [...(u.paths[key] ?? [])];
  const to = u.to;
  const prevOf = (h: string): string | null | undefined =>
    Object.hasOwn(to, h) ? (to[h]?.[1] ?? null) : undefined;
  return tracePath(u.from, prevOf, hex);
}

/** One legal command, decoded: the move's cost, or the verbatim action's. */
export interface DecodedCommand {
  readonly command: Command;
  readonly cost?: number;
}

/** Every command of the verbose list the compact form was made from (moves first, by unit). */
export function decodeCompactMoves(moves: CompactMoves): DecodedCommand[] {
  const out: DecodedCommand[] = [];
  for (const [unitId, u] of Object.entries(moves.units)) {
    for (const [hex, [cost]] of Object.entries(u.to)) {
      if (cost === null) continue;
      const path = compactPath(moves, unitId, hex) as string[];
      out.push({ command: { type: 'MoveUnit', unitId, path } as Command, cost });
    }
    for (const [hex, cost] of Object.entries(u.exits ?? {})) {
      const path = compactPath(moves, unitId, hex, true) as string[];
      out.push({ command: { type: 'MoveUnit', unitId, path, exitMap: true } as Command, cost });
    }
  }
  for (const a of moves.actions) {
    out.push(typeof a['cost'] === 'number' ? { command: a.command, cost: a['cost'] } : a);
  }
  return out;
}
