/**
 * Exact non-negative-denominator rationals over bigint, for the parameters along a segment
 * where it meets polygon edges (clip.ts). Not normalised (no gcd): compare with `compareRational`.
 */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint; // > 0
}

export function rational(num: bigint, den: bigint): Rational {
  if (den === 0n) throw new RangeError('geometry: rational with a zero denominator');
  return den < 0n ? { num: -num, den: -den } : { num, den };
}

export function compareRational(a: Rational, b: Rational): -1 | 0 | 1 {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

export function addRational(a: Rational, b: Rational): Rational {
  return { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}

export function subRational(a: Rational, b: Rational): Rational {
  return { num: a.num * b.den - b.num * a.den, den: a.den * b.den };
}

export function midRational(a: Rational, b: Rational): Rational {
  return { num: a.num * b.den + b.num * a.den, den: 2n * a.den * b.den };
}
