import * as fs from 'fs';
import * as path from 'path';
import counters from '../../data/counters.json';

type Side = 'french' | 'allied';
type Nationality = 'french' | 'austrian' | 'russian';
type UnitType = 'infantry' | 'cavalry' | 'dragoon' | 'artillery';
type Setup =
  { kind: 'hex'; hex: string } | { kind: 'reserve' } | { kind: 'reinforcement'; turn: number };

interface CounterUnit {
  id: string;
  side: Side;
  nationality: Nationality;
  name: string;
  printedName: string;
  type: UnitType;
  typeProvenance: 'derived-from-orders-of-battle' | 'reconstruction';
  corps: string;
  strength: number;
  morale: number;
  movement: number;
  setup: Setup;
}

/** One unit entry on the counter FRONT: placement, corps, name, S-M-M (2.4). */
interface FrontEntry {
  placement: string; // four-digit hex, 'R' (12.0) or '2' (9.0)
  corps: string; // as printed
  printedName: string;
  strength: number;
  morale: number;
  movement: number;
}

type FrontCell = ({ kind: 'unit' } & FrontEntry) | { kind: 'marker' };
type BackCell =
  { kind: 'unit'; corps: string; strength: number; morale: number } | { kind: 'marker' };

const units = counters.units as CounterUnit[];
const notes: string[] = counters.notes;

const FRENCH_CORPS = ['I', 'III', 'IV', 'V', 'C', 'IG'];
const ALLIED_CORPS = ['Bx', 'Kt', 'Bg', 'Lc', 'Rg'];

/** Printed corps -> normalized corps id. Everything else is printed as normalized. */
const CORPS_NORMALIZATION: Record<string, string> = { Ig: 'IG' };
/** Documented scanning error: Thiebaud's front prints '2V' for IV (see notes in counters.json). */
const SCANNING_ERRORS: Record<string, { printed: string; corps: string }> = {
  Thiebaud: { printed: '2V', corps: 'IV' },
};

function normalizeCorps(printedCorps: string, printedName?: string): string {
  const err = printedName === undefined ? undefined : SCANNING_ERRORS[printedName];
  if (err && err.printed === printedCorps) return err.corps;
  return CORPS_NORMALIZATION[printedCorps] ?? printedCorps;
}

const ENTRY_RE = /^(\d{4}|R|2)\s+(\S+)\s+(.+?)\s+(\d+)-(\d+)-(\d+)$/;
const BACK_PAIR_RE = /^(\d+)-(\d+)$/;
const BACK_CELL_RE = /^(\S+)\s+(\d+)-(\d+)$/;
const MARKER_RE = /^\d+$/;

function loadManifest(): { front: FrontCell[][]; back: BackCell[][] } {
  const text = fs.readFileSync(path.join(__dirname, '../../data/counter-manifest.txt'), 'utf8');
  const lines = text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.replace(/\t+$/, ''));
  const frontStart = lines.findIndex((l) => /Counter Section Nr\. 1 .*: Front$/.test(l));
  const backStart = lines.findIndex((l) => /Counter Section Nr\. 1 .*: Back$/.test(l));
  if (frontStart < 0 || backStart < 0 || backStart < frontStart) {
    throw new Error('counter-manifest.txt: missing Front/Back section headings');
  }

  const front = lines.slice(frontStart + 1, backStart).map((line) =>
    line.split('\t').map((cell): FrontCell => {
      if (MARKER_RE.test(cell)) return { kind: 'marker' };
      const m = ENTRY_RE.exec(cell);
      if (!m)
        throw new Error(`counter-manifest.txt: unparseable front cell ${JSON.stringify(cell)}`);
      return {
        kind: 'unit',
        placement: m[1]!,
        corps: m[2]!,
        printedName: m[3]!,
        strength: Number(m[4]),
        morale: Number(m[5]),
        movement: Number(m[6]),
      };
    }),
  );

  // The back grid is printed either as a row of corps followed by a row of S-M pairs, or
  // (last block) as cells "corps S-M" mixed with bare numbers (backs of strength markers).
  const backLines = lines.slice(backStart + 1).map((l) => l.split('\t'));
  const back: BackCell[][] = [];
  for (let i = 0; i < backLines.length; i++) {
    const cells = backLines[i]!;
    const next = backLines[i + 1];
    const isCorpsRow = cells.every((c) => /^[A-Za-z0-9]+$/.test(c) && !MARKER_RE.test(c));
    if (isCorpsRow) {
      if (!next || next.length !== cells.length || !next.every((c) => BACK_PAIR_RE.test(c))) {
        throw new Error(`counter-manifest.txt: back corps row ${i} lacks a matching S-M row`);
      }
      back.push(
        cells.map((corps, j) => {
          const m = BACK_PAIR_RE.exec(next[j]!)!;
          return { kind: 'unit', corps, strength: Number(m[1]), morale: Number(m[2]) };
        }),
      );
      i++;
      continue;
    }
    back.push(
      cells.map((cell): BackCell => {
        if (MARKER_RE.test(cell)) return { kind: 'marker' };
        const m = BACK_CELL_RE.exec(cell);
        if (!m)
          throw new Error(`counter-manifest.txt: unparseable back cell ${JSON.stringify(cell)}`);
        return { kind: 'unit', corps: m[1]!, strength: Number(m[2]), morale: Number(m[3]) };
      }),
    );
  }
  return { front, back };
}

