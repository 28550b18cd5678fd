import { seededDice, setupStateOrThrow, sideViewer } from '@pratzen/engine';
import type { A20Command, CommandOf } from '../commands';
import { a20 } from '../ruleset';
import type { A20State } from '../state';
import { replay } from '@pratzen/engine';

/** Specs: the Standard set-up (X3.0) played by commands, each step's state. */
export function standardStart(optionalRules: readonly string[] = []): A20State {
  return setupStateOrThrow(a20.initialState({ scenarioId: 'standard', optionalRules }));
}

/** `command` decided with seeded dice (throws on a violation) and its state after. */
export function play(state: A20State, command: A20Command, seed = 1): A20State {
  const d = a20.decide(state, command, seededDice(seed));
  if (!d.ok) throw new Error(`${command.type}: ${d.violation.code} ${d.violation.message}`);
  return replay(a20, state, d.events);
}

/** After step 3 (the cards set aside). */
export const prepared = (optionalRules: readonly string[] = []): A20State =>
  play(standardStart(optionalRules), { type: 'PrepareDeck' });

/** The canned French set-ups legal actions offer: none, two Dummies, IV/2 as Cadres and a Dummy. */
export function frenchPlans(state: A20State): CommandOf<'DeployFrench'>[] {
  return a20
    .legalActions(state, sideViewer('french'))
    .flatMap((a) => (a.command.type === 'DeployFrench' ? [a.command] : []));
}

/** The first canned Allied set-up legal actions offer. */
export function alliedPlan(state: A20State): CommandOf<'DeployAllied'> {
  const a = a20
    .legalActions(state, sideViewer('allied'))
    .find((x) => x.command.type === 'DeployAllied');
  if (a === undefined || a.command.type !== 'DeployAllied') throw new Error('no Allied plan');
  return a.command;
}

/** Play the scouting reveals (X3.0 step 5), each chooser taking the first counter offered. */
export function scoutAll(state: A20State): A20State {
  let s = state;
  while (s.fog.step === 'scouting') {
    const a = a20.legalActions(s, sideViewer(s.side))[0];
    if (a === undefined) throw new Error('no reveal offered');
    s = play(s, a.command);
  }
  return s;
}
