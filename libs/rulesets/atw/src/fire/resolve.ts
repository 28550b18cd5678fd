/**
 * Section 16's dice: how many a group of figures rolls (16.3) and one target's shot rolled (16.9,
 * I-2), its hits (8), 16.14's dismounted guns and 16.6's shell on cavalry.
 */
import type { Dice } from '@pratzen/engine';
import { applyUnitHit, hitEvent, mayBeDisordered } from '../damage/hits';
import type { AtwEvent } from '../events';
import type { AtwState, UnitState } from '../state';
import { garrisonDice, isGarrison } from './garrison';
import { fireModifiers } from './modifiers';
import { ruinBy } from './ruin';
import {
  type Band,
  DISMOUNT,
  SHELL_DISORDERS_CAVALRY_ON,
  gunModelDice,
  hitsAt,
  smallArmsDice,
} from './weapons';

/** 16.3: the dice of the chosen figures (front two ranks) or gun models. */
export function diceOf(u: UnitState, figures: readonly number[]): number {
  // 19.7 (I-52): a die per block-side point, up to the garrison's dice
  if (isGarrison(u)) return Math.min(figures.length, garrisonDice(u));
  if (u.arm !== 'artillery') return smallArmsDice(figures.length);
  return figures.reduce((sum, i) => sum + gunModelDice(i, u.figures, u.gunners), 0);
}

/** 16.9, I-2: roll `dice` at `need`; the 7+ rule's second dice. */
function roll(dice: Dice, count: number, need: number) {
  const rolls: number[] = [];
  const seconds: number[] = [];
  let hits = 0;
  for (let i = 0; i < count; i += 1) {
    const r = dice.roll('16.9 fire', 6);
    rolls.push(r);
    const h = hitsAt(need, r, () => {
      const s = dice.roll('16.9 fire 7+', 6);
      seconds.push(s);
      return s;
    });
    if (h.hit) hits += 1;
  }
  return { rolls, seconds, hits };
}

export /** One target's shot: the `Shot`, the hits (8), 16.14 dismounting and 16.6 shell on cavalry. */
function resolve(
  state: AtwState,
  u: UnitState,
  target: UnitState,
  band: Band,
  aim: {
    readonly figures: number;
    readonly dice: number;
    readonly range: number;
    /** 16.13: the gaps its dice go through (carried-through shots: none). */
    readonly gaps: readonly string[];
  },
  throughSkirmishers: boolean,
  rule: string,
  dice: Dice,
): AtwEvent[] {
  const modifier = fireModifiers(state, u, target, band, throughSkirmishers).reduce(
    (sum, m) => sum + m.value,
    0,
  );
  const need = band.hitOn - modifier;
  const r = roll(dice, aim.dice, need);
  const events: AtwEvent[] = [
    {
      type: 'Shot',
      unitId: u.id,
      targetId: target.id,
      weapon: band.weapon,
      band: band.band,
      range: aim.range,
      figures: aim.figures,
      dice: aim.dice,
      need,
      modifier,
      rolls: r.rolls,
      seconds: r.seconds,
      hits: r.hits,
      rule,
      gaps: aim.gaps,
    },
  ];
  if (r.hits === 0) return events;
  const hit = hitEvent(target, r.hits, 'damage', rule);
  events.push(hit);
  // 19.7: the hits that ruin the garrison's block
  const ruined = ruinBy(state, target, band, r.hits);
  if (ruined !== null) events.push(ruined);
  const after = applyUnitHit(target, hit);
  // 16.14: dismounting guns
  if (target.arm === 'artillery' && (band.cls === 'ballshot' || band.cls === 'shell')) {
    const faces: readonly number[] = band.cls === 'shell' ? DISMOUNT.shell : DISMOUNT.ballshot;
    const rolls = Array.from({ length: r.hits }, () => dice.roll('16.14 dismounting', 6));
    const lost = Math.min(after.figures, rolls.filter((x) => faces.includes(x)).length);
    events.push({
      type: 'GunsDismounted',
      unitId: target.id,
      rolls,
      lost,
      figures: after.figures - lost,
      rule: '16.14',
    });
  }
  // 16.6, 9.2-3: shell on cavalry
  if (target.arm === 'cavalry' && band.cls === 'shell') {
    const rolls = Array.from({ length: r.hits }, () => dice.roll('16.6 shell on cavalry', 6));
    const disorders =
      mayBeDisordered(after) && rolls.some((x) => SHELL_DISORDERS_CAVALRY_ON.includes(x));
    events.push({
      type: 'ShellOnCavalry',
      unitId: target.id,
      rolls,
      order: after.disordered || disorders ? 'disordered' : 'steady',
      rule: '16.6',
    });
  }
  return events;
}
