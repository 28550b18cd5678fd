import { setupStateOrThrow } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import { AL_LINE_2, FR_LINE, FR_LINE_2, at, position } from '../testing/positions';
import type { Weather } from '../vocabulary';

const RU_GUN = 'al-col-iv-art-1';
const REPNINSKY = 'al-col-iv-repninsky';
/** The last phase of a turn (the French, second, player-turn's Close Combat Phase). */
const endOfTurn = (turn: number, weather: Weather): A1805State => ({
  ...position([at(FR_LINE, 36, 6, 0, 'line')], {
    phase: 'close-combat',
    attacker: 'french',
    weather,
  }),
  firstSide: 'allied',
  turn,
});

describe('16 fog', () => {
  test('16.2 the first three turns are fog turns', () => {
    const s = setupStateOrThrow(
      a1805.initialState({
        scenarioId: 'free-form',
        position: { units: [at(FR_LINE, 36, 6, 0, 'line')] },
      }),
    );
    expect(s.weather).toBe('fog');
    given(a1805, endOfTurn(2, 'fog'))
      .when({ type: 'EndPhase' })
      .then([{ type: 'PhaseEnded' }]);
    expect(given(a1805, endOfTurn(2, 'fog')).when({ type: 'EndPhase' }).after).toMatchObject({
      turn: 3,
      weather: 'fog',
    });
  });

  test('4.2, 16.2 from turn 4 a die decides whether the fog lifts (reconstructed table: on 5 or 6)', () => {
    const lifts = given(a1805, endOfTurn(3, 'fog')).when({ type: 'EndPhase' }, [5]);
    lifts.then([{ type: 'PhaseEnded' }, { type: 'FogRolled', turn: 4, die: 5, result: 'lifts' }]);
    expect(lifts.after).toMatchObject({ turn: 4, weather: 'partial-1' });
    const lingers = given(a1805, endOfTurn(3, 'fog')).when({ type: 'EndPhase' }, [4]);
    expect(lingers.after.weather).toBe('fog');
  });

  test('16.3 Partially Foggy 1, then 2, then clear; 16.3.1 by turn 7 it lifts without a roll', () => {
    expect(given(a1805, endOfTurn(4, 'partial-1')).when({ type: 'EndPhase' }).after.weather).toBe(
      'partial-2',
    );
    expect(given(a1805, endOfTurn(5, 'partial-2')).when({ type: 'EndPhase' }).after.weather).toBe(
      'clear',
    );
    const seventh = given(a1805, endOfTurn(6, 'fog')).when({ type: 'EndPhase' });
    seventh.then([{ type: 'PhaseEnded' }]);
    expect(seventh.after).toMatchObject({ turn: 7, weather: 'partial-1' });
  });

  test('16.2–16.3 nothing is seen beyond ½ UM in fog, 1 UM with Partially Foggy 1, 2 UM with 2', () => {
    const seen = (weather: Weather, gap: number) => {
      const s = position([at(FR_LINE, 36, 6, 0, 'line'), at(REPNINSKY, 36, 6 + gap, 180, 'line')], {
        weather,
      });
      return (
        a1805.measure!(s, { kind: 'referee' }, { from: FR_LINE, to: REPNINSKY }) as {
          lineOfSight: { clear: boolean };
        }
      ).lineOfSight.clear;
    };
    expect([seen('fog', 0.5), seen('fog', 0.6)]).toEqual([true, false]);
    expect([seen('partial-1', 1), seen('partial-1', 1.1)]).toEqual([true, false]);
    expect([seen('partial-2', 2), seen('partial-2', 2.1), seen('clear', 8)]).toEqual([
      true,
      false,
      true,
    ]);
  });

  test('9.8 in fog, guns fire no farther than the canister template, at what they or a friend within ½ UM see', () => {
    const fog = (units: Parameters<typeof position>[0]) =>
      position(units, { phase: 'artillery-preparation-fire', attacker: 'allied', weather: 'fog' });
    const shot = {
      type: 'FireArtillery' as const,
      unitIds: [RU_GUN],
      targetId: FR_LINE,
      ammunition: 'round-shot' as const,
    };
    // 1.5 UM away: the gun does not see it (fog: ½ UM) …
    const alone = fog([at(RU_GUN, 38, 6, 270, 'unlimbered'), at(FR_LINE, 36.2, 6, 90, 'line')]);
    given(a1805, alone).when(shot, [1]).thenViolates('NO_LINE_OF_SIGHT', '16.2');
    // … but a friend beside the gun, ½ UM from the target, does
    const spotted = fog([
      at(RU_GUN, 38, 6, 270, 'unlimbered'),
      at(REPNINSKY, 36.6, 6.6, 270, 'column'),
      at(FR_LINE, 36.2, 6, 90, 'line'),
    ]);
    given(a1805, spotted)
      .when(shot, [1])
      .then([{ type: 'ArtilleryFired', result: 'miss' }]);
    // beyond the canister template (2 UM), not even round shot
    const far = fog([
      at(RU_GUN, 38, 6, 270, 'unlimbered'),
      at(REPNINSKY, 36.2, 7, 270, 'column'),
      at(FR_LINE_2, 35.4, 6, 90, 'line'),
    ]);
    given(a1805, far)
      .when({ ...shot, targetId: FR_LINE_2 }, [1])
      .thenViolates('OUT_OF_TEMPLATE', '9.5');
  });

  test("9.8 with 8.2: the friend must see the target as the ruler says it does — an infantry friend the centre line, not a corner (9.4's partial sight is the gun's own)", () => {
    // Repninsky (a column beside the gun) sees a corner of FR_LINE past Rotermund's line, not
    // its centre
    const s = position(
      [
        at(RU_GUN, 38.4, 6, 270, 'unlimbered'),
        at(REPNINSKY, 37.3, 5.3, 270, 'column'),
        at(AL_LINE_2, 37.25, 5.2, 90, 'line'),
        at(FR_LINE, 36.8, 6, 90, 'line'),
      ],
      { phase: 'artillery-preparation-fire', attacker: 'allied', weather: 'fog' },
    );
    const ruler = a1805.measure!(s, { kind: 'referee' }, { from: REPNINSKY, to: FR_LINE }) as {
      lineOfSight: { clear: boolean; blockedBy?: { id: string } };
    };
    expect(ruler.lineOfSight).toMatchObject({ clear: false, blockedBy: { id: AL_LINE_2 } });
    given(a1805, s)
      .when(
        { type: 'FireArtillery', unitIds: [RU_GUN], targetId: FR_LINE, ammunition: 'round-shot' },
        [1],
      )
      .thenViolates('NO_LINE_OF_SIGHT', '16.2');
  });
});
