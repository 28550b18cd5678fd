import { sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A1805Command } from '../commands';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import {
  AL_LINE,
  AL_LINE_2,
  FR_HEAVY_CAV,
  FR_HORSE_ART,
  FR_LINE,
  FR_LINE_2,
  at,
  position,
} from '../testing/positions';

const raging = (s: A1805State, id: string): A1805State => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, bloodRage: true } : u)),
});
const close = (target: string, ...before: object[]): A1805Command =>
  ({
    type: 'MoveUnit',
    unitId: FR_LINE,
    steps: [...before, { kind: 'close', unitId: target }],
  }) as A1805Command;

describe('12.9.1, 12.9.4 Blood Rage obliges an attack', () => {
  // the closest enemy ahead and to the left; another straight ahead, a little farther
  const field = [
    at(FR_LINE, 36, 6, 0, 'line'),
    at(AL_LINE, 34.6, 7.2, 180, 'line'),
    at(AL_LINE_2, 36, 8, 180, 'line'),
  ];

  test('12.9.1 the unit must attack the closest enemy it can reach and see; nothing else, and the phase waits for it', () => {
    const s = raging(position(field), FR_LINE);
    given(a1805, s).when({ type: 'EndPhase' }).thenViolates('BLOOD_RAGE_PENDING', '12.9.1');
    given(a1805, s)
      .when({ type: 'MoveUnit', unitId: FR_LINE, steps: [{ kind: 'forward', distance: 0.5 }] })
      .thenViolates('BLOOD_RAGE_ATTACK', '12.9.1');
    // straight ahead, the farther one is a legal attack — but not the one Blood Rage demands
    expect(given(a1805, position(field)).when(close(AL_LINE_2)).decision.ok).toBe(true);
    given(a1805, s).when(close(AL_LINE_2)).thenViolates('BLOOD_RAGE_ATTACK', '12.9.1');
    const offered = a1805
      .legalActions(s, sideViewer('french'))
      .filter((a) => a.command.type === 'MoveUnit' || a.command.type === 'EndPhase');
    expect(offered).toHaveLength(1);
    const attack = offered[0]!.command;
    expect(attack.type === 'MoveUnit' && attack.steps.at(-1)).toEqual({
      kind: 'close',
      unitId: AL_LINE,
    });
    const after = given(a1805, s).when(attack).after;
    const a =
      after.reaction === null
        ? after
        : given(a1805, after).when({
            type: 'React',
            unitId: after.reaction.unitId,
            reaction: 'none',
          }).after;
    expect(given(a1805, a).when({ type: 'EndPhase' }).decision.ok).toBe(true);
  });

  test('12.9.1 no duty when no enemy is within movement range', () => {
    const s = raging(
      position([at(FR_LINE, 36, 3, 0, 'line'), at(AL_LINE, 36, 7.5, 180, 'line')]),
      FR_LINE,
    );
    expect(given(a1805, s).when({ type: 'EndPhase' }).decision.ok).toBe(true);
  });

  test('12.9.4 a square under Blood Rage must leave square, and may then attack at once', () => {
    const sq = raging(
      position([at(FR_LINE, 36, 7.4, 0, 'square'), at(AL_LINE, 36, 7.5, 180, 'line')]),
      FR_LINE,
    );
    given(a1805, sq).when(close(AL_LINE)).thenViolates('SQUARE_NO_ATTACK', '5.4.4');
    const w = given(a1805, sq).when(close(AL_LINE, { kind: 'formation', to: 'line' }));
    expect(w.decision.ok).toBe(true);
    // out of anyone's reach it still re-forms before the phase ends
    const alone = raging(
      position([at(FR_LINE, 36, 2, 0, 'square'), at(AL_LINE, 36, 9, 180, 'line')]),
      FR_LINE,
    );
    given(a1805, alone).when({ type: 'EndPhase' }).thenViolates('BLOOD_RAGE_PENDING', '12.9.1');
    const sq2 = given(a1805, alone)
      .when({ type: 'MoveUnit', unitId: FR_LINE, steps: [{ kind: 'forward', distance: 0.25 }] })
      .thenViolates('BLOOD_RAGE_SQUARE', '12.9.4');
    expect(sq2.message).toBe(`${FR_LINE} is a square under Blood Rage: it must change formation`);
    const offered = a1805
      .legalActions(alone, sideViewer('french'))
      .filter((a) => a.command.type === 'MoveUnit');
    expect(offered.map((a) => a.command)).toEqual([
      { type: 'MoveUnit', unitId: FR_LINE, steps: [{ kind: 'formation', to: 'line' }] },
    ]);
  });
});

