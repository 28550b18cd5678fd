import type { AnyRuleset } from '../../rulesets/ruleset-registry';
import { type GameCreatedData, gameSetupOf } from '@pratzen/game';

/**
 * The initial state of a game from a scenario, built once per ruleset, scenario and optional
 * rules and shared by every game that starts from it. States are immutable (a ruleset's evolve
 * returns new objects and leaves untouched parts shared), so a tournament's thousands of games
 * of one scenario hold one opening position between them instead of one each (~42 KB of heap
 * for an SPI opening): the games cache then costs what the games changed, not what they share.
 * The shared state is deep-frozen, so code that would mutate it fails loudly instead of
 * corrupting other games. Custom positions (`setup`) are built per game, as before.
 */
const LIMIT = 256;
const states = new Map<string, unknown>();
const shared = new WeakSet<object>();

/** Whether `state` is a shared initial state (the games cache counts it once, not per game). */
export const isSharedInitialState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && shared.has(state);

type Built = ReturnType<AnyRuleset['initialState']>;

export function initialStateOf(ruleset: AnyRuleset, created: GameCreatedData): Built {
  const setup = gameSetupOf(created);
  if (setup.position !== undefined) return ruleset.initialState(setup);
  const key = JSON.stringify([ruleset.info.id, ruleset.info.version, setup]);
  const known = states.get(key);
  if (known !== undefined) return { ok: true, state: known } as Built;
  const built = ruleset.initialState(setup);
  if (!built.ok) return built;
  if (states.size >= LIMIT) states.delete(states.keys().next().value as string);
  states.set(key, deepFreeze(built.state));
  shared.add(built.state as object);
  return built;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value as object)) deepFreeze(v);
  return value;
}
