import * as fs from 'fs';
import * as path from 'path';
import { areAdjacent, hexsideKey, labelNeighbors } from '@pratzen/hex';
import { buildMap } from '../../../../../scripts/build-spi-1980-map';
import mapJson from '../../data/map.json';

/**
 * The map data (data/map.json) checked against the rules (8.0, 9.0, 12.0, 14.3) and against the
 * start hexes printed on the counters. map.json is a RECONSTRUCTION (see data/MAP.md); checks that
 * only hold for this reconstruction are in `reconstruction` blocks and are skipped for a
 * transcription of the printed map (provenance "published").
 */

const TERRAINS = ['clear', 'woods', 'lake', 'town', 'fortified', 'marsh', 'slope'] as const;
type Terrain = (typeof TERRAINS)[number];
type UnitType = 'infantry' | 'cavalry' | 'dragoon' | 'artillery';
type Side = 'french' | 'allied';

interface RawHex {
  label: string;
  terrain: Terrain;
  name?: string;
  victory?: { control: string; vp: number };
}
interface RawHexside {
  hexes: string[];
  stream?: boolean;
  bridge?: boolean;
  road?: boolean;
  lake?: boolean;
  slope?: { high: string };
}
interface RawMap {
  rulesetId: string;
  provenance: string;
  source: string;
  notes: string[];
  grid: { columns: number; rows: number; parity: string; labelFormat: string };
  edges: Record<'south' | 'north' | 'east' | 'west', { row?: number; col?: number }>;
  hexes: RawHex[];
  hexsides: RawHexside[];
  reserveDeploymentZone: { description: string; hexes: string[] };
  reinforcementEntry: { side: string; hexes: string[] };
}

const map = mapJson as unknown as RawMap;
const DATA_DIR = path.join(__dirname, '..', '..', 'data');
const isReconstruction = map.provenance === 'reconstruction';
const reconstruction = isReconstruction ? describe : describe.skip;

const colOf = (label: string): number => Number(label.slice(0, 2));
const rowOf = (label: string): number => Number(label.slice(2, 4));
const hexByLabel = new Map(map.hexes.map((h) => [h.label, h]));
const terrainOf = (label: string): Terrain | undefined => hexByLabel.get(label)?.terrain;
const gridLabels: string[] = [];
for (let c = 1; c <= map.grid.columns; c++) {
  for (let r = 1; r <= map.grid.rows; r++) {
    gridLabels.push(`${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`);
  }
}
const onGrid = new Set(gridLabels);

/** Pieces a set of hexes falls into, joining hexes that share a side. */
function hexComponents(hexes: Iterable<string>): number {
  const todo = new Set(hexes);
  let parts = 0;
  for (const start of [...todo]) {
    if (!todo.has(start)) continue;
    parts++;
    const queue = [start];
    todo.delete(start);
    while (queue.length > 0) {
      const h = queue.pop() as string;
      for (const n of labelNeighbors(h)) {
        if (todo.delete(n)) queue.push(n);
      }
    }
  }
  return parts;
}

/** Pieces a set of hexsides falls into, joining sides that share a corner. */
function hexsideComponents(sides: readonly (readonly string[])[]): number {
  const touch = (x: readonly string[], y: readonly string[]): boolean => {
    const u = [...new Set([...x, ...y])];
    return u.length === 3 && u.every((a) => u.every((b) => a === b || areAdjacent(a, b)));
  };
  const seen = new Set<number>();
  let parts = 0;
  sides.forEach((_, start) => {
    if (seen.has(start)) return;
    parts++;
    const queue = [start];
    seen.add(start);
    while (queue.length > 0) {
      const i = queue.pop() as number;
      sides.forEach((s, j) => {
        if (!seen.has(j) && touch(sides[i] as string[], s)) {
          seen.add(j);
          queue.push(j);
        }
      });
    }
  });
  return parts;
}

// ------------------------------------------------------------------ units from the counters

interface StartUnit {
  name: string;
  side: Side;
  type: UnitType;
  strength: number;
  setup: { kind: 'hex'; hex: string } | { kind: 'reserve' } | { kind: 'reinforcement' };
}

