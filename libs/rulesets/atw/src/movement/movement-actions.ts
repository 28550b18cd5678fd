import type { ActionSpace, LegalAction, SpaceCheck } from '@pratzen/engine';
import { arcLength, lastClear, point } from '@pratzen/geometry';
import {
  actionWithSpace,
  choiceOf,
  distanceInterval,
  facingInterval,
  reachDisc,
  turnInterval,
} from '@pratzen/rulesets/freeform-kit';
import type { AtwCommand, MoveStep } from '../commands';
import { allowanceOf, filesFor } from '../data/tables';
import { mayMove } from './move';
import { squareNearEnemy } from './square-near-enemy';
import { filesProblem } from '../setup';
import type { AtwState, UnitState } from '../state';
import { type Formation, SIDES } from '../vocabulary';
import { DEBT_MOVE, changeParts, formationsFor, slowRate, wheelRate } from './programme';
import { irregularFormationProblem, manoeuvring } from '../irregulars';

/**
 * Legal moves as action spaces (freeform.md): for each unit the active side may move, the step
 * families of 12 with their bounds on open ground; what the domains cannot say (terrain, other
 * units, the table's edge) is named in `checks`, and `decide` is the exact authority.
 */
const CHECKS: readonly SpaceCheck[] = [
  {
    rule: '12.1',
    text: 'the whole programme costs at most one move: terrain slows (19.1 steep slopes, 19.2 rough, 19.3–19.4 woods) and lines cost to cross (19.5 streams, obstacles)',
  },
  {
    rule: '12.12',
    text: 'the path may not overlap an enemy, nor a friend that moved or is in combat; passing through friends costs quarter speed over their depth (or disorders both); no move ends on another unit',
  },
  {
    rule: '12.3',
    text: 'pinning (optional): a unit that failed its pinned test this turn makes only forward moves, shallow obliques and wheels',
  },
  {
    rule: '12.9',
    text: 'elbow room (optional): 4" clear on a flank (columns, squares) or ahead and behind (lines) to begin a change',
  },
  { rule: '12.12-1', text: 'a friend that has moved this turn is not passed through' },
  { rule: '12.12-2', text: 'a friend in combat is not passed through' },
  { rule: '19', text: 'must stay on the table, out of impassable ground' },
  { rule: '19.3', text: 'artillery may not enter open woods' },
  { rule: '19.4', text: 'cavalry and artillery may not enter dense woods' },
  { rule: '19.5', text: 'rivers are crossed at bridges and fords only' },
  { rule: '19.7', text: 'a town block is entered only by a garrison (not played yet)' },
  // morale states (6)
  { rule: '6', text: 'a halted or shaken unit may not bring any figure closer to an enemy' },
  // atw-B: a move ending in contact with an enemy it did not touch is an attack (14)
  {
    rule: '14-3',
    text: 'an attack may wheel or oblique, but not change formation or facing, sidestep or backstep into contact',
  },
  { rule: '14.4-1', text: 'artillery, squares and shaken units never move into contact' },
  {
    rule: '12.4-2',
    text: 'a square within 8" of an enemy it sees (19.9) may only form out of square or face',
  },
  {
    rule: '14.4-2',
    text: 'skirmishers never attack steady close order or unlimbered guns frontally',
  },
  { rule: '19.7-3', text: 'cavalry never attack a town block' },
  // 13.1
  {
    rule: '13.1',
    text: 'no skirmishing figure may end more than 8" from where its command figure began',
  },
  // 13.4
  {
    rule: '13.4',
    text: 'a screen goes with its parent: it must find room where the move takes it and stay within 2"; a screen moves alone only about its parent in square, ending within 2"',
  },
];

const action = (
  u: UnitState,
  steps: MoveStep[],
  vary: ActionSpace['vary'],
  radius: number,
): LegalAction<AtwCommand> =>
  actionWithSpace<AtwCommand>(
    { type: 'MoveUnit', unitId: u.id, steps },
    vary,
    reachDisc(point(u.x, u.y), radius),
    CHECKS,
  );

