import { given } from '@pratzen/engine/testing';
import type { MoveStep } from '../commands';
import type { UnitMoved } from '../events';
import { a1805 } from '../ruleset';
import {
  AL_ART,
  AL_LINE,
  FR_FOOT_ART,
  FR_HEAVY_CAV,
  FR_HORSE_ART,
  FR_LIGHT_CAV,
  FR_LIGHT_INF,
  FR_LINE,
  FR_LINE_2,
  NAPOLEON,
  SOULT,
  at,
  position,
} from '../testing/positions';

const move = (unitId: string, ...steps: MoveStep[]) => ({
  type: 'MoveUnit' as const,
  unitId,
  steps,
});
const fwd = (distance: number): MoveStep => ({ kind: 'forward', distance });
const turn = (angle: number): MoveStep => ({ kind: 'turn', angle });
const moved = (events: readonly unknown[]): UnitMoved => events[0] as UnitMoved;

/** Open, level ground east of the plateau: nothing but the units placed. */
const OPEN = { x: 36, y: 6 };
const alone = (id: string, formation: Parameters<typeof at>[4], facing = 0) =>
  position([at(id, OPEN.x, OPEN.y, facing, formation)]);

describe('6.2 allowances', () => {
  test.each([
    ['infantry', FR_LINE, 'line', 2],
    ['cavalry', FR_HEAVY_CAV, 'line', 4],
    ['horse artillery (limbered; moves as cavalry: reconstruction)', FR_HORSE_ART, 'limbered', 4],
    ['foot artillery (limbered)', FR_FOOT_ART, 'limbered', 2],
    ['an HQ', SOULT, 'none', 6],
    ['a square', FR_LINE, 'square', 0.5],
  ] as const)('6.2 %s moves up to %s UM, no further', (_name, id, formation, allowance) => {
    const s = alone(id, formation);
    const e = moved(
      given(a1805, s)
        .when(move(id, fwd(allowance)))
        .then([{ type: 'UnitMoved' }]),
    );
    expect(e.y).toBe((OPEN.y + allowance) * 1000);
    expect(e.spent).toBe(allowance * 1000);
    given(a1805, s)
      .when(move(id, fwd(allowance + 0.001)))
      .thenViolates('ALLOWANCE_EXCEEDED', '6.2');
  });

  test('6.2 a distance with more than three decimals is a precision error, not a rule breach', () => {
    const v = given(a1805, alone(FR_LINE, 'line'))
      .when(move(FR_LINE, fwd(1.0001)))
      .thenViolates('PRECISION');
    expect(v.rule).toBeNull();
  });
});

describe('6.4 the marker chain: every marker within 45° of the facing', () => {
  test('6.4 turn 45° and move the whole allowance; the unit ends facing its last marker', () => {
    const e = moved(
      given(a1805, alone(FR_LINE, 'line'))
        .when(move(FR_LINE, turn(45), fwd(2)))
        .then([{ type: 'UnitMoved' }]),
    );
    expect(e.facing).toBe(450);
    // the pivot on the centre (0.2 UM behind the front) shifts the front by 0.2·sin 45°, then 2 UM at 45°
    expect(e.x).toBe(OPEN.x * 1000 + 141 + 1414 + 1);
  });
  test('6.4 a chain that bends right then left, never beyond 45° of the starting facing', () => {
    given(a1805, alone(FR_LINE, 'line'))
      .when(move(FR_LINE, turn(30), fwd(1), turn(-60), fwd(1)))
      .then([{ type: 'UnitMoved', facing: 3300 }]);
  });
  test('6.4/6.5 bending past 45° after moving is refused', () => {
    given(a1805, alone(FR_LINE, 'line'))
      .when(move(FR_LINE, turn(30), fwd(1), turn(30), fwd(0.5)))
      .thenViolates('WIDE_TURN_FIRST', '6.5');
  });
});

