import { loadCounterManifest } from './counter-manifest';
import { scenarioCatalogue } from './scenario-data';

const manifest = loadCounterManifest<{ id: string; index: number; side: string }>({
  provenance: 'reconstruction',
  source: 's',
  notes: [],
  units: [{ id: 'a', side: 'allied' }],
});
const scenarioData = scenarioCatalogue(
  [{ id: 'historical', title: 'H' }],
  { rulesetId: 'test', turns: 11 },
  manifest,
);

describe('scenarioCatalogue', () => {
  it('gives a scenario with the fixed facts, provenance and counters (no index)', () => {
    expect(scenarioData('historical')).toEqual({
      id: 'historical',
      title: 'H',
      rulesetId: 'test',
      turns: 11,
      counters: { provenance: 'reconstruction', source: 's', notes: [] },
      units: [{ id: 'a', side: 'allied' }],
    });
  });
  it('is null for an unknown scenario', () => {
    expect(scenarioData('nope')).toBeNull();
  });
});
