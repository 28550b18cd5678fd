/** How much an LruCache may hold: bytes always, entries optionally. */
export interface LruLimits {
  /** The sum of the entries' estimated sizes stays at or under this. */
  readonly maxBytes: number;
  /** Also at most this many entries (default: no count limit). */
  readonly maxEntries?: number;
}

/** Lookups of one kind of entry: found, or not. */
export interface LookupStats {
  hits: number;
  misses: number;
}

interface Slot<V> {
  readonly value: V;
  readonly bytes: number;
}

/**
 * A least-recently-used cache on a Map (whose iteration order is insertion order), capped by
 * the estimated bytes of its entries: a set that goes over the cap evicts the least recently
 * used entries until it fits. An entry larger than the whole cap is not kept at all. Sizes are
 * estimates (`sizeOf`, or the caller's when it knows better, e.g. a JSON text's length).
 */
export class LruCache<K, V> {
  private readonly map = new Map<K, Slot<V>>();
  private total = 0;
  private readonly lookups = new Map<string, LookupStats>();

  /**
   * `kindOf`: the kind of entry a key names (e.g. its prefix), for hit ratios by kind
   * (GET /metrics); it must come from a fixed set. Default: one kind, `all`.
   */
  constructor(
    private readonly limits: LruLimits,
    private readonly sizeOf: (value: V) => number,
    private readonly kindOf: (key: K) => string = () => 'all',
  ) {
    if (!(limits.maxBytes >= 0)) throw new RangeError('maxBytes must be >= 0');
  }

  /** `counted: false`: bookkeeping, not a lookup (left out of `stats`). */
  get(key: K, counted = true): V | undefined {
    const slot = this.map.get(key);
    if (counted) this.count(key, slot !== undefined);
    if (slot === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, slot);
    return slot.value;
  }

  /** True when `key` is cached, without making it recently used. */
  has(key: K): boolean {
    return this.map.has(key);
  }

  /** Caches `value` as the most recently used entry; `bytes` defaults to `sizeOf(value)`. */
  set(key: K, value: V, bytes: number = this.sizeOf(value)): void {
    this.delete(key);
    const size = Math.max(0, Math.ceil(bytes));
    if (size > this.limits.maxBytes) return;
    this.map.set(key, { value, bytes: size });
    this.total += size;
    const maxEntries = this.limits.maxEntries ?? Infinity;
    while (this.total > this.limits.maxBytes || this.map.size > maxEntries) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  /** The cached value, or computes and caches it. */
  getOrSet(key: K, compute: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = compute();
    this.set(key, value);
    return value;
  }

  delete(key: K): boolean {
    const slot = this.map.get(key);
    if (slot === undefined) return false;
    this.map.delete(key);
    this.total -= slot.bytes;
    return true;
  }

  /** The keys, least recently used first (a copy: the cache may change while it is read). */
  keys(): K[] {
    return [...this.map.keys()];
  }

  get size(): number {
    return this.map.size;
  }

  /** The estimated bytes held (never above `maxBytes`). */
  get bytes(): number {
    return this.total;
  }

  /** Hits and misses of `get` (and `getOrSet`) since the cache was made, by kind of key. */
  get stats(): ReadonlyMap<string, Readonly<LookupStats>> {
    return this.lookups;
  }

  private count(key: K, hit: boolean): void {
    const kind = this.kindOf(key);
    let stats = this.lookups.get(kind);
    if (stats === undefined) {
      stats = { hits: 0, misses: 0 };
      this.lookups.set(kind, stats);
    }
    if (hit) stats.hits++;
    else stats.misses++;
  }
}