describe('6.5 turns up to 90°, orderly retreat', () => {
  test('6.5 turn 90° then half the allowance', () => {
    const s = alone(FR_LINE, 'line');
    given(a1805, s)
      .when(move(FR_LINE, turn(90), fwd(1)))
      .then([{ type: 'UnitMoved', facing: 900 }]);
    given(a1805, s)
      .when(move(FR_LINE, turn(-60), fwd(1.001)))
      .thenViolates('ALLOWANCE_EXCEEDED', '6.5');
  });
  test('6.5 no turn between 90° and 180°', () => {
    given(a1805, alone(FR_LINE, 'line'))
      .when(move(FR_LINE, turn(120)))
      .thenViolates('TURN_TOO_WIDE', '6.5');
  });
  test('6.5 orderly retreat: straight back at half the allowance, still facing the enemy', () => {
    const s = alone(FR_LINE, 'line');
    const e = moved(
      given(a1805, s)
        .when(move(FR_LINE, { kind: 'retire', distance: 1 }))
        .then([{ type: 'UnitMoved' }]),
    );
    expect([e.x, e.y, e.facing]).toEqual([OPEN.x * 1000, (OPEN.y - 1) * 1000, 0]);
    given(a1805, s)
      .when(move(FR_LINE, { kind: 'retire', distance: 1.5 }))
      .thenViolates('ALLOWANCE_EXCEEDED', '6.5');
  });
});

describe('6.6 about-face', () => {
  test('6.6 an about-face pivots on the centre and spends the whole allowance', () => {
    const s = alone(FR_LINE, 'line');
    const e = moved(
      given(a1805, s)
        .when(move(FR_LINE, turn(180)))
        .then([{ type: 'UnitMoved' }]),
    );
    // the line is 0.4 UM deep: its front centre moves to the other side of its centre
    expect([e.x, e.y, e.facing]).toEqual([OPEN.x * 1000, OPEN.y * 1000 - 400, 1800]);
    given(a1805, s)
      .when(move(FR_LINE, turn(180), fwd(0.1)))
      .thenViolates('ABOUT_FACE_SPENT', '6.6');
    given(a1805, s)
      .when(move(FR_LINE, fwd(0.5), turn(180)))
      .thenViolates('ABOUT_FACE_SPENT', '6.6');
  });
});

describe('6.3 sideways', () => {
  test('6.3 any unit may move 1 UM sideways, keeping its facing', () => {
    const e = moved(
      given(a1805, alone(FR_LINE, 'line'))
        .when(move(FR_LINE, { kind: 'sidestep', direction: 'right', distance: 1 }))
        .then([{ type: 'UnitMoved' }]),
    );
    expect([e.x, e.y, e.facing]).toEqual([(OPEN.x + 1) * 1000, OPEN.y * 1000, 0]);
    given(a1805, alone(FR_LINE, 'line'))
      .when(move(FR_LINE, { kind: 'sidestep', direction: 'left', distance: 1.2 }))
      .thenViolates('SIDESTEP_TOO_FAR', '6.3');
  });
  test('6.3 a square sidesteps ½ UM only', () => {
    given(a1805, alone(FR_LINE, 'square'))
      .when(move(FR_LINE, { kind: 'sidestep', direction: 'left', distance: 0.6 }))
      .thenViolates('SIDESTEP_TOO_FAR', '6.3');
  });
  test('6.3 a sideways move is the whole move', () => {
    given(a1805, alone(FR_LINE, 'line'))
      .when(move(FR_LINE, { kind: 'sidestep', direction: 'left', distance: 0.5 }, fwd(1)))
      .thenViolates('MIXED_MOVE', '6.3');
  });
});

