/**
 * Two hidden army lists for tests (20, src/armies): on a bare 72" × 48" table, the Allies set
 * down in the south zone facing north, the French in the north zone facing south. Prices (Cost
 * Chart): a line battalion of 24 grade C figures 24 × 4 + 10 = 106; a medium battery of 2 guns
 * and 8 grade C gunners 2 × 75 + 8 × 8 + 20 (limber) + 10 = 244; a general 100. Allied 312,
 * French 450.
 */
export const CHOOSING_TABLE = { bbox: [0, 0, 72, 48], features: [] };
export const ZONES = { allied: [0, 0, 72, 16], french: [0, 32, 72, 48] };
export const POINTS_LIMIT = 500;

/** The custom position of a game whose armies are chosen in play. */
export const choosingPosition = (more: Record<string, unknown> = {}) => ({
  table: CHOOSING_TABLE,
  pointsLimit: POINTS_LIMIT,
  deploymentZones: ZONES,
  ...more,
});

export const lineBattalion = (id: string, x: number, y: number, facing: number, more = {}) => ({
  id,
  type: 'line-infantry',
  grade: 'C',
  figures: 24,
  formation: 'column',
  files: 4,
  position: { x, y },
  facing,
  ...more,
});

export const mediumBattery = (id: string, x: number, y: number, facing: number) => ({
  id,
  type: 'medium-artillery',
  grade: 'C',
  gunModels: 2,
  gunners: 8,
  formation: 'unlimbered',
  position: { x, y },
  facing,
});

/** 312 points: two battalions and a general. */
export const ALLIED_LIST = {
  units: [lineBattalion('al-1', 20, 10, 0), lineBattalion('al-2', 40, 10, 0)],
  generals: [{ id: 'al-g', name: 'Langeron', position: { x: 30, y: 4 } }],
};

/** 450 points: a battalion, a battery and a general. */
export const FRENCH_LIST = {
  units: [lineBattalion('fr-1', 20, 40, 180), mediumBattery('fr-b', 40, 40, 180)],
  generals: [{ id: 'fr-g', name: 'Legrand', position: { x: 30, y: 46 } }],
};

/** The data of a side's `ArmyLocked` as the other seat and spectators see it (sealed). */
export const sealedLockData = (side: string) => ({
  side,
  units: [],
  generals: [],
  points: null,
  rule: '20',
  redacted: true,
});
