/** A bad CORS_ORIGINS value: the server does not start. */
export class CorsConfigError extends Error {
  override readonly name = 'CorsConfigError';
}

/**
 * CORS_ORIGINS: which browser origins may call the API. `null` (unset): CORS is off, a
 * preflight is an ordinary unknown route (404); `'*'`: any origin; else the exact origins
 * listed (scheme, host and port, as a browser sends `Origin`).
 */
export type CorsOrigins = '*' | readonly string[] | null;

const ORIGIN = /^https?:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Parses CORS_ORIGINS (comma-separated origins, or `*`); a bad origin stops the server. */
export function corsOriginsFrom(raw: string | undefined): CorsOrigins {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  if (value === '*') return '*';
  const origins = value.split(',').map((o) => o.trim().replace(/\/$/, ''));
  const bad = origins.find((o) => !ORIGIN.test(o));
  if (bad !== undefined) {
    throw new CorsConfigError(
      `CORS_ORIGINS must be * or comma-separated origins such as https://club.example (got "${bad}")`,
    );
  }
  return origins;
}
