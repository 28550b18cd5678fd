import { loadCounterManifest } from './counter-manifest';

interface Counter {
  readonly id: string;
  readonly index: number;
  readonly strength: number;
}

const manifest = loadCounterManifest<Counter>({
  provenance: 'reconstruction',
  source: 'test',
  notes: ['n'],
  units: [
    { id: 'a', strength: 3 },
    { id: 'b', strength: 5 },
  ],
});

describe('loadCounterManifest', () => {
  it('gives each counter its index in the manifest', () => {
    expect(manifest.counters).toEqual([
      { id: 'a', strength: 3, index: 0 },
      { id: 'b', strength: 5, index: 1 },
    ]);
  });
  it('looks counters up by id: undefined for an unknown one, a throw where it must exist', () => {
    expect(manifest.of('b')?.strength).toBe(5);
    expect(manifest.of('z')).toBeUndefined();
    expect(() => manifest.get('z')).toThrow('unknown unit z');
  });
  it('keeps the provenance of the file', () => {
    expect(manifest.provenance).toEqual({
      provenance: 'reconstruction',
      source: 'test',
      notes: ['n'],
    });
  });
});
