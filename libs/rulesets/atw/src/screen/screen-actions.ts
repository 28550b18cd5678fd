import { type LegalAction, type SpaceCheck, isViolation } from '@pratzen/engine';
import { point } from '@pratzen/geometry';
import { actionWithSpace, reachDisc } from '@pratzen/rulesets/freeform-kit';
import type { AtwCommand } from '../commands';
import { activeSide } from '../sequence/turn';
import type { AtwState } from '../state';
import {
  SCREEN_REACH,
  decideDetachScreen,
  decideJoinScreen,
  detachProblem,
  screenOf,
  screenShare,
} from './screen';

const CHECKS: readonly SpaceCheck[] = [
  {
    rule: '13.4',
    text: 'the screen stands clear of every other unit, at most ⅓ of the figures (light infantry ⅔)',
  },
  { rule: '19', text: 'the screen stands on the table, out of impassable ground' },
  { rule: '19.4', text: 'skirmishing cavalry may not stand in dense woods' },
  { rule: '19.5', text: 'rivers are crossed at bridges and fords only' },
  { rule: '19.7', text: 'a town block is entered only by a garrison' },
];

/**
 * 13.4 as legal actions, in the active side's move phase: each unit that may screen sends out
 * its share (the space varies the figures, 1 to the share, and the gap, 0–2"); each parent with
 * a screen out may recover it. Each template is checked by `decide` before it is offered.
 */
export function screenActions(state: AtwState): LegalAction<AtwCommand>[] {
  if (state.phase !== 'move') return [];
  const side = activeSide(state);
  const out: LegalAction<AtwCommand>[] = [];
  for (const u of state.units) {
    if (u.side !== side) continue;
    if (screenOf(state, u.id) !== undefined) {
      const join = { type: 'JoinScreen', unitId: u.id } as const;
      if (!isViolation(decideJoinScreen(state, join))) out.push({ command: join });
      continue;
    }
    if (detachProblem(state, u) !== null) continue;
    const share = screenShare(u);
    const c: AtwCommand = { type: 'DetachScreen', unitId: u.id, figures: share, gap: 1 };
    if (isViolation(decideDetachScreen(state, c))) continue;
    out.push(
      actionWithSpace<AtwCommand>(
        c,
        {
          '/figures': {
            kind: 'choice',
            options: Array.from({ length: share }, (_, i) => i + 1),
          },
          '/gap': { kind: 'interval', min: 0, max: 2, unit: 'inch' },
        },
        reachDisc(point(u.x, u.y), SCREEN_REACH + u.width),
        CHECKS,
      ),
    );
  }
  return out;
}