describe('5 formations and 6.12 changing them', () => {
  test('6.12 a change of formation costs half the allowance', () => {
    const s = alone(FR_LINE, 'column');
    given(a1805, s)
      .when(move(FR_LINE, { kind: 'formation', to: 'line' }, fwd(1)))
      .then([{ type: 'UnitMoved', formation: 'line', spent: 1000 }]);
    given(a1805, s)
      .when(move(FR_LINE, { kind: 'formation', to: 'line' }, fwd(1.2)))
      .thenViolates('ALLOWANCE_EXCEEDED', '6.12');
  });
  test('6.12 a square that changes formation cannot move that turn', () => {
    const s = alone(FR_LINE, 'square');
    given(a1805, s)
      .when(move(FR_LINE, { kind: 'formation', to: 'column' }))
      .then([{ type: 'UnitMoved', formation: 'column' }]);
    given(a1805, s)
      .when(move(FR_LINE, { kind: 'formation', to: 'column' }, fwd(0.1)))
      .thenViolates('SQUARE_CHANGED', '6.12');
  });
  test('5.1 the block turns about its centre: a column is the block with its short side forward', () => {
    const e = moved(
      given(a1805, alone(FR_LINE, 'line'))
        .when(move(FR_LINE, { kind: 'formation', to: 'column' }))
        .then([{ type: 'UnitMoved' }]),
    );
    // line 1 × 0.4 UM: centre 0.2 UM behind the front; column 0.4 × 1: front 0.5 ahead of the centre
    expect(e.y).toBe(OPEN.y * 1000 - 200 + 500);
  });
  test('5.2 only infantry forms square', () => {
    given(a1805, alone(FR_HEAVY_CAV, 'line'))
      .when(move(FR_HEAVY_CAV, { kind: 'formation', to: 'square' }))
      .thenViolates('NO_SUCH_FORMATION', '5.2');
  });
  test('5.2 squares form only in clear terrain', () => {
    const s = position([at(FR_LINE, 34.5, 14.5, 0, 'line')]);
    given(a1805, s)
      .when(move(FR_LINE, { kind: 'formation', to: 'square' }))
      .thenViolates('SQUARE_NOT_CLEAR', '5.2');
  });
  test('5.2 a square moves only in clear terrain', () => {
    // light infantry: the woods cost it nothing (6.10.1), so only 5.2 stops it
    const s = position([at(FR_LIGHT_INF, 34.5, 12.8, 0, 'square')]);
    given(a1805, s)
      .when(move(FR_LIGHT_INF, fwd(0.5)))
      .thenViolates('SQUARE_NOT_CLEAR', '5.2');
  });
  test('5.4 no room, no square', () => {
    // a friendly line touching the rear: the square marker is deeper than the line
    const s = position([at(FR_LINE, 36, 6, 0, 'line'), at(FR_LINE_2, 36, 5.6, 0, 'line')]);
    given(a1805, s)
      .when(move(FR_LINE, { kind: 'formation', to: 'square' }))
      .thenViolates('UNITS_OVERLAP', '5.4');
  });
});

describe('6.13 artillery moves limbered', () => {
  test('6.13 unlimbered artillery cannot move', () => {
    given(a1805, alone(FR_FOOT_ART, 'unlimbered'))
      .when(move(FR_FOOT_ART, fwd(0.5)))
      .thenViolates('ARTILLERY_UNLIMBERED', '6.13');
  });
  test('6.13 it may limber and move half its allowance', () => {
    const s = alone(FR_FOOT_ART, 'unlimbered');
    given(a1805, s)
      .when(move(FR_FOOT_ART, { kind: 'formation', to: 'limbered' }, fwd(1)))
      .then([{ type: 'UnitMoved', formation: 'limbered' }]);
    given(a1805, s)
      .when(move(FR_FOOT_ART, { kind: 'formation', to: 'limbered' }, fwd(1.1)))
      .thenViolates('ALLOWANCE_EXCEEDED', '6.12');
  });
  test('6.13 limbered artillery moves half and unlimbers at the end', () => {
    given(a1805, alone(FR_FOOT_ART, 'limbered'))
      .when(move(FR_FOOT_ART, fwd(1), { kind: 'formation', to: 'unlimbered' }))
      .then([{ type: 'UnitMoved', formation: 'unlimbered' }]);
  });
});

