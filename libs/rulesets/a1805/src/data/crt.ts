import { parseTicks } from '@pratzen/geometry';
import crtJson from '../../data/crt.json';

/** What a line of the Combat/Fire table does to the unit it hits (data/crt.json). */
export type TableResult = 'none' | 'check' | 'check-or-retreat' | 'step-and-check-or-retreat';

export interface TableRow {
  readonly result: TableResult;
  /** The morale check's modifier (ChM −2: −2). */
  readonly modifier: number;
}

const ROWS = crtJson.results.map((r) => ({
  upTo: r.upTo,
  row: { result: r.result as TableResult, modifier: r.modifier ?? 0 },
}));

/** The table line for a modified fire roll or a close-combat difference. */
export function tableRow(value: number): TableRow {
  for (const r of ROWS) if (r.upTo === null || value <= r.upTo) return r.row;
  return ROWS[ROWS.length - 1]!.row;
}

/** The fire modifier of a firepower (or combined musketry) rating (reconstructed bands). */
export function firepowerModifier(firepower: number): number {
  for (const b of crtJson.firepower.bands)
    if (b.upTo === null || firepower <= b.upTo) return b.modifier;
  return 0;
}

const m = crtJson.fireModifiers;
export const FIRE_MODIFIERS = {
  canister: m.canister.value,
  targetInColumn: m.targetInColumn.value,
  lineVsLine: m.lineVsLine.value,
  staticLineFire: m.staticLineFire.value,
  targetArtillery: m.targetArtillery.value,
  secondFire: m.secondFire.value,
  frenchInfantry: m.frenchInfantry.value,
  targetInCover: m.targetInCover.value,
} as const;

const ticks = (um: number): number => {
  const r = parseTicks(um);
  if (!r.ok) throw new Error(`a1805 data: ${um}`);
  return r.value;
};

export interface TemplateShape {
  readonly length: number;
  readonly nearWidth: number;
  readonly farWidth: number;
}
const shape = (t: { length: number; nearWidth: number; farWidth: number }): TemplateShape => ({
  length: ticks(t.length),
  nearWidth: ticks(t.nearWidth),
  farWidth: ticks(t.farWidth),
});
/** 9.2: the round shot and canister templates (reconstructed sizes), in ticks. */
export const TEMPLATES = {
  'round-shot': shape(crtJson.templates.roundShot),
  canister: shape(crtJson.templates.canister),
} as const;
export type Ammunition = keyof typeof TEMPLATES;

const c = crtJson.combatModifiers;
/** Close combat modifiers (13, 14; data/crt.json). */
export const COMBAT_MODIFIERS = {
  attachedHq: c.attachedHq.value,
  support: c.support.value,
  flank: c.flank.value,
  rear: c.rear.value,
  vsStunned: c.vsStunned.value,
  vsDisorganized: c.vsDisorganized.value,
  vsRouted: c.vsRouted.value,
  square: c.square.value,
  cossacksVsInfantry: c.cossacksVsInfantry.value,
  bloodRage: c.bloodRage.value,
  defenderInCover: c.defenderInCover.value,
} as const;

/** 16.2–16.3: how far units see and are detected in each weather (ticks; clear: no limit). */
export const FOG_SIGHT: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(crtJson.fog.sight).map(([w, um]) => [w, ticks(um)]),
);
/** 16.2 (reconstruction): the die faces on which the fog lifts. */
export const FOG_LIFTS_ON: readonly number[] = crtJson.fog.liftsOn;
