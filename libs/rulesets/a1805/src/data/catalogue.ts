import {
  type Polygon,
  type Polyline,
  TICKS_PER_UNIT,
  parseGeoJsonPolygon,
  parseTicks,
} from '@pratzen/geometry';
import type { TableMap } from '@pratzen/engine';
import blocksJson from '../../data/blocks.json';
import tableJson from '../../data/table.json';
import unitsJson from '../../data/units.json';
import type { Formation, Kind, Side } from '../vocabulary';

/**
 * The game's data, loaded once from `data/*.json` (most of it reconstructed: see
 * data/RECONSTRUCTION.md) and turned into integer ticks. A data error is a bug in a committed
 * file, so loading throws (at import), never at play.
 */
export interface UnitSpec {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly nation: string;
  readonly formation: string;
  readonly kind: Kind;
  /** infantry: line | light | guard; cavalry: light | medium | heavy | cossack; artillery: foot | horse; hq: corps | army */
  readonly class: string;
  readonly guard: boolean;
  /** 12.2.1.1: elite (Oudinot's grenadiers): morale not reduced by step losses. */
  readonly elite: boolean;
  readonly steps: 1 | 2;
  readonly morale: number;
  readonly combat: number;
  /** 10.3: musketry per formation (infantry only). */
  readonly musketry: { readonly line: number; readonly column: number } | null;
  readonly firepower: number | null;
  readonly hd: number | null;
  /** 12.6.1: an HQ's combat bonus (+1; Napoleon and Kutuzov +2). */
  readonly bonus: number;
  readonly santon: boolean;
}

export interface Block {
  readonly width: number;
  readonly depth: number;
}

interface RawUnit {
  readonly id?: string;
  readonly name?: string;
  readonly type: string;
  readonly count?: number;
  readonly nation?: string;
  readonly morale?: number;
  readonly combat?: number;
  readonly musketry?: { line: number; column: number };
  readonly santon?: boolean;
}
interface RawType {
  readonly kind: string;
  readonly class: string;
  readonly guard?: boolean;
  readonly elite?: boolean;
  readonly musketry?: { line: number; column: number };
  readonly combat?: number;
  readonly morale?: number;
  readonly firepower?: number;
  readonly hd?: number;
}

export const ticks = (um: number): number => {
  const r = parseTicks(um);
  if (!r.ok) throw new Error(`a1805 data: ${um} is not a table distance`);
  return r.value;
};

function loadUnits(): readonly UnitSpec[] {
  const types = unitsJson.types as Record<string, RawType>;
  const out: UnitSpec[] = [];
  for (const f of unitsJson.formations) {
    const side = f.side as Side;
    const hq = (
      f as { hq?: { id: string; name: string; morale: number; bonus: number; army?: boolean } }
    ).hq;
    if (hq !== undefined) {
      out.push({
        id: hq.id,
        name: hq.name,
        side,
        nation: f.nation,
        formation: f.id,
        kind: 'hq',
        class: hq.army === true ? 'army' : 'corps',
        guard: false,
        elite: false,
        steps: 1,
        morale: hq.morale,
        combat: 0,
        musketry: null,
        firepower: null,
        hd: null,
        bonus: hq.bonus,
        santon: false,
      });
    }
    const counters = new Map<string, number>();
    for (const raw of f.units as readonly RawUnit[]) {
      const type = types[raw.type];
      if (type === undefined) throw new Error(`a1805 data: unknown unit type ${raw.type}`);
      for (let i = 0; i < (raw.count ?? 1); i += 1) {
        const n = (counters.get(type.kind) ?? 0) + 1;
        counters.set(type.kind, n);
        const kind = type.kind as Kind;
        out.push({
          id:
            raw.id ??
            `${f.id}-${type.kind === 'infantry' ? 'inf' : type.kind === 'cavalry' ? 'cav' : 'art'}-${n}`,
          name: raw.name ?? `${f.name}: ${type.class} ${type.kind} ${n}`,
          side,
          nation: raw.nation ?? f.nation,
          formation: f.id,
          kind,
          class: type.class,
          guard: type.guard === true || type.class === 'guard',
          elite: type.elite === true,
          steps: kind === 'artillery' ? 1 : 2,
          morale: raw.morale ?? type.morale ?? 0,
          combat: raw.combat ?? type.combat ?? 0,
          musketry: raw.musketry ?? type.musketry ?? null,
          firepower: type.firepower ?? null,
          hd: type.hd ?? null,
          bonus: 0,
          santon: raw.santon === true,
        });
      }
    }
  }
  const ids = new Set<string>();
  for (const u of out) {
    if (ids.has(u.id)) throw new Error(`a1805 data: duplicate unit id ${u.id}`);
    ids.add(u.id);
  }
  return out;
}

