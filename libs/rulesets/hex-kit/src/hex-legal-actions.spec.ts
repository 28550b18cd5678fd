import {
  type Command,
  type LegalAction,
  SPECTATOR,
  type TurnState,
  sideViewer,
} from '@pratzen/engine';
import { hexLegalActions } from './hex-legal-actions';

type Toy = TurnState<'red' | 'blue'>;
const toy: Toy = { turn: 1, phase: 'move', side: 'red', pending: null, over: false };
const options: LegalAction[] = [
  { command: { type: 'MoveUnit', unitId: 'a' } as Command },
  { command: { type: 'Attack', attackers: ['a', 'b'] } as Command },
  { command: { type: 'EndPhase' } },
];

describe('hexLegalActions', () => {
  const { legalActions, commandUnits, sideToAct } = hexLegalActions<Toy, Command, 'red' | 'blue'>(
    { ids: ['unitId'], lists: ['attackers'] },
    () => options,
  );

  it('offers the side to act its options, and nobody else anything', () => {
    expect(sideToAct(toy)).toBe('red');
    expect(legalActions(toy, sideViewer('red'))).toEqual(options);
    expect(legalActions(toy, sideViewer('blue'))).toEqual([]);
    expect(legalActions(toy, SPECTATOR)).toEqual([]);
    expect(legalActions({ ...toy, over: true }, sideViewer('red'))).toEqual([]);
  });

  it('filters by the units a command names and by type', () => {
    expect(commandUnits(options[1]?.command as Command)).toEqual(['a', 'b']);
    expect(legalActions(toy, sideViewer('red'), { unitId: 'b' })).toEqual([options[1]]);
    expect(legalActions(toy, sideViewer('red'), { type: 'EndPhase' })).toEqual([options[2]]);
  });
});
