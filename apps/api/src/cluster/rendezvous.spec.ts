import { ownerOf, weight } from './rendezvous';

const nodes = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => `http://127.0.0.1:${41000 + i}`);
/** Game-id-like keys (the server's ids are random; these are fixed so the test is repeatable). */
const keys = Array.from({ length: 8_000 }, (_, i) => `g${(i * 2654435761) % 4294967296}x${i}`);

describe('rendezvous hashing (issue #33: which node owns a game)', () => {
  it('has no owner without nodes, and the only node owns everything', () => {
    expect(ownerOf('g1', [])).toBeNull();
    expect(ownerOf('g1', ['a'])).toBe('a');
  });

  it('gives the same owner whatever the order of the member list', () => {
    const list = nodes(5);
    const reversed = [...list].reverse();
    const differ = keys.filter((key) => ownerOf(key, reversed) !== ownerOf(key, list));
    expect(differ).toEqual([]);
  });

  it('separates the node from the key (("ab","c") and ("a","bc") weigh differently)', () => {
    expect(weight('ab', 'c')).not.toBe(weight('a', 'bc'));
  });

  it.each([2, 3, 4, 8])(
    'spreads keys evenly over %i nodes (each within ±15 % of its share)',
    (n) => {
      const list = nodes(n);
      const counts = new Map<string, number>(list.map((node) => [node, 0]));
      for (const key of keys) {
        const owner = ownerOf(key, list) as string;
        counts.set(owner, (counts.get(owner) ?? 0) + 1);
      }
      const share = keys.length / n;
      for (const count of counts.values()) {
        expect(Math.abs(count - share) / share).toBeLessThan(0.15);
      }
    },
  );

  it('moves only the keys the joining node wins, about 1/(N+1) of them', () => {
    const before = nodes(3);
    const after = nodes(4);
    const joined = after[3] as string;
    const moved = keys.filter((key) => ownerOf(key, before) !== ownerOf(key, after));
    expect(moved.filter((key) => ownerOf(key, after) !== joined)).toEqual([]);
    expect(Math.abs(moved.length / keys.length - 1 / 4)).toBeLessThan(0.03);
  });

  it("moves only the leaving node's keys, spread over the others", () => {
    const before = nodes(4);
    const gone = before[1] as string;
    const after = before.filter((node) => node !== gone);
    const heirs = new Map<string, number>();
    const strayed: string[] = [];
    for (const key of keys) {
      const was = ownerOf(key, before) as string;
      const is = ownerOf(key, after) as string;
      if (was !== gone && is !== was) strayed.push(key);
      if (was === gone) heirs.set(is, (heirs.get(is) ?? 0) + 1);
    }
    expect(strayed).toEqual([]);
    expect([...heirs.keys()].sort()).toEqual([...after].sort());
    for (const count of heirs.values()) expect(count).toBeGreaterThan(keys.length / 4 / 3 / 1.3);
  });
});
