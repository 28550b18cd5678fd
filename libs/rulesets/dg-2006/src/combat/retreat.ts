import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import {
  inEnemyZoc,
  onMap,
  passable,
  printed,
  sideAt,
  sideOf,
  stackingAllows,
  unitsAt,
} from '../queries';
import type { DgState } from '../state';
import { enemyOf } from '../vocabulary';

export interface RetreatOption {
  readonly hex: string;
  /** 9.32: friendly units pushed out of `hex` (empty for a plain retreat). */
  readonly displaces: readonly string[];
}

/** A unit still to retreat, and the hexes of its displacement chain it may not enter (9.32). */
export interface RetreatStep {
  readonly unitId: string;
  readonly avoid: readonly string[];
}

/** 9.31: hexes a unit retreating from `from` may enter, before stacking. */
function safeHexes(
  state: DgState,
  unitId: string,
  from: string,
  avoid: readonly string[],
): string[] {
  const u = onMap(state, unitId);
  if (u === undefined) return [];
  const side = sideOf(u);
  return (BOARD.neighbors.get(from) ?? []).filter(
    (h) =>
      !avoid.includes(h) &&
      passable(from, h) && // no lake hex, no lake hexside
      sideAt(state, h) !== enemyOf(side) &&
      !inEnemyZoc(state, side, h, 'movement'), // 11.0: demoralized units have no ZOC here
  );
}

/**
 * 9.32 in a game with stacks: the fewest units of `hex` whose leaving lets `strength` in (each
 * such set; the victor picks one). The text comes from a one-unit-per-hex game.
 */
function fewestToDisplace(state: DgState, hex: string, strength: number): string[][] {
  const here = unitsAt(state, hex).map((u) => u.id);
  const side = sideOf({ id: here[0] as string });
  for (let n = 1; n <= here.length; n += 1) {
    const out: string[][] = [];
    const walk = (start: number, chosen: string[]): void => {
      if (chosen.length === n) {
        if (stackingAllows(state, side, hex, strength, chosen)) out.push([...chosen]);
        return;
      }
      for (let i = start; i < here.length; i += 1) walk(i + 1, [...chosen, here[i] as string]);
    };
    walk(0, []);
    if (out.length > 0) return out;
  }
  return [];
}

/** 9.31 / 9.32 for one unit alone: plain hexes first; else each displacement, unchecked. */
function stepOptions(state: DgState, step: RetreatStep): RetreatOption[] {
  const u = onMap(state, step.unitId);
  if (u === undefined || u.hex === null) return [];
  const safe = safeHexes(state, step.unitId, u.hex, step.avoid);
  const side = sideOf(u);
  const open = safe.filter((h) => stackingAllows(state, side, h, printed(u)));
  if (open.length > 0) return open.map((hex) => ({ hex, displaces: [] }));
  return safe.flatMap((hex) =>
    fewestToDisplace(state, hex, printed(u)).map((displaces) => ({ hex, displaces })),
  );
}

/** The position after `unitId` steps into `hex` (the displaced units still there). */
function moved(state: DgState, unitId: string, hex: string): DgState {
  const i = counter(unitId).index;
  const units = state.units.slice();
  const u = units[i];
  if (u !== undefined) units[i] = { ...u, hex };
  return { ...state, units };
}

/** The steps that follow taking `option` in `step`: the units it displaces, then `rest`. */
function after(
  state: DgState,
  step: RetreatStep,
  option: RetreatOption,
  rest: readonly RetreatStep[],
): { state: DgState; steps: RetreatStep[] } {
  const from = onMap(state, step.unitId)?.hex ?? '';
  const avoid = [...step.avoid, from, option.hex];
  return {
    state: moved(state, step.unitId, option.hex),
    steps: [...option.displaces.map((unitId) => ({ unitId, avoid })), ...rest],
  };
}

/**
 * 9.32 as a whole: can the displaced units `steps` all be retreated in turn (each as 9.31, plain
 * hexes first, possibly displacing others) so that none of them is eliminated? The chain ends by
 * itself: each link adds its hexes to `avoid`, and no unit re-enters a hex of its chain.
 */
function displacementPossible(state: DgState, steps: readonly RetreatStep[]): boolean {
  const [head, ...rest] = steps;
  if (head === undefined) return true;
  return stepOptions(state, head).some((o) => {
    const next = after(state, head, o, rest);
    return displacementPossible(next.state, next.steps);
  });
}

/**
 * 9.31 / 9.32: where the victor may retreat (or displace) `step.unitId` one hex. Plain retreats
 * into hexes the stacking limit allows come first; only when there is none may friendly units be
 * displaced — the fewest that make room — and only if that whole displacement (with `rest`, the
 * units of the same displacement still to move) can be carried out with nobody eliminated.
 * Empty: the unit is eliminated, and nobody is displaced.
 */
export function retreatOptions(
  state: DgState,
  step: RetreatStep,
  rest: readonly RetreatStep[] = [],
): RetreatOption[] {
  return stepOptions(state, step).filter((o) => {
    if (o.displaces.length === 0 && rest.length === 0) return true;
    const next = after(state, step, o, rest);
    return displacementPossible(next.state, next.steps);
  });
}

/** 9.32: was the unit offered only displacements (so that, none possible, it is eliminated)? */
export function onlyDisplacement(state: DgState, step: RetreatStep): boolean {
  return stepOptions(state, step).some((o) => o.displaces.length > 0);
}
