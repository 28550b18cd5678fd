/**
 * Section 11: rallying from shaken, in the active side's rally phase (10-1a). API:
 * `rallyNeed(state, unit)` → the score to pass after modifiers (data/morale.json `rally`), and
 * `decideRally(state, command, dice)` → `RallyTested` (the die, the need, the result) and, when it
 * passes, `UnitRecovered` (good again). One test per unit per turn.
 *
 * Modifiers played: −2 when an enemy able to attack it (README I-12, morale/threat.ts) is near.
 * +1 with a general attached (7.1-2). Not played yet: −1 irregular skirmishers in the open (18: no
 * irregulars yet). The same test serves 12.3 and 14.2.1 (not played here).
 */
import type { Decision, Dice } from '@pratzen/engine';
import moraleJson from '../../data/morale.json';
import type { Rally } from '../commands';
import type { AtwEvent, RallyTested } from '../events';
import { threatsTo } from '../morale/threat';
import { activeSide } from '../sequence/turn';
import type { AtwState, UnitState } from '../state';
import type { Grade } from '../vocabulary';
import { refuse } from '../violations';
import { generalWith } from '../generals/generals';

const SCORE = moraleJson.rally.scoreToPass as Readonly<Record<Grade, number>>;
const THREAT = moraleJson.rally.modifiers[0]!.value;
/** 7.1-2, 11: a general attached, +1 (data/morale.json). */
const GENERAL = moraleJson.rally.modifiers.find((m) => m.when === 'general attached')!.value;

/** 11: the score the die must reach (modifiers subtracted from the need, I-1). */
export const rallyNeed = (state: AtwState, u: UnitState): number =>
  SCORE[u.grade] -
  (threatsTo(state, u).length > 0 ? THREAT : 0) -
  // 7.1-2: a general attached adds 1 to the die
  (generalWith(state, u.id) !== undefined ? GENERAL : 0);

/** Which shaken units of the active side may test now. */
export const mayRally = (state: AtwState, u: UnitState): boolean =>
  state.phase === 'rally' &&
  u.side === activeSide(state) &&
  u.morale === 'shaken' &&
  !u.rallyTested;

export function decideRally(state: AtwState, c: Rally, dice: Dice): Decision<AtwEvent> {
  const u = state.units.find((x) => x.id === c.unitId);
  if (u === undefined)
    return { ok: false, violation: refuse('UNKNOWN_UNIT', null, `no unit ${String(c.unitId)}`) };
  if (!mayRally(state, u))
    return {
      ok: false,
      violation: refuse(
        'MAY_NOT_RALLY',
        '11',
        `only a shaken unit of the active side tests, once, in the rally phase`,
      ),
    };
  const need = rallyNeed(state, u);
  const roll = dice.roll('11 rally', 6);
  const passed = roll >= need;
  const tested: RallyTested = {
    type: 'RallyTested',
    unitId: u.id,
    roll,
    need,
    result: passed ? 'rallied' : 'shaken',
    rule: '11',
  };
  return {
    ok: true,
    events: passed ? [tested, { type: 'UnitRecovered', unitId: u.id, rule: '11' }] : [tested],
  };
}
