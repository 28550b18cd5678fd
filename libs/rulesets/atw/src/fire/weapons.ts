/**
 * Section 16's tables (data/fire.json, published): the weapons a unit fires, their range bands
 * and base scores (16.9), the dice a unit rolls (16.3), the 7+ rule (16.9, I-2). Integers only:
 * ranges in ticks, scores as die faces.
 */
import { TICKS_PER_UNIT } from '@pratzen/geometry';
import fireJson from '../../data/fire.json';
import type { UnitState } from '../state';
import type { Grade, TroopType } from '../vocabulary';

/** A weapon's class for the cover columns of the table (19: `cover` {smallArms, canister, ballshot, shell}). */
export type WeaponClass = 'smallArms' | 'canister' | 'ballshot' | 'shell';

/** One range band: up to `max` ticks (from `min`, exclusive unless 0), hits on `hitOn`. */
export interface Band {
  readonly weapon: string;
  readonly cls: WeaponClass;
  readonly band: 'close' | 'far' | 'shell';
  readonly min: number;
  readonly max: number;
  readonly hitOn: number;
}

interface WeaponRow {
  readonly id: string;
  readonly close?: { readonly rangeInches: number; readonly hitOn: number };
  readonly far?: { readonly rangeInches: number; readonly hitOn: number };
  readonly minRangeInches?: number;
  readonly maxRangeInches?: number;
  readonly hitOn?: number;
}

const ROWS = new Map<string, WeaponRow>(
  (fireJson.weapons.list as readonly WeaponRow[]).map((w) => [w.id, w]),
);
const inch = (n: number): number => Math.round(n * TICKS_PER_UNIT);

function bandsOf(id: string, cls: WeaponClass): Band[] {
  const w = ROWS.get(id);
  /* c8 ignore next */
  if (w === undefined) throw new RangeError(`fire.json has no weapon ${id}`);
  if (w.minRangeInches !== undefined) {
    return [
      {
        weapon: id,
        cls,
        band: 'shell',
        min: inch(w.minRangeInches),
        max: inch(w.maxRangeInches!),
        hitOn: w.hitOn!,
      },
    ];
  }
  const out: Band[] = [];
  if (w.close !== undefined)
    out.push({
      weapon: id,
      cls,
      band: 'close',
      min: 0,
      max: inch(w.close.rangeInches),
      hitOn: w.close.hitOn,
    });
  if (w.far !== undefined)
    out.push({
      weapon: id,
      cls,
      band: 'far',
      min: inch(w.close!.rangeInches),
      max: inch(w.far.rangeInches),
      hitOn: w.far.hitOn,
    });
  return out;
}

/**
 * 16.6, 16.9: a troop type's bands, nearest first. Infantry fire muskets (rifle-armed light
 * infantry, 20's option, fire rifles: `weaponsOf`); guns canister then ballshot (canister hits better wherever both reach);
 * howitzers canister at light-gun range (16.6) or shell 12–48"; horse artillery fires as light
 * guns (README: reconstruction, the chart has no row for it and a horse battery's guns are light or
 * medium, I-26).
 */
export function bandsFor(type: TroopType): readonly Band[] {
  switch (type) {
    case 'line-infantry':
    case 'light-infantry':
      return MUSKET;
    case 'light-artillery':
    case 'horse-artillery':
      return LIGHT;
    case 'medium-artillery':
      return MEDIUM;
    case 'heavy-artillery':
      return HEAVY;
    case 'howitzer':
      return HOWITZER;
    default:
      return [];
  }
}
const MUSKET = bandsOf('musket', 'smallArms');
const RIFLE = bandsOf('rifle', 'smallArms');

/** What a unit carries: its type, and 20's `rifles` and 18.2's `heavyWeapons` options. */
export type Armed = Pick<UnitState, 'type' | 'rifles' | 'heavyWeapons'>;

/**
 * 16.9, 20, 18.2: the bands a unit fires with: rifles (8" 4–6, 16" 5–6) for rifle-armed infantry
 * (20: light infantry only), none for heavy weapons (18.2: they may not shoot), else its type's.
 */
export function weaponsOf(u: Armed): readonly Band[] {
  if (u.heavyWeapons === true) return [];
  if (u.rifles === true && u.type.endsWith('infantry')) return RIFLE;
  return bandsFor(u.type);
}

/** The farthest a unit's weapons reach (ticks). */
export const reachOf = (u: Armed): number => weaponsOf(u).reduce((m, b) => Math.max(m, b.max), 0);
const gun = (size: string): Band[] => {
  const canister = bandsOf(`canister-${size}`, 'canister');
  const ball = bandsOf(`ballshot-${size}`, 'ballshot');
  const reach = canister[0]!.max;
  // ballshot's close band begins where canister's reach ends (canister hits better there)
  return [...canister, { ...ball[0]!, min: reach }, ...ball.slice(1)];
};
const LIGHT = gun('light');
const MEDIUM = gun('medium');
const HEAVY = gun('heavy');
const HOWITZER = [...bandsOf('canister-howitzer', 'canister'), ...bandsOf('shell', 'shell')];

