import { estimatedBytes, jsonLength, textBytes } from './json-size';
import { LruCache } from './lru-cache';

const byLength = (maxBytes: number, maxEntries?: number): LruCache<string, string> =>
  new LruCache<string, string>(
    { maxBytes, ...(maxEntries !== undefined ? { maxEntries } : {}) },
    (v) => v.length,
  );

describe('LruCache capped by bytes', () => {
  it('keeps the sum of entry sizes under maxBytes, evicting the least recently used first', () => {
    const cache = byLength(10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.bytes).toBe(8);
    cache.get('a'); // b is now the least recently used
    cache.set('c', 'cccc');
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    expect(cache.bytes).toBe(8);
  });

  it('evicts as many entries as a large newcomer needs', () => {
    const cache = byLength(10);
    for (const k of ['a', 'b', 'c', 'd', 'e']) cache.set(k, k + k);
    expect(cache.size).toBe(5);
    cache.set('big', '123456789');
    expect([...['a', 'b', 'c', 'd', 'e'].filter((k) => cache.has(k))]).toEqual([]);
    expect(cache.get('big')).toBe('123456789');
    expect(cache.bytes).toBe(9);
  });

  it('does not keep an entry larger than the whole cap, and drops the old value of its key', () => {
    const cache = byLength(10);
    cache.set('a', 'small');
    cache.set('a', 'much too large');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
    expect(cache.getOrSet('b', () => '12345678901')).toBe('12345678901');
    expect(cache.size).toBe(0);
  });

  it('replacing a key counts only its new size', () => {
    const cache = byLength(100);
    cache.set('a', 'x'.repeat(60));
    cache.set('a', 'x'.repeat(30));
    expect(cache.bytes).toBe(30);
    cache.set('b', 'y'.repeat(70));
    expect(cache.has('a')).toBe(true);
    expect(cache.bytes).toBe(100);
  });

  it("takes the caller's size over sizeOf", () => {
    const cache = byLength(100);
    cache.set('a', 'tiny', 90);
    cache.set('b', 'tiny', 20);
    expect(cache.has('a')).toBe(false);
    expect(cache.bytes).toBe(20);
  });

  it('also honours maxEntries when given', () => {
    const cache = byLength(1_000, 2);
    cache.set('a', 'a');
    cache.set('b', 'b');
    cache.set('c', 'c');
    expect(cache.has('a')).toBe(false);
    expect(cache.size).toBe(2);
  });

  it('delete gives the bytes back', () => {
    const cache = byLength(10);
    cache.set('a', 'aaaa');
    expect(cache.delete('a')).toBe(true);
    expect(cache.delete('a')).toBe(false);
    expect(cache.bytes).toBe(0);
  });

  it('stays under a 1 MB cap with 1,000 legal-action-sized lists (the 2.8 GB RSS case)', () => {
    const list = Array.from({ length: 3_000 }, (_, i) => ({
      command: { type: 'MoveUnit', unitId: `unit-${i % 66}`, to: '1234' },
      path: ['1233', '1234'],
      cost: 2,
    }));
    const cache = new LruCache<string, unknown>({ maxBytes: 1_000_000 }, estimatedBytes);
    for (let i = 0; i < 1_000; i++) cache.set(`actions:${i}`, list);
    expect(cache.bytes).toBeLessThanOrEqual(1_000_000);
    expect(cache.size).toBeLessThan(10);
    expect(cache.has('actions:999')).toBe(true);
  });
});

describe('estimated sizes', () => {
  it('a JSON text counts its length', () => {
    expect(textBytes('x'.repeat(1_000))).toBeGreaterThanOrEqual(1_000);
    expect(estimatedBytes('x'.repeat(1_000))).toBe(textBytes('x'.repeat(1_000)));
  });

  it('a long array is sized from a sample within 10% of its JSON length', () => {
    const list = Array.from({ length: 5_000 }, (_, i) => ({ id: i, name: `n${i % 97}` }));
    const exact = JSON.stringify(list).length;
    expect(Math.abs(jsonLength(list) - exact) / exact).toBeLessThan(0.1);
  });

  it('an object counts more than its JSON text', () => {
    const view = { units: Array.from({ length: 10 }, (_, i) => ({ i })) };
    expect(estimatedBytes(view)).toBeGreaterThan(JSON.stringify(view).length);
  });
});

describe('LruCache lookups (GET /metrics hit ratios)', () => {
  it('counts hits and misses of get and getOrSet by kind of key, not bookkeeping reads', () => {
    const kind = (key: string): string => key.slice(0, key.indexOf(':'));
    const cache = new LruCache<string, number>({ maxBytes: 100 }, () => 1, kind);
    cache.get('a:1');
    cache.set('a:1', 1);
    cache.get('a:1');
    cache.getOrSet('b:1', () => 2);
    cache.getOrSet('b:1', () => 3);
    cache.get('a:1', false);
    cache.get('a:2', false);
    expect(Object.fromEntries(cache.stats)).toEqual({
      a: { hits: 1, misses: 1 },
      b: { hits: 1, misses: 1 },
    });
  });

  it('without a classifier every lookup is of kind "all"', () => {
    const cache = new LruCache<string, number>({ maxBytes: 100 }, () => 1);
    cache.get('x');
    expect(Object.fromEntries(cache.stats)).toEqual({ all: { hits: 0, misses: 1 } });
  });
});
