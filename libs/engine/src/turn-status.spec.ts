import { sideToAct, statusHeader, type TurnState } from './turn-status';

const pending = { type: 'Retreat', side: 'french', rule: '6.5', prompt: 'retreat' };
const state = (over = false, p: TurnState['pending'] = null): TurnState<'allied' | 'french'> => ({
  turn: 3,
  phase: 'combat',
  side: 'allied',
  pending: p,
  over,
});

describe('sideToAct', () => {
  it('is the phasing side when nothing is pending', () => {
    expect(sideToAct(state())).toBe('allied');
  });
  it('is the owner of a pending decision, whoever is phasing', () => {
    expect(sideToAct(state(false, pending))).toBe('french');
  });
  it('is nobody once the game is over', () => {
    expect(sideToAct(state(true, pending))).toBeNull();
  });
});

describe('statusHeader', () => {
  it('names the turn, phase, phasing side, pending decision and end', () => {
    expect(statusHeader(state(false, pending))).toEqual({
      turn: 3,
      phase: 'combat',
      activeSide: 'allied',
      pendingDecision: pending,
      over: false,
    });
  });
});
