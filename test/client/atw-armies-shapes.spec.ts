import { seededDice, setupStateOrThrow } from '@pratzen/engine';
import { atw } from '@pratzen/rulesets/atw';
import type { AtwCommand } from '@pratzen/rulesets/atw/commands';
import type { AtwState } from '@pratzen/rulesets/atw/state';
import {
  ALLIED_LIST,
  FRENCH_LIST,
  choosingPosition,
} from '@pratzen/rulesets/atw/testing/army-lists';
import { check, published } from './support/published-schemas';
import { PlayedBatches, VIEWERS, storedStream, viewedEvents } from './support/sealed-stream';

/**
 * atw 20, hidden army lists: the view (`AtwState`) and the lists' events (`AtwArmyLockedEvent`,
 * sealed for the other seat and spectators and whole, `AtwArmiesRevealedEvent`) of a game whose
 * armies are chosen in play match the committed openapi.yaml, for each viewer. (atw's older
 * event schemas require a `type` member in `data`, which the API does not serve: not checked here.)
 */
describe('atw hidden army lists: shapes of openapi/openapi.yaml', () => {
  test('20 every view and event of a lock, a lock and a reveal, to each viewer', () => {
    const played = new PlayedBatches();
    let state: AtwState = setupStateOrThrow(
      atw.initialState({ scenarioId: 'custom', position: choosingPosition() }),
    );
    const states: AtwState[] = [state];
    const commands = [
      { type: 'LockArmy', side: 'french', ...FRENCH_LIST },
      { type: 'LockArmy', side: 'allied', ...ALLIED_LIST },
      { type: 'EndPhase' },
    ] as AtwCommand[];
    for (const command of commands) {
      played.onCommand(state, command);
      const d = atw.decide(state, command, seededDice(1));
      if (!d.ok) throw new Error(d.violation.code);
      for (const e of d.events) {
        played.onEvent(state, e);
        state = atw.evolve(state, e);
      }
      states.push(state);
    }
    const problems: string[] = [];
    const view = published('AtwState');
    for (const [i, s] of states.entries())
      for (const viewer of VIEWERS)
        problems.push(
          ...check(view, atw.view(s, viewer), `view ${i} to ${JSON.stringify(viewer)}`),
        );
    const sealed = new Set<string>();
    const types = new Set<string>();
    for (const { viewer, envelope } of viewedEvents(atw, storedStream(atw, played))) {
      const who = viewer.kind === 'side' ? viewer.side : viewer.kind;
      if (envelope.type !== 'ArmyLocked' && envelope.type !== 'ArmiesRevealed') continue;
      types.add(envelope.type);
      const own = published(`Atw${envelope.type}Event`);
      problems.push(...check(own, envelope, `${envelope.type} to ${who}`));
      if ((envelope.data as { redacted?: boolean } | null)?.redacted === true)
        sealed.add(`${who}:${(envelope.data as { side: string }).side}`);
    }
    expect(problems).toEqual([]);
    expect([...types].sort()).toEqual(['ArmiesRevealed', 'ArmyLocked']);
    // each lock was sealed for the other seat and spectators, never for its own seat or the referee
    expect([...sealed].sort()).toEqual([
      'allied:french',
      'french:allied',
      'spectator:allied',
      'spectator:french',
    ]);
  });
});
