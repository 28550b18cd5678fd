import { viewHead, viewTail } from './game-view';

const state = {
  rulesetId: 'r',
  scenarioId: 'historical',
  custom: false,
  turn: 2,
  side: 'french',
  phase: 'movement',
  over: false,
  marks: { moved: [] },
  combat: null,
  pending: null,
};

describe('viewHead', () => {
  it('names the game, then the ruleset fields given, then where play stands', () => {
    const head = viewHead(state, { options: { x: true } });
    expect(head).toEqual({
      rulesetId: 'r',
      scenarioId: 'historical',
      custom: false,
      options: { x: true },
      turn: 2,
      activeSide: 'french',
      phase: 'movement',
      over: false,
    });
    expect(Object.keys(head)[3]).toBe('options');
  });
});

describe('viewTail', () => {
  it('shows the bookkeeping, the attack and the pending decision', () => {
    expect(viewTail(state)).toEqual({ marks: { moved: [] }, combat: null, pendingDecision: null });
  });
});
