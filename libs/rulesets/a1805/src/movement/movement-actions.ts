import type { ActionSpace, LegalAction, SpaceCheck } from '@pratzen/engine';
import { point, withinDistance } from '@pratzen/geometry';
import {
  actionWithSpace,
  choiceOf,
  distanceInterval,
  formationChoice,
  localPoint,
  reachDisc,
  turnInterval,
} from '@pratzen/rulesets/freeform-kit';
import type { A1805Command, MoveStep, MoveUnit } from '../commands';
import { formationsOf, unitSpec } from '../data/catalogue';
import { type A1805State, type UnitState } from '../state';
import { isViolation } from '@pratzen/engine';
import { U, blockOf } from '../data/catalogue';
import { unitRing } from './pose';
import { planMove } from '../decide';
import { rageDuty } from '../morale/blood-rage';
import { STRIPED_ZONE_CHECK } from '../chits/striped-zone';
import { baseAllowance, sidestepLimit } from './allowance';
import { attackProblem } from './contact';
import { moveProblem } from './program';

/**
 * Legal moves as action spaces (freeform.md): for each unit the phasing player may move, the
 * families of programmes the rules allow, with what may vary and within which bounds. The
 * bounds are the unit's own limits; what the domains cannot say (other units, terrain costs,
 * the table's edge) is named in `checks`, and `commands/validate` is the exact authority.
 * An offer that is one command (the about-face) or a choice of a few (the formations) is
 * checked whole by `planMove`, the path `decide` runs: only what it accepts is offered, with no
 * checks left to name.
 */
const CHECKS: readonly SpaceCheck[] = [
  { rule: '3.1', text: 'must stay on the table' },
  { rule: '16.4.1.6', text: STRIPED_ZONE_CHECK },
  { rule: '5.2', text: 'a square stands and moves only in clear terrain' },
  { rule: '5.4', text: 'no room, no square' },
  { rule: '6.7', text: 'ponds cannot be entered' },
  {
    rule: '6.9',
    text: 'the path must fit between other units (friendly artillery may be passed; cavalry bypasses enemy artillery and squares, 6.8, 6.11)',
  },
  {
    rule: '6.10',
    text: 'woods and streams cost hindered units more (reconstruction: woods count double, a stream 1 UM)',
  },
  { rule: '7.1', text: 'may not end overlapping another unit' },
  { rule: '13.1', text: 'may not move into contact with an enemy unit except to attack it' },
];

const reachOf = (u: UnitState, radius: number): ActionSpace['reach'] =>
  reachDisc(point(u.x, u.y), radius);

const upTo = (ticks: number) => distanceInterval(ticks, 'UM');

const action = (
  unitId: string,
  steps: MoveStep[],
  vary: ActionSpace['vary'],
  reach: ActionSpace['reach'],
): LegalAction<A1805Command> =>
  actionWithSpace<A1805Command>({ type: 'MoveUnit', unitId, steps }, vary, reach, CHECKS);

/** 12.6.2: the units an HQ may attach to (the rules' own check decides the rest). */
function hosts(state: A1805State, hq: UnitState, reach: number): string[] {
  const spec = unitSpec(hq.id);
  if (spec === undefined) return [];
  const ownLeft = state.units.some(
    (u) => u.kind !== 'hq' && unitSpec(u.id)?.formation === spec.formation,
  );
  return state.units
    .filter((u) => u.side === hq.side && u.kind !== 'hq' && u.id !== hq.attachedTo)
    .filter((u) => withinDistance(point(hq.x, hq.y), point(u.x, u.y), reach))
    .filter((u) => !state.units.some((o) => o.attachedTo === u.id))
    .filter(
      (u) => spec.class === 'army' || !ownLeft || unitSpec(u.id)?.formation === spec.formation,
    )
    .map((u) => u.id);
}

