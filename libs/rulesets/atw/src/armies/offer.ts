import { type LegalAction, type Viewer, isViolation } from '@pratzen/engine';
import { mayLock } from '@pratzen/rulesets/freeform-kit';
import type { AtwState } from '../state';
import { SIDES, type Side } from '../vocabulary';
import { ID_PREFIX, MAX_LIST_UNITS, checkList } from './lock';
import type { ArmyChoice, ListUnit, LockArmy } from './types';

/**
 * 20, the armies chosen in play: a list is the player's to build (the army builder), but a
 * seat — a bot's above all — must be able to lock one without building it. So each side still to
 * lock is offered a few ready-made lists (`LockArmy` actions), built only from what is public
 * (the points limit, its own deployment zone, the table) and each checked by `checkList`, the
 * very code `LockArmy` is decided by, so every list offered is accepted as it is:
 * - `line`: grade C line battalions of 24 figures in column (106 points each), in rows across
 *   the zone from its edge nearest the enemy, and a general attached to the first;
 * - `guns`: the same with a medium foot battery (2 guns, 8 gunners: 244 points) first.
 * Each list adds battalions while the price stays within the limit and a place in the zone
 * takes one (a place refused — off the table, impassable ground, overlapping — is skipped).
 * Shown only to the side's own seat, which alone may send it; nobody else is offered anything.
 * These are our reconstruction of "a sensible army", not a published list.
 */

export const GENERAL_NAME: Readonly<Record<Side, string>> = {
  allied: 'Allied commander',
  french: 'French commander',
};

/** Grid spacing of the places tried, in inches (a column of 24 is about 3" wide, 5" deep). */
const ACROSS = 6;
const DEEP = 8;
const BATTALION_POINTS = 106;
const GENERAL_POINTS = 100;

const inches = (ticks: number): number => Math.round(ticks / 10) / 100;

const battalion = (id: string, x: number, y: number, facing: number): ListUnit => ({
  id,
  type: 'line-infantry',
  grade: 'C',
  figures: 24,
  formation: 'column',
  files: 4,
  position: { x, y },
  facing,
});

const battery = (id: string, x: number, y: number, facing: number): ListUnit => ({
  id,
  type: 'medium-artillery',
  grade: 'C',
  gunModels: 2,
  gunners: 8,
  formation: 'unlimbered',
  position: { x, y },
  facing,
});

/** The places tried in `side`'s zone, front rows first, and the facing toward the enemy's zone. */
function places(
  choice: ArmyChoice,
  side: Side,
): { at: { x: number; y: number }[]; facing: number } {
  const own = choice.zones[side];
  const other = choice.zones[side === 'allied' ? 'french' : 'allied'];
  const [x0, y0, x1, y1] = [own.minX, own.minY, own.maxX, own.maxY].map(inches) as number[];
  const dx = (other.minX + other.maxX) / 2 - (own.minX + own.maxX) / 2;
  const dy = (other.minY + other.maxY) / 2 - (own.minY + own.maxY) / 2;
  const northSouth = Math.abs(dy) >= Math.abs(dx);
  // degrees on the wire, clockwise from the table's north (+y)
  const facing = northSouth ? (dy > 0 ? 0 : 180) : dx > 0 ? 90 : 270;
  const at: { x: number; y: number }[] = [];
  const span = (a: number, b: number, step: number) => {
    const out: number[] = [];
    for (let v = a + step / 2; v <= b - step / 2 + 1e-9; v += step)
      out.push(Math.round(v * 10) / 10);
    const mid = (a + b) / 2;
    return out.sort((p, q) => Math.abs(p - mid) - Math.abs(q - mid) || p - q); // the middle first
  };
  if (northSouth) {
    const rows = span(y0!, y1!, DEEP).sort((p, q) => (dy > 0 ? q - p : p - q)); // nearest the enemy first
    for (const y of rows) for (const x of span(x0!, x1!, ACROSS)) at.push({ x, y });
  } else {
    const cols = span(x0!, x1!, DEEP).sort((p, q) => (dx > 0 ? q - p : p - q));
    for (const x of cols) for (const y of span(y0!, y1!, ACROSS)) at.push({ x, y });
  }
  return { at, facing };
}

/** A list of `side` as `kind` builds it, or null when not even one unit fits. */
function buildList(
  state: AtwState,
  choice: ArmyChoice,
  side: Side,
  kind: 'line' | 'guns',
): Pick<LockArmy, 'units' | 'generals'> | null {
  const { at, facing } = places(choice, side);
  const units: ListUnit[] = [];
  const id = (n: number) => `${ID_PREFIX[side]}${kind}-${n}`;
  const general = (first: ListUnit) => [
    { id: `${ID_PREFIX[side]}general`, name: GENERAL_NAME[side], attachedTo: first['id'] },
  ];
  const fits = (list: ListUnit[]) =>
    !isViolation(checkList(state, choice, side, { units: list, generals: general(list[0]!) }));
  let spent = GENERAL_POINTS;
  let wantGuns = kind === 'guns';
  for (const p of at) {
    if (units.length >= MAX_LIST_UNITS) break;
    const unit = wantGuns
      ? battery(id(units.length + 1), p.x, p.y, facing)
      : battalion(id(units.length + 1), p.x, p.y, facing);
    const price = wantGuns ? 244 : BATTALION_POINTS;
    if (spent + price > choice.pointsLimit) {
      if (wantGuns) {
        wantGuns = false;
        continue;
      }
      break;
    }
    if (fits([...units, unit])) {
      units.push(unit);
      spent += price;
      wantGuns = false;
    }
  }
  if (units.length === 0 || (kind === 'guns' && units[0]?.['type'] !== 'medium-artillery'))
    return null;
  return { units, generals: general(units[0]!) };
}

/** The ready-made lists offered to `viewer` (its own side, while it has not locked). */
export function offeredLists(state: AtwState, viewer: Viewer): LegalAction<LockArmy>[] {
  const choice = state.armyChoice;
  if (choice === undefined || viewer.kind !== 'side') return [];
  const side = SIDES.find((s) => s === viewer.side);
  if (side === undefined || !mayLock(choice.lists, side)) return [];
  const offered: LegalAction<LockArmy>[] = [];
  for (const kind of ['line', 'guns'] as const) {
    const list = buildList(state, choice, side, kind);
    if (list !== null) offered.push({ command: { type: 'LockArmy', side, ...list }, rule: '20' });
  }
  return offered;
}
