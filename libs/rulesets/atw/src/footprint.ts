import { type Ring, TICKS_PER_UNIT, footprintRing, mmToTicks } from '@pratzen/geometry';
import { BASES } from './data/tables';
import type { AtwTable, UnitState } from './state';
import type { Formation, TroopType } from './vocabulary';
import { armOf } from './vocabulary';

/**
 * Footprints (4, 12.2; README "Units, ticks and the wire"): files × ranks of figures, each of the
 * unit's basing in mm, converted to ticks once per footprint (`mmToTicks`, to an even tick):
 * never per figure. A skirmish screen (12.2, 13) stands its files 1" (infantry) or 2" (cavalry)
 * apart, its ranks a base deep (reconstruction: 12.2 gives the frontage only). Artillery (4.3):
 * unlimbered, its gun models side by side; limbered, one limber with one gun model behind it. A
 * garrison in town order (19.7) occupies its block: its ring is the block's.
 */
export interface Shape {
  readonly files: number;
  readonly ranks: number;
  readonly width: number;
  readonly depth: number;
}

/** The ranks `figures` make in `files` (a short last rank counts as a rank). */
export const ranksOf = (figures: number, files: number): number =>
  Math.max(1, Math.ceil(figures / Math.max(1, files)));

/** The basing (mm per figure or model) of a troop type when the list names none (data/bases.json). */
export function basingOf(type: TroopType): { frontageMm: number; depthMm: number } {
  const arm = armOf(type);
  if (arm === 'infantry')
    return { frontageMm: BASES.infantry.frontage, depthMm: BASES.infantry.depth };
  if (arm === 'cavalry') {
    const size = type.replace('-cavalry', '');
    return { frontageMm: BASES.cavalryFrontage[size] ?? 20, depthMm: BASES.cavalryDepth };
  }
  return { frontageMm: BASES.gun.frontage, depthMm: BASES.gun.depth };
}

/** The footprint of `figures` of a unit in `formation` and `files` (ticks). */
export function shapeOf(
  u: Pick<UnitState, 'type' | 'figures' | 'frontageMm' | 'depthMm'>,
  formation: Formation,
  files: number,
): Shape {
  const arm = armOf(u.type);
  if (arm === 'artillery') {
    if (formation === 'limbered') {
      const depthMm = BASES.limber.depth + u.depthMm;
      return { files: 1, ranks: 1, width: mmToTicks(u.frontageMm), depth: mmToTicks(depthMm) };
    }
    return {
      files: u.figures,
      ranks: 1,
      width: mmToTicks(u.figures * u.frontageMm),
      depth: mmToTicks(u.depthMm),
    };
  }
  const ranks = ranksOf(u.figures, files);
  if (formation === 'skirmish') {
    const spacing =
      arm === 'infantry' ? BASES.skirmishSpacing.infantry : BASES.skirmishSpacing.cavalry;
    const depthMm = arm === 'infantry' ? BASES.infantrySkirmish.depth : BASES.cavalrySkirmishDepth;
    return {
      files,
      ranks,
      width: files * spacing * TICKS_PER_UNIT,
      depth: mmToTicks(ranks * depthMm),
    };
  }
  return {
    files,
    ranks,
    width: mmToTicks(files * u.frontageMm),
    depth: mmToTicks(ranks * u.depthMm),
  };
}

/** A unit's ring on the table: its block's for a garrison, else its oriented rectangle. */
export function unitRing(table: AtwTable, u: UnitState): Ring {
  if (u.block !== null) {
    const block = table.features.find((f) => f.id === u.block);
    if (block?.area != null) return block.area.outer;
  }
  return footprintRing({
    position: { x: u.x, y: u.y },
    facing: u.facing,
    width: u.width,
    depth: u.depth,
  });
}