export function movesOf(state: A1805State, u: UnitState): LegalAction<A1805Command>[] {
  if (u.morale === 'disorganized' || u.morale === 'routed') return [];
  /** Whether decide's own check (`planMove`) accepts these steps as they stand. */
  const accepted = (steps: MoveStep[]): boolean =>
    !isViolation(planMove(state, { type: 'MoveUnit', unitId: u.id, steps }));
  const a = baseAllowance(u);
  const half = Math.floor(a / 2);
  const out: LegalAction<A1805Command>[] = [];
  const stunned = u.morale === 'stunned';
  const march = (limit: number, maxTurn: number): LegalAction<A1805Command> =>
    action(
      u.id,
      [
        { kind: 'turn', angle: 0 },
        { kind: 'forward', distance: 0 },
      ],
      {
        '/steps/0/angle': turnInterval(maxTurn),
        '/steps/1/distance': upTo(limit),
      },
      reachOf(u, limit),
    );
  const mobile = u.kind !== 'artillery' || u.formation === 'limbered';
  if (u.kind === 'hq') {
    out.push(march(a, 180));
    const options = hosts(state, u, a);
    if (options.length > 0) {
      out.push(
        action(
          u.id,
          [{ kind: 'attach', unitId: options[0]! }],
          { '/steps/0/unitId': choiceOf(options) },
          reachOf(u, a),
        ),
      );
    }
    return out;
  }
  if (mobile) {
    // 6.4: the marker chain, within 45° of the facing
    out.push(march(a, 45));
    if (u.formation !== 'square') {
      // 6.5: turn up to 90°, then half the allowance
      out.push(march(half, 90));
      // 6.6: about-face spends the whole allowance (one command: offered only if accepted)
      const aboutFace: MoveStep[] = [{ kind: 'turn', angle: 180 }];
      if (accepted(aboutFace))
        out.push({ command: { type: 'MoveUnit', unitId: u.id, steps: aboutFace } });
      // 6.5: orderly retreat at half the allowance
      out.push(
        action(
          u.id,
          [{ kind: 'retire', distance: 0 }],
          { '/steps/0/distance': upTo(half) },
          reachOf(u, half),
        ),
      );
    }
    // 6.3: sideways
    out.push(
      action(
        u.id,
        [{ kind: 'sidestep', direction: 'right', distance: 0 }],
        {
          '/steps/0/direction': choiceOf(['left', 'right']),
          '/steps/0/distance': upTo(sidestepLimit(u)),
        },
        reachOf(u, sidestepLimit(u)),
      ),
    );
  }
  // 5.x, 6.12, 6.13: change formation (12.5.1: not while stunned)
  // (each choice checked whole: only those the rules accept are offered)
  const others = stunned
    ? []
    : formationsOf(u.kind)
        .filter((f) => f !== u.formation)
        .filter((f) => accepted([{ kind: 'formation', to: f }]));
  if (others.length > 0) {
    out.push(
      actionWithSpace<A1805Command>(
        { type: 'MoveUnit', unitId: u.id, steps: [{ kind: 'formation', to: others[0]! }] },
        { '/steps/0/to': formationChoice(others) },
        undefined,
        [],
      ),
    );
    if (u.kind === 'artillery' && u.formation === 'unlimbered' && others.includes('limbered')) {
      // 6.13: limber, then move half the allowance
      out.push(
        action(
          u.id,
          [
            { kind: 'formation', to: 'limbered' },
            { kind: 'forward', distance: 0 },
          ],
          { '/steps/1/distance': upTo(half) },
          reachOf(u, half),
        ),
      );
    }
  }
  return out;
}

/**
 * 13.1: attacks — for each enemy unit straight ahead within the allowance, the move that closes
 * on it (offered only when it is legal as it stands); its space lets the unit first turn up to
 * 45° (6.4), the rules deciding whether the enemy is then still ahead and within reach.
 */
function attacksOf(state: A1805State, u: UnitState): LegalAction<A1805Command>[] {
  if (attackProblem(u, u.formation) !== null) return [];
  const reach = baseAllowance(u) + U;
  const from = point(u.x, u.y);
  return state.units
    .filter(
      (e) =>
        e.side !== u.side && e.attachedTo === null && withinDistance(from, point(e.x, e.y), reach),
    )
    .filter((e) => ahead(u, e))
    .filter((e) => !isViolation(planMove(state, closeOn(u.id, e.id))))
    .map((e) => ({
      command: closeOn(u.id, e.id),
      space: {
        vary: { '/steps/0/angle': turnInterval(45) },
        checks: [
          ...CHECKS,
          { rule: '6.2', text: 'the enemy must be within the allowance' },
          {
            rule: '13.1',
            text: 'the enemy must lie straight ahead, and no other enemy be touched',
          },
        ],
      },
    }));
}

/** A cheap necessary condition: some corner of `e` lies ahead of `u`'s front within its width (in `u`'s frame). */
function ahead(u: UnitState, e: UnitState): boolean {
  const half = Math.floor((blockOf(u.kind, u.formation)?.width ?? 0) / 2) + 1;
  let left = false;
  let right = false;
  for (const c of unitRing(e)) {
    const local = localPoint(c, u);
    if (local.y < 0) continue;
    if (local.x >= -half && local.x <= half) return true;
    if (local.x < -half) left = true;
    else right = true;
  }
  return left && right;
}

const closeOn = (unitId: string, target: string): MoveUnit => ({
  type: 'MoveUnit',
  unitId,
  steps: [
    { kind: 'turn', angle: 0 },
    { kind: 'close', unitId: target },
  ],
});

/** Every move the phasing player may make now (4.6). */
export function movementActions(state: A1805State): LegalAction<A1805Command>[] {
  if (state.phase !== 'movement') return [];
  return state.units
    .filter((u) => moveProblem(state, u) === null)
    .flatMap((u) => {
      // 12.9.1, 12.9.4: Blood Rage: the attack it must make (a square: its re-forming)
      const rage = rageDuty(state, u, planMove);
      if (rage !== null) {
        const must = rage.command ?? rage.reform;
        return must === null ? [] : [{ command: must }];
      }
      // 13.12.3.1: a unit that declared a charge moves only into its target
      const charge = state.charges.find((c) => c.unitId === u.id);
      if (charge !== undefined)
        return attacksOf(state, u).filter(
          (a) =>
            a.command.type === 'MoveUnit' &&
            a.command.steps.some((st) => st.kind === 'close' && st.unitId === charge.targetId),
        );
      return [...movesOf(state, u), ...attacksOf(state, u)];
    });
}
