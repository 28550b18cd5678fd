/**
 * True for a UNIQUE(stream_id, version) violation. The IMMEDIATE transaction's version check
 * normally prevents it; it stays mapped to ConcurrencyError as a second guard (a writer that
 * bypassed the check, a future bug) so callers only ever see one conflict error.
 *
 * Matched by name and code, not `instanceof SqliteError`: the native addon keeps the error class
 * of the first copy of better-sqlite3 that loaded it, so a second copy (Jest's per-file module
 * registry, a duplicated dependency) would never match.
 */
export const isUniqueViolation = (error: unknown): boolean => {
  // Not even `instanceof Error`: the addon's errors come from the realm that first loaded it.
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { readonly name?: unknown; readonly code?: unknown };
  return e.name === 'SqliteError' && e.code === 'SQLITE_CONSTRAINT_UNIQUE';
};
