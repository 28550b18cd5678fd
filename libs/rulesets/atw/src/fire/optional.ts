/**
 * The optional rules (1: declared before the game, `optionalRules` at set-up) this module plays.
 * Only these are accepted at set-up; the others stay refused `OPTIONAL_RULE_NOT_PLAYED`.
 */
import optionalJson from '../../data/optional-rules.json';
import type { AtwState } from '../state';

export const PLAYED_OPTIONAL_RULES: readonly string[] = [
  'ballshot-carrythrough',
  'artillery-duel',
  // 12.3, 12.9 (movement/pinning.ts, movement/elbow-room.ts)
  'pinning',
  'elbow-room',
  // 17.8 (combat/reinforce.ts), 17.9 (combat/breakthrough.ts)
  'cavalry-reinforcing',
  'cavalry-breakthrough',
];

/** The played optional rules as the ruleset's info lists them (data/optional-rules.json). */
export const OPTIONAL_RULES = optionalJson.optionalRules
  .filter((r) => PLAYED_OPTIONAL_RULES.includes(r.id))
  .map((r) => ({ id: r.id, title: r.summary, rule: r.rule }));

/** Whether the game declared optional rule `id`. */
export const playsOptional = (state: AtwState, id: string): boolean =>
  state.optionalRules?.includes(id) === true;
