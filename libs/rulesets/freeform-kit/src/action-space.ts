import type {
  ActionSpace,
  Command,
  DistanceUnit,
  LegalAction,
  SpaceCheck,
  SpaceDomain,
} from '@pratzen/engine';
import { type Point, disc, polygonToGeoJson, ticksToWire } from '@pratzen/geometry';

/**
 * Action spaces of a free-form ruleset (freeform.md): a command template, what may vary in it
 * (domains on the wire, in the ruleset's units and degrees), an approximate reach and the checks
 * the domains cannot say. The checks' texts (and their rule cases) stay in each ruleset.
 */

/** The approximate area a reference point can reach: a 16-sided disc (at least a tick across). */
export function reachDisc(centre: Point, radius: number): GeoJsonPolygon {
  const coords = polygonToGeoJson(disc(centre, Math.max(radius, 1)));
  return {
    type: 'Polygon',
    coordinates: coords.map((ring) => ring.map(([x, y]) => [x ?? 0, y ?? 0] as const)),
  };
}

type GeoJsonPolygon = NonNullable<ActionSpace['reach']>;

/** A command with its space; no `reach` member when there is none. */
export function actionWithSpace<C extends Command>(
  command: C,
  vary: ActionSpace['vary'],
  reach: ActionSpace['reach'],
  checks: readonly SpaceCheck[],
): LegalAction<C> {
  return {
    command,
    space: { vary, ...(reach === undefined ? {} : { reach }), checks: [...checks] },
  };
}

/** A distance from 0 to `maxTicks`, on the wire in `unit`. */
export const distanceInterval = (maxTicks: number, unit: DistanceUnit): SpaceDomain => ({
  kind: 'interval',
  min: 0,
  max: ticksToWire(maxTicks),
  unit,
});

/** A turn of at most `maxDegrees` either way. */
export const turnInterval = (maxDegrees: number): SpaceDomain => ({
  kind: 'interval',
  min: -maxDegrees,
  max: maxDegrees,
  unit: 'degree',
});

/** Any facing, 0–359.9°. */
export const facingInterval = (): SpaceDomain => ({
  kind: 'interval',
  min: 0,
  max: 359.9,
  unit: 'degree',
});

/** One of `options` (formations, sides, unit ids). */
export const choiceOf = (options: readonly (string | number | boolean | null)[]): SpaceDomain => ({
  kind: 'choice',
  options: [...options],
});

/** One of the formations a unit may take. */
export const formationChoice = (formations: readonly string[]): SpaceDomain => choiceOf(formations);