export const UNITS: readonly UnitSpec[] = loadUnits();
const BY_ID = new Map(UNITS.map((u) => [u.id, u]));
export const unitSpec = (id: string): UnitSpec | undefined => BY_ID.get(id);

const BLOCKS = blocksJson.blocks as Record<
  string,
  Record<string, { width: number; depth: number }>
>;
/** The blocks in ticks, converted once, by kind then formation (every footprint asks: no key strings). */
const BLOCK_TICKS: ReadonlyMap<string, ReadonlyMap<string, Block>> = new Map(
  Object.entries(BLOCKS).map(([kind, forms]) => [
    kind,
    new Map(
      Object.entries(forms).map(([formation, b]) => [
        formation,
        { width: ticks(b.width), depth: ticks(b.depth) },
      ]),
    ),
  ]),
);

/** The block of a kind in a formation, in ticks (5.1, 5.4); undefined when the kind has no such formation. */
export const blockOf = (kind: Kind, formation: Formation): Block | undefined =>
  BLOCK_TICKS.get(kind)?.get(formation);

/** Formations a kind may take (5.1). */
export const formationsOf = (kind: Kind): readonly Formation[] =>
  Object.keys(BLOCKS[kind] ?? {}) as Formation[];

export const U = TICKS_PER_UNIT;

/** One terrain feature, in ticks. */
export interface Feature {
  readonly id: string;
  readonly terrain: string;
  readonly name: string;
  readonly area: Polygon | null;
  readonly line: Polyline | null;
  readonly level: number;
  readonly victoryPoints: number;
  readonly controlledAtStart: Side | null;
}

function loadFeatures(): readonly Feature[] {
  return tableJson.table.features.map((f) => {
    const p = f.properties as Record<string, unknown>;
    let area: Polygon | null = null;
    let line: Polyline | null = null;
    if (f.geometry.type === 'Polygon') {
      const r = parseGeoJsonPolygon(f.geometry.coordinates);
      if (!r.ok) throw new Error(`a1805 data: feature ${f.id}: ${r.error.message}`);
      area = r.value;
    } else {
      line = (f.geometry.coordinates as unknown as number[][]).map(([x, y]) => ({
        x: ticks(x ?? 0),
        y: ticks(y ?? 0),
      }));
    }
    return {
      id: f.id,
      terrain: String(p['terrain']),
      name: String(p['name']),
      area,
      line,
      level: typeof p['level'] === 'number' ? p['level'] : 0,
      victoryPoints: typeof p['victoryPoints'] === 'number' ? p['victoryPoints'] : 0,
      controlledAtStart: (p['controlledAtStart'] as Side | undefined) ?? null,
    };
  });
}

export const FEATURES: readonly Feature[] = loadFeatures();
const [minX, minY, maxX, maxY] = tableJson.table.bbox;
export const TABLE = {
  minX: ticks(minX ?? 0),
  minY: ticks(minY ?? 0),
  maxX: ticks(maxX ?? 0),
  maxY: ticks(maxY ?? 0),
};
/** 17.1.1: the red locations. */
export const LOCATIONS: readonly Feature[] = FEATURES.filter((f) => f.victoryPoints > 0);

/** The table as GeoJSON (freeform.md "The table"): public, the same for every game. */
export const tableMap = (): TableMap => tableJson.table as unknown as TableMap;
