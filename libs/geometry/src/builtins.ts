/**
 * The builtins the hot paths call, read once. Under a `vm` context (Jest runs every test file in
 * one) each read of a global — `Math`, `Number`, `BigInt`, `Infinity` — is an intercepted call
 * into the embedder, several times slower than the arithmetic around it; a property test folds
 * millions of footprints. Plain Node is unaffected either way. Not exported from the package.
 */
export const { abs, floor, max, min } = Math;
export const { isFinite, isInteger, isSafeInteger } = Number;
export const big = BigInt;
export const INF = Infinity;
