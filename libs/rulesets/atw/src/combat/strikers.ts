import combatJson from '../../data/combat.json';
import type { UnitState } from '../state';

/**
 * 17.2 figures eligible to strike, and 17.6-1 the guns' dice: pure counts of figures, files and
 * ranks (README I-4: never millimetres).
 */

const rowOf = (who: string) => {
  const r = combatJson.strikers.list.find((x) => x.who === who);
  if (r === undefined) throw new Error(`data/combat.json: no striker row ${who}`);
  return r as { figuresPerDie?: number; ranks?: number; overlapFilesEachSide?: number };
};
const INFANTRY = rowOf('close-order infantry');
const CAVALRY = rowOf('close-order cavalry');
/** 17.2: figures per die and the ranks that strike, per arm. */
export const STRIKE = {
  infantry: {
    perDie: INFANTRY.figuresPerDie!,
    ranks: INFANTRY.ranks!,
    overlap: INFANTRY.overlapFilesEachSide!,
  },
  cavalry: {
    perDie: CAVALRY.figuresPerDie!,
    ranks: CAVALRY.ranks!,
    overlap: CAVALRY.overlapFilesEachSide!,
  },
} as const;

/**
 * 17.2: dice for `figures` eligible figures: infantry 1 per 4, a final 3 counting as a die (a
 * remainder of 1–2 dropped); cavalry 1 per 2 (a final single figure dropped).
 */
export function diceFor(arm: 'infantry' | 'cavalry', figures: number): number {
  if (arm === 'cavalry') return Math.floor(figures / STRIKE.cavalry.perDie);
  const per = STRIKE.infantry.perDie;
  return Math.floor(figures / per) + (figures % per >= 3 ? 1 : 0);
}

/** 17.6-1 (README I-6): 2 dice per gun model with 4+ gunners, 1 with 2–3: min(2 × guns, ⌊gunners / 2⌋). */
export const gunDice = (guns: number, gunners: number): number =>
  Math.min(2 * guns, Math.floor(gunners / 2));

/**
 * The figures standing in `files` of the unit's front `ranks` ranks: full ranks behind the
 * first, the last (short) rank counted at most its own size (README I-5: losses come off the
 * rear rank, so only the rearmost rank is ever short).
 */
export function figuresIn(
  u: Pick<UnitState, 'figures' | 'files' | 'ranks'>,
  files: number,
  ranks: number,
): number {
  const n = Math.min(files, u.files);
  if (u.ranks > ranks) return n * ranks;
  const last = u.figures - u.files * (u.ranks - 1);
  return n * (u.ranks - 1) + Math.min(n, Math.max(0, last));
}

/**
 * 17.2: the dice a unit strikes with, all opponents together, from the files of its front in
 * base contact (`touching`, file indices, left to right); `enemyFiles`: when none of its own
 * files touch (a corner, or an attack on its flank that is not a true one), frontal rules
 * (README I-33) — as many files as the enemy has in contact, centred on its front.
 * `vsCavalry`: some opponent is cavalry (17.2, a square counts all four faces against cavalry).
 */
export function strikingDice(
  u: Pick<UnitState, 'arm' | 'formation' | 'figures' | 'gunners' | 'files' | 'ranks' | 'block'>,
  touching: readonly number[],
  enemyFiles: number,
  vsCavalry: boolean,
): number {
  if (u.arm === 'artillery') return gunDice(u.figures, u.gunners);
  const arm = u.arm;
  // 19.7: the whole garrison fights
  if (u.block !== null) return diceFor(arm, u.figures);
  // 17.2: a square counts all four faces against cavalry, one face against infantry
  if (u.formation === 'square')
    return diceFor(arm, vsCavalry ? u.figures : Math.ceil(u.figures / 4));
  if (u.formation === 'skirmish') {
    // 17.2: the figures in contact and the rank behind, no overlap (a remainder dropped)
    const per = arm === 'cavalry' ? STRIKE.cavalry.perDie : STRIKE.infantry.perDie;
    const n = touching.length > 0 ? touching.length : Math.min(u.files, Math.max(1, enemyFiles));
    return Math.floor(figuresIn(u, n, 2) / per);
  }
  const s = STRIKE[arm];
  let lo: number;
  let hi: number;
  if (touching.length > 0) {
    lo = Math.min(...touching);
    hi = Math.max(...touching);
  } else {
    const n = Math.min(u.files, Math.max(1, enemyFiles));
    lo = Math.floor((u.files - n) / 2);
    hi = lo + n - 1;
  }
  const files = Math.min(u.files - 1, hi + s.overlap) - Math.max(0, lo - s.overlap) + 1;
  return diceFor(arm, figuresIn(u, files, s.ranks));
}

/**
 * 17.2: a unit's dice divided as evenly as possible over its opponents, the remainder one each
 * to the first (the owner's choice, taken in the order the opponents engaged); under a true
 * flank/rear attack at most one die goes to that opponent.
 */
export function splitDice(total: number, capped: readonly boolean[]): number[] {
  const n = capped.length;
  const out = capped.map(() => 0);
  let left = total;
  // deal one die at a time round the opponents, skipping those capped at one
  for (let round = 0; left > 0; round += 1) {
    let dealt = false;
    for (let i = 0; i < n && left > 0; i += 1) {
      if (capped[i] && out[i]! >= 1) continue;
      out[i] = (out[i] ?? 0) + 1;
      left -= 1;
      dealt = true;
    }
    if (!dealt || round > total) break;
  }
  return out;
}
