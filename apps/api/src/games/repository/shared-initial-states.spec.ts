import { a1805 } from '@pratzen/rulesets/a1805';
import type { AnyRuleset } from '../../rulesets/ruleset-registry';
import type { GameCreatedData } from '@pratzen/game';
import { initialStateOf, isSharedInitialState } from './shared-initial-states';

/**
 * Issue #26: a game is rebuilt as it was created — the ruleset version on its GameCreated
 * reaches the ruleset (GameSetup.rulesVersion), so an a1805 game created under 0.1.0 goes on
 * with integer events while a new one speaks UM, and the two never share an initial state.
 */
describe('initial states by the version a game was created under', () => {
  const created = (rulesetVersion: string, setup: unknown = null): GameCreatedData =>
    ({
      gameId: `g-${rulesetVersion}`,
      rulesetId: 'a1805',
      rulesetVersion,
      scenarioId: setup === null ? 'pratzen-example' : 'free-form',
      optionalRules: [],
      setup,
      custom: setup !== null,
      dice: { mode: 'server', commitment: null },
      seats: ['allied', 'french'],
      label: null,
      tournament: null,
      createdAt: '2026-11-27T00:00:00.000Z',
    }) as GameCreatedData;
  const eventUnits = (built: ReturnType<typeof initialStateOf>): unknown =>
    built.ok ? (built.state as { eventUnits?: string }).eventUnits : 'refused';
  const rules = a1805 as unknown as AnyRuleset;

  test('a scenario game: 0.1.0 keeps ticks, 0.2.0 speaks UM, each its own shared state', () => {
    const old = initialStateOf(rules, created('0.1.0'));
    const now = initialStateOf(rules, created('0.2.0'));
    expect(eventUnits(old)).toBeUndefined();
    expect(eventUnits(now)).toBe('UM');
    expect(old.ok && now.ok && old.state !== now.state).toBe(true);
    expect(old.ok && isSharedInitialState(old.state)).toBe(true);
    // asked again, each version gets its own shared state back
    const again = initialStateOf(rules, created('0.1.0'));
    expect(again.ok && old.ok && again.state === old.state).toBe(true);
  });

  test('a custom set-up: the same', () => {
    const setup = {
      units: [{ id: 'fr-iv-vandamme-1', x: 20, y: 15, facing: 90, formation: 'line' }],
    };
    expect(eventUnits(initialStateOf(rules, created('0.1.0', setup)))).toBeUndefined();
    expect(eventUnits(initialStateOf(rules, created('0.2.0', setup)))).toBe('UM');
  });
});
