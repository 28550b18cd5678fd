import { REFEREE, SPECTATOR, scriptedDice, sideViewer } from '@pratzen/engine';
import { decide } from './decide';
import { evolve } from './evolve';
import { commandUnits, legalActions } from './legal-actions';
import { initialState } from './setup';
import { sideOf } from './queries';
import { defaultReserveDeployment } from './sequence/reserve';
import type { SpiState } from './state';

const opening = (): SpiState => {
  const r = initialState({ scenarioId: 'historical' });
  if (!r.ok) throw new Error('set-up');
  return r.state;
};
const play = (s: SpiState, ...commands: Parameters<typeof decide>[1][]): SpiState =>
  commands.reduce((st, c) => {
    const d = decide(st, c, scriptedDice([]));
    if (!d.ok) throw new Error(d.violation.message);
    return d.events.reduce(evolve, st);
  }, s);

describe('legal actions', () => {
  test('12.0 at the start only the French seat (and the referee) has something to do', () => {
    const s = opening();
    expect(legalActions(s, sideViewer('allied'))).toEqual([]);
    expect(legalActions(s, SPECTATOR)).toEqual([]);
    const french = legalActions(s, sideViewer('french'));
    expect(french.map((a) => a.command.type)).toEqual(['PlotReserveDeployment']);
    expect(legalActions(s, REFEREE)).toEqual(french);
  });

  test('3.0 in the Allied Movement Phase the Allies move units or end the phase; the French wait', () => {
    const s = play(
      opening(),
      { type: 'PlotReserveDeployment', deployments: defaultReserveDeployment(opening()) },
      { type: 'EndPhase' },
    );
    expect(s.phase).toBe('movement');
    const actions = legalActions(s, sideViewer('allied'));
    expect(new Set(actions.map((a) => a.command.type))).toEqual(new Set(['MoveUnit', 'EndPhase']));
    expect(legalActions(s, sideViewer('french'))).toEqual([]);
    // hidden information never leaks through the Allied legal actions
    const plotted = JSON.stringify(s.reserve.plotted);
    expect(JSON.stringify(actions)).not.toContain(plotted);
  });

  test('filters by command type and by unit', () => {
    const s = play(
      opening(),
      { type: 'PlotReserveDeployment', deployments: defaultReserveDeployment(opening()) },
      { type: 'EndPhase' },
    );
    const unitId = s.units.find((u) => u.location === 'map' && sideOf(u) === 'allied')!.id;
    const forUnit = legalActions(s, sideViewer('allied'), { unitId });
    expect(forUnit.length).toBeGreaterThan(0);
    expect(forUnit.every((a) => commandUnits(a.command).includes(unitId))).toBe(true);
    expect(legalActions(s, sideViewer('allied'), { type: 'EndPhase' })).toEqual([
      { command: { type: 'EndPhase' }, rule: '3.0', phase: 'movement' },
    ]);
  });

  test('commandUnits finds the units a command names', () => {
    expect(
      commandUnits({
        type: 'Attack',
        attackers: ['a', 'b'],
        defenders: ['c'],
        moraleUnit: 'a',
      }).sort(),
    ).toEqual(['a', 'a', 'b', 'c']);
    expect(commandUnits({ type: 'EndPhase' })).toEqual([]);
    expect(commandUnits({ type: 'ReduceOverstack', losses: [{ unitId: 'x', csp: 1 }] })).toEqual([
      'x',
    ]);
  });
});
