/**
 * 16.9's modifiers (16.5 dense targets, 19.3–19.7 cover): what a shot's need is moved by, each
 * with its reason.
 */
import { ringMeetsPolygon } from '@pratzen/geometry';
import { centreBehind } from '@pratzen/rulesets/freeform-kit';
import type { AtwState, UnitState } from '../state';
import { enfiladed, ringOf } from './lines';
import { EMPTY_FIRE } from './record';
import { isRuined } from './ruin';
import { type Band, DENSE_RANKS, FIRE_MODIFIER as M, ignoresStarred } from './weapons';

type CoverClass = 'none' | 'soft' | 'hard';
const COVER_RANK: Record<CoverClass, number> = { none: 0, soft: 1, hard: 2 };
const coverWord = (v: unknown): CoverClass => (v === 'soft' || v === 'hard' ? v : 'none');

/**
 * 16.9, 19.3–19.7: the target's cover against the band's weapon class: the best of its block's
 * (default typical: soft vs medium/heavy ballshot, hard vs other fire) and of every area feature
 * its footprint meets (the table's `cover`; woods soft vs fire by default, 19.3–19.4).
 */
export function coverOf(state: AtwState, t: UnitState, band: Band): CoverClass {
  if (ignoresStarred(band)) return 'none';
  let best: CoverClass = 'none';
  const take = (c: CoverClass) => {
    if (COVER_RANK[c] > COVER_RANK[best]) best = c;
  };
  const ring = ringOf(state, t);
  for (const f of state.table.features) {
    if (f.area === null) continue;
    const inside = t.block === f.id || (t.block === null && ringMeetsPolygon(ring, f.area));
    if (!inside) continue;
    const declared = (f.properties.cover as Record<string, unknown> | undefined)?.[band.cls];
    if (declared !== undefined) take(coverWord(declared));
    else if (f.terrain === 'woods-open' || f.terrain === 'woods-dense') take('soft');
    else if (f.terrain === 'town-block' && t.block === f.id) {
      const heavyBall = band.cls === 'ballshot' && !band.weapon.endsWith('light');
      take(heavyBall ? 'soft' : 'hard');
    }
  }
  // 19.7: a ruined block gives one class less (soft becomes an obstacle: no fire cover, I-58)
  if (t.block !== null && isRuined(state, t.block)) {
    const normal = best as CoverClass;
    return normal === 'hard' ? 'soft' : 'none';
  }
  return best;
}

/** 16.5, I-22: squares, close order 3+ ranks deep, lines enfiladed within 22.5°. */
export function isDense(u: UnitState, t: UnitState): boolean {
  if (t.formation === 'square') return true;
  if (t.arm === 'artillery' || t.formation === 'skirmish') return false;
  if (t.ranks >= DENSE_RANKS) return true;
  if (t.formation !== 'line' && t.formation !== 'extended-line') return false;
  return enfiladed({ x: u.x, y: u.y }, t, centreBehind(t, t.depth));
}

/** 16.9: every modifier that applies, each with its reason (shell ignores the starred ones). */
export function fireModifiers(
  state: AtwState,
  u: UnitState,
  t: UnitState,
  band: Band,
  throughSkirmishers: boolean,
): { readonly reason: string; readonly value: number }[] {
  const out = [{ reason: `firer grade ${u.grade}`, value: M.grade(u.grade) }];
  if ((state.fire ?? EMPTY_FIRE).movedThisTurn[u.id] !== undefined)
    out.push({ reason: 'firer moved (16.4)', value: M.moved });
  if (u.formation === 'square') out.push({ reason: 'firer in square', value: M.inSquare });
  if (band.cls === 'ballshot' && isDense(u, t))
    out.push({ reason: 'ballshot vs a dense target (16.5)', value: M.ballshotVsDense });
  if (u.disordered) out.push({ reason: 'firer disordered', value: M.disordered });
  if (!ignoresStarred(band)) {
    if (t.arm === 'artillery' && t.formation === 'unlimbered')
      out.push({ reason: 'at unlimbered artillery', value: M.atUnlimberedGuns });
    if (throughSkirmishers)
      out.push({ reason: 'through skirmishers (16.8)', value: M.throughSkirmishers });
    if (t.formation === 'skirmish') out.push({ reason: 'at skirmishers', value: M.atSkirmishers });
    const cover = coverOf(state, t, band);
    if (cover === 'soft') out.push({ reason: 'soft cover', value: M.softCover });
    if (cover === 'hard') out.push({ reason: 'hard cover', value: M.hardCover });
  }
  return out;
}
