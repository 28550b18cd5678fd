import { generalWith } from '../generals/generals';
import type { Dice, RuleViolation } from '@pratzen/engine';
import { centreBehind, firstMet } from '@pratzen/rulesets/freeform-kit';
import { filesTouching } from '../attack/contact';
import { isShaken } from '../attack/steady';
import type { AtwEvent, CombatResult } from '../events';
import { unitRing } from '../footprint';
import type { AtwState, Engagement, UnitState } from '../state';
import { refuse } from '../violations';
import { type CombatContext, combatPoints, hasDefensiveFire, scoreToHit } from './points';
import { splitDice, strikingDice } from './strikers';
import { applyUnitHit, hitEvent } from '../damage/hits';
import { orderRetreat } from '../retreat/retreat';
import { awayFrom, splitDifference } from '../retreat/retreat-search';
import { screenCombatEvents } from '../screen/screen-combat';
import { frontRankOnly } from './reinforce';
import { breakthroughOffers } from './breakthrough';
import { combatTurnOf } from './combat-turn';

/** 17.8: the dice of a reinforcing unit: its front rank's files behind its friend, with 17.2's overlap. */
const reinforcingDice = (u: UnitState, touching: readonly number[], vsCavalry: boolean): number =>
  touching.length === 0 ? 0 : strikingDice(frontRankOnly(u), touching, 0, vsCavalry);

/**
 * 10-5a, 17: one round of close combat for every engagement not yet fought this turn — each
 * unit's dice (17.2) divided over its opponents, CP per pair (17.7), every die shown — then each
 * unit's result: lost (17.5), held, or for guns shattered / drove off (17.6); two hits or more
 * disorder (17.4). An engagement with a loser ends; the others continue next turn.
 */

const WOODS = new Set(['woods-open', 'woods-dense']);

const unfoughtIn = (s: AtwState): Engagement[] => s.engagements.filter((e) => e.foughtIn < s.turn);

/** 10-5a: the combat phase may not end while an engagement has not fought its round. */
export function unfought(s: AtwState): RuleViolation | null {
  if (s.phase !== 'combat' || unfoughtIn(s).length === 0) return null;
  return refuse(
    'COMBAT_PENDING',
    '10-5a',
    'every engaged unit fights a round first (FightCombats)',
  );
}

/** 19.7, 17.7: the cover a garrison's block gives in combat (typical blocks: hard). */
function coverOf(s: AtwState, d: UnitState): 'none' | 'soft' | 'hard' {
  if (d.block === null) return 'none';
  const block = s.table.features.find((f) => f.id === d.block);
  const cover = (block?.properties.cover as { combat?: unknown } | undefined)?.combat;
  return cover === 'soft' || cover === 'none' ? cover : 'hard';
}

/** 17.6-4/5/6: guns limbered, under a true flank/rear attack or shaken are shattered on contact. */
const gunsOverrun = (s: AtwState, u: UnitState): boolean =>
  u.arm === 'artillery' &&
  (u.formation === 'limbered' ||
    isShaken(u) ||
    s.engagements.some((e) => e.defenderId === u.id && e.trueFlank));

/** 14.3: two attackers flush on opposite faces bookend the defender. */
const bookended = (against: readonly Engagement[]): boolean => {
  const faces = new Set(against.map((e) => e.face));
  return (faces.has('front') && faces.has('rear')) || (faces.has('left') && faces.has('right'));
};

interface Side {
  readonly unit: UnitState;
  readonly opponent: UnitState;
  readonly context: CombatContext;
}