const manifest = loadManifest();
const frontEntries = manifest.front.flat().filter((c): c is { kind: 'unit' } & FrontEntry => {
  return c.kind === 'unit';
});

function setupOf(entry: FrontEntry): Setup {
  if (entry.placement === 'R') return { kind: 'reserve' };
  if (entry.placement === '2') return { kind: 'reinforcement', turn: 2 };
  return { kind: 'hex', hex: entry.placement };
}

function setupKey(setup: Setup): string {
  switch (setup.kind) {
    case 'hex':
      return setup.hex;
    case 'reserve':
      return 'R';
    case 'reinforcement':
      return `T${setup.turn}`;
  }
}

function entrySignature(e: FrontEntry): string {
  const corps = normalizeCorps(e.corps, e.printedName);
  return [
    setupKey(setupOf(e)),
    corps,
    e.printedName,
    `${e.strength}-${e.morale}-${e.movement}`,
  ].join('|');
}

function unitSignature(u: CounterUnit): string {
  return [
    setupKey(u.setup),
    u.corps,
    u.printedName,
    `${u.strength}-${u.morale}-${u.movement}`,
  ].join('|');
}

function multiset(keys: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of keys) out[k] = (out[k] ?? 0) + 1;
  return out;
}

const byId = (id: string): CounterUnit => {
  const u = units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
};

