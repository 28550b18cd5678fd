import type { MoveUnit } from '../commands';
import type { A1805State, UnitState } from '../state';
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
import { refuse } from '../violations';
import { rageDuty, rageProblem } from './blood-rage';

/**
 * 12.9.1, 12.9.4: rageDuty's own statement of whom Blood Rage obliges and to what, with a planner
 * that accepts every move (the moves' own rules are tested with the ruleset, blood-rage.spec.ts).
 */
const anything = (): unknown => ({});
const unit = (s: A1805State, id: string): UnitState => s.units.find((u) => u.id === id)!;
const raging = (s: A1805State, id: string, patch: Partial<UnitState> = {}): A1805State => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, bloodRage: true, ...patch } : u)),
});
/** FR_LINE (or `id`) raging at (36, 3) facing north; AL_LINE `ahead` UM north. */
const field = (ahead = 1.5, id = FR_LINE, formation: 'line' | 'square' | 'limbered' = 'line') =>
  raging(position([at(id, 36, 3, 0, formation), at(AL_LINE, 36, 3 + ahead, 180, 'line')]), id);
const duty = (
  s: A1805State,
  id = FR_LINE,
  plan: (s: A1805State, c: MoveUnit) => unknown = anything,
) => rageDuty(s, unit(s, id), plan);

describe('12.9.1 whom Blood Rage obliges (rageDuty)', () => {
  test("12.9.1 the phasing side's raging unit in its Movement Phase: a straight close on the closest enemy", () => {
    expect(duty(field())).toEqual({
      target: AL_LINE,
      command: { type: 'MoveUnit', unitId: FR_LINE, steps: [{ kind: 'close', unitId: AL_LINE }] },
      mustReform: false,
      reform: null,
    });
  });

  test('12.9.1 no duty: not the phasing side, not its Movement Phase, artillery, already moved', () => {
    expect(duty({ ...field(), attacker: 'allied' })).toBeNull();
    expect(duty({ ...field(), phase: 'rally' })).toBeNull();
    expect(duty(field(1.5, FR_HORSE_ART, 'limbered'), FR_HORSE_ART)).toBeNull();
    expect(duty({ ...field(), moved: [FR_LINE] })).toBeNull();
    expect(
      duty(
        raging(
          position([at(FR_LINE, 36, 3, 0, 'line'), at(AL_LINE, 36, 4.5, 180, 'line')]),
          FR_LINE,
          { bloodRage: false },
        ),
      ),
    ).toBeNull();
  });

  test('12.9.1 no duty for a unit engaged in close combat (attacking or attacked); a combat of others does not matter', () => {
    const combat = (defender: string, attackers: string[]) => ({
      ...field(),
      combats: [{ defender, attackers, side: 'french' as const, bonus: 0, ongoing: true }],
    });
    expect(duty(combat(AL_LINE_2, [FR_LINE]))).toBeNull();
    expect(duty(combat(FR_LINE, [AL_LINE_2]))).toBeNull();
    expect(duty(combat(AL_LINE_2, [FR_LINE_2]))).not.toBeNull();
  });

  test('12.9.1 a stunned unit still has the duty; a disorganized or routed one has none', () => {
    expect(duty(raging(field(), FR_LINE, { morale: 'stunned' }))).not.toBeNull();
    expect(duty(raging(field(), FR_LINE, { morale: 'disorganized' }))).toBeNull();
    expect(duty(raging(field(), FR_LINE, { morale: 'routed' }))).toBeNull();
  });

  test('12.9.1 reach by centres: infantry its 2 UM and 1, cavalry its 4 UM and 1', () => {
    expect(duty(field(2.5))?.target).toBe(AL_LINE);
    expect(duty(field(3.2))).toBeNull();
    expect(duty(field(4.5, FR_HEAVY_CAV), FR_HEAVY_CAV)?.target).toBe(AL_LINE);
    expect(duty(field(5.2, FR_HEAVY_CAV), FR_HEAVY_CAV)).toBeNull();
  });

  test('12.9.1 the closest enemy, not a friend nearer, not an enemy listed first', () => {
    const s = raging(
      position([
        at(FR_LINE, 36, 3, 0, 'line'),
        at(FR_LINE_2, 37.2, 3, 0, 'line'),
        at(AL_LINE, 36, 5.5, 180, 'line'),
        at(AL_LINE_2, 36, 4.5, 180, 'line'),
      ]),
      FR_LINE,
    );
    expect(duty(s)?.target).toBe(AL_LINE_2);
  });

  test('12.9.1 the closest enemy in sight, both in sight: the nearer, though listed after the farther', () => {
    const s = raging(
      position([
        at(FR_LINE, 36, 3, 0, 'line'),
        at(AL_LINE, 35, 5.2, 180, 'line'),
        at(AL_LINE_2, 37, 4.2, 180, 'line'),
      ]),
      FR_LINE,
    );
    expect(duty(s)?.target).toBe(AL_LINE_2);
    // the farther alone is a target too: it is in reach and in sight
    const alone = raging(
      position([at(FR_LINE, 36, 3, 0, 'line'), at(AL_LINE, 35, 5.2, 180, 'line')]),
      FR_LINE,
    );
    expect(duty(alone)?.target).toBe(AL_LINE);
  });

  test('12.9.1 two enemies equally close: the first by id, whatever order they are listed in', () => {
    const s = raging(
      position([
        at(FR_LINE, 36, 3, 0, 'line'),
        at(AL_LINE_2, 37.5, 4.5, 180, 'line'),
        at(AL_LINE, 34.5, 4.5, 180, 'line'),
      ]),
      FR_LINE,
    );
    expect(duty(s)?.target).toBe(AL_LINE);
  });

  test('12.9.4 a square re-forms in line, else in column; with an attack to make, no separate re-forming', () => {
    const sq = field(1.5, FR_LINE, 'square');
    expect(duty(sq)).toMatchObject({
      mustReform: true,
      reform: null,
      command: {
        steps: [
          { kind: 'formation', to: 'line' },
          { kind: 'close', unitId: AL_LINE },
        ],
      },
    });
    const noLine = (_: A1805State, c: MoveUnit): unknown =>
      c.steps.some((st) => st.kind === 'formation' && st.to === 'line')
        ? refuse('TEST', null, 'no line here')
        : {};
    expect(duty(sq, FR_LINE, noLine)?.command?.steps[0]).toEqual({
      kind: 'formation',
      to: 'column',
    });
    const noClose = (_: A1805State, c: MoveUnit): unknown =>
      c.steps.some((st) => st.kind === 'close') ? refuse('TEST', null, 'no attack') : {};
    expect(duty(sq, FR_LINE, noClose)).toMatchObject({
      command: null,
      reform: { steps: [{ kind: 'formation', to: 'line' }] },
    });
  });

  test('12.9.1 a move whose last step is not a close on the target does not do the duty', () => {
    const d = duty(field());
    const move = (steps: MoveUnit['steps']): MoveUnit => ({
      type: 'MoveUnit',
      unitId: FR_LINE,
      steps,
    });
    expect(rageProblem(d, move([]))).toMatchObject({ code: 'BLOOD_RAGE_ATTACK' });
    expect(rageProblem(d, move([{ kind: 'attach', unitId: AL_LINE }]))).toMatchObject({
      code: 'BLOOD_RAGE_ATTACK',
    });
    expect(rageProblem(d, move([{ kind: 'close', unitId: AL_LINE }]))).toBeNull();
  });
});
