import { type Command, type Ruleset, type Viewer, seededDice } from '@pratzen/engine';
import { a1805 } from '@pratzen/rulesets/a1805';
import { dg2006 } from '@pratzen/rulesets/dg-2006';
import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { ruleset as duel } from '../fixtures/freeform-duel/ruleset';
import { type BoardInput, renderBoard } from '@pratzen/render';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any ruleset's state
export type AnyRules = Ruleset<any, Command>;

export const RULES: Readonly<Record<string, AnyRules>> = {
  'spi-1980': spi1980 as unknown as AnyRules,
  'dg-2006': dg2006 as unknown as AnyRules,
  a1805: a1805 as unknown as AnyRules,
  'freeform-duel': duel as unknown as AnyRules,
};

/** A game's state after its set-up, or throws. */
export function setUp(rules: AnyRules, scenarioId: string): unknown {
  const init = rules.initialState({ scenarioId });
  if (!init.ok) throw new Error(init.problems[0]?.message);
  return init.state;
}

/** `command` decided (seeded dice) and its events folded in, or throws. */
export function play(rules: AnyRules, state: unknown, command: Command): unknown {
  const d = rules.decide(state, command, seededDice(7));
  if (!d.ok) throw new Error(`${d.violation.code}: ${d.violation.message}`);
  return d.events.reduce((s, e) => rules.evolve(s, e), state);
}

/** The picture `viewer` gets of `state`, as the API draws it. */
export function picture(
  rules: AnyRules,
  state: unknown,
  viewer: Viewer,
  extra: Partial<BoardInput> = {},
): string {
  return renderBoard({
    geometry: rules.info.geometry,
    map: rules.mapOf === undefined ? rules.map() : rules.mapOf(state),
    view: rules.view(state, viewer),
    caption: `${rules.info.id} · test`,
    ...extra,
  });
}
