import type { LegalAction, SpaceCheck } from '@pratzen/engine';
import { ticksToWire } from '@pratzen/geometry';
import { actionWithSpace, reachDisc } from '@pratzen/rulesets/freeform-kit';
import type { AtwCommand } from '../commands';
import { unitRing } from '../footprint';
import { activeSide } from '../sequence/turn';
import type { AtwState } from '../state';
import { gapUp } from './command-path';
import {
  ATTACH_REACH,
  GENERAL_MOVE,
  decideDetach,
  decideMoveGeneral,
  generalWith,
  headOf,
} from './generals';

const CHECKS: readonly SpaceCheck[] = [
  {
    rule: '7.1',
    text: 'at most 36" along the path; never across impassable ground, off the table or into contact with an enemy unit; attaching needs the last point within 1" of the unit',
  },
];

/**
 * 7.1 as legal actions, in the active side's move phase: each general who has not moved may move
 * (a one-point path; the space varies the point within 36" and the table), attach to a friendly
 * unit within 1" of him, or detach. Each template is checked by `decide` before it is offered.
 */
export function generalActions(state: AtwState): LegalAction<AtwCommand>[] {
  if (state.phase !== 'move') return [];
  const side = activeSide(state);
  const out: LegalAction<AtwCommand>[] = [];
  const b = state.table.bbox;
  const wire = (n: number) => ticksToWire(n);
  for (const g of state.generals) {
    if (g.side !== side) continue;
    if (g.attachedTo !== null) {
      const c = { type: 'DetachGeneral', generalId: g.id } as const;
      if (decideDetach(state, c).ok) out.push({ command: c });
    }
    if (g.moved) continue;
    const head = headOf(state, g);
    const at = { x: wire(head.x), y: wire(head.y) };
    const move: AtwCommand = { type: 'MoveGeneral', generalId: g.id, path: [at] };
    if (decideMoveGeneral(state, move).ok)
      out.push(
        actionWithSpace<AtwCommand>(
          move,
          {
            '/path/0/x': {
              kind: 'interval',
              min: wire(Math.max(b.minX, head.x - GENERAL_MOVE)),
              max: wire(Math.min(b.maxX, head.x + GENERAL_MOVE)),
              unit: 'inch',
            },
            '/path/0/y': {
              kind: 'interval',
              min: wire(Math.max(b.minY, head.y - GENERAL_MOVE)),
              max: wire(Math.min(b.maxY, head.y + GENERAL_MOVE)),
              unit: 'inch',
            },
          },
          reachDisc(head, GENERAL_MOVE),
          CHECKS,
        ),
      );
    if (g.attachedTo !== null) continue;
    for (const u of state.units) {
      if (u.side !== side || generalWith(state, u.id) !== undefined) continue;
      if (gapUp(unitRing(state.table, u), head) > ATTACH_REACH) continue;
      const attach: AtwCommand = {
        type: 'MoveGeneral',
        generalId: g.id,
        path: [at],
        attachTo: u.id,
      };
      if (decideMoveGeneral(state, attach).ok) out.push({ command: attach });
    }
  }
  return out;
}