describe('6.8, 6.9, 6.11 passing other units; 7.1 stacking', () => {
  test('6.8 a unit moves through friendly artillery', () => {
    const s = position([at(FR_LINE, 36, 6, 0, 'line'), at(FR_FOOT_ART, 36, 7, 0, 'unlimbered')]);
    given(a1805, s)
      .when(move(FR_LINE, fwd(2)))
      .then([{ type: 'UnitMoved', y: 8000 }]);
  });
  test('6.9 it cannot step over other friendly units', () => {
    const s = position([at(FR_LINE, 36, 6, 0, 'line'), at(FR_LINE_2, 36, 7, 0, 'line')]);
    const v = given(a1805, s)
      .when(move(FR_LINE, fwd(2)))
      .thenViolates('PATH_BLOCKED', '6.9');
    expect(v.details).toMatchObject({ blockedBy: FR_LINE_2 });
  });
  test('6.9 a gap must physically fit: a column passes where a line cannot', () => {
    const gap = [at(FR_LINE_2, 35.05, 7, 0, 'line'), at('fr-iv-vandamme-3', 36.95, 7, 0, 'line')]; // 0.9 UM apart
    given(a1805, position([at(FR_LINE, 36, 6, 0, 'line'), ...gap]))
      .when(move(FR_LINE, fwd(2)))
      .thenViolates('PATH_BLOCKED', '6.9');
    given(a1805, position([at(FR_LINE, 36, 6, 0, 'column'), ...gap]))
      .when(move(FR_LINE, fwd(2)))
      .then([{ type: 'UnitMoved' }]);
  });
  test('6.11 cavalry bypasses enemy artillery and squares; infantry cannot', () => {
    const cav = position([
      at(FR_HEAVY_CAV, 36, 6, 0, 'line'),
      at(AL_ART, 36, 7, 180, 'unlimbered'),
      at(AL_LINE, 36, 8.5, 180, 'square'),
    ]);
    given(a1805, cav)
      .when(move(FR_HEAVY_CAV, fwd(4)))
      .then([{ type: 'UnitMoved', y: 10000 }]);
    const inf = position([at(FR_LINE, 36, 6, 0, 'line'), at(AL_ART, 36, 7, 180, 'unlimbered')]);
    given(a1805, inf)
      .when(move(FR_LINE, fwd(2)))
      .thenViolates('PATH_BLOCKED', '6.9');
  });
  test('7.1 no unit ends overlapping another, even one it could pass', () => {
    const s = position([at(FR_LINE, 36, 6, 0, 'line'), at(FR_FOOT_ART, 36, 7, 0, 'unlimbered')]);
    const v = given(a1805, s)
      .when(move(FR_LINE, fwd(1)))
      .thenViolates('UNITS_OVERLAP', '7.1');
    expect(v.details).toMatchObject({ overlaps: FR_FOOT_ART });
  });
  test('7.1 an HQ attaches to a unit of its corps and rides with it', () => {
    const s = position([at(SOULT, 33, 6, 0, 'none'), at(FR_LINE, 36, 6, 0, 'line')]);
    const after = given(a1805, s).when(move(SOULT, { kind: 'attach', unitId: FR_LINE })).after;
    expect(after.units.find((u) => u.id === SOULT)).toMatchObject({
      attachedTo: FR_LINE,
      x: 36000,
      y: 6000,
    });
    const next = given(a1805, { ...after, moved: [] }).when(move(FR_LINE, fwd(1))).after;
    expect(next.units.find((u) => u.id === SOULT)).toMatchObject({ attachedTo: FR_LINE, y: 7000 });
  });
  test('12.6.2 a corps HQ attaches only to its own corps; the army commander to any unit', () => {
    const s = position([
      at(SOULT, 33, 6, 0, 'none'),
      at(NAPOLEON, 33, 4, 0, 'none'),
      at(FR_HEAVY_CAV, 36, 6, 0, 'line'),
      at(FR_LINE, 36, 3, 0, 'line'),
    ]);
    given(a1805, s)
      .when(move(SOULT, { kind: 'attach', unitId: FR_HEAVY_CAV }))
      .thenViolates('ATTACH_OTHER_CORPS', '12.6.2');
    given(a1805, s)
      .when(move(NAPOLEON, { kind: 'attach', unitId: FR_HEAVY_CAV }))
      .then([{ type: 'UnitMoved', attachedTo: FR_HEAVY_CAV }]);
  });
  test('3.1 no unit leaves the table by moving', () => {
    given(a1805, position([at(FR_LINE, 36, 29, 0, 'line')]))
      .when(move(FR_LINE, fwd(1.5)))
      .thenViolates('OFF_TABLE', '3.1');
  });
});