export function decideFight(s: AtwState, dice: Dice): AtwEvent[] | RuleViolation {
  if (s.phase !== 'combat')
    return refuse(
      'WRONG_PHASE',
      '10-5a',
      `combats are fought in the combat phase (now ${s.phase})`,
    );
  const fights = unfoughtIn(s);
  if (fights.length === 0) return refuse('NO_COMBAT', '10-5a', 'no engagement awaits its round');
  const byId = new Map(s.units.map((u) => [u.id, u]));
  const ring = (u: UnitState) => unitRing(s.table, u);
  const woods = s.table.features.filter((f) => WOODS.has(f.terrain));
  const inWoods = (u: UnitState) => firstMet(ring(u), woods) !== undefined;

  // 17.2: each unit's dice, divided over its opponents in the order they engaged
  const share = new Map<string, number>();
  for (const u of s.units) {
    const mine = fights.filter((e) => e.attackerId === u.id || e.defenderId === u.id);
    if (mine.length === 0) continue;
    const opponents = mine.map((e) =>
      byId.get(e.attackerId === u.id ? e.defenderId : e.attackerId)!,
    );
    const touching = [
      ...new Set(opponents.flatMap((o) => (u.block === null ? filesTouching(u, ring(o)) : []))),
    ];
    const enemyFiles = Math.max(
      0,
      ...opponents.map((o) => (o.block === null ? filesTouching(o, ring(u)).length : 0)),
    );
    // 17.8: a reinforcing unit strikes with its front rank, its files behind the friend counting as in contact
    const behind = mine.find((e) => e.attackerId === u.id && e.behind !== undefined)?.behind;
    const friend = behind === undefined ? undefined : byId.get(behind);
    const vsCavalry = opponents.some((o) => o.arm === 'cavalry');
    const total = gunsOverrun(s, u)
      ? 0
      : behind !== undefined
        ? reinforcingDice(u, friend === undefined ? [] : filesTouching(u, ring(friend)), vsCavalry)
        : strikingDice(u, touching, enemyFiles, vsCavalry);
    const split = splitDice(
      total,
      mine.map((e) => e.defenderId === u.id && e.trueFlank),
    );
    mine.forEach((e, i) =>
      share.set(`${u.id}>${e.attackerId === u.id ? e.defenderId : e.attackerId}`, split[i]!),
    );
  }

  const flankedOf = (u: UnitState): boolean =>
    fights.some(
      (e) => (e.defenderId === u.id && e.trueFlank) || (e.attackerId === u.id && e.attackerFlanked),
    );
  const events: AtwEvent[] = [];
  const suffered = new Map<string, number>();
  const inflicted = new Map<string, number>();
  const add = (m: Map<string, number>, id: string, n: number) => m.set(id, (m.get(id) ?? 0) + n);
  for (const e of fights) {
    const a = byId.get(e.attackerId)!;
    const d = byId.get(e.defenderId)!;
    const att: Side = {
      unit: a,
      opponent: d,
      context: {
        defensiveFire: false,
        flanked: flankedOf(a),
        attackingCover: coverOf(s, d),
        woods: inWoods(a) || inWoods(d),
        // 7.1-2: a general attached gives +1 CP
        general: generalWith(s, a.id) !== undefined,
      },
    };
    const def: Side = {
      unit: d,
      opponent: a,
      context: {
        defensiveFire: hasDefensiveFire(d, e),
        flanked: flankedOf(d),
        attackingCover: 'none',
        woods: inWoods(d),
        general: generalWith(s, d.id) !== undefined,
      },
    };
    const aCP = combatPoints(att.unit, att.opponent, att.context);
    const dCP = combatPoints(def.unit, def.opponent, def.context);
    const aNeeds = scoreToHit(aCP - dCP);
    const dNeeds = scoreToHit(dCP - aCP);
    const roll = (n: number) => Array.from({ length: n }, () => dice.roll('17.7 close combat'));
    const aRolls = roll(share.get(`${a.id}>${d.id}`) ?? 0);
    const dRolls = roll(share.get(`${d.id}>${a.id}`) ?? 0);
    const onD = aRolls.filter((r) => r >= aNeeds).length;
    const onA = dRolls.filter((r) => r >= dNeeds).length;
    add(suffered, d.id, onD);
    add(inflicted, a.id, onD);
    add(suffered, a.id, onA);
    add(inflicted, d.id, onA);
    events.push({
      type: 'CombatRoundFought',
      attackerId: a.id,
      defenderId: d.id,
      attackerCP: aCP,
      defenderCP: dCP,
      attackerNeeds: aNeeds,
      defenderNeeds: dNeeds,
      attackerRolls: aRolls,
      defenderRolls: dRolls,
      hitsOnAttacker: onA,
      hitsOnDefender: onD,
      rule: '17',
    });
  }

  // per unit: its damage hits (8, 17.7), its result (17.4–17.6), a loser's rout hits (8.2; its
  // retreat move, 15, is atw-A's and not wired yet)
  const results = new Map<string, CombatResult['result']>();
  for (const u of s.units) {
    if (!suffered.has(u.id)) continue;
    const took = suffered.get(u.id)!;
    const gave = inflicted.get(u.id) ?? 0;
    let result: CombatResult['result'];
    let hits = took;
    let rule = '17.5';
    if (u.arm === 'artillery') {
      rule = gunsOverrun(s, u) ? '17.6-4' : '17.6';
      // 17.6-3: guns inflicting more cancel every hit they took; else they are overrun (17.6-2)
      if (!gunsOverrun(s, u) && gave > took) {
        result = 'drove-off';
        hits = 0;
      } else result = 'shattered';
    } else result = took > gave ? 'lost' : 'held';
    results.set(u.id, result);
    const hit = hits > 0 && result !== 'shattered' ? hitEvent(u, hits, 'damage', '17.7') : null;
    if (hit !== null) events.push(hit);
    // 17.4: two or more combat hits in the turn (a second round: 17.9); 9.2-x: skirmishers and
    // artillery are never disordered
    const disordered =
      hits + combatTurnOf(s, u).hits >= 2 && u.arm !== 'artillery' && u.formation !== 'skirmish';
    events.push({
      type: 'CombatResult',
      unitId: u.id,
      suffered: hits,
      inflicted: gave,
      result,
      disorder: disordered ? 'disordered' : 'none',
      rule,
    });
    const now = hit === null ? u : applyUnitHit(u, hit);
    // 13.4.1: a screen against enemy skirmishers neither retreats nor takes rout hits
    const screened = screenCombatEvents(
      s,
      u,
      now,
      result,
      fights
        .filter((e) => e.attackerId === u.id || e.defenderId === u.id)
        .map((e) => byId.get(e.attackerId === u.id ? e.defenderId : e.attackerId)!),
      (o) => (suffered.get(o.id) ?? 0) > (inflicted.get(o.id) ?? 0),
    );
    if (screened !== null) {
      events.push(...screened);
      continue;
    }
    if (result !== 'lost' || now.morale === 'shattered') continue;
    const mine = fights.filter((e) => e.attackerId === u.id || e.defenderId === u.id);
    const opponents = mine.map((e) =>
      byId.get(e.attackerId === u.id ? e.defenderId : e.attackerId)!,
    );
    // 17.5, 15.1: the loser retreats directly away from its attackers (the middle of their
    // directions), shaken; its rout hits (8.2) follow the retreat
    const away = splitDifference(
      opponents.map((o) => awayFrom(centreBehind(o, o.depth), centreBehind(u, u.depth))),
    );
    events.push(
      ...orderRetreat(s, u.id, away, '17.5', {
        lostCombatTo: opponents.some((o) => o.arm === 'cavalry') ? 'cavalry' : 'infantry',
        flankOrBookended: flankedOf(u) || bookended(mine.filter((e) => e.defenderId === u.id)),
      }),
    );
  }
  // 17.9 (optional): cavalry whose every opponent was ordered to retreat may break through
  const opponentsOf = new Map<string, string[]>();
  for (const e of fights) {
    opponentsOf.set(e.attackerId, [...(opponentsOf.get(e.attackerId) ?? []), e.defenderId]);
    opponentsOf.set(e.defenderId, [...(opponentsOf.get(e.defenderId) ?? []), e.attackerId]);
  }
  const offers = breakthroughOffers(s, events, opponentsOf);
  for (const e of fights) {
    const over = [e.attackerId, e.defenderId].some(
      (id) => results.get(id) === 'lost' || results.get(id) === 'shattered',
    );
    if (over)
      events.push({
        type: 'EngagementEnded',
        attackerId: e.attackerId,
        defenderId: e.defenderId,
        rule: '17.5',
      });
  }
  return [...events, ...offers];
}