describe("12.9.1 Blood Rage's reach: by arm and phase", () => {
  /** A raging unit facing north (0°) at (36, 3); the enemy `ahead` UM further north. */
  const facing = (id: string, ahead: number, options: Parameters<typeof position>[1] = {}) =>
    raging(
      position([at(id, 36, 3, 0, 'line'), at(AL_LINE, 36, 3 + ahead, 180, 'line')], options),
      id,
    );
  const mustAttack = (s: A1805State) =>
    given(a1805, s).when({ type: 'EndPhase' }).thenViolates('BLOOD_RAGE_PENDING', '12.9.1');
  const free = (s: A1805State) =>
    expect(given(a1805, s).when({ type: 'EndPhase' }).decision.ok).toBe(true);

  test('12.9.1 infantry: an enemy its 2 UM bring it into contact with must be attacked; one farther, no duty', () => {
    mustAttack(facing(FR_LINE, 2));
    free(facing(FR_LINE, 2.2));
  });

  test('12.9.1 cavalry: an enemy its 4 UM bring it into contact with must be attacked; one farther, no duty', () => {
    mustAttack(facing(FR_HEAVY_CAV, 4));
    free(facing(FR_HEAVY_CAV, 4.2));
  });

  test('12.9, 12.9.1 artillery never rages: a battery (marked so) has no duty', () => {
    free(
      raging(
        position([at(FR_HORSE_ART, 36, 3, 0, 'limbered'), at(AL_LINE, 36, 4, 180, 'line')]),
        FR_HORSE_ART,
      ),
    );
  });

  test('12.9.1 only in its own Movement Phase: not in another phase, not in the enemy player-turn', () => {
    free(facing(FR_LINE, 1.5, { phase: 'artillery-preparation-fire' }));
    const enemyTurn = raging(
      position([at(FR_LINE, 36, 3, 0, 'line'), at(AL_LINE, 36, 4.5, 180, 'line')], {
        attacker: 'allied',
      }),
      FR_LINE,
    );
    expect(given(a1805, enemyTurn).when({ type: 'EndPhase' }).decision.ok).toBe(true);
  });

  test('12.9.1 a unit already engaged in close combat, or disorganized or routed, has no duty', () => {
    const s = facing(FR_LINE, 1.5);
    free({
      ...s,
      combats: [
        { defender: AL_LINE_2, attackers: [FR_LINE], side: 'french', bonus: 0, ongoing: true },
      ],
    });
    for (const morale of ['disorganized', 'routed'] as const) {
      free({
        ...s,
        units: s.units.map((u) => (u.id === FR_LINE ? { ...u, morale } : u)),
      });
    }
  });

  test('12.9.1 once it has moved this phase, the duty is done', () => {
    const s = facing(FR_LINE, 1.5);
    free({ ...s, moved: [FR_LINE] });
  });

  test('12.9.1 of two closest enemies at the same distance, the duty names one (by id) and holds to it', () => {
    const s = raging(
      position([
        at(FR_LINE, 36, 3, 0, 'line'),
        at(AL_LINE, 35.2, 4.5, 180, 'line'),
        at(AL_LINE_2, 36.8, 4.5, 180, 'line'),
      ]),
      FR_LINE,
    );
    const v = given(a1805, s)
      .when({ type: 'MoveUnit', unitId: FR_LINE, steps: [{ kind: 'forward', distance: 0.1 }] })
      .thenViolates('BLOOD_RAGE_ATTACK', '12.9.1');
    expect(v.details).toEqual({ target: AL_LINE });
    expect(v.message).toBe(`${FR_LINE} is under Blood Rage: it must attack ${AL_LINE}`);
  });

  test('12.9.1 the closest enemy hidden from it (behind a friend in line, 8.8) is not the one: the closest it sees is', () => {
    const s = raging(
      position([
        at(FR_LINE, 36, 3, 0, 'line'),
        at(FR_LINE_2, 34.9, 3, 0, 'line'),
        at(AL_LINE, 34.05, 2.9, 90, 'line'),
        at(AL_LINE_2, 36, 4.9, 180, 'line'),
      ]),
      FR_LINE,
    );
    const v = given(a1805, s)
      .when({ type: 'MoveUnit', unitId: FR_LINE, steps: [{ kind: 'forward', distance: 0.1 }] })
      .thenViolates('BLOOD_RAGE_ATTACK', '12.9.1');
    expect(v.details).toEqual({ target: AL_LINE_2 });
  });
});
