/*
 * The compact form of a side's legal moves (`pratzen-moves/1`): its types and its decoder. This
 * file imports nothing, so that the typed client (libs/client) carries a generated copy of it
 * (`npm run contracts` writes libs/client/src/generated/compact-moves.ts, `contracts:check` fails
 * when the copy is stale): one decoder for the server's tests and for every client. The encoder
 * is in compact-moves.ts.
 *
 * Each unit's moves are a tree of hexes — hex → [cost, previous hex] — from which the path to any
 * hex is rebuilt by walking back to the unit's start (as chess libraries' `dests`), instead of one
 * action per destination with its whole path written out.
 *
 * - `units[id].to[hex] = [cost, prev]`: `cost` is the movement points the move into `hex` spends
 *   when `hex` is a legal destination, `null` when the unit may only pass through it; `prev` is
 *   the hex before it on the path, `null` for the first hex entered.
 * - `units[id].exits[hex] = cost`: the unit may leave the map from `hex` (command `exitMap: true`,
 *   path ending at `hex`, or empty when `hex` is where the unit stands) at that total cost.
 * - `units[id].paths[key]`: a path that does not follow the tree (two cheapest paths of the same
 *   unit that disagree on a hex they share), written out; `key` is the hex, or `exit:<hex>`.
 * - `actions`: every other legal action (`EndPhase`, attacks, placements, answers to decisions),
 *   verbatim as the verbose list has it.
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

/** Any legal action: a command with a `type`, and the details its ruleset adds. */
export interface CompactAction {
  readonly command: { readonly type: string };
}

/** The compact form; `A` is the type of the actions that are not plain moves. */
export interface CompactMovesOf<A extends CompactAction> {
  readonly format: typeof COMPACT_MOVES_FORMAT;
  readonly units: Readonly<Record<string, CompactUnitMoves>>;
  /** Every legal action that is not a plain move, as the verbose list has it. */
  readonly actions: readonly A[];
}

/** A plain hex move, as the compact form encodes it (`exitMap: true`: off the map). */
export interface CompactMoveCommand {
  readonly type: 'MoveUnit';
  readonly unitId: string;
  readonly path: readonly string[];
  readonly exitMap?: true;
}

/** One legal command, decoded: a move with its cost, or a verbatim action's command (and cost). */
export type DecodedCommandOf<A extends CompactAction> =
  | { readonly command: CompactMoveCommand; readonly cost: number }
  | { readonly command: A['command']; readonly cost?: number };

/** Walks `prev` back from `hex` (the start hex: the empty path); null when it cannot. */
export function tracePath(
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

/**
 * The path of `unitId`'s move to `hex` (`exit: true`: its way off the map from `hex`), rebuilt
 * from the compact form; null when the unit has no such move.
 */
export function compactPath(
  moves: CompactMovesOf<CompactAction>,
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

/** Every command of the verbose list the compact form was made from (moves first, by unit). */
export function decodeCompactMoves<A extends CompactAction>(
  moves: CompactMovesOf<A>,
): DecodedCommandOf<A>[] {
  const out: DecodedCommandOf<A>[] = [];
  for (const [unitId, u] of Object.entries(moves.units)) {
    for (const [hex, [cost]] of Object.entries(u.to)) {
      if (cost === null) continue;
      const path = compactPath(moves, unitId, hex);
      if (path !== null) out.push({ command: { type: 'MoveUnit', unitId, path }, cost });
    }
    for (const [hex, cost] of Object.entries(u.exits ?? {})) {
      const path = compactPath(moves, unitId, hex, true);
      if (path !== null) {
        out.push({ command: { type: 'MoveUnit', unitId, path, exitMap: true }, cost });
      }
    }
  }
  for (const a of moves.actions) {
    const cost = (a as { readonly cost?: unknown }).cost;
    out.push(typeof cost === 'number' ? { command: a.command, cost } : { command: a.command });
  }
  return out;
}
