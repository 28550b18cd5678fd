import { scriptedDice } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { Direction } from '@pratzen/hex';
import type { SpiCommand } from '../../commands';
import { BOARD } from '../../data/board';
import { decide } from '../../decide';
import type { SpiEvent } from '../../events';
import { spi1980 } from '../../ruleset';
import { positionState, type CustomPosition } from '../../setup';
import type { SpiState } from '../../state';
import { findHex, isOpenAround, isPlainSide, toward } from '../../testing/board-fixtures';
import type { Side } from '../../vocabulary';
import type { AttackCommand } from '../combat-commands';
import { previewAttack } from '../preview';

/**
 * Test helpers for the combat specs: positions in the Combat Phase, hexes found on the map by
 * what they hold (never a hard-coded label of the reconstructed map), and fixed dice.
 */

export type Placement = CustomPosition['units'][number];

/** A position in the Combat Phase of `side` (French by default) on turn 4 (no fog). */
export function combatState(
  units: readonly Placement[],
  opts: { turn?: number; side?: Side; optionalRules?: readonly string[] } = {},
): SpiState {
  return positionState(
    { turn: opts.turn ?? 4, phase: 'combat', activeSide: opts.side ?? 'french', units },
    opts.optionalRules ?? [],
  );
}

/**
 * An Attack command. `extra` (charges, moraleUnit, lowerOddsTo) is not type-checked: specs also send
 * what the rules refuse (a column off the table).
 */
export const attack = (
  attackers: string[],
  defenders: string[],
  extra: object = {},
): AttackCommand => ({ type: 'Attack', attackers, defenders, ...extra });

/** given/when/then on the whole ruleset (its dispatcher routes combat commands here). */
export const play = (state: SpiState, command: SpiCommand, dice: readonly number[] = []) =>
  given(spi1980, state).when(command, dice);

/** Decide and fold, throwing on a violation: for walking through a resolution. */
export function step(
  state: SpiState,
  command: SpiCommand,
  dice: readonly number[] = [],
): { state: SpiState; events: readonly SpiEvent[] } {
  const d = decide(state, command, scriptedDice(dice));
  if (!d.ok) throw new Error(`${command.type} refused: ${d.violation.code} ${d.violation.message}`);
  return { state: d.events.reduce(spi1980.evolve, state), events: d.events };
}

/** A clear hex whose surroundings up to `radius` are clear with plain hexsides. */
export const field = (radius = 3): string =>
  findHex((h) => isOpenAround(h.label, radius), `an open field of radius ${radius}`);

/** The hex `n` steps from `hex` toward `dir`. */
export const at = (hex: string, dir: Direction, n = 1): string => toward(hex, dir, n);

export const neighborsOf = (hex: string): readonly string[] => BOARD.neighbors.get(hex) ?? [];

/** Find an adjacent pair (from, to) whose hexside and hexes satisfy a predicate. */
export function findPair(
  pred: (from: string, to: string) => boolean,
  what: string,
): { from: string; to: string } {
  for (const from of BOARD.labels) {
    for (const to of neighborsOf(from)) if (pred(from, to)) return { from, to };
  }
  throw new Error(`no hex pair for ${what}`);
}

export const plain = (from: string, to: string): boolean => isPlainSide(BOARD.hexside(from, to));
export const terrain = (hex: string): string => BOARD.terrain.get(hex) ?? 'off-map';

/** Clear or slope hex terrain. */
export const open = (t: string): boolean => t === 'clear' || t === 'slope';

/** A lake hexside between hexes that are clear, slope or lake. */
export const lakeSide = (): { from: string; to: string } =>
  findPair(
    (x, y) =>
      BOARD.hexside(x, y).lake &&
      ['clear', 'slope', 'lake'].includes(terrain(x)) &&
      ['clear', 'slope', 'lake'].includes(terrain(y)),
    'a lake hexside between open hexes',
  );

/** An upslope hexside without a stream between open (clear or slope) hexes. */
export const upslopeSide = (): { from: string; to: string } =>
  findPair(
    (x, y) =>
      open(terrain(x)) &&
      open(terrain(y)) &&
      BOARD.hexside(x, y).upslope &&
      !BOARD.hexside(x, y).stream,
    'an upslope hexside',
  );

/** Strengths of an attack as decide computes them (the preview shares the code and rolls nothing). */
export function strengths(
  units: Placement[],
  cmd: AttackCommand,
  opts: { turn?: number } = {},
): { a: number; d: number } {
  const p = previewAttack(combatState(units, opts), cmd);
  if ('kind' in p) throw new Error(`${p.code}: ${p.message}`);
  return { a: p.attackerStrength, d: p.defenderStrength };
}

/** Events of one type from a list. */
export function ofType<T extends SpiEvent['type']>(
  events: readonly SpiEvent[],
  type: T,
): Extract<SpiEvent, { type: T }>[] {
  return events.filter((e): e is Extract<SpiEvent, { type: T }> => e.type === type);
}
