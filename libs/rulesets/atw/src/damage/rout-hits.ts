/**
 * 8.2: the rout-hits test, after a failed fire test (16.10), a lost combat round (17.5) or a
 * voluntary retreat (15.2), once the retreat move is made. API:
 *
 * - `routModifier(unit, why)` → the modifiers of the table that apply, each with its reason;
 * - `routHitsFor(score)` → the hits the modified score gives (data/morale.json `routHits.table`);
 * - `routHitsEvents(unit, why, dice)` → `RoutHitsRolled` (the die, the modifier, the score, the
 *   hits) and, when the score gives any, the `UnitHit` of kind `rout` (hits.ts).
 *
 * The die is the engine's dice port (purpose `8.2 rout hits`), written into the event.
 */
import type { Dice } from '@pratzen/engine';
import moraleJson from '../../data/morale.json';
import type { RoutHitsRolled, UnitHit } from '../events';
import type { UnitState } from '../state';
import type { Arm, Grade } from '../vocabulary';
import { hitEvent } from './hits';

/** Why the unit tests (the caller knows; 8.2's rows). */
export interface RoutCause {
  /** 15.2: a voluntary retreat (+2). */
  readonly voluntary?: boolean;
  /** 17.5: it lost a combat round to a unit of this arm (infantry to cavalry −4, else −2). */
  readonly lostCombatTo?: Arm;
  /** 14.3: it was under a true flank/rear attack or bookended (−2). */
  readonly flankOrBookended?: boolean;
  /** 7.1-2: a general is attached to it (+2). */
  readonly generalAttached?: boolean;
}

const ROWS = moraleJson.routHits.modifiers;
const BY_GRADE = ROWS[0]!.byGrade as Readonly<Record<Grade, number>>;
const value = (i: number): number => ROWS[i]!.value!;

/** The modifiers of 8.2 that apply to `u` for `why`, each with its row. */
export function routModifiers(
  u: Pick<UnitState, 'grade' | 'arm' | 'shakenAtStart'>,
  why: RoutCause,
): { readonly reason: string; readonly value: number }[] {
  const out = [{ reason: `grade ${u.grade}`, value: BY_GRADE[u.grade] }];
  if (why.generalAttached === true) out.push({ reason: ROWS[1]!.when, value: value(1) });
  if (why.voluntary === true) out.push({ reason: ROWS[2]!.when, value: value(2) });
  if (u.shakenAtStart) out.push({ reason: ROWS[3]!.when, value: value(3) });
  if (why.lostCombatTo !== undefined) {
    const row = u.arm === 'infantry' && why.lostCombatTo === 'cavalry' ? 4 : 5;
    out.push({ reason: ROWS[row]!.when, value: value(row) });
  }
  if (why.flankOrBookended === true) out.push({ reason: ROWS[6]!.when, value: value(6) });
  return out;
}

/** 8.2: the rout hits a modified score gives. */
export function routHitsFor(score: number): number {
  for (const row of moraleJson.routHits.table) {
    if ((row.min === null || score >= row.min) && (row.max === null || score <= row.max))
      return row.hits;
  }
  /* c8 ignore next */
  throw new RangeError(`no rout-hits row for ${score}`);
}

/** 8.2: roll the test for `u` (after its retreat) and take the hits. */
export function routHitsEvents(
  u: UnitState,
  why: RoutCause,
  dice: Dice,
): [RoutHitsRolled] | [RoutHitsRolled, UnitHit] {
  const roll = dice.roll('8.2 rout hits', 6);
  const modifier = routModifiers(u, why).reduce((sum, m) => sum + m.value, 0);
  const score = roll + modifier;
  const hits = routHitsFor(score);
  const rolled: RoutHitsRolled = {
    type: 'RoutHitsRolled',
    unitId: u.id,
    roll,
    modifier,
    score,
    hits,
    rule: '8.2',
  };
  return hits === 0 ? [rolled] : [rolled, hitEvent(u, hits, 'rout', '8.2')];
}
