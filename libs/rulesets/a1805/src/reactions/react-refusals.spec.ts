import { given } from '@pratzen/engine/testing';
import type { A1805Command } from '../commands';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import {
  AL_ART,
  AL_LINE,
  AL_LINE_2,
  FR_HEAVY_CAV,
  FR_LINE,
  at,
  position,
} from '../testing/positions';

/**
 * 4.6.1: a reaction answers the choice the game waits for — no other unit's, no option it was not
 * offered, and none when nothing is awaited. The choice here is 13.11.4's: the French line, having
 * beaten the Allied line, may advance or not.
 */
const react = (unitId: string, reaction: string, extra: object = {}): A1805Command =>
  ({ type: 'React', unitId, reaction, ...extra }) as A1805Command;

/** `attacker` 1½ UM from `defender`, front to front, closes on it (the defender's morale as given). */
const closed = (attacker: string, defender: string, morale = {}): A1805State => {
  const s = position([at(attacker, 36, 6, 0, 'line'), at(defender, 36, 7.5, 180, 'line')], {
    morale,
  });
  return given(a1805, s).when({
    type: 'MoveUnit',
    unitId: attacker,
    steps: [{ kind: 'close', unitId: defender }],
  }).after;
};
const fought = (): A1805State => ({ ...closed(FR_LINE, AL_LINE), phase: 'close-combat' });
/** Attacker 6, defender 1: the Allied line fails its check and retreats; the French may advance. */
const awaiting = (): A1805State =>
  given(a1805, fought()).when({ type: 'Assault', defenderId: AL_LINE }, [6, 1, 6, 5]).after;

describe('4.6.1 answering a reaction', () => {
  test('4.6.1 the control case: the French line answers with an offered option', () => {
    const s = awaiting();
    expect(s.reaction).toMatchObject({ unitId: FR_LINE, options: ['advance', 'none'] });
    expect(given(a1805, s).when(react(FR_LINE, 'none')).after.reaction).toBeNull();
  });

  test('4.6.1 with no reaction awaited, a reaction is refused', () => {
    const s = fought();
    expect(s.reaction).toBeNull();
    given(a1805, s).when(react(FR_LINE, 'none')).thenViolates('NO_REACTION', '4.6.1');
  });

  test("4.6.1 only the unit whose reaction is awaited answers: the other unit's answer is refused", () => {
    given(a1805, awaiting()).when(react(AL_LINE, 'none')).thenViolates('NOT_REACTING', '4.6.1');
  });

  test('4.6.1 an option not offered is refused, under its own rule (13.9 for a reface), and an unknown one under 4.6.1', () => {
    const s = awaiting();
    given(a1805, s)
      .when(react(FR_LINE, 'reface', { facing: 90, formation: 'line' }))
      .thenViolates('REACTION_NOT_OPEN', '13.9');
    given(a1805, s).when(react(FR_LINE, 'dance')).thenViolates('REACTION_NOT_OPEN', '4.6.1');
  });
});

describe('5.4.5, 13.8 with 12.5 a unit not in good order does not react', () => {
  const AL_CAV = 'al-vg-kienmayer-cav-1';

  test('5.4.5 with 12.5.1 a stunned line attacked by cavalry is offered no hasty square (the good one is)', () => {
    expect(closed(FR_HEAVY_CAV, AL_LINE).reaction?.options).toEqual(['hasty-square', 'none']);
    expect(closed(FR_HEAVY_CAV, AL_LINE, { [AL_LINE]: 'stunned' }).reaction).toBeNull();
  });

  test('13.8 with 12.5.1 stunned cavalry attacked by infantry is offered no withdrawal (good cavalry is)', () => {
    expect(closed(FR_LINE, AL_CAV).reaction?.options).toEqual(['withdraw', 'none']);
    expect(closed(FR_LINE, AL_CAV, { [AL_CAV]: 'stunned' }).reaction).toBeNull();
  });
});

describe('13.1 resolving a close combat', () => {
  test('13.1 only a declared attack is resolved: an Assault on a unit nobody attacks is refused', () => {
    const s = fought();
    expect(
      given(a1805, s).when({ type: 'Assault', defenderId: AL_LINE }, [6, 1, 6, 5]).decision.ok,
    ).toBe(true);
    given(a1805, s)
      .when({ type: 'Assault', defenderId: FR_LINE }, [6, 1, 6, 5])
      .thenViolates('NO_SUCH_COMBAT', '13.1');
  });
});

describe('13.15.1.1.2 a crew returning to its guns', () => {
  /** The Allied battery's crew sheltered in the square 1½ UM away; no enemy near. */
  const sheltered = (squareX = 37.5): A1805State => {
    const s = position(
      [at(AL_ART, 36, 7.5, 180, 'unlimbered'), at(AL_LINE_2, squareX, 8.5, 180, 'square')],
      { phase: 'rally', attacker: 'allied' },
    );
    return { ...s, units: s.units.map((u) => (u.id === AL_ART ? { ...u, crewIn: AL_LINE_2 } : u)) };
  };
  const back = { type: 'ReturnCrew', unitId: AL_ART } as const;
  const allied = { kind: 'side', side: 'allied' } as const;

  test('13.15.1.1.2 the control case: offered, and the crew returns', () => {
    expect(a1805.legalActions(sheltered(), allied).map((a) => a.command)).toContainEqual(back);
    given(a1805, sheltered())
      .when(back)
      .then([{ type: 'CrewReturned', unitId: AL_ART }]);
  });

  test('13.15.1.1.2 guns with their crew have none to return', () => {
    const s = sheltered();
    const manned = {
      ...s,
      units: s.units.map((u) => (u.id === AL_ART ? { ...u, crewIn: undefined } : u)),
    };
    given(a1805, manned).when(back).thenViolates('NOT_CREWLESS', '13.15.1.1.2');
  });

  test("13.15.1.1.2 a crew returns in its owner's Rally Phase only", () => {
    given(a1805, { ...sheltered(), phase: 'movement' })
      .when(back)
      .thenViolates('NOT_RALLY_PHASE', '13.15.1.1.2');
    given(a1805, { ...sheltered(), attacker: 'french' })
      .when(back)
      .thenViolates('NOT_RALLY_PHASE', '13.15.1.1.2');
  });

  test('13.15.1.1.2 a crew in a square more than 2 UM from its guns does not return', () => {
    const far = sheltered(32.5);
    expect(a1805.legalActions(far, allied).map((a) => a.command)).not.toContainEqual(back);
    given(a1805, far).when(back).thenViolates('CREW_TOO_FAR', '13.15.1.1.2');
  });

  test('13.15.1.1.2 guns still attacked in a close combat are in danger: the crew stays', () => {
    const s: A1805State = {
      ...sheltered(),
      combats: [{ defender: AL_ART, attackers: [], side: 'french', bonus: 0, ongoing: true }],
    };
    given(a1805, s).when(back).thenViolates('DANGER', '13.15.1.1.2');
  });
});
