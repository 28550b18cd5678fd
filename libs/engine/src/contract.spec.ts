import { replay, type Ruleset } from './contract';
import { Emitter } from './emitter';
import type { DomainEvent } from './messages';
import { given } from '../testing';
import { isViolation, violation } from './violation';
import { seesSecretsOf, REFEREE, SPECTATOR, sideViewer } from './viewer';

/** A toy counter game proves the contract needs no hexes. */
type Cmd = { type: 'Add'; n: number } | { type: 'Roll' };
type Evt = { type: 'Added'; n: number } | { type: 'Rolled'; face: number };
const counterGame: Ruleset<number, Cmd, Evt> = {
  info: {
    id: 'toy',
    version: '0.0.1',
    title: 'Toy',
    publisher: 'tests',
    year: 2026,
    geometry: 'free-form',
    distanceUnit: 'UM',
    sides: ['a'],
    phases: ['play'],
    scenarios: [],
    optionalRules: [],
    provenance: 'published',
  },
  commandSchemas: {},
  initialState: () => ({ ok: true, state: 0 }),
  decide: (s, c, dice) => {
    if (c.type === 'Roll')
      return { ok: true, events: [{ type: 'Rolled', face: dice.roll('toy') }] };
    if (c.n <= 0)
      return {
        ok: false,
        violation: violation('toy', 'NOT_POSITIVE', '1.1', 'add a positive number'),
      };
    return { ok: true, events: [{ type: 'Added', n: c.n }] };
  },
  evolve: (s, e) => s + (e.type === 'Added' ? e.n : e.face),
  legalActions: () => [{ command: { type: 'Add', n: 1 } }],
  view: (s) => s,
  victory: () => ({ sides: {}, result: null }),
  status: () => ({ turn: 1, phase: 'play', activeSide: 'a', pendingDecision: null, over: false }),
  actingSide: () => 'a',
  redactEvent: (e) => e,
  map: () => ({ geometry: 'free-form' }),
  scenario: () => null,
};

describe('engine contract', () => {
  test('given/when/then: events, violations and dice recorded in events', () => {
    given(counterGame, 0, [{ type: 'Added', n: 2 }])
      .when({ type: 'Add', n: 3 })
      .then([{ type: 'Added', n: 3 }]);
    given(counterGame, 0).when({ type: 'Add', n: 0 }).thenViolates('NOT_POSITIVE', '1.1');
    const w = given(counterGame, 5).when({ type: 'Roll' }, [4]);
    w.then([{ type: 'Rolled', face: 4 }]);
    expect(w.after).toBe(9);
    expect(w.diceUsed).toBe(1);
  });

  test('replay folds events with evolve and never rolls', () => {
    const events: Evt[] = [
      { type: 'Added', n: 1 },
      { type: 'Rolled', face: 6 },
    ];
    expect(replay(counterGame, 0, events)).toBe(7);
  });

  test('the emitter keeps the state the emitted events lead to', () => {
    const em = new Emitter<number, DomainEvent & Evt>(10, counterGame.evolve);
    em.emit({ type: 'Added', n: 1 }).emit({ type: 'Added', n: 2 });
    expect(em.state).toBe(13);
    expect(em.events).toHaveLength(2);
  });

  test('violations are values with a code, a rule case and the ruleset', () => {
    const v = violation('spi-1980', 'ENEMY_ZOC_EXIT_COST', '4.5', 'costs 2 MP', { hex: '1521' });
    expect(isViolation(v)).toBe(true);
    expect(isViolation({ code: 'X' })).toBe(false);
    expect(v).toMatchObject({ rule: '4.5', rulesetId: 'spi-1980', details: { hex: '1521' } });
  });

  test('viewers: a side sees its own secrets, the referee all, a spectator none', () => {
    expect(seesSecretsOf(sideViewer('french'), 'french')).toBe(true);
    expect(seesSecretsOf(sideViewer('allied'), 'french')).toBe(false);
    expect(seesSecretsOf(REFEREE, 'french')).toBe(true);
    expect(seesSecretsOf(SPECTATOR, 'french')).toBe(false);
  });
});
