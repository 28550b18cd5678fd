import { type LegalAction, isViolation, seededDice, sideViewer } from '@pratzen/engine';
import { setupStateOrThrow } from '@pratzen/engine';
import type { A1805Command } from '../commands';
import { planMove } from '../decide';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import { FR_LIGHT_CAV, FR_LINE_2, at, position } from '../testing/positions';

/**
 * Legal moves and `decide` are one judgement where the offer is one command or a choice of a
 * few: an about-face (6.6) or a change of formation (5.x, 6.12) is offered only when the rules'
 * own check (`planMove`, the path that `decide` runs) accepts it, so a client's button is never
 * refused. Only the continuous spaces (distances, angles) are wider than the rules, and name
 * what they cannot say in `checks` (the random games sample them against decide).
 */

const french = sideViewer('french');

/** Every command an offered action stands for when nothing continuous varies in it. */
function concrete(a: LegalAction<A1805Command>): A1805Command[] {
  const vary = Object.entries(a.space?.vary ?? {});
  if (vary.length === 0) return [a.command];
  if (vary.length !== 1 || vary[0]![1].kind !== 'choice') return [];
  const [pointer, domain] = vary[0]!;
  if (domain.kind !== 'choice' || pointer !== '/steps/0/to') return [];
  return domain.options.map((to) => ({
    ...a.command,
    steps: [{ kind: 'formation', to }],
  })) as A1805Command[];
}

const refusedOffers = (s: A1805State, unitId: string) =>
  a1805
    .legalActions(s, french)
    .filter((a) => a.command.type === 'MoveUnit' && a.command.unitId === unitId)
    .flatMap(concrete)
    .map((c) => ({ c, d: a1805.decide(s, c, seededDice(1)) }))
    .filter(({ d }) => !d.ok)
    .map(({ c, d }) => ({
      steps: (c as { steps: unknown }).steps,
      code: d.ok ? '' : d.violation.code,
    }));

describe('legal moves offered one by one are moves decide accepts', () => {
  // the example of play's light cavalry in line, front to front with Vandamme's 2nd brigade
  // in column just behind its left: turning about its centre sweeps the column, and its column
  // block would overlap it
  const s = position([at(FR_LIGHT_CAV, 18.5, 18, 90, 'line'), at(FR_LINE_2, 18, 18, 90, 'column')]);

  test('6.6 / 6.9: an about-face the other unit blocks is not offered (fr-iv-margaron, the pratzen-example set-up)', () => {
    const aboutFace: A1805Command = {
      type: 'MoveUnit',
      unitId: FR_LIGHT_CAV,
      steps: [{ kind: 'turn', angle: 180 }],
    };
    const plan = planMove(s, aboutFace);
    expect(isViolation(plan) && plan.code).toBe('PATH_BLOCKED');
    expect(refusedOffers(s, FR_LIGHT_CAV)).toEqual([]);
  });

  test('6.6, 7.1: the same unit alone is offered its about-face and its column', () => {
    const alone = position([at(FR_LIGHT_CAV, 18.5, 18, 90, 'line')]);
    const offered = a1805
      .legalActions(alone, french)
      .filter((a) => a.command.type === 'MoveUnit')
      .flatMap(concrete)
      .map((c) => JSON.stringify((c as { steps: unknown }).steps));
    expect(offered).toContain(JSON.stringify([{ kind: 'turn', angle: 180 }]));
    expect(offered).toContain(JSON.stringify([{ kind: 'formation', to: 'column' }]));
    expect(refusedOffers(alone, FR_LIGHT_CAV)).toEqual([]);
  });

  test('6.6, 7.1: in the pratzen-example scenario itself, no offered about-face or formation is refused', () => {
    let state = setupStateOrThrow(a1805.initialState({ scenarioId: 'pratzen-example' }));
    for (let i = 0; i < 10 && state.phase !== 'movement'; i += 1) {
      const d = a1805.decide(state, { type: 'EndPhase' }, seededDice(i));
      if (!d.ok) throw new Error(d.violation.code);
      for (const e of d.events) state = a1805.evolve(state, e);
    }
    expect(state.phase).toBe('movement');
    const refused = state.units
      .filter((u) => u.side === 'french')
      .flatMap((u) => refusedOffers(state, u.id));
    expect(refused).toEqual([]);
  });
});