describe('6.10 terrain', () => {
  test('6.10.1 woods hinder line infantry (reconstruction: distance in woods counts double), not light infantry or cavalry', () => {
    const inWoods = (id: string, f: Parameters<typeof at>[4]) =>
      position([at(id, 34.5, 13.9, 0, f)]);
    const v = given(a1805, inWoods(FR_LINE, 'column'))
      .when(move(FR_LINE, fwd(2)))
      .thenViolates('TERRAIN_COST', '6.10');
    expect(v.details).toMatchObject({ spent: 4, terrain: 2, allowance: 2 });
    given(a1805, inWoods(FR_LIGHT_INF, 'column'))
      .when(move(FR_LIGHT_INF, fwd(2)))
      .then([{ type: 'UnitMoved', spent: 2000 }]);
    given(a1805, inWoods(FR_HEAVY_CAV, 'column'))
      .when(move(FR_HEAVY_CAV, fwd(2)))
      .then([{ type: 'UnitMoved', spent: 2000 }]);
  });
  test('6.10.2 streams hinder all but light cavalry (reconstruction: a crossing costs 1 UM)', () => {
    const s = (id: string) => position([at(id, 12.8, 17.5, 90, 'line')]);
    given(a1805, s(FR_LINE))
      .when(move(FR_LINE, fwd(1.1)))
      .thenViolates('TERRAIN_COST', '6.10');
    given(a1805, s(FR_LINE))
      .when(move(FR_LINE, fwd(1)))
      .then([{ type: 'UnitMoved', spent: 2000 }]);
    given(a1805, s(FR_LIGHT_CAV))
      .when(move(FR_LIGHT_CAV, fwd(4)))
      .then([{ type: 'UnitMoved', spent: 4000 }]);
    given(a1805, s(FR_HEAVY_CAV))
      .when(move(FR_HEAVY_CAV, fwd(3.5)))
      .thenViolates('TERRAIN_COST', '6.10');
  });
  test('6.10.3 a column moving solely along a road adds 1 UM', () => {
    const road = (f: Parameters<typeof at>[4]) => position([at(FR_LINE, 2, 26.05, 90, f)]);
    given(a1805, road('column'))
      .when(move(FR_LINE, fwd(3)))
      .then([{ type: 'UnitMoved', x: 5000 }]);
    given(a1805, road('line'))
      .when(move(FR_LINE, fwd(3)))
      .thenViolates('ALLOWANCE_EXCEEDED', '6.2');
    // off the road for part of the way: no bonus
    given(a1805, road('column'))
      .when(move(FR_LINE, turn(45), fwd(3)))
      .thenViolates('ALLOWANCE_EXCEEDED', '6.2');
  });
  test('6.7 ponds cannot be entered (reconstruction)', () => {
    const s = position([at(FR_LINE, 21, 5, 180, 'line')]);
    given(a1805, s)
      .when(move(FR_LINE, fwd(2)))
      .thenViolates('IMPASSABLE', '6.7');
  });
});

describe('4.6 and 12.5: who may move', () => {
  test('4.6 only in the Movement Phase, only the phasing player, once each', () => {
    const s = alone(FR_LINE, 'line');
    given(a1805, { ...s, phase: 'rally' })
      .when(move(FR_LINE, fwd(1)))
      .thenViolates('NOT_MOVEMENT_PHASE', '4.6');
    given(a1805, { ...s, attacker: 'allied' })
      .when(move(FR_LINE, fwd(1)))
      .thenViolates('NOT_YOUR_UNIT', '4.6');
    const after = given(a1805, s).when(move(FR_LINE, fwd(1))).after;
    given(a1805, after)
      .when(move(FR_LINE, fwd(1)))
      .thenViolates('ALREADY_MOVED', '4.6');
  });
  test('12.5.1 a stunned unit moves half and cannot change formation', () => {
    const s = position([at(FR_LINE, 36, 6, 0, 'line')], { morale: { [FR_LINE]: 'stunned' } });
    given(a1805, s)
      .when(move(FR_LINE, fwd(1)))
      .then([{ type: 'UnitMoved' }]);
    given(a1805, s)
      .when(move(FR_LINE, fwd(1.1)))
      .thenViolates('ALLOWANCE_EXCEEDED', '6.2');
    given(a1805, s)
      .when(move(FR_LINE, { kind: 'formation', to: 'column' }))
      .thenViolates('STUNNED', '12.5.1');
  });
  test('12.5.2 a disorganized unit cannot move; 12.5.3 a routed one moves only by the rout rules', () => {
    const d = position([at(FR_LINE, 36, 6, 0, 'line')], { morale: { [FR_LINE]: 'disorganized' } });
    given(a1805, d)
      .when(move(FR_LINE, fwd(1)))
      .thenViolates('DISORGANIZED', '12.5.2');
    const r = position([at(FR_LINE, 36, 6, 0, 'line')], { morale: { [FR_LINE]: 'routed' } });
    given(a1805, r)
      .when(move(FR_LINE, fwd(1)))
      .thenViolates('ROUTED', '12.5.3');
  });
});
