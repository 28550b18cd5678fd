/**
 * True for a UNIQUE(stream_id, version) violation. The IMMEDIATE transaction's version check
 * normally prevents it; it stays mapped to ConcurrencyError as a second guard (a writer that
 * bypassed the check, a future bug) so callers only ever see one conflict error.
 *
 * Matched by name and code, not `instanceof SqliteError`: the native addon keeps the error class
 * of the first copy of better-sqlite3 that loaded it, so a second copy (Jest's per-file module
 * registry, a duplicated dependency) would never match.
 */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  error.name === 'SqliteError' &&
  (error as Error & { readonly code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
