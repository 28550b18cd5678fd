/**
 * Turning a wish ("go towards that point, stop that far from it, travel at most this much") into
 * the unit's legal move programmes (6.4–6.6): the marker chain within 45°, the wide turn within
 * 90° at half allowance, else a turn on the spot. Candidates from the longest move down, so the
 * seat's yes/no picks the longest the rules accept (other units, terrain, 13.1).
 */
import { type Point, tenthsToWire, ticksToWire } from '@pratzen/geometry';
import type { A1805Command } from '../commands';
import type { Action, NpChoice } from './context';
import { type NpUnit, dist, turnTowards } from './read';

type Move = Extract<A1805Command, { type: 'MoveUnit' }>;

const interval = (a: Action, path: string): { min: number; max: number } | null => {
  const d = a.space?.vary[path];
  return d !== undefined && d.kind === 'interval' ? { min: d.min, max: d.max } : null;
};

/** The unit's turn-and-forward actions with their angle and distance bounds (degrees, UM). */
function chains(actions: readonly Action[], unitId: string) {
  return actions
    .filter(
      (a) =>
        a.command.type === 'MoveUnit' &&
        a.command.unitId === unitId &&
        a.command.steps.length === 2 &&
        a.command.steps[0]?.kind === 'turn' &&
        a.command.steps[1]?.kind === 'forward',
    )
    .map((a) => ({
      angle: interval(a, '/steps/0/angle'),
      distance: interval(a, '/steps/1/distance'),
    }))
    .filter((c) => c.angle !== null && c.distance !== null)
    .map((c) => ({ maxAngle: c.angle!.max * 10, maxTicks: Math.round(c.distance!.max * 1000) }))
    .sort((a, b) => a.maxAngle - b.maxAngle);
}

const forward = (unitId: string, tenths: number, ticks: number): Move => ({
  type: 'MoveUnit',
  unitId,
  steps: [
    { kind: 'turn', angle: tenthsToWire(tenths) },
    { kind: 'forward', distance: ticksToWire(ticks) },
  ],
});

/**
 * Moves taking `u` towards `p`, ending `stop` ticks short of it and travelling at most `limit`
 * ticks (besides the unit's allowance). Empty when there is nothing to gain.
 */
export function towards(
  actions: readonly Action[],
  u: NpUnit,
  p: Point,
  stop: number,
  limit: number,
  reason: string,
): NpChoice[] {
  const angle = turnTowards(u, p);
  const want = Math.min(dist(u.at, p) - stop, limit);
  const options = chains(actions, u.id);
  const fit = options.find((o) => Math.abs(angle) <= o.maxAngle);
  if (fit !== undefined) {
    const d = Math.min(want, fit.maxTicks);
    if (d < 100) return [];
    return [1, 0.75, 0.5, 0.25].map((f) => ({
      command: forward(u.id, angle, Math.max(100, Math.round(d * f))),
      reason,
    }));
  }
  // beyond every chain's reach: turn as far as the widest allows, on the spot (6.5)
  const widest = options[options.length - 1];
  if (widest === undefined || want < 100) return [];
  const turn = Math.sign(angle) * widest.maxAngle;
  return [{ command: forward(u.id, turn, 0), reason: `${reason} (turning first, 6.5)` }];
}

/** The unit's formation change to `to`, if its actions offer it. */
export function reform(
  actions: readonly Action[],
  u: NpUnit,
  to: string,
  reason: string,
): NpChoice[] {
  const offered = actions.some((a) => {
    if (a.command.type !== 'MoveUnit' || a.command.unitId !== u.id) return false;
    const s = a.command.steps[0];
    if (s?.kind !== 'formation') return false;
    const d = a.space?.vary['/steps/0/to'];
    return s.to === to || (d?.kind === 'choice' && d.options.includes(to));
  });
  return offered
    ? [{ command: { type: 'MoveUnit', unitId: u.id, steps: [{ kind: 'formation', to }] }, reason }]
    : [];
}

/** 27 back: the orderly retreat, as far as the action allows. */
export function retire(actions: readonly Action[], u: NpUnit, reason: string): NpChoice[] {
  const a = actions.find(
    (x) =>
      x.command.type === 'MoveUnit' &&
      x.command.unitId === u.id &&
      x.command.steps[0]?.kind === 'retire',
  );
  const max = a === undefined ? null : interval(a, '/steps/0/distance');
  if (max === null || max.max <= 0) return [];
  return [1, 0.5].map((f) => ({
    command: {
      type: 'MoveUnit',
      unitId: u.id,
      steps: [{ kind: 'retire', distance: Math.round(max.max * f * 1000) / 1000 }],
    },
    reason,
  }));
}

/** The unit's attacks offered (a move ending in `close` on an enemy unit, 13.1). */
export function closes(actions: readonly Action[], unitId: string): Move[] {
  return actions
    .map((a) => a.command)
    .filter(
      (c): c is Move =>
        c.type === 'MoveUnit' && c.unitId === unitId && c.steps.some((s) => s.kind === 'close'),
    );
}

/** The enemy unit a `close` move attacks. */
export const closeTarget = (m: Move): string => {
  const s = m.steps.find((x) => x.kind === 'close');
  return s !== undefined && s.kind === 'close' ? s.unitId : '';
};

/** A close aimed at its target (the 45° turn its space allows, 6.4), then as offered. */
export function aimedClose(u: NpUnit, m: Move, target: NpUnit, reason: string): NpChoice[] {
  const angle = Math.max(-450, Math.min(450, turnTowards(u, target.at)));
  const aimed: Move = {
    ...m,
    steps: m.steps.map((s) =>
      s.kind === 'turn' ? { kind: 'turn', angle: tenthsToWire(angle) } : s,
    ),
  };
  return angle === 0
    ? [{ command: m, reason }]
    : [
        { command: aimed, reason },
        { command: m, reason },
      ];
}
