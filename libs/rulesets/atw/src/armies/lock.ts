import { type RuleViolation, type SetupProblem, isViolation } from '@pratzen/engine';
import { within } from '@pratzen/geometry';
import {
  lockChoice,
  mayLock,
  othersLocked,
  placeEach,
  revealChoices,
} from '@pratzen/rulesets/freeform-kit';
import { priceSide } from '../army/setup-armies';
import { unitRing } from '../footprint';
import { placeGenerals } from '../generals/setup';
import { type Placement, groundProblems, place } from '../placement';
import type { AtwState, AtwTable, UnitState } from '../state';
import { SIDES, type Side } from '../vocabulary';
import { refuse } from '../violations';
import type {
  ArmiesRevealed,
  ArmyChoice,
  ArmyEvent,
  ArmyLocked,
  ListGeneral,
  ListUnit,
  LockArmy,
  LockedArmy,
} from './types';

/**
 * 20, hidden army lists (README "Hidden army lists"): `LockArmy` checks a side's list as the
 * set-up checks a custom position (each unit set down once, on the table, in its side's
 * deployment zone, out of impassable ground, overlapping no friend; its generals; its price
 * within the points limit) and locks it; the second lock reveals both lists and sets them down.
 */

/** The most units and generals one list may hold (a bound on the work one command asks). */
export const MAX_LIST_UNITS = 60;
export const MAX_LIST_GENERALS = 10;

/** Each side's ids begin so (the scenario's convention): two hidden lists can never share one. */
export const ID_PREFIX: Readonly<Record<Side, string>> = { allied: 'al-', french: 'fr-' };

/** The armies are still being chosen (nothing else may be done meanwhile). */
export const choosingArmies = (state: AtwState): boolean =>
  state.armyChoice !== undefined && !state.armyChoice.lists.revealed;

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The list's members with their side set, or the first problem of a member's side or id. */
function ownMembers(
  side: Side,
  list: unknown,
  member: 'units' | 'generals',
  problems: SetupProblem[],
): Record<string, unknown>[] {
  if (!Array.isArray(list)) return [];
  return list.map((m: unknown, i) => {
    const path = `/${member}/${i}`;
    if (!isRecord(m)) {
      problems.push({ code: 'INVALID_ARMY', path, message: 'an object', rule: '20' });
      return {};
    }
    if (m['side'] !== undefined && m['side'] !== side)
      problems.push({
        code: 'WRONG_SIDE',
        path: `${path}/side`,
        message: `a ${side} list holds ${side} troops only`,
        rule: '20',
      });
    const id = m['id'];
    if (typeof id !== 'string' || !id.startsWith(ID_PREFIX[side]))
      problems.push({
        code: 'ARMY_ID_PREFIX',
        path: `${path}/id`,
        message: `${side} ids begin with "${ID_PREFIX[side]}"`,
        rule: '20',
      });
    return { ...m, side };
  });
}

