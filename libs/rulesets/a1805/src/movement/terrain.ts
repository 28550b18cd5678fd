import { type Polygon, type Ring, type Segment, ringMeetsPolygon } from '@pratzen/geometry';
import { allOnAreas, firstMet, lengthInside, linesCrossed } from '@pratzen/rulesets/freeform-kit';
import { FEATURES, type Feature, type UnitSpec } from '../data/catalogue';

/**
 * Terrain and movement (6.10, 5.2): woods and streams hinder some units, roads speed columns,
 * ponds cannot be entered, squares stand only in clear terrain. The values of the Terrain
 * Effects Chart are reconstructions (data/RECONSTRUCTION.md): the text names which units are
 * hindered, not by how much.
 */
const withArea = (terrain: string): readonly (Feature & { area: Polygon })[] =>
  FEATURES.filter(
    (f): f is Feature & { area: Polygon } => f.terrain === terrain && f.area !== null,
  );

export const WOODS = withArea('woods');
export const ROADS = withArea('road');
export const PONDS = withArea('pond');
export const STREAMS = FEATURES.filter((f) => f.terrain === 'stream' && f.line !== null);
/** 8.3: woods, farms and settlements (and the Santón's works) block sight. */
export const SIGHT_BLOCKING = FEATURES.filter(
  (f) =>
    f.area !== null &&
    (f.terrain === 'woods' || f.terrain === 'settlement' || f.terrain === 'fortification'),
);
/** 5.2: what is not clear terrain for a square. */
const NOT_CLEAR = FEATURES.filter(
  (f) =>
    f.terrain === 'woods' ||
    f.terrain === 'settlement' ||
    f.terrain === 'fortification' ||
    f.terrain === 'pond' ||
    f.terrain === 'stream',
);

/** 6.10.1: light infantry and cavalry are not hindered by woods (HQs neither: reconstruction). */
export const hinderedByWoods = (spec: UnitSpec): boolean =>
  !(
    spec.kind === 'cavalry' ||
    spec.kind === 'hq' ||
    (spec.kind === 'infantry' && spec.class === 'light')
  );

/** 6.10.2: light cavalry is not hindered by streams (HQs neither: reconstruction). */
export const hinderedByStreams = (spec: UnitSpec): boolean =>
  !(spec.kind === 'hq' || (spec.kind === 'cavalry' && spec.class === 'light'));

/** Ticks of the leg inside woods (each counts twice for a hindered unit: reconstruction). */
export const lengthInWoods = (leg: Segment): number => lengthInside(leg, WOODS);

/** The streams the leg crosses (each crossing costs a hindered unit STREAM_COST). */
export const streamsCrossed = (leg: Segment): readonly string[] => linesCrossed(leg, STREAMS);

/** 6.10.3: the leg runs on roads for all its length (within a tick per road of rounding). */
export const onRoad = (leg: Segment): boolean => allOnAreas(leg, ROADS);

/** Moved to @pratzen/geometry (`meets.ts`); re-exported for the code that imports it here. */
export { ringMeetsPolygon };

/** 5.2: the non-clear feature a square's ring would stand in, if any. */
export const notClearUnder = (ring: Ring): Feature | undefined => firstMet(ring, NOT_CLEAR);

/** Ponds cannot be entered (reconstruction: the Satschan ponds and their like are water). */
export const pondUnder = (ring: Ring): Feature | undefined => firstMet(ring, PONDS);

/** A block in woods, a settlement or a fortification (cover against fire, reconstruction). */
export const inCover = (ring: Ring): boolean =>
  SIGHT_BLOCKING.some((f) => ringMeetsPolygon(ring, f.area!));
