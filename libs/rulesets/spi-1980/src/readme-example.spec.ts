import { seededDice, sideViewer } from '@pratzen/engine';
import { spi1980 } from '@pratzen/rulesets/spi-1980';

/** The snippet of the README's "Playing it from code", kept true by running it. */
test('README example: set up, take the first legal action, fold its events', () => {
  const setup = spi1980.initialState({ scenarioId: 'historical' }); // or {..., position} for a custom one
  if (!setup.ok) throw new Error(setup.problems[0]?.message);
  let state = setup.state;
  const [first] = spi1980.legalActions(state, sideViewer('french')); // 12.0: the reserve's written deployment
  const decision = spi1980.decide(state, first!.command, seededDice(1)); // events, or a RuleViolation value
  if (decision.ok) state = decision.events.reduce(spi1980.evolve, state);

  expect(first?.command.type).toBe('PlotReserveDeployment');
  expect(decision.ok).toBe(true);
  expect(state.reserve.plotted).toHaveLength(13);
  expect(spi1980.status(state).pendingDecision).toBeNull();
});