const FRENCH_CORPS = new Set(['I', 'III', 'IV', 'V', 'C', 'Ig', 'IG', '2V']);
/** Types of the printed counter names, from the Orders of Battle (rulebook); all others are infantry. */
const PRINTED_TYPES: Record<string, UnitType> = {
  Santon: 'artillery',
  Fruchard: 'artillery',
  Baltus: 'artillery',
  Bernadot: 'artillery',
  Cabau: 'artillery',
  Fontenay: 'artillery',
  Cuny: 'artillery',
  Coun: 'artillery',
  Vasservs: 'artillery',
  Ourie: 'artillery',
  Kienmyer: 'artillery',
  Doctrov: 'artillery',
  Langern: 'artillery',
  Kollwrth: 'artillery',
  Bgration: 'artillery',
  Kaperiky: 'artillery',
  'Prbowski 6': 'artillery', // the 30 guns; the 16-CSP Prbowski is the infantry
  'Mrdvich 8': 'artillery', // the 36 guns; the 9-CSP Mrdvich is the infantry
  Faucont: 'cavalry',
  "D'Hipol": 'cavalry',
  Nansouty: 'cavalry',
  Margarn: 'cavalry',
  Ordener: 'cavalry',
  Kellermn: 'cavalry',
  Stuttrhm: 'cavalry',
  Lchtnstn: 'cavalry',
  Hohnloe: 'cavalry',
  Uvarov: 'cavalry',
  Essen: 'cavalry',
  Witgnstn: 'cavalry',
  Chapltis: 'cavalry',
  Lifegrd: 'cavalry',
  Beaumont: 'dragoon',
  Walther: 'dragoon',
  Bourcier: 'dragoon',
};

/** Parses the front of the counter sheet ("1521 V Becker 5-5-5", "R I Rivaud 11-4-5", "2 III Friant 7-4-3"). */
function parseManifest(text: string): StartUnit[] {
  const front = text.split('(100 pieces): Back')[0] ?? '';
  const units: StartUnit[] = [];
  const re = /(?:^|\t|\n)(\d{4}|R|2)\s+(\S+)\s+(\S+)\s+(\d+)-(\d+)-(\d+)/g;
  for (let m = re.exec(front); m !== null; m = re.exec(front)) {
    const [, placement, corps, name, strength] = m as unknown as string[];
    const s = Number(strength);
    const type = PRINTED_TYPES[`${name} ${s}`] ?? PRINTED_TYPES[name as string] ?? 'infantry';
    units.push({
      name: name as string,
      side: FRENCH_CORPS.has(corps as string) ? 'french' : 'allied',
      type,
      strength: s,
      setup:
        placement === 'R'
          ? { kind: 'reserve' }
          : placement === '2'
            ? { kind: 'reinforcement' }
            : { kind: 'hex', hex: placement as string },
    });
  }
  return units;
}

const COUNTERS_PATH = path.join(DATA_DIR, 'counters.json');
const MANIFEST_PATHS = [
  path.join(DATA_DIR, 'counter-manifest.txt'),
  '/work/shared/rulebooks/spi-battle-of-austerlitz-1980.txt',
];

function manifestUnits(): StartUnit[] | undefined {
  const file = MANIFEST_PATHS.find((p) => fs.existsSync(p));
  return file === undefined ? undefined : parseManifest(fs.readFileSync(file, 'utf8'));
}

function loadUnits(): StartUnit[] {
  if (fs.existsSync(COUNTERS_PATH)) {
    const raw = JSON.parse(fs.readFileSync(COUNTERS_PATH, 'utf8')) as { units: StartUnit[] };
    return raw.units;
  }
  const parsed = manifestUnits();
  if (parsed === undefined) throw new Error('no counters.json and no counter manifest to read');
  return parsed;
}

const units = loadUnits();
const placed = units.flatMap((u) => (u.setup.kind === 'hex' ? [{ ...u, hex: u.setup.hex }] : []));
const alliedStarts = new Set(placed.filter((u) => u.side === 'allied').map((u) => u.hex));
const frenchStarts = new Set(placed.filter((u) => u.side === 'french').map((u) => u.hex));

/** Opposing start hexes that touch. The manifest has none; MAP.md says so. */
const EXPECTED_ADJACENT_OPPOSING_STARTS: string[] = [];

// ------------------------------------------------------------------ tests