/** The list set down and priced, or its problems (the first is the refusal's code). */
export function checkList(
  state: AtwState,
  choice: ArmyChoice,
  side: Side,
  command: Pick<LockArmy, 'units' | 'generals'>,
): LockedArmy | RuleViolation {
  const rawGenerals = command.generals ?? [];
  if (!Array.isArray(command.units) || command.units.length < 1)
    return refuse('ARMY_EMPTY', '20', 'a list holds at least one unit');
  if (command.units.length > MAX_LIST_UNITS || !Array.isArray(rawGenerals))
    return refuse('INVALID_ARMY', '20', `a list holds 1 to ${MAX_LIST_UNITS} units`);
  if (rawGenerals.length > MAX_LIST_GENERALS)
    return refuse('INVALID_ARMY', '20', `a list holds at most ${MAX_LIST_GENERALS} generals`);
  const problems: SetupProblem[] = [];
  const units = ownMembers(side, command.units, 'units', problems);
  const generals = ownMembers(side, rawGenerals, 'generals', problems);
  const zone = choice.zones[side];
  let total = 0;
  if (problems.length === 0) {
    const placed = placeEach(
      units,
      (p, i, pr) => place(p as unknown as Placement, i, state.table, pr),
      problems,
    );
    placed.forEach((u) => {
      if (!within(unitRing(state.table, u), zone))
        problems.push({
          code: 'OUTSIDE_DEPLOYMENT_ZONE',
          path: `/units/${units.findIndex((p) => p['id'] === u.id)}`,
          message: `${u.id} is not wholly in the ${side} deployment zone`,
          rule: '20',
        });
    });
    groundProblems(placed, state.table, problems);
    const heads = placeGenerals(generals, placed, state.table, problems);
    heads.forEach((g, i) => {
      if (g.attachedTo === null && !within([g], zone))
        problems.push({
          code: 'OUTSIDE_DEPLOYMENT_ZONE',
          path: `/generals/${i}`,
          message: `${g.id} is not in the ${side} deployment zone`,
          rule: '20',
        });
    });
    if (problems.length === 0) {
      const limit = choice.pointsLimit;
      const price = priceSide({ units, pointsLimit: limit }, side, generals, rules(state), limit);
      problems.push(...price.problems);
      total = price.total;
    }
  }
  const first = problems[0];
  if (first !== undefined)
    return refuse(first.code, first.rule ?? '20', `${first.path ?? ''}: ${first.message}`, {
      problems,
    });
  return { units, generals, points: total };
}

const rules = (state: AtwState): readonly string[] => state.optionalRules ?? [];

/** 20: `LockArmy` decided: the lock, and with the second lock both lists revealed. */
export function decideLockArmy(state: AtwState, command: LockArmy): ArmyEvent[] | RuleViolation {
  const choice = state.armyChoice;
  if (choice === undefined || choice.lists.revealed)
    return refuse('NOT_CHOOSING_ARMIES', '20', 'this game is not choosing its armies');
  const side = command.side;
  if (!(SIDES as readonly unknown[]).includes(side))
    return refuse('INVALID_SIDE', '20', `side is one of ${SIDES.join(', ')}`);
  if (!mayLock(choice.lists, side))
    return refuse('ARMY_LOCKED', '20', `the ${side} list is locked: a locked list is final`);
  const list = checkList(state, choice, side, command);
  if (isViolation(list)) return list;
  const locked: ArmyLocked = { type: 'ArmyLocked', side, ...list, rule: '20' };
  if (!othersLocked(choice.lists, side)) return [locked];
  const all = { ...choice.lists.locked, [side]: list } as Record<Side, LockedArmy>;
  const revealed: ArmiesRevealed = {
    type: 'ArmiesRevealed',
    armies: { allied: all.allied, french: all.french },
    rule: '20',
  };
  return [locked, revealed];
}

/** Both lists' units and generals set down (checked when locked; zones apart: no overlap). */
function deploy(table: AtwTable, armies: Readonly<Record<Side, LockedArmy>>) {
  const ignored: SetupProblem[] = [];
  const lists = SIDES.map((s) => armies[s]);
  const units: UnitState[] = placeEach(
    lists.flatMap((l) => l.units as readonly ListUnit[]),
    (p, i, pr) => place(p as unknown as Placement, i, table, pr),
    ignored,
  );
  const generals = placeGenerals(
    lists.flatMap((l) => l.generals as readonly ListGeneral[]),
    units,
    table,
    ignored,
  );
  return { units, generals, commanded: generals.length > 0 };
}

/** Folds the armies' events (pure and total: an event of another game's kind changes nothing). */
export function evolveArmies(state: AtwState, event: ArmyEvent): AtwState {
  const choice = state.armyChoice;
  if (choice === undefined) return state;
  if (event.type === 'ArmyLocked') {
    const { units, generals, points } = event;
    const lists = lockChoice(choice.lists, event.side, { units, generals, points: points ?? 0 });
    return { ...state, armyChoice: { ...choice, lists } };
  }
  const lists = revealChoices(
    SIDES.reduce((l, s) => lockChoice(l, s, event.armies[s]), choice.lists),
  );
  return { ...state, ...deploy(state.table, event.armies), armyChoice: { ...choice, lists } };
}
