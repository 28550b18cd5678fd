/**
 * Shooting as legal actions (16, 16.11): for each unit of the active side that may fire, one
 * action per target it can reach, naming every figure (gun model) able to fire at it; when some
 * figures cannot but reach another target, that target is added with them (split fire). The
 * space lets the figures be any non-empty subset; `decide` is the exact authority (`checks`).
 */
import type { LegalAction, SpaceCheck, SpaceDomain } from '@pratzen/engine';
import { actionWithSpace } from '@pratzen/rulesets/freeform-kit';
import type { AtwCommand, Shoot } from '../commands';
import type { AtwState } from '../state';
import { testsPending } from './fire-test';
import { figuresOf, fireOptions, mayFire } from './shoot';

const CHECKS: readonly SpaceCheck[] = [
  {
    rule: '16.11',
    text: 'a figure able to fire at the first target fires at it (split fire only for the others)',
  },
  {
    rule: '16.3',
    text: 'dice: 1 per 4 figures (a remainder of 3 counts), guns min(2 × models, gunners ÷ 2)',
  },
];

const subset = (of: readonly string[]): SpaceDomain => ({
  kind: 'subset',
  of: [...of],
  minItems: 1,
});

/** The Shoot and FireTests actions of the shoot phase. */
export function fireActions(state: AtwState): LegalAction<AtwCommand>[] {
  if (state.phase !== 'shoot') return [];
  const out: LegalAction<AtwCommand>[] = [];
  for (const u of state.units) {
    if (mayFire(state, u) !== null) continue;
    const options = fireOptions(state, u);
    for (const [targetId, shots] of options) {
      const first = figuresOf(u, shots);
      const used = new Set(shots.map((s) => s.point.index));
      const targets: { targetId: string; figures: string[] }[] = [{ targetId, figures: first }];
      for (const [otherId, others] of options) {
        if (otherId === targetId) continue;
        const rest = others.filter((s) => !used.has(s.point.index));
        if (rest.length === 0) continue;
        targets.push({ targetId: otherId, figures: figuresOf(u, rest) });
        break;
      }
      const command: Shoot = { type: 'Shoot', unitId: u.id, targets };
      const vary: Record<string, SpaceDomain> = {};
      targets.forEach((t, k) => {
        vary[`/targets/${k}/figures`] = subset(t.figures);
      });
      out.push(actionWithSpace<AtwCommand>(command, vary, undefined, CHECKS));
    }
  }
  if (testsPending(state).length > 0) out.push({ command: { type: 'FireTests' } });
  return out;
}