describe('8.0 map data', () => {
  it('names its ruleset and provenance, with a source and notes', () => {
    expect(map.rulesetId).toBe('spi-1980');
    expect(['reconstruction', 'published']).toContain(map.provenance);
    expect(map.source.length).toBeGreaterThan(20);
    expect(Array.isArray(map.notes)).toBe(true);
    for (const n of map.notes) expect(typeof n).toBe('string');
  });

  it('is a 20 x 28 grid of CCRR labels with even columns shifted (2.1)', () => {
    expect(map.grid).toEqual({ columns: 20, rows: 28, parity: 'even', labelFormat: 'CCRR' });
  });

  it('names the map edges: south row 01, north the last row, east column 01, west the last column (4.7)', () => {
    expect(map.edges).toEqual({
      south: { row: 1 },
      north: { row: map.grid.rows },
      east: { col: 1 },
      west: { col: map.grid.columns },
    });
  });

  it('lists every hex of the grid exactly once', () => {
    const labels = map.hexes.map((h) => h.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect([...labels].sort()).toEqual([...gridLabels].sort());
  });

  it('gives each hex exactly one terrain type of the Terrain Effects Chart', () => {
    for (const h of map.hexes) {
      expect(TERRAINS).toContain(h.terrain);
      expect(Object.keys(h).every((k) => ['label', 'terrain', 'name', 'victory'].includes(k))).toBe(
        true,
      );
      if (h.name !== undefined) expect(h.name.trim()).not.toBe('');
    }
  });

  it('joins two adjacent hexes of the grid in every hexside, sorted, listed once, with a feature', () => {
    const keys = new Set<string>();
    for (const s of map.hexsides) {
      expect(s.hexes).toHaveLength(2);
      const [a, b] = s.hexes as [string, string];
      expect(onGrid.has(a) && onGrid.has(b)).toBe(true);
      expect(a < b).toBe(true);
      expect(areAdjacent(a, b)).toBe(true);
      const key = hexsideKey(a, b);
      expect(keys.has(key)).toBe(false);
      keys.add(key);
      const features = Object.keys(s).filter((k) => k !== 'hexes');
      expect(features.length).toBeGreaterThan(0);
      for (const f of features) expect(['stream', 'bridge', 'road', 'lake', 'slope']).toContain(f);
      for (const f of ['stream', 'bridge', 'road', 'lake'] as const) {
        if (s[f] !== undefined) expect(s[f]).toBe(true);
      }
    }
  });

  it('puts bridges only on stream hexsides', () => {
    const bridges = map.hexsides.filter((s) => s.bridge);
    expect(bridges.length).toBeGreaterThan(0);
    for (const s of bridges) expect(s.stream).toBe(true);
  });

  it('names one of its two hexes as the high side of every slope hexside', () => {
    const slopes = map.hexsides.filter((s) => s.slope !== undefined);
    expect(slopes.length).toBeGreaterThan(0);
    for (const s of slopes) expect(s.hexes).toContain(s.slope?.high);
  });

  it('has the Santon (1922) as a fortified position', () => {
    expect(terrainOf('1922')).toBe('fortified');
  });

  reconstruction('reconstruction', () => {
    it('says it is a reconstruction and how to replace it', () => {
      const text = [map.source, ...map.notes].join(' ');
      expect(text).toMatch(/reconstruction/i);
      expect(text).toMatch(/not the published map/i);
      expect(text).toMatch(/orientation/i);
      expect(text).toMatch(/replace/i);
    });

    it('is exactly what data/map-source.txt generates', () => {
      const source = fs.readFileSync(path.join(DATA_DIR, 'map-source.txt'), 'utf8');
      expect(JSON.parse(JSON.stringify(buildMap(source)))).toEqual(map);
    });

    it('has the Santon as its only fortified position', () => {
      expect(map.hexes.filter((h) => h.terrain === 'fortified').map((h) => h.label)).toEqual([
        '1922',
      ]);
    });

    it('runs the Goldbach as one line of stream and pond hexsides, bridged at villages', () => {
      const water = map.hexsides.filter((s) => s.stream || s.lake).map((s) => s.hexes);
      expect(hexsideComponents(water)).toBe(1);
      for (const s of map.hexsides.filter((x) => x.bridge)) {
        expect(s.hexes.some((h) => terrainOf(h) === 'town')).toBe(true);
      }
    });

    it('keeps the French start hexes west of the Goldbach except the garrison of Telnitz', () => {
      // The east bank: hexes whose side toward a stream hexside faces the lower column numbers.
      const eastBank = new Set<string>();
      for (const s of map.hexsides.filter((x) => x.stream)) {
        const [a, b] = s.hexes as [string, string];
        const east =
          colOf(a) !== colOf(b) ? (colOf(a) < colOf(b) ? a : b) : rowOf(a) > rowOf(b) ? a : b;
        eastBank.add(east);
      }
      const frenchOnEastBank = [...frenchStarts].filter((h) => eastBank.has(h)).sort();
      expect(frenchOnEastBank).toEqual(['0603']);
    });

    it('carries the roads in one network from the west edge to the north edge', () => {
      const roadHexes = new Set(map.hexsides.filter((s) => s.road).flatMap((s) => s.hexes));
      expect(hexComponents(roadHexes)).toBe(1);
      expect([...roadHexes].some((h) => colOf(h) === map.grid.columns)).toBe(true);
      expect([...roadHexes].some((h) => rowOf(h) === map.grid.rows)).toBe(true);
    });

    it('rings the heights with upslope hexsides whose high side is a slope or Santon hex', () => {
      for (const s of map.hexsides.filter((x) => x.slope)) {
        const high = s.slope?.high as string;
        const low = s.hexes.find((h) => h !== high) as string;
        expect(['slope', 'town', 'fortified']).toContain(terrainOf(high));
        expect(terrainOf(low)).not.toBe('slope');
      }
    });
  });
});

describe('9.0 reinforcement entry row', () => {
  it('lets the French enter in every hex of row xx01 and nowhere else', () => {
    expect(map.reinforcementEntry.side).toBe('french');
    const entry = map.reinforcementEntry.hexes;
    expect(new Set(entry).size).toBe(entry.length);
    expect([...entry].sort()).toEqual(gridLabels.filter((l) => rowOf(l) === 1));
  });

  it('offers entry hexes that every reinforcement type may enter (no woods or marsh for artillery)', () => {
    const open = map.reinforcementEntry.hexes.filter(
      (h) => !['woods', 'marsh'].includes(terrainOf(h) as string),
    );
    expect(open.length).toBeGreaterThan(0);
  });
});

describe('12.0 reserve deployment zone', () => {
  const zone = map.reserveDeploymentZone.hexes;

  it('describes the French Reserve Deployment Line and lists hexes of the grid once each', () => {
    expect(map.reserveDeploymentZone.description.length).toBeGreaterThan(20);
    expect(zone.length).toBeGreaterThan(0);
    expect(new Set(zone).size).toBe(zone.length);
    for (const h of zone) expect(onGrid.has(h)).toBe(true);
  });

  it('holds no Allied start hex and touches none (9.2: no placement in an Enemy ZOC)', () => {
    for (const h of zone) {
      expect(alliedStarts.has(h)).toBe(false);
      for (const n of labelNeighbors(h)) expect(alliedStarts.has(n)).toBe(false);
    }
  });

  it('is one connected area with room for all 13 reserve units within stacking limits (4.4)', () => {
    expect(hexComponents(zone)).toBe(1);
    const reserve = units.filter((u) => u.setup.kind === 'reserve');
    expect(reserve).toHaveLength(13);
    const free = zone.filter(
      (h) => !frenchStarts.has(h) && !['lake', 'woods', 'marsh'].includes(terrainOf(h) as string),
    );
    expect(free.length).toBeGreaterThanOrEqual(reserve.length);
    const strength = reserve.reduce((n, u) => n + u.strength, 0);
    expect(free.length * 10).toBeGreaterThanOrEqual(strength);
  });

  reconstruction('reconstruction', () => {
    it('lies north of the line between rows 12 and 13, over the Zuran, Schlapanitz and Bellowitz', () => {
      for (const h of zone) expect(rowOf(h)).toBeGreaterThanOrEqual(13);
      const named = new Set(zone.map((h) => hexByLabel.get(h)?.name));
      for (const n of ['Zuran hill', 'Schlapanitz', 'Bellowitz']) expect(named.has(n)).toBe(true);
    });
  });
});

describe('14.3 victory hexes', () => {
  const victory = map.hexes.filter((h) => h.victory !== undefined);

  it('marks hexes "A" (Allied at the start) or "F" (French at the start) with a VP value', () => {
    expect(victory.some((h) => h.victory?.control === 'A')).toBe(true);
    expect(victory.some((h) => h.victory?.control === 'F')).toBe(true);
    for (const h of victory) {
      expect(['A', 'F']).toContain(h.victory?.control);
      expect(Number.isInteger(h.victory?.vp)).toBe(true);
      expect(h.victory?.vp).toBeGreaterThan(0);
      expect(terrainOf(h.label)).not.toBe('lake');
    }
  });

  it('puts no start unit of one side in a victory hex the other side controls at the start', () => {
    for (const h of victory) {
      const enemyStarts = h.victory?.control === 'A' ? frenchStarts : alliedStarts;
      expect(enemyStarts.has(h.label)).toBe(false);
    }
  });

  reconstruction('reconstruction', () => {
    it('values every named victory hex at 5 to 15 VP, the Santon among the French ones', () => {
      for (const h of victory) {
        expect(h.name).toBeDefined();
        expect(h.victory?.vp).toBeGreaterThanOrEqual(5);
        expect(h.victory?.vp).toBeLessThanOrEqual(15);
      }
      expect(hexByLabel.get('1922')?.victory?.control).toBe('F');
      const total = (c: string) =>
        victory
          .filter((h) => h.victory?.control === c)
          .reduce((n, h) => n + (h.victory?.vp ?? 0), 0);
      expect(total('A')).toBe(total('F'));
    });
  });
});

describe('2.4 start hexes of the counter manifest on the map', () => {
  it('reads the 66 counters of the manifest', () => {
    expect(units).toHaveLength(66);
    expect(placed.length).toBe(66 - 13 - 3);
  });

  it('agrees with the counter manifest text when counters.json is present', () => {
    const parsed = manifestUnits();
    if (parsed === undefined || !fs.existsSync(COUNTERS_PATH)) return;
    const key = (u: StartUnit) =>
      `${u.side} ${u.type} ${u.strength} ${u.setup.kind === 'hex' ? u.setup.hex : u.setup.kind}`;
    expect(parsed.map(key).sort()).toEqual(units.map(key).sort());
  });

  it('places every unit on a hex of the grid', () => {
    for (const u of placed) expect(onGrid.has(u.hex)).toBe(true);
  });

  it('puts the Santon battery in the fortified Santon, 1922', () => {
    const here = placed.filter((u) => u.hex === '1922');
    expect(here.map((u) => u.type)).toEqual(['artillery']);
    expect(terrainOf('1922')).toBe('fortified');
  });

  it('starts no artillery in woods or marsh (8.0: prohibited)', () => {
    const bad = placed
      .filter((u) => u.type === 'artillery')
      .filter((u) => ['woods', 'marsh'].includes(terrainOf(u.hex) as string))
      .map((u) => `${u.name} ${u.hex}`);
    expect(bad).toEqual([]);
  });

  it('starts no unit in a lake hex', () => {
    expect(placed.filter((u) => terrainOf(u.hex) === 'lake').map((u) => u.hex)).toEqual([]);
  });

  it('4.4: units sharing a start hex total at most 10 CSP (0406: Carneville 7 + Liechtenstein 2)', () => {
    const byHex = new Map<string, typeof placed>();
    for (const u of placed) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
    for (const [, group] of byHex) {
      if (group.length > 1)
        expect(group.reduce((n, u) => n + u.strength, 0)).toBeLessThanOrEqual(10);
    }
    const shared = [...byHex].filter(([, g]) => g.length > 1).map(([h]) => h);
    expect(shared).toEqual(['0406']);
    expect(byHex.get('0406')?.reduce((n, u) => n + u.strength, 0)).toBe(9);
  });

  it('lists the opposing start hexes that touch (none: MAP.md)', () => {
    const pairs: string[] = [];
    for (const f of frenchStarts) {
      for (const a of alliedStarts) if (areAdjacent(f, a)) pairs.push(hexsideKey(f, a));
    }
    expect(pairs.sort()).toEqual(EXPECTED_ADJACENT_OPPOSING_STARTS);
  });
});
