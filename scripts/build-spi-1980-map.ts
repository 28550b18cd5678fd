/**
 * Builds libs/rulesets/spi-1980/data/map.json from the hand-written map-source.txt next to it.
 *
 *   npx ts-node --transpile-only scripts/build-spi-1980-map.ts [--check | --ascii]
 *
 * The map is a RECONSTRUCTION of the SPI 1980 sheet (see data/MAP.md). The source syntax is
 * documented at the top of map-source.txt. `--check` writes nothing and fails when map.json is
 * not what the source produces; `--ascii` prints the text picture used in MAP.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  areAdjacent,
  hexsideKey,
  labelNeighbors,
  parseLabel,
  rectangleLabels,
} from '../libs/hex/src';

const DATA_DIR = join(__dirname, '..', 'libs', 'rulesets', 'spi-1980', 'data');
const SOURCE_PATH = join(DATA_DIR, 'map-source.txt');
const OUTPUT_PATH = join(DATA_DIR, 'map.json');

const TERRAINS = ['clear', 'woods', 'lake', 'town', 'fortified', 'marsh', 'slope'] as const;
type Terrain = (typeof TERRAINS)[number];
const EDGES = ['south', 'north', 'east', 'west'] as const;
type Edge = (typeof EDGES)[number];

interface HexOut {
  label: string;
  terrain: Terrain;
  name?: string;
  victory?: { control: 'A' | 'F'; vp: number };
}
interface SideOut {
  hexes: [string, string];
  stream?: true;
  bridge?: true;
  road?: true;
  lake?: true;
  slope?: { high: string };
}

class SourceError extends Error {}

function fail(line: number, message: string): never {
  throw new SourceError(`map-source.txt:${line}: ${message}`);
}

/** Splits a directive into words, keeping "quoted strings" whole (quotes removed). */
function tokenize(text: string, line: number): string[] {
  const out: string[] = [];
  const re = /"([^"]*)"|(\S+)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[2]?.includes('"')) fail(line, `unbalanced quote in ${m[2]}`);
    out.push(m[1] ?? m[2] ?? '');
  }
  return out;
}

