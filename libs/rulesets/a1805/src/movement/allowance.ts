import { unitSpec, U } from '../data/catalogue';
import type { UnitState } from '../state';

/**
 * 6.2: foot units (infantry, foot artillery) 2 UM, cavalry 4 UM, HQs 6 UM; squares ½ UM.
 * Horse artillery moves as cavalry (4 UM): a reconstruction — the text names only "foot
 * units" and cavalry. 12.5.1: a stunned unit moves half.
 */
export function baseAllowance(u: UnitState): number {
  if (u.formation === 'square') return U / 2;
  const spec = unitSpec(u.id);
  let a: number;
  switch (u.kind) {
    case 'cavalry':
      a = 4 * U;
      break;
    case 'hq':
      a = 6 * U;
      break;
    case 'artillery':
      a = spec?.class === 'horse' ? 4 * U : 2 * U;
      break;
    default:
      a = 2 * U;
  }
  return u.morale === 'stunned' ? Math.floor(a / 2) : a;
}

/** 6.3: the sideways move: 1 UM, a square ½ UM. */
export const sidestepLimit = (u: UnitState): number => (u.formation === 'square' ? U / 2 : U);

/** 6.10.3: the road bonus for units in column (limbered artillery counts as column, 6.13). */
export const ROAD_BONUS = U;

/** 6.10.2 (reconstruction): what crossing a stream costs a unit the stream hinders. */
export const STREAM_COST = U;