const inches = (ticks: number) => distanceInterval(ticks, 'inch');

/** 12.2: the files a unit may take in `formation`. */
function filesOptions(u: UnitState, formation: Formation): number[] {
  if (u.arm === 'artillery') return [u.figures];
  const range =
    formation === 'skirmish'
      ? { min: 1, max: u.figures }
      : filesFor(formation, u.arm === 'cavalry');
  if (range === null) return [];
  const out: number[] = [];
  for (let f = range.min; f <= Math.min(range.max ?? u.figures, u.figures); f += 1) {
    if (filesProblem(u.arm, formation, f, u.figures) === null) out.push(f);
  }
  return out;
}

/** The moves one unit may make (none when it may not move now). */
export function movesOf(state: AtwState, unit: UnitState): LegalAction<AtwCommand>[] {
  if (mayMove(state, unit) !== null) return [];
  // 18-2: irregulars manoeuvre as grade D
  const u = manoeuvring(unit);
  const a = allowanceOf(u.type, u.formation, u.grade) ?? 0;
  const slow = Math.floor(a / slowRate(u));
  // 12.4-2: a square within 8" of a visible enemy only forms out of square (or faces)
  const held = squareNearEnemy(state, u, [{ kind: 'forward', distance: 0 }]) !== null;
  const out: LegalAction<AtwCommand>[] = held
    ? []
    : [
        action(u, [{ kind: 'forward', distance: 0 }], { '/steps/0/distance': inches(a) }, a),
        action(
          u,
          [{ kind: 'oblique', angle: 0, distance: 0 }],
          { '/steps/0/angle': turnInterval(22.5), '/steps/0/distance': inches(a) },
          a,
        ),
        action(
          u,
          [{ kind: 'sidestep', direction: 'right', distance: 0 }],
          { '/steps/0/direction': choiceOf(['left', 'right']), '/steps/0/distance': inches(slow) },
          slow,
        ),
        action(u, [{ kind: 'backstep', distance: 0 }], { '/steps/0/distance': inches(slow) }, slow),
      ];
  // 12.11: the widest wheel the move pays for (whole tenths of a degree, at most 180°)
  const widest = lastClear((t) => arcLength(u.width, t) * wheelRate(u) > a, 1800);
  if (widest > 0 && !held) {
    const degrees = Math.floor(widest) / 10;
    out.push(
      action(
        u,
        [{ kind: 'wheel', corner: 'right', angle: 0 }],
        {
          '/steps/0/corner': choiceOf(['left', 'right']),
          '/steps/0/angle': { kind: 'interval', min: 0, max: degrees, unit: 'degree' },
        },
        a,
      ),
    );
  }
  // 12.6, 12.7, 12.14: a facing or formation change (12.10: up to two moves, paid by standing)
  if (changeParts(u, false) <= DEBT_MOVE) {
    out.push(
      action(
        u,
        [{ kind: 'face', facing: u.facing / 10 }],
        { '/steps/0/facing': facingInterval() },
        u.width,
      ),
    );
  }
  for (const f of formationsFor(u)) {
    if (changeParts(u, u.arm === 'artillery') > DEBT_MOVE) break;
    // 18: irregulars keep their order
    if (u.irregular !== undefined && irregularFormationProblem(u.irregular, f) !== null) continue;
    const files = filesOptions(u, f).filter((n) => f !== u.formation || n !== u.files);
    if (files.length === 0 || (u.arm === 'artillery' && f === u.formation)) continue;
    out.push(
      action(
        u,
        [{ kind: 'formation', formation: f, files: files[0]! }],
        { '/steps/0/files': choiceOf(files) },
        u.width,
      ),
    );
  }
  return out;
}

/** Every move of the active side's units. */
export const movementActions = (state: AtwState): LegalAction<AtwCommand>[] =>
  state.units.filter((u) => SIDES.includes(u.side)).flatMap((u) => movesOf(state, u));
