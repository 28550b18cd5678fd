/**
 * Section 8: hits and what they remove. API (small on purpose; other modules call these two):
 *
 * - `hitEvent(unit, hits, kind, rule)` → the `UnitHit` event taking `hits` damage or rout hits
 *   (8.1: both remove figures alike) off `unit`: its figures/gunners, cavalry's carried odd hit,
 *   its files × ranks and footprint after the losses, whether it is now shattered (6: 25 % or less
 *   of its starting strength) or exhausted (9.2.2: 50 % or more lost, permanently disordered).
 *   `rule` is the case that caused the hits (e.g. `16.9` fire, `17.7` combat, `8.2` rout hits).
 * - `applyUnitHit(unit, event)` → the unit after it (evolve folds the event with it).
 *
 * 8-1 each hit removes one infantry figure or one gunner (artillery keeps its gun models: 16.14
 * dismounts them); 8-2 cavalry loses a figure per 2 hits, an odd hit carried over (a half-lost
 * figure counts whole); 8-3 losses come off the rear rank first, then the flanks (README I-5):
 * the files are kept while close order keeps its minimum ranks, then narrowed about the front
 * centre, so the footprint only ever shrinks inside the old one.
 */
import { BASES } from '../data/tables';
import type { UnitHit } from '../events';
import { shapeOf } from '../footprint';
import type { UnitState } from '../state';
import type { Morale } from '../vocabulary';

export type HitKind = 'damage' | 'rout';

/** The damage-and-morale part of a unit as set up: good, nothing lost, nothing carried. */
export const freshMorale = (strength: number) => ({
  strength,
  carried: 0,
  morale: 'good' as Morale,
  exhausted: false,
  shakenAtStart: false,
  haltedSince: 0,
  shot: false,
  rallyTested: false,
});

/** What the 25 % and 50 % tests count (6, I-31): figures, or a battery's gunners. */
export const remainingOf = (u: Pick<UnitState, 'arm' | 'figures' | 'gunners'>): number =>
  u.arm === 'artillery' ? u.gunners : u.figures;

/** 6: at 25 % or less of the starting strength. */
export const isShatteredAt = (remaining: number, strength: number): boolean =>
  remaining * 4 <= strength;

/** 9.2.2: 50 % or more lost. */
export const isExhaustedAt = (remaining: number, strength: number): boolean =>
  (strength - remaining) * 2 >= strength;

/** 9.2-x: skirmishers and artillery are never disordered. */
export const mayBeDisordered = (u: Pick<UnitState, 'arm' | 'formation'>): boolean =>
  u.arm !== 'artillery' && u.formation !== 'skirmish';

/** 8-3: the files a close-order unit keeps with `figures` left (rear ranks go first). */
export function filesAfter(u: UnitState, figures: number): number {
  if (u.arm !== 'infantry' || u.formation === 'skirmish' || u.formation === 'town-order')
    return Math.max(1, Math.min(u.files, figures));
  const minRanks = BASES.minRanksCloseOrder;
  if (figures >= u.files * minRanks) return u.files;
  return Math.max(1, Math.ceil(figures / minRanks));
}

/** The `UnitHit` event of `hits` (≥ 1) hits of `kind` on `u`, caused under `rule`. */
export function hitEvent(u: UnitState, hits: number, kind: HitKind, rule: string): UnitHit {
  let { figures, gunners, carried } = u;
  if (u.arm === 'artillery') gunners = Math.max(0, gunners - hits);
  else if (u.arm === 'cavalry') {
    const total = carried + hits;
    figures = Math.max(0, figures - Math.floor(total / 2));
    carried = figures === 0 ? 0 : total % 2;
  } else figures = Math.max(0, figures - hits);
  // 13.4: figures out in the unit's screen still count as its own
  const remaining = remainingOf({ arm: u.arm, figures, gunners }) + (u.screenOut ?? 0);
  const shattered = isShatteredAt(remaining, u.strength);
  const exhausted = u.exhausted || isExhaustedAt(remaining, u.strength);
  const shape =
    u.arm === 'artillery' || figures === u.figures || figures === 0
      ? { files: u.files, ranks: u.ranks, width: u.width, depth: u.depth }
      : shapeOf({ ...u, figures }, u.formation, filesAfter(u, figures));
  return {
    type: 'UnitHit',
    unitId: u.id,
    hits,
    kind,
    figures,
    gunners,
    carried,
    files: shape.files,
    ranks: shape.ranks,
    width: shape.width,
    depth: shape.depth,
    morale: shattered ? 'shattered' : u.morale,
    exhausted: exhausted ? 'exhausted' : 'fresh',
    order: u.disordered || (exhausted && mayBeDisordered(u)) ? 'disordered' : 'steady',
    rule,
  };
}

/** The unit after a `UnitHit` (evolve). */
export const applyUnitHit = (u: UnitState, e: UnitHit): UnitState => ({
  ...u,
  figures: e.figures,
  gunners: e.gunners,
  carried: e.carried,
  files: e.files,
  ranks: e.ranks,
  width: e.width,
  depth: e.depth,
  morale: e.morale,
  exhausted: e.exhausted === 'exhausted',
  disordered: e.order === 'disordered',
});
