/** Errors as values (chessops style): a parse either succeeds or names why, with a stable code. */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const WIRE_ERROR_CODES = [
  'NOT_A_NUMBER',
  'PRECISION',
  'OUT_OF_RANGE',
  'INVALID_SHAPE',
] as const;
export type WireErrorCode = (typeof WIRE_ERROR_CODES)[number];

export interface WireError {
  readonly code: WireErrorCode;
  readonly message: string;
}

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function wireError(code: WireErrorCode, message: string): Result<never, WireError> {
  return { ok: false, error: { code, message } };
}
