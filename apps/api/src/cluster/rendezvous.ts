/**
 * Rendezvous (highest-random-weight) hashing: a key belongs to the node whose hash of
 * (node, key) is highest. Every node computing it over the same member list agrees without
 * talking; when a node joins, only the keys it now wins move (to it), and when one leaves, only
 * its keys move (each to its runner-up), spread over the others. Pure: no I/O, no clock.
 */

/** FNV-1a over the UTF-16 code units of `text`, from `seed`, 32 bits. */
function fnv1a(text: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** murmur3's 32-bit finaliser: every input bit flips each output bit with probability ~1/2. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const OFFSET_BASIS = 0x811c9dc5;

/** The weight of `node` for `key` (32 bits). */
export function weight(node: string, key: string): number {
  // node, a separator no id contains, then the key: ("ab","c") and ("a","bc") differ
  return mix(fnv1a(key, fnv1a('\u0000', fnv1a(node, OFFSET_BASIS))));
}

/**
 * The node that owns `key` among `nodes` (ties, vanishingly rare, go to the smaller id, so
 * the answer never depends on the list's order); null when there is no node.
 */
export function ownerOf(key: string, nodes: readonly string[]): string | null {
  let best: string | null = null;
  let bestWeight = -1;
  for (const node of nodes) {
    const w = weight(node, key);
    if (w > bestWeight || (w === bestWeight && best !== null && node < best)) {
      best = node;
      bestWeight = w;
    }
  }
  return best;
}