describe('counters.json shape', () => {
  it('carries the published-ruleset header', () => {
    expect(counters.rulesetId).toBe('spi-1980');
    expect(counters.provenance).toBe('published');
    expect(counters.source).toMatch(/counter section Nr\. 1/);
  });

  it('has 66 units: 36 French and 30 Allied', () => {
    expect(units).toHaveLength(66);
    expect(units.filter((u) => u.side === 'french')).toHaveLength(36);
    expect(units.filter((u) => u.side === 'allied')).toHaveLength(30);
  });

  it('has unique kebab-case ids', () => {
    const ids = units.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('uses only known sides, nationalities, types and corps ids', () => {
    for (const u of units) {
      if (u.side === 'french') {
        expect(u.nationality).toBe('french');
        expect(FRENCH_CORPS).toContain(u.corps);
      } else {
        expect(u.side).toBe('allied');
        expect(['austrian', 'russian']).toContain(u.nationality);
        expect(ALLIED_CORPS).toContain(u.corps);
      }
      expect(['infantry', 'cavalry', 'dragoon', 'artillery']).toContain(u.type);
      expect(['derived-from-orders-of-battle', 'reconstruction']).toContain(u.typeProvenance);
      expect(Number.isInteger(u.strength) && u.strength > 0).toBe(true);
      expect(Number.isInteger(u.morale) && u.morale > 0).toBe(true);
      expect(Number.isInteger(u.movement) && u.movement >= 0).toBe(true);
      expect(u.name.length).toBeGreaterThan(0);
    }
  });

  it('explains every reconstructed unit type in notes', () => {
    for (const u of units.filter((x) => x.typeProvenance === 'reconstruction')) {
      expect(notes.some((n) => n.includes(u.id) && n.includes('reconstruction'))).toBe(true);
    }
  });
});

describe('2.4 counter manifest (front)', () => {
  it('parses 66 unit entries from the front of counter section Nr. 1', () => {
    expect(frontEntries).toHaveLength(66);
    expect(manifest.front).toHaveLength(8);
    for (const row of manifest.front) expect(row).toHaveLength(10);
  });

  it('matches every manifest entry to exactly one unit (setup, printed name, corps, S-M-M)', () => {
    const matched = new Set<string>();
    for (const e of frontEntries) {
      const sig = entrySignature(e);
      const hits = units.filter((u) => unitSignature(u) === sig);
      expect({ entry: sig, hits: hits.map((u) => u.id) }).toEqual({
        entry: sig,
        hits: [expect.any(String)],
      });
      matched.add(hits[0]!.id);
    }
    expect(matched.size).toBe(frontEntries.length);
  });

  it('lists every unit of counters.json in the manifest', () => {
    expect(units.map(unitSignature).sort()).toEqual(frontEntries.map(entrySignature).sort());
  });

  it('uses only known printed corps codes; 2V occurs only as the documented Thiebaud error', () => {
    const printed = new Set(frontEntries.map((e) => e.corps));
    const known = new Set([...FRENCH_CORPS.filter((c) => c !== 'IG'), 'Ig', ...ALLIED_CORPS, '2V']);
    for (const c of printed) expect(known).toContain(c);
    expect(frontEntries.filter((e) => e.corps === '2V').map((e) => e.printedName)).toEqual([
      'Thiebaud',
    ]);
    expect(byId('thiebaud').corps).toBe('IV');
    expect(notes.some((n) => n.includes('thiebaud') && n.includes('2V'))).toBe(true);
  });

  it('keeps scanning typos in printedName and Orders of Battle spellings in name', () => {
    expect(byId('caffarelli')).toMatchObject({ name: 'Caffarelli', printedName: 'Caffrelli' });
    expect(byId('claparede')).toMatchObject({ name: 'Claparede', printedName: 'Clapard' });
    expect(byId('kellerman')).toMatchObject({ name: 'Kellerman', printedName: 'Kellermn' });
    expect(byId('alsusiev')).toMatchObject({ name: 'Alsusiev', printedName: 'Aksusiev' });
    expect(byId('chaplits')).toMatchObject({ name: 'Chaplits', printedName: 'Chapltis' });
    expect(byId('dhautpoul')).toMatchObject({ name: "D'Hautpoul", printedName: "D'Hipol" });
    for (const id of ['przbezwski-infantry', 'przbezwski-artillery']) {
      expect(byId(id)).toMatchObject({ name: 'Przbezwski', printedName: 'Prbowski' });
    }
    for (const id of ['miloradovich-infantry', 'miloradovich-artillery']) {
      expect(byId(id)).toMatchObject({ name: 'Miloradovich', printedName: 'Mrdvich' });
    }
  });
});

describe('2.4 counter backs', () => {
  // The Back section of the text is complete for all 66 units (8 rows of 10 pieces, the last
  // two rows mixing unit backs with the backs of strength markers); only the backs of the two
  // marker rows (Game Turn / "2" chits) are "[illegible]" and were not copied into the fixture.
  const backUnits = manifest.back
    .flat()
    .filter((c): c is Extract<BackCell, { kind: 'unit' }> => c.kind === 'unit');

  it('has 66 unit backs in 8 rows of 10 pieces', () => {
    expect(manifest.back).toHaveLength(8);
    for (const row of manifest.back) expect(row).toHaveLength(10);
    expect(backUnits).toHaveLength(66);
  });

  it('has the same multiset of (corps, strength-morale) pairs as counters.json', () => {
    const fromBack = backUnits.map((c) => `${normalizeCorps(c.corps)} ${c.strength}-${c.morale}`);
    const fromJson = units.map((u) => `${u.corps} ${u.strength}-${u.morale}`);
    expect(multiset(fromBack)).toEqual(multiset(fromJson));
  });

  it('mirrors each front row right to left (and reads IV for Thiebaud)', () => {
    manifest.front.forEach((frontRow, r) => {
      const mirrored = [...frontRow].reverse().map((c) =>
        c.kind === 'marker'
          ? { kind: 'marker' }
          : {
              kind: 'unit',
              corps: normalizeCorps(c.corps, c.printedName),
              strength: c.strength,
              morale: c.morale,
            },
      );
      const backRow = manifest.back[r]!.map((c) =>
        c.kind === 'marker' ? c : { ...c, corps: normalizeCorps(c.corps) },
      );
      expect(backRow).toEqual(mirrored);
    });
  });
});

describe('12.0 French reserve deployment', () => {
  const reserves = units.filter((u) => u.setup.kind === 'reserve');

  it('has exactly 13 reserve units, all French', () => {
    expect(reserves).toHaveLength(13);
    for (const u of reserves) expect(u.side).toBe('french');
  });

  it('consists of all C, IG and I Corps units plus Oudinot and Baltus', () => {
    const expected = units
      .filter((u) => ['C', 'IG', 'I'].includes(u.corps))
      .map((u) => u.id)
      .concat(['oudinot', 'baltus'])
      .sort();
    expect(reserves.map((u) => u.id).sort()).toEqual(expected);
    expect(expected).toHaveLength(13);
  });
});

describe('9.0 reinforcement', () => {
  it('brings in the III Corps units Friant, Bourcier and Ourie on Game-Turn 2', () => {
    const reinforcements = units.filter((u) => u.setup.kind === 'reinforcement');
    expect(reinforcements.map((u) => u.id).sort()).toEqual(['bourcier', 'friant', 'ourie']);
    for (const u of reinforcements) {
      expect(u).toMatchObject({ side: 'french', corps: 'III', setup: { turn: 2 } });
    }
    expect(units.filter((u) => u.corps === 'III')).toHaveLength(3);
  });

  it('places every other unit on a printed hex or in the 12.0 reserve', () => {
    for (const u of units) {
      if (u.setup.kind === 'hex') expect(u.setup.hex).toMatch(/^\d{4}$/);
    }
    expect(units.filter((u) => u.side === 'allied' && u.setup.kind !== 'hex')).toEqual([]);
  });
});

describe('6.4 Santon exception', () => {
  it('is an artillery unit with no Movement Allowance, the only unit with movement 0', () => {
    expect(byId('santon')).toMatchObject({
      side: 'french',
      type: 'artillery',
      corps: 'V',
      movement: 0,
      setup: { kind: 'hex', hex: '1922' },
    });
    expect(units.filter((u) => u.movement === 0).map((u) => u.id)).toEqual(['santon']);
  });
});

describe('2.8 unit types (Orders of Battle, cross-checked with movement)', () => {
  it('gives movement allowances consistent with the unit type', () => {
    const ranges: Record<UnitType, [number, number]> = {
      infantry: [3, 5],
      dragoon: [5, 6],
      cavalry: [6, 8],
      artillery: [3, 4],
    };
    for (const u of units.filter((x) => x.id !== 'santon')) {
      const [lo, hi] = ranges[u.type];
      expect({ id: u.id, ok: u.movement >= lo && u.movement <= hi }).toEqual({
        id: u.id,
        ok: true,
      });
    }
  });

  it('types the Orders of Battle examples as described', () => {
    expect(byId('beaumont').type).toBe('dragoon');
    expect(byId('bernadotte').type).toBe('artillery');
    expect(byId('chaplits').type).toBe('cavalry');
    expect(byId('soulima').type).toBe('infantry');
    expect(byId('przbezwski-infantry')).toMatchObject({ type: 'infantry', strength: 16 });
    expect(byId('przbezwski-artillery')).toMatchObject({ type: 'artillery', strength: 6 });
    expect(byId('miloradovich-infantry')).toMatchObject({ type: 'infantry', strength: 9 });
    expect(byId('miloradovich-artillery')).toMatchObject({ type: 'artillery', strength: 8 });
    expect(byId('lifeguard')).toMatchObject({ type: 'cavalry', corps: 'Rg' });
  });

  it('has 7 Austrian and 23 Russian Allied units', () => {
    const austrian = units.filter((u) => u.nationality === 'austrian').map((u) => u.id);
    expect(austrian.sort()).toEqual([
      'carneville',
      'hohenloe',
      'jurschek',
      'kienmayer',
      'liechtenstein',
      'rottermund',
      'stutterheim',
    ]);
    expect(units.filter((u) => u.nationality === 'russian')).toHaveLength(23);
  });
});

describe('4.4 stacking at setup', () => {
  const byHex = new Map<string, CounterUnit[]>();
  for (const u of units) {
    if (u.setup.kind !== 'hex') continue;
    byHex.set(u.setup.hex, [...(byHex.get(u.setup.hex) ?? []), u]);
  }

  // 4.4 limits stacks, not single units: a lone unit may exceed 10 (e.g. Caffarelli 13 at 1823).
  it('never stacks more than 10 strength points in one printed hex', () => {
    const overstacked = [...byHex]
      .filter(([, stack]) => stack.length > 1)
      .map(([hex, stack]) => ({ hex, total: stack.reduce((s, u) => s + u.strength, 0) }))
      .filter(({ total }) => total > 10);
    expect(overstacked).toEqual([]);
  });

  it('never puts French and Allied units in the same hex (4.3)', () => {
    for (const stack of byHex.values()) expect(new Set(stack.map((u) => u.side)).size).toBe(1);
  });

  it('shares only hex 0406 (Carneville and Liechtenstein)', () => {
    const shared = [...byHex].filter(([, s]) => s.length > 1);
    expect(shared.map(([hex, s]) => [hex, s.map((u) => u.id).sort()])).toEqual([
      ['0406', ['carneville', 'liechtenstein']],
    ]);
  });
});
