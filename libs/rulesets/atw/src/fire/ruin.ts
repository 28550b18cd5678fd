/**
 * 19.7 ruined blocks: "8 hits from medium or heavy ballshot or 4 hits from shell will ruin a typical
 * town block" (the table may adjust a block's `ruinHits` {ballshot, shell}); "a ruined block
 * provides one level of cover less than normal, with soft cover becoming an obstacle". The hits a
 * garrison suffers from those weapons count against its block (`FireRecord.blockHits`, folded
 * from `Shot`); the shot that brings either count to its threshold adds `BlockRuined`.
 * Fire's cover (16.9) then drops a class: hard → soft, soft → an obstacle, which gives no fire
 * modifier (README I-58).
 */
import terrainJson from '../../data/terrain.json';
import type { AtwState, UnitState } from '../state';
import type { BlockRuined } from './events';
import { EMPTY_FIRE } from './record';
import type { Band } from './weapons';

const RUIN = terrainJson.kinds.find((k) => k.terrain === 'town-block')!.ruin!;

/** Which of 19.7's counts a weapon's hits add to: medium/heavy ballshot, shell, or none. */
export function ruinCount(weapon: string): 'ballshot' | 'shell' | null {
  if (weapon === 'shell') return 'shell';
  if (weapon === 'ballshot-medium' || weapon === 'ballshot-heavy') return 'ballshot';
  return null;
}

/** 19.7: the hits that ruin a block (its `ruinHits`, else 8 ballshot / 4 shell). */
export function ruinThreshold(
  state: AtwState,
  blockId: string,
): { ballshot: number; shell: number } {
  const f = state.table.features.find((x) => x.id === blockId);
  const given = (f?.properties.ruinHits ?? {}) as { ballshot?: unknown; shell?: unknown };
  const count = (v: unknown, d: number) =>
    typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : d;
  return {
    ballshot: count(given.ballshot, RUIN.mediumOrHeavyBallshotHits),
    shell: count(given.shell, RUIN.shellHits),
  };
}

/** 19.7: whether the block is ruined. */
export const isRuined = (state: AtwState, blockId: string): boolean =>
  (state.fire?.ruined ?? []).includes(blockId);

/** 19.7: the `BlockRuined` that `hits` from `band` on the garrison `target` bring, or null. */
export function ruinBy(
  state: AtwState,
  target: UnitState,
  band: Pick<Band, 'weapon'>,
  hits: number,
): BlockRuined | null {
  const kind = ruinCount(band.weapon);
  if (kind === null || hits === 0 || target.block === null || isRuined(state, target.block))
    return null;
  const had = (state.fire ?? EMPTY_FIRE).blockHits?.[target.block] ?? { ballshot: 0, shell: 0 };
  const now = { ...had, [kind]: had[kind] + hits };
  const need = ruinThreshold(state, target.block);
  if (now.ballshot < need.ballshot && now.shell < need.shell) return null;
  return { type: 'BlockRuined', blockId: target.block, ...now, rule: '19.7' };
}
