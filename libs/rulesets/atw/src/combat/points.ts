import combatJson from '../../data/combat.json';
import { isShaken, isSteady } from '../attack/steady';
import type { UnitState } from '../state';
import { GRADES } from '../vocabulary';

/**
 * 17.1, 17.3, 17.7: combat points of one unit against one opponent, and the scores to hit that
 * their difference gives (data/combat.json, published).
 */

const BASE = combatJson.baseCP as unknown as Readonly<Record<string, number>>;
const VALUE = new Map(combatJson.modifiers.list.map((m) => [m.when, m.value]));
const mod = (when: string): number => {
  const v = VALUE.get(when);
  if (v === undefined) throw new Error(`data/combat.json: no modifier "${when}"`);
  return v;
};

/** 17.7: base CP: cavalry by weight, infantry 3, skirmishers and gun crews 0. */
export function baseCP(u: Pick<UnitState, 'arm' | 'type' | 'formation'>): number {
  if (u.arm === 'artillery') return BASE['gun-crews']!;
  if (u.formation === 'skirmish') return BASE.skirmishers!;
  return u.arm === 'cavalry' ? BASE[u.type]! : BASE.infantry!;
}

/**
 * 17.3 (and 17.7): the defensive fire bonus: guns light +2, medium +4, heavy +5 (howitzers as
 * medium, 16.6; horse artillery as light guns: reconstruction, the army lists do not yet say
 * which guns a horse battery has), infantry +1.
 */
export function defensiveFireBonus(u: Pick<UnitState, 'arm' | 'type'>): number {
  if (u.arm === 'infantry')
    return mod('defensive fire bonus, infantry (steady line or extended line)');
  const gun =
    u.type === 'heavy-artillery'
      ? 'heavy'
      : u.type === 'medium-artillery' || u.type === 'howitzer'
        ? 'medium'
        : 'light';
  return mod(`defensive fire bonus, ${gun} guns`);
}

/**
 * 17.3: whether a defender gets the bonus this round: the first round only, passive unlimbered
 * guns or passive steady infantry in line or extended line, not under flank/rear attack, and not
 * a unit already in a combat when newly attacked (rifles are not in the army lists yet).
 */
export function hasDefensiveFire(
  u: UnitState,
  e: { readonly rounds: number; readonly trueFlank: boolean; readonly continuing: boolean },
): boolean {
  if (e.rounds > 0 || e.trueFlank || e.continuing) return false;
  if (u.arm === 'artillery') return u.formation === 'unlimbered';
  return (
    u.arm === 'infantry' &&
    isSteady(u) &&
    (u.formation === 'line' || u.formation === 'extended-line')
  );
}

/** What the CP of `u` against `o` depends on beyond the two units. */
export interface CombatContext {
  /** 17.3: `u` gets the defensive fire bonus this round. */
  readonly defensiveFire: boolean;
  /** 14.3, 14.4-3: `u` is under a (true) flank/rear attack. */
  readonly flanked: boolean;
  /** 17.7, 19.7–19.8: `u` attacks an opponent in soft or hard cover. */
  readonly attackingCover: 'none' | 'soft' | 'hard';
  /** 17.7: skirmishing infantry inside or attacking into woods. */
  readonly woods: boolean;
  /** 7.1-2: a general is attached to `u` (generals are atw-A's: false until they are played). */
  readonly general: boolean;
}

export const NO_CONTEXT: CombatContext = {
  defensiveFire: false,
  flanked: false,
  attackingCover: 'none',
  woods: false,
  general: false,
};

/** 18.1, 18.2: fanatics and heavy weapons each add 1 CP. */
export const IRREGULAR_CP = 1;

/** 17.7: the CP of `u` against `o`, with every modifier the state carries. */
export function combatPoints(u: UnitState, o: UnitState, c: CombatContext): number {
  let cp = baseCP(u);
  if (c.defensiveFire) cp += defensiveFireBonus(u);
  // +1 per morale grade higher than the target
  cp +=
    Math.max(0, GRADES.indexOf(o.grade) - GRADES.indexOf(u.grade)) *
    mod('per morale grade higher than the target');
  if (c.flanked || isShaken(u)) cp += mod('under flank/rear attack and/or shaken');
  if (c.attackingCover === 'soft') cp += mod('attacking soft cover');
  if (c.attackingCover === 'hard') cp += mod('attacking hard cover');
  if (u.disordered) cp += mod(u.arm === 'cavalry' ? 'disordered cavalry' : 'disordered infantry');
  if (
    u.arm === 'cavalry' &&
    isSteady(u) &&
    o.arm === 'infantry' &&
    o.formation !== 'column' &&
    o.formation !== 'square'
  )
    cp += mod('steady cavalry attacking infantry not in column or square');
  if (u.arm === 'infantry' && o.formation === 'square') cp += mod('infantry vs a square');
  if (u.arm === 'cavalry' && o.formation === 'square' && isSteady(o))
    cp += mod('cavalry vs a steady square');
  if (c.general) cp += mod('general with unit');
  if (c.woods && u.arm === 'infantry' && u.formation === 'skirmish')
    cp += mod('skirmishing infantry inside or attacking into woods');
  // 18.1 fanatics (until they lose a round or fail a fire test), 18.2 heavy weapons
  if (u.fanatic === true) cp += IRREGULAR_CP;
  if (u.heavyWeapons === true) cp += IRREGULAR_CP;
  return cp;
}

/**
 * 17.7: the lowest die score that hits for a unit whose CP exceeds its opponent's by `difference`
 * (negative: it has fewer): 0 → 4/4, 1 → 4/5, 2 → 3/5, 3+ → 3/6.
 */
export function scoreToHit(difference: number): number {
  const rows = combatJson.toHit.byDifference;
  const row = rows.find((r) => r.difference === Math.abs(difference)) ?? rows[rows.length - 1]!;
  return difference >= 0 ? row.higher : row.lower;
}
