/**
 * 27.3–27.6: the tactical order of each NP unit, from its group's force ratio, the attitude and,
 * where a box of the table holds two orders, the bot's decision die; 27.5's persistence kept in an
 * order book the bot carries from one decision to the next.
 */
import type { Dice } from '@pratzen/engine';
import { withinDistance } from '@pratzen/geometry';
import { U } from '../data/catalogue';
import table from './data/tactical-orders.json';
import {
  type Attitude,
  ODDS,
  type Odds,
  attitudeOf,
  groupsOf,
  oddsOf,
  opposing,
  strengthOf,
} from './groups';
import type { NpUnit, NpView } from './read';

/** combat: bayonet assault; fire: musketry (static fire line) or artillery fire; charge; flank; back. */
export type Order = 'combat' | 'fire' | 'charge' | 'flank' | 'back';

export interface OrderEntry {
  readonly order: Order;
  /** The rule or table row, and the die if one was rolled. */
  readonly reason: string;
  /** The game turn the order was given. */
  readonly turn: number;
}

/** 27.5: what the NP remembers between decisions (unit id → its order). */
export type OrderBook = ReadonlyMap<string, OrderEntry>;

type Box = readonly [string] | readonly [string, number, string];
type Row = 'infantry' | 'cavalry' | 'artillery';

const TABLES = table.tables as unknown as Record<Attitude, Record<Row, readonly Box[]>>;

/** 27.5: orders kept until carried out (bayonet, charge — "loading" in the text — and flank). */
const KEPT: readonly Order[] = ['combat', 'charge', 'flank'];
/** 27.5: an artillery fire order holds until every enemy is 6 UM or more away. */
export const ARTILLERY_RELEASE = 6 * U;

/**
 * 27's table, one box: the order, and the die if the box holds two (die ≤ split: the first).
 * `die` is rolled only when needed.
 */
export function tableOrder(
  attitude: Attitude,
  row: Row,
  odds: Odds,
  die: () => number,
): { order: Order; reason: string } {
  const box = TABLES[attitude][row][ODDS.indexOf(odds)]!;
  const base = `27 ${attitude} ${odds} ${row}`;
  if (box.length === 1) return { order: box[0] as Order, reason: `${base}: ${box[0]}` };
  const [first, split, second] = box;
  const d = die();
  const order = (d <= split ? first : second) as Order;
  return { order, reason: `${base} die ${d}: ${order}` };
}

const rowOf = (u: NpUnit): Row | null =>
  u.kind === 'infantry' || u.kind === 'cavalry' || u.kind === 'artillery' ? u.kind : null;

/** Whether an entry of the book still holds now (27.5). */
function stillHolds(e: OrderEntry, u: NpUnit, v: NpView): boolean {
  if (KEPT.includes(e.order)) {
    // carried out: the unit is attacking (a combat declared or going on)
    return !v.combats.some((c) => c.attackers.includes(u.id));
  }
  if (e.order === 'fire' && u.kind === 'artillery')
    return v.enemy.some((x) => withinDistance(u.at, x.at, ARTILLERY_RELEASE - 1));
  // static fire line and back: checked again each turn
  return e.turn === v.turn;
}

export interface Orders {
  readonly book: OrderBook;
  /** Units whose group faces no enemy within 4 UM have no tactical order (28 moves them). */
  readonly of: (unitId: string) => OrderEntry | undefined;
}

/**
 * Orders for every NP unit now: kept ones from `book` (27.5), else the group's box of the table,
 * one die per group and unit type where the box needs it (27.5).
 */
export function assignOrders(v: NpView, book: OrderBook, rng: Dice): Orders {
  const next = new Map<string, OrderEntry>();
  const attitude = attitudeOf(v);
  for (const group of groupsOf(v.own)) {
    const enemy = opposing(group, v.enemy);
    if (enemy.length === 0) continue;
    const odds = oddsOf(strengthOf(group), strengthOf(enemy));
    const rolled = new Map<Row, { order: Order; reason: string }>();
    for (const u of group) {
      const row = rowOf(u);
      if (row === null) continue;
      const kept = book.get(u.id);
      if (kept !== undefined && stillHolds(kept, u, v)) {
        next.set(u.id, kept);
        continue;
      }
      let pick = rolled.get(row);
      if (pick === undefined) {
        pick = tableOrder(attitude, row, odds, () => rng.roll(`27.5 ${row} order`));
        rolled.set(row, pick);
      }
      next.set(u.id, { ...pick, turn: v.turn });
    }
  }
  return { book: next, of: (id) => next.get(id) };
}
