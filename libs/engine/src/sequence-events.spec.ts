import { afterPhaseEnded, afterTurnLimit } from './sequence-events';

const state = {
  turn: 3,
  side: 'allied' as string,
  phase: 'combat' as string,
  marks: { moved: ['a'] },
  over: false,
  pending: { type: 'Retreat' } as unknown,
};
const NO_MARKS: { moved: string[] } = { moved: [] };

describe('afterPhaseEnded', () => {
  it('enters the next phase with fresh bookkeeping', () => {
    const next = { turn: 3, side: 'french', phase: 'movement' };
    expect(afterPhaseEnded(state, { next }, NO_MARKS)).toEqual({
      ...state,
      ...next,
      marks: NO_MARKS,
    });
  });
  it('only clears the bookkeeping when no phase follows', () => {
    expect(afterPhaseEnded(state, { next: null }, NO_MARKS)).toEqual({ ...state, marks: NO_MARKS });
  });
});

describe('afterTurnLimit', () => {
  it('ends the game and drops any pending decision', () => {
    expect(afterTurnLimit(state)).toEqual({ ...state, over: true, pending: null });
  });
});
