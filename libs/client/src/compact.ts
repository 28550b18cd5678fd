import {
  COMPACT_MOVES_FORMAT,
  type CompactAction,
  type CompactMovesOf,
} from './generated/compact-moves';

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
} from './generated/compact-moves';

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isLabel = (x: unknown): x is string | null => x === null || typeof x === 'string';

/**
 * `body` (a `?format=compact` answer) as the compact form, checked member by member: every unit's
 * `from`, each `[cost, previous hex]` step, exits and written-out paths, and `actions` a list of
 * actions with a command. Throws a TypeError naming what is wrong otherwise.
 */
export function asCompactMoves<A extends CompactAction>(body: unknown): CompactMovesOf<A> {
  const fail = (what: string): never => {
    throw new TypeError(`not ${COMPACT_MOVES_FORMAT}: ${what}`);
  };
  if (!isRecord(body) || body['format'] !== COMPACT_MOVES_FORMAT) return fail('format');
  const { units, actions } = body;
  if (!isRecord(units)) return fail('units');
  for (const [id, u] of Object.entries(units)) {
    if (!isRecord(u) || !isLabel(u['from']) || !isRecord(u['to'])) return fail(`units.${id}`);
    for (const [hex, step] of Object.entries(u['to'])) {
      const ok =
        Array.isArray(step) &&
        step.length === 2 &&
        (step[0] === null || typeof step[0] === 'number') &&
        isLabel(step[1]);
      if (!ok) fail(`units.${id}.to.${hex}`);
    }
    const exits = u['exits'];
    if (exits !== undefined && !(isRecord(exits) && Object.values(exits).every(Number.isFinite)))
      fail(`units.${id}.exits`);
    const paths = u['paths'];
    const pathOk = (p: unknown): boolean =>
      Array.isArray(p) && p.every((h) => typeof h === 'string');
    if (paths !== undefined && !(isRecord(paths) && Object.values(paths).every(pathOk)))
      fail(`units.${id}.paths`);
  }
  const actionOk = (a: unknown): boolean =>
    isRecord(a) && isRecord(a['command']) && typeof a['command']['type'] === 'string';
  if (!Array.isArray(actions) || !actions.every(actionOk)) return fail('actions');
  return body as unknown as CompactMovesOf<A>;
}