/** Directives with their first line number; continuation lines are joined; comments dropped. */
function directives(source: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  source.split(/\r?\n/).forEach((raw, i) => {
    const text = raw.replace(/(^|\s)#.*$/, '').trimEnd();
    if (text.trim() === '') return;
    const last = out[out.length - 1];
    if (/^\s/.test(text)) {
      if (last === undefined) fail(i + 1, 'continuation line without a directive');
      last.text += ` ${text.trim()}`;
    } else {
      out.push({ line: i + 1, text });
    }
  });
  return out;
}

export function buildMap(source: string): Record<string, unknown> {
  let columns = 0;
  let rows = 0;
  let parity = '';
  let labels: string[] = [];
  let inGrid = new Set<string>();
  const edges: Partial<Record<Edge, { row: number } | { col: number }>> = {};
  let defaultTerrain: Terrain = 'clear';
  let sourceText = '';
  const notes: string[] = [];
  const explicit = new Map<string, { terrain: Terrain; line: number }>();
  const names = new Map<string, string>();
  const victory = new Map<string, { control: 'A' | 'F'; vp: number }>();
  const heights: { name: string; hexes: Set<string>; line: number }[] = [];
  const streams: { name: string; sides: string[]; line: number }[] = [];
  const bridges: { key: string; line: number }[] = [];
  const lakes: string[] = [];
  const roads: string[] = [];
  let reserveLine = '';
  let reserve: string[] = [];
  let entryRow = 0;

  const hex = (word: string | undefined, line: number): string => {
    if (word === undefined || !/^\d{4}$/.test(word))
      fail(line, `expected a hex label, got ${word}`);
    if (!inGrid.has(word)) fail(line, `hex ${word} is not on the ${columns}x${rows} grid`);
    return word;
  };
  const terrainOf = (word: string | undefined, line: number): Terrain => {
    if (!(TERRAINS as readonly string[]).includes(word ?? ''))
      fail(line, `unknown terrain ${word}`);
    return word as Terrain;
  };
  /** "CC:RR-RR" column ranges or single labels. */
  const hexList = (words: string[], line: number): string[] =>
    words.flatMap((w) => {
      const m = /^(\d{2}):(\d{2})-(\d{2})$/.exec(w);
      if (m === null) return [hex(w, line)];
      const out: string[] = [];
      for (let r = Number(m[2]); r <= Number(m[3]); r++)
        out.push(hex(`${m[1]}${String(r).padStart(2, '0')}`, line));
      return out;
    });
  const side = (word: string, line: number): [string, string] => {
    const [a, b, extra] = word.split('/');
    if (extra !== undefined) fail(line, `bad hexside ${word}`);
    const ha = hex(a, line);
    const hb = hex(b, line);
    if (!areAdjacent(ha, hb)) fail(line, `${ha} and ${hb} are not adjacent`);
    return [ha, hb];
  };

  for (const { line, text } of directives(source)) {
    const [kind, ...rest] = tokenize(text, line);
    switch (kind) {
      case 'grid': {
        columns = Number(rest[0]);
        rows = Number(rest[1]);
        parity = rest[2] ?? '';
        if (parity !== 'even')
          fail(line, 'only parity "even" is supported by @pratzen/hex defaults');
        labels = rectangleLabels(columns, rows);
        inGrid = new Set(labels);
        break;
      }
      case 'edge': {
        const [edge, axis, n] = rest;
        if (!(EDGES as readonly string[]).includes(edge ?? '')) fail(line, `unknown edge ${edge}`);
        if (axis !== 'row' && axis !== 'col') fail(line, `edge axis must be row or col`);
        edges[edge as Edge] = axis === 'row' ? { row: Number(n) } : { col: Number(n) };
        break;
      }
      case 'default':
        defaultTerrain = terrainOf(rest[0], line);
        break;
      case 'source':
        sourceText = text.replace(/^source\s+/, '');
        break;
      case 'note':
        notes.push(text.replace(/^note\s+/, ''));
        break;
      case 'terrain':
      case 'hex': {
        const terrain = terrainOf(kind === 'terrain' ? rest[0] : rest[1], line);
        const targets = kind === 'terrain' ? hexList(rest.slice(1), line) : [hex(rest[0], line)];
        for (const h of targets) {
          const before = explicit.get(h);
          if (before !== undefined) fail(line, `${h} already given terrain on line ${before.line}`);
          explicit.set(h, { terrain, line });
        }
        if (kind === 'hex') {
          const [label, , name, vp] = rest;
          if (!name) fail(line, 'a hex directive needs a "name"');
          names.set(label as string, name);
          if (vp !== undefined) {
            const m = /^([AF])(\d+)$/.exec(vp);
            if (m === null) fail(line, `victory must look like F10 or A5, got ${vp}`);
            victory.set(label as string, { control: m[1] as 'A' | 'F', vp: Number(m[2]) });
          }
          if (rest.length > 4) fail(line, `unexpected ${rest.slice(4).join(' ')}`);
        }
        break;
      }
      case 'name': {
        const h = hex(rest[0], line);
        if (!rest[1]) fail(line, 'name needs a "name"');
        names.set(h, rest[1]);
        break;
      }
      case 'height': {
        const [name, ...words] = rest;
        heights.push({ name: name ?? '', hexes: new Set(hexList(words, line)), line });
        break;
      }
      case 'stream': {
        const [name, ...words] = rest;
        const w = words.indexOf('west');
        const e = words.indexOf('east');
        if (w !== 0 || e < 0) fail(line, 'stream "<name>" west <hexes> east <hexes>');
        const westBank = hexList(words.slice(1, e), line);
        const eastBank = hexList(words.slice(e + 1), line);
        const overlap = westBank.filter((h) => eastBank.includes(h));
        if (overlap.length > 0) fail(line, `hexes on both banks: ${overlap.join(' ')}`);
        const sides = new Set<string>();
        for (const a of westBank)
          for (const b of eastBank) if (areAdjacent(a, b)) sides.add(hexsideKey(a, b));
        streams.push({ name: name ?? '', sides: [...sides], line });
        break;
      }
      case 'bridge':
        for (const w of rest) bridges.push({ key: hexsideKey(...side(w, line)), line });
        break;
      case 'lake':
        for (const w of rest) lakes.push(hexsideKey(...side(w, line)));
        break;
      case 'road': {
        const [, ...words] = rest;
        const chain = hexList(words, line);
        for (let i = 1; i < chain.length; i++) {
          const a = chain[i - 1] as string;
          const b = chain[i] as string;
          if (!areAdjacent(a, b)) fail(line, `road: ${a} and ${b} are not adjacent`);
          roads.push(hexsideKey(a, b));
        }
        break;
      }
      case 'reserve-line':
        reserveLine = text.replace(/^reserve-line\s+/, '');
        break;
      case 'reserve': {
        const x = rest.indexOf('except');
        const included = hexList(x < 0 ? rest : rest.slice(0, x), line);
        const excluded = new Set(x < 0 ? [] : hexList(rest.slice(x + 1), line));
        for (const h of excluded)
          if (!included.includes(h)) fail(line, `except ${h}: not in the zone`);
        reserve = [...new Set(included.filter((h) => !excluded.has(h)))];
        break;
      }
      case 'entry': {
        if (rest[0] !== 'french' || rest[1] !== 'row') fail(line, 'entry french row <n>');
        entryRow = Number(rest[2]);
        break;
      }
      default:
        fail(line, `unknown directive ${kind}`);
    }
  }
  if (labels.length === 0) throw new SourceError('map-source.txt: no grid directive');
  for (const e of EDGES)
    if (edges[e] === undefined) throw new SourceError(`map-source.txt: no ${e} edge`);

  // ---- hexes: explicit terrain, else slope on heights, else the default
  const onHeight = new Map<string, string>();
  for (const h of heights) {
    for (const l of h.hexes) {
      const other = onHeight.get(l);
      if (other !== undefined)
        throw new SourceError(`hex ${l} is on two heights: ${other}, ${h.name}`);
      onHeight.set(l, h.name);
    }
  }
  const hexes: HexOut[] = labels.map((label) => {
    const terrain =
      explicit.get(label)?.terrain ?? (onHeight.has(label) ? 'slope' : defaultTerrain);
    const out: HexOut = { label, terrain };
    const name = names.get(label);
    if (name !== undefined) out.name = name;
    const v = victory.get(label);
    if (v !== undefined) out.victory = v;
    return out;
  });

  // ---- hexsides: merge every feature onto one entry per side
  const sides = new Map<string, SideOut>();
  const at = (key: string): SideOut => {
    let s = sides.get(key);
    if (s === undefined) {
      const [a, b] = key.split('/') as [string, string];
      s = { hexes: [a, b] };
      sides.set(key, s);
    }
    return s;
  };
  for (const s of streams) {
    const parts = vertexComponents(s.sides);
    if (parts !== 1)
      throw new SourceError(`stream ${s.name} (line ${s.line}) is in ${parts} pieces`);
    for (const k of s.sides) at(k).stream = true;
  }
  for (const k of lakes) {
    const s = at(k);
    delete s.stream; // a pond swallows the stream
    s.lake = true;
  }
  for (const b of bridges) {
    if (sides.get(b.key)?.stream !== true)
      fail(b.line, `bridge ${b.key} is not on a stream hexside`);
    at(b.key).bridge = true;
  }
  for (const k of roads) at(k).road = true;
  for (const h of heights) {
    for (const l of h.hexes) {
      for (const n of labelNeighbors(l)) {
        if (!inGrid.has(n) || h.hexes.has(n)) continue;
        at(hexsideKey(l, n)).slope = { high: l };
      }
    }
  }
  const hexsides = [...sides.keys()].sort().map((k) => {
    const s = sides.get(k) as SideOut;
    // fixed key order for stable output
    const out: SideOut = { hexes: s.hexes };
    if (s.stream) out.stream = true;
    if (s.bridge) out.bridge = true;
    if (s.road) out.road = true;
    if (s.lake) out.lake = true;
    if (s.slope) out.slope = s.slope;
    return out;
  });

  const entry = labels.filter((l) => parseLabel(l)?.row === entryRow);
  if (entry.length === 0) throw new SourceError('map-source.txt: no entry row');
  if (reserve.length === 0 || reserveLine === '')
    throw new SourceError('map-source.txt: no reserve zone');

  return {
    rulesetId: 'spi-1980',
    provenance: 'reconstruction',
    source: sourceText,
    notes,
    grid: { columns, rows, parity, labelFormat: 'CCRR' },
    edges,
    hexes,
    hexsides,
    reserveDeploymentZone: { description: reserveLine, hexes: [...reserve].sort() },
    reinforcementEntry: { side: 'french', hexes: entry },
  };
}

/** Number of pieces a set of hexsides falls into when sides sharing a corner are joined. */
function vertexComponents(keys: readonly string[]): number {
  const pairs = keys.map((k) => k.split('/') as [string, string]);
  const touch = (i: number, j: number): boolean => {
    const u = [...new Set([...(pairs[i] as string[]), ...(pairs[j] as string[])])];
    if (u.length !== 3) return false;
    const [a, b, c] = u as [string, string, string];
    return areAdjacent(a, b) && areAdjacent(b, c) && areAdjacent(a, c);
  };
  const seen = new Set<number>();
  let parts = 0;
  for (let start = 0; start < pairs.length; start++) {
    if (seen.has(start)) continue;
    parts++;
    const queue = [start];
    seen.add(start);
    while (queue.length > 0) {
      const i = queue.pop() as number;
      for (let j = 0; j < pairs.length; j++) {
        if (!seen.has(j) && touch(i, j)) {
          seen.add(j);
          queue.push(j);
        }
      }
    }
  }
  return parts;
}

/** JSON with one hex / hexside per line, then Prettier (the repo's config) for the final layout. */
async function render(map: Record<string, unknown>): Promise<string> {
  const body = Object.entries(map)
    .map(([key, value]) => {
      if ((key === 'hexes' || key === 'hexsides') && Array.isArray(value)) {
        return `"${key}": [\n${value.map((v) => `  ${JSON.stringify(v)}`).join(',\n')}\n]`;
      }
      return `"${key}": ${JSON.stringify(value)}`;
    })
    .join(',\n');
  const prettier = await import('prettier'); // only when writing: buildMap stays dependency-free
  const options = (await prettier.resolveConfig(OUTPUT_PATH)) ?? {};
  return prettier.format(`{\n${body}\n}\n`, { ...options, filepath: OUTPUT_PATH });
}

function summary(map: Record<string, unknown>): string {
  const hexes = map.hexes as HexOut[];
  const sides = map.hexsides as SideOut[];
  const count = (xs: string[]) =>
    Object.entries(
      xs.reduce<Record<string, number>>((m, x) => ({ ...m, [x]: (m[x] ?? 0) + 1 }), {}),
    )
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  const features = sides.flatMap((s) =>
    (['stream', 'bridge', 'road', 'lake', 'slope'] as const).filter((f) => s[f] !== undefined),
  );
  const vp = hexes
    .filter((h) => h.victory)
    .map((h) => `${h.label} ${h.name ?? ''} ${h.victory?.control}${h.victory?.vp}`);
  return [
    `hexes ${hexes.length}: ${count(hexes.map((h) => h.terrain))}`,
    `hexsides ${sides.length}: ${count(features)}`,
    `victory: ${vp.join('; ')}`,
    `reserve zone: ${(map.reserveDeploymentZone as { hexes: string[] }).hexes.length} hexes`,
  ].join('\n');
}

/**
 * A text picture of the hexes for MAP.md: north (high rows) up, west (high columns) left; even
 * columns sit half a line higher. One letter per hex, upper case for a victory hex.
 */
export function asciiMap(map: Record<string, unknown>): string {
  const grid = map.grid as { columns: number; rows: number };
  const letter: Record<Terrain, string> = {
    clear: '.',
    woods: 'w',
    lake: 'l',
    town: 't',
    fortified: 'f',
    marsh: 'm',
    slope: 's',
  };
  const lines = Array.from({ length: 2 * grid.rows }, () => ' '.repeat(3 * grid.columns + 6));
  for (const h of map.hexes as HexOut[]) {
    const c = Number(h.label.slice(0, 2));
    const r = Number(h.label.slice(2));
    const y = 2 * grid.rows - 1 - (2 * (r - 1) + (c % 2 === 0 ? 1 : 0));
    const x = 6 + 3 * (grid.columns - c);
    const ch = h.victory ? letter[h.terrain].toUpperCase() : letter[h.terrain];
    const line = lines[y] as string;
    lines[y] = line.slice(0, x) + ch + line.slice(x + 1);
  }
  const rowLabel = (y: number) => {
    const fromBottom = 2 * grid.rows - 1 - y;
    return fromBottom % 2 === 0 ? `r${String(fromBottom / 2 + 1).padStart(2, '0')} ` : '     ';
  };
  const head = Array.from({ length: grid.columns }, (_, i) =>
    String(grid.columns - i).padStart(2, '0'),
  );
  return [
    `      ${head.join(' ')}`,
    ...lines.map((l, y) => (rowLabel(y) + l.slice(5)).trimEnd()),
  ].join('\n');
}

async function main(): Promise<void> {
  const map = buildMap(readFileSync(SOURCE_PATH, 'utf8'));
  if (process.argv.includes('--ascii')) {
    console.log(asciiMap(map));
    return;
  }
  const text = await render(map);
  if (process.argv.includes('--check')) {
    if (readFileSync(OUTPUT_PATH, 'utf8') !== text) {
      throw new Error('map.json is out of date: rerun scripts/build-spi-1980-map.ts');
    }
    console.log('map.json is up to date');
  } else {
    writeFileSync(OUTPUT_PATH, text);
    console.log(`wrote ${OUTPUT_PATH}`);
  }
  console.log(summary(map));
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
