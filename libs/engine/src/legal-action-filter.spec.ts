import {
  filterLegalActions,
  legalActionsFor,
  unitsNamedBy,
  viewerMayAct,
} from './legal-action-filter';
import { REFEREE, SPECTATOR, sideViewer } from './viewer';

describe('viewerMayAct', () => {
  it('lets the side to act act, and not the other side', () => {
    expect(viewerMayAct('french', sideViewer('french'))).toBe(true);
    expect(viewerMayAct('french', sideViewer('allied'))).toBe(false);
  });
  it('lets the referee act for the side to act; never a spectator', () => {
    expect(viewerMayAct('allied', REFEREE)).toBe(true);
    expect(viewerMayAct('allied', SPECTATOR)).toBe(false);
  });
  it('lets nobody act when nobody is to act (the game is over)', () => {
    expect(viewerMayAct(null, REFEREE)).toBe(false);
    expect(viewerMayAct(null, sideViewer('allied'))).toBe(false);
  });
});

describe('unitsNamedBy', () => {
  const units = unitsNamedBy({
    ids: ['unitId', 'moraleUnit'],
    lists: ['attackers', 'defenders'],
    entries: ['losses'],
  });
  it('reads ids, then lists, then {unitId} entries', () => {
    expect(
      units({
        type: 'Attack',
        unitId: 'u',
        moraleUnit: 'm',
        attackers: ['a', 'b'],
        defenders: ['d'],
        losses: [{ unitId: 'l', csp: 1 }],
      }),
    ).toEqual(['u', 'm', 'a', 'b', 'd', 'l']);
  });
  it('names nothing for a command without unit fields', () => {
    expect(units({ type: 'EndPhase' })).toEqual([]);
  });
});

describe('filterLegalActions', () => {
  type C = { type: string; unitId?: string };
  const actions = [
    { command: { type: 'MoveUnit', unitId: 'a' } },
    { command: { type: 'MoveUnit', unitId: 'b' } },
    { command: { type: 'EndPhase' } },
  ];
  const unitsOf = unitsNamedBy({ ids: ['unitId'] });
  it('keeps everything for an empty query', () => {
    expect(filterLegalActions<C>(actions, {}, unitsOf, false)).toHaveLength(3);
  });
  it('filters by command type', () => {
    expect(filterLegalActions<C>(actions, { type: 'EndPhase' }, unitsOf, false)).toEqual([
      actions[2],
    ]);
  });
  it('filters by unit; an answer naming no unit concerns every unit only while answering', () => {
    expect(filterLegalActions<C>(actions, { unitId: 'b' }, unitsOf, false)).toEqual([actions[1]]);
    expect(filterLegalActions<C>(actions, { unitId: 'b' }, unitsOf, true)).toEqual([
      actions[1],
      actions[2],
    ]);
  });
});

describe('legalActionsFor', () => {
  type C = { type: string; unitId?: string };
  const offered = () => [
    { command: { type: 'MoveUnit', unitId: 'a' } },
    { command: { type: 'EndPhase' } },
  ];
  const state = { turn: 1, phase: 'movement', side: 'allied', pending: null, over: false };
  const unitsOf = unitsNamedBy({ ids: ['unitId'] });
  it('offers the side to act (and the referee) its options, filtered by the query', () => {
    expect(
      legalActionsFor<typeof state, C>(state, sideViewer('allied'), {}, unitsOf, offered),
    ).toHaveLength(2);
    expect(
      legalActionsFor<typeof state, C>(state, REFEREE, { unitId: 'a' }, unitsOf, offered),
    ).toEqual([{ command: { type: 'MoveUnit', unitId: 'a' } }]);
  });
  it('offers nothing to the other side, a spectator, or anyone once the game is over', () => {
    expect(
      legalActionsFor<typeof state, C>(state, sideViewer('french'), {}, unitsOf, offered),
    ).toEqual([]);
    expect(legalActionsFor<typeof state, C>(state, SPECTATOR, {}, unitsOf, offered)).toEqual([]);
    expect(
      legalActionsFor<typeof state, C>({ ...state, over: true }, REFEREE, {}, unitsOf, offered),
    ).toEqual([]);
  });
});
