/**
 * Exact decimal reading of wire numbers, the basis of wire.ts.
 *
 * A JSON number arrives as an IEEE double; its decimal value is read from `String(n)`, which
 * ECMAScript defines exactly (Number::toString: the shortest digit string that round-trips).
 * So `12.125` reads as 12125 × 10^-3 and `0.1` as 1 × 10^-1 — the number the client wrote,
 * not the binary fraction stored. A string must follow the JSON number grammar
 * (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`); trailing zeros do not count as precision
 * (`"1.2500"` is 125 × 10^-2).
 */
import { isFinite } from './builtins';

export interface Decimal {
  readonly negative: boolean;
  /** the significant digits, without leading or trailing zeros ('' for zero) */
  readonly digits: string;
  /** value = ±digits × 10^exponent */
  readonly exponent: number;
}

const JSON_NUMBER = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?$/;

/** The exact decimal of a finite number or a JSON-number string; undefined otherwise. */
export function readDecimal(value: unknown): Decimal | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string') text = value;
  else return undefined;
  const m = JSON_NUMBER.exec(text);
  if (!m) return undefined;
  const [, sign, int = '', frac = '', exp = '0'] = m;
  let digits = (int + frac).replace(/^0+/, '');
  let exponent = Number(exp) - frac.length;
  const trimmed = digits.replace(/0+$/, '');
  exponent += digits.length - trimmed.length;
  digits = trimmed;
  if (digits === '') return { negative: false, digits: '', exponent: 0 };
  return { negative: sign === '-', digits, exponent };
}
