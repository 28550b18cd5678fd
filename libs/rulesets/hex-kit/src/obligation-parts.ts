/** Bitmask helpers and the split into independent parts used by ObligationSearch. */

const BITS: bigint[] = Array.from({ length: 128 }, (_, i) => 1n << BigInt(i));
export const bit = (i: number): bigint => BITS[i] ?? 1n << BigInt(i);
export const has = (mask: bigint, i: number): boolean => (mask & bit(i)) !== 0n;

export function indices(mask: bigint): number[] {
  const out: number[] = [];
  for (let i = 0, m = mask; m !== 0n; i += 1, m >>= 1n) if ((m & 1n) === 1n) out.push(i);
  return out;
}

/**
 * The attackers of `a` and the targets they can attack, split into parts no attack joins
 * (union-find over attackers and targets). `groups(i)`: the target index lists attacker `i` may
 * attack now. Attackers with no group, and targets in none, belong to no part.
 */
export function independentParts(
  a: bigint,
  groups: (i: number) => readonly (readonly number[])[],
): { a: bigint; t: bigint }[] {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while ((parent.get(r) ?? r) !== r) r = parent.get(r) as string;
    parent.set(x, r);
    return r;
  };
  const parts = new Map<string, { a: bigint; t: bigint }>();
  const members: [string, 'a' | 't', number][] = [];
  for (const i of indices(a)) {
    const gs = groups(i);
    if (gs.length === 0) continue;
    const me = `a${i}`;
    members.push([me, 'a', i]);
    for (const g of gs) {
      for (const x of g) {
        const node = `t${x}`;
        if (!parent.has(node)) members.push([node, 't', x]);
        parent.set(node, parent.get(node) ?? node);
        const rx = find(me);
        const ry = find(node);
        if (rx !== ry) parent.set(rx, ry);
      }
    }
  }
  for (const [node, kind, i] of members) {
    const r = find(node);
    const part = parts.get(r) ?? { a: 0n, t: 0n };
    part[kind] |= bit(i);
    parts.set(r, part);
  }
  return [...parts.values()];
}
