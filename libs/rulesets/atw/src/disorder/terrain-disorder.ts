/**
 * 9.2 disorder causes played at the end of a move (the others are played where they arise: 9.2-2a
 * grade D changes in movement/programme.ts, 9.2-2c the failed hasty square in attack/reactions.ts,
 * 9.2-4 two combat hits in a round in combat/, 9.2-5 exhaustion in damage/hits.ts):
 *
 * - 9.2-1a cavalry ending a move on a steep hill, or attacking a unit standing on one;
 * - 9.2-1c entering woods (open or dense) or fieldworks (the final footprint or any swept one
 *   meets a feature the starting footprint did not), crossing a bridge (a front-centre leg meets
 *   it), attacking a unit in woods, fieldworks or a town block;
 * - 9.2-1d crossing a stream or ford the table marks `disorders: true`.
 *
 * Skirmishers and artillery are never disordered (9.2). Entering and emerging from town blocks,
 * and 9.2-1b (rough ground faster than half speed), are not played: blocks are closed to movers
 * and rough ground is always crossed at half speed (README "terrain").
 */
import {
  type Ring,
  footprintRing,
  polylineIntersectsSegment,
  ringMeetsPolygon,
  segmentIntersectsPolygon,
} from '@pratzen/geometry';
import { unitRing } from '../footprint';
import type { Pose } from '../movement/pose';
import type { Plan } from '../movement/programme';
import type { AtwFeature, AtwTable, UnitState } from '../state';

export interface DisorderCause {
  readonly rule: '9.2-1a' | '9.2-1c' | '9.2-1d';
  /** The feature (its id) or the unit attacked that disorders. */
  readonly by: string;
}

const ENTERED = new Set(['woods-open', 'woods-dense', 'fieldworks']);

const ringOf = (p: Pose): Ring =>
  footprintRing({ position: { x: p.x, y: p.y }, facing: p.facing, width: p.width, depth: p.depth });

const steep = (f: AtwFeature) => f.terrain === 'hill' && f.properties.slope === 'steep';

/** Whether a leg of the front centre meets a feature (an area or a line). */
const legMeets = (f: AtwFeature, plan: Plan): boolean =>
  plan.legs.some(
    (s) =>
      (f.area !== null && segmentIntersectsPolygon(s, f.area)) ||
      (f.line !== null && polylineIntersectsSegment(f.line, s)),
  );

/** 9.2: may this unit be disordered at all (not skirmishers, not artillery)? */
export const mayBeDisordered = (u: Pick<UnitState, 'arm' | 'formation'>): boolean =>
  u.arm !== 'artillery' && u.formation !== 'skirmish';

/** The first 9.2-1 cause a move gives, or null. `attacked`: the units it ends in contact with. */
export function terrainDisorder(
  table: AtwTable,
  u: UnitState,
  plan: Plan,
  attacked: readonly UnitState[],
): DisorderCause | null {
  if (!mayBeDisordered(u) || !mayBeDisordered({ arm: u.arm, formation: plan.final.formation }))
    return null;
  const start = unitRing(table, u);
  const end = ringOf(plan.final);
  for (const f of table.features) {
    const area = f.area;
    // 9.2-1a: cavalry on a steep hill
    if (u.arm === 'cavalry' && area !== null && steep(f) && ringMeetsPolygon(end, area))
      return { rule: '9.2-1a', by: f.id };
    // 9.2-1c: entering woods or fieldworks
    if (
      area !== null &&
      ENTERED.has(f.terrain) &&
      !ringMeetsPolygon(start, area) &&
      (ringMeetsPolygon(end, area) || plan.sweeps.some((r) => ringMeetsPolygon(r, area)))
    )
      return { rule: '9.2-1c', by: f.id };
    // 9.2-1c: crossing a bridge
    if (f.terrain === 'bridge' && legMeets(f, plan)) return { rule: '9.2-1c', by: f.id };
    // 9.2-1d: streams and fords the table marks as disordering
    if (
      (f.terrain === 'stream' || f.terrain === 'ford') &&
      f.properties.disorders === true &&
      legMeets(f, plan)
    )
      return { rule: '9.2-1d', by: f.id };
  }
  // 9.2-1a, 9.2-1c: attacking into woods, fieldworks or a block; cavalry onto a steep hill
  for (const d of attacked) {
    if (d.block !== null) return { rule: '9.2-1c', by: d.id };
    const ring = unitRing(table, d);
    for (const f of table.features) {
      if (f.area === null || !ringMeetsPolygon(ring, f.area)) continue;
      if (ENTERED.has(f.terrain)) return { rule: '9.2-1c', by: d.id };
      if (u.arm === 'cavalry' && steep(f)) return { rule: '9.2-1a', by: d.id };
    }
  }
  return null;
}