/**
 * 16.9: the band a range (ticks) falls in, or null (out of range, or between canister and shell).
 * A close band runs from 0, a far band from the close band's range (exclusive), shell 12–48"
 * closed at both ends.
 */
export function bandAt(bands: readonly Band[], range: number): Band | null {
  for (const b of bands) {
    const from = b.band === 'shell' || b.min === 0 ? range >= b.min : range > b.min;
    if (from && range <= b.max) return b;
  }
  return null;
}

/** The farthest any band of the type reaches (ticks). */
export const maxRange = (type: TroopType): number =>
  bandsFor(type).reduce((m, b) => Math.max(m, b.max), 0);

const SMALL = fireJson.dice.smallArms;
/** 16.3: small arms roll 1 die per 4 figures; a remainder of 3 counts as 4. */
export const smallArmsDice = (figures: number): number =>
  Math.floor(figures / SMALL.figuresPerDie) +
  (figures % SMALL.figuresPerDie >= SMALL.roundUpRemainder ? 1 : 0);

const ART = fireJson.dice.artillery;
/**
 * 16.3, I-6: a battery's dice, min(2 × gun models, ⌊gunners / 2⌋): 1 die per gun model with at
 * least 2 gunners, at most 2 a model, a lone gunner left over adds nothing.
 */
export const batteryDice = (guns: number, gunners: number): number =>
  Math.max(0, Math.min(ART.maxDicePerGunModel * guns, Math.floor(gunners / ART.gunnersPerDie)));

/**
 * 16.3, 16.11 (split fire): the dice of gun model `i` (1-based) of a battery. Gunners come off the
 * most depleted gun (8-3, I-5), which we take as the highest-numbered: models 1, 2, … keep their
 * 2 dice while the battery's dice last (README I-39, ours).
 */
export const gunModelDice = (i: number, guns: number, gunners: number): number =>
  Math.max(
    0,
    Math.min(ART.maxDicePerGunModel, batteryDice(guns, gunners) - ART.maxDicePerGunModel * (i - 1)),
  );

const MODS = fireJson.modifiers.list;
const GRADE = MODS[0]!.byGrade as Readonly<Record<Grade, number>>;
const mod = (i: number): number => MODS[i]!.value!;
/** 16.9's rows, in fire.json's order. */
export const FIRE_MODIFIER = {
  grade: (g: Grade): number => GRADE[g],
  moved: mod(1),
  inSquare: mod(2),
  ballshotVsDense: mod(3),
  disordered: mod(4),
  atUnlimberedGuns: mod(5),
  throughSkirmishers: mod(6),
  atSkirmishers: mod(7),
  softCover: mod(8),
  hardCover: mod(9),
} as const;

const SEVEN = fireJson.needSevenPlus;
/**
 * 16.9, I-2: whether die `roll` hits at a modified `need`, and, for a need of 7 or more, whether
 * a second die is asked (`confirm` is rolled only then): need ≤ 1 every die hits; 2–6 a roll at or
 * above it; 7+ a 6, then 4–6 on the second die.
 */
export function hitsAt(
  need: number,
  roll: number,
  confirm: () => number,
): { hit: boolean; second: number | null } {
  if (need <= 1) return { hit: true, second: null };
  if (need <= 6) return { hit: roll >= need, second: null };
  if (!SEVEN.first.includes(roll)) return { hit: false, second: null };
  const second = confirm();
  return { hit: SEVEN.then.includes(second), second };
}

/** 16.14: the die faces that dismount a gun model per ballshot or shell hit on a battery. */
export const DISMOUNT = {
  ballshot: fireJson.dismountingGuns.ballshotHitDestroysGunOn,
  shell: fireJson.dismountingGuns.shellHitDestroysGunOn,
} as const;

/** 16.6: a shell hit on cavalry disorders it on these faces. */
export const SHELL_DISORDERS_CAVALRY_ON = fireJson.howitzer.shellVsCavalryDisorderOn;
/** 16.7-8: no shell at a target with a friend of the howitzer within this many ticks. */
export const SHELL_FRIEND_CLEARANCE = inch(fireJson.howitzer.noFriendWithinInchesOfTarget);

/** 16.4: whether a move of `used` parts (of `whole`) still lets the unit fire (at −1). */
export const mayFireAfter = (used: number, whole: number): boolean =>
  used * fireJson.halfMoveAndFire.maxFractionOfMove.denominator <=
  whole * fireJson.halfMoveAndFire.maxFractionOfMove.numerator;

/** 16.11: half the arc of fire, in tenths of a degree (22.5° = 225). */
export const HALF_ARC = Math.round(fireJson.arc.degreesEitherSide * 10);

/** 16.5: close order this many ranks deep or more is dense; lines enfiladed within HALF_ARC. */
export const DENSE_RANKS = fireJson.dense.ranksDeep;

/** Units a firing unit's second rank fires through (16.2): two ranks. */
export const FIRING_RANKS = SMALL.ranks;

/** A weapon class is "starred" (16.9: shell ignores the starred modifiers and cover). */
export const ignoresStarred = (b: Band): boolean => b.cls === 'shell';

export const isShooter = (u: Pick<UnitState, 'type'>): boolean => bandsFor(u.type).length > 0;
