import { scriptedDice, sideViewer } from '@pratzen/engine';
import { atw } from '../ruleset';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { AtwEvent, Shot } from '../events';
import { MOVE } from '../movement/programme';
import type { AtwState, UnitState } from '../state';
import { position, unit } from '../testing/positions';
import { deadGround, firesOver, ringInArc, segmentMeetsRing } from './lines';
import { EMPTY_FIRE } from './record';
import { fireOptions, figuresOf } from './shoot';
import { bandAt, bandsFor, batteryDice, hitsAt, smallArmsDice } from './weapons';
import { fireTestNeed } from './fire-test';

type P = ReturnType<typeof unit>;
const at = (units: P[], more: { features?: unknown[] } = {}): AtwState =>
  position(units, { bare: more.features === undefined, phase: 'shoot', ...more });
const one = (s: AtwState, id: string): UnitState => s.units.find((u) => u.id === id)!;
const all = (n: number, from = 1) => Array.from({ length: n }, (_, i) => String(from + i));
const shoot = (
  s: AtwState,
  unitId: string,
  targets: { targetId: string; figures: readonly string[] }[],
  rolls: number[],
) => decide(s, { type: 'Shoot', unitId, targets }, scriptedDice(rolls));
const ok = (d: ReturnType<typeof decide>): readonly AtwEvent[] => {
  if (!d.ok) throw new Error(`${d.violation.code} ${d.violation.rule} ${d.violation.message}`);
  return d.events;
};
const refused = (d: ReturnType<typeof decide>) =>
  d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
const shot = (es: readonly AtwEvent[], targetId?: string): Shot =>
  es.find(
    (e): e is Shot => e.type === 'Shot' && (targetId === undefined || e.targetId === targetId),
  )!;
const sixes = (n: number) => Array.from({ length: n }, () => 6);

/** 16.16's duel: French guns 20" ahead of the battery, and another French target. */
const enemyGuns = unit('f', 30, 30, 180, {
  side: 'french',
  type: 'light-artillery',
  figures: null,
  gunModels: 2,
  formation: 'unlimbered',
});
const other = unit('c', 40, 28, 180, { side: 'french', formation: 'column', files: 4 });

/** A grade C line of 12 files × 2 ranks at (30, 10) facing north, the French column 4" ahead. */
const line = (more = {}) => unit('a', 30, 10, 0, { formation: 'line', files: 12, ...more });
const column = (y = 14, more = {}) =>
  unit('t', 30, y, 180, { side: 'french', formation: 'line', files: 6, figures: 12, ...more });
const battery = (gunners: number, more = {}) =>
  unit('g', 30, 10, 0, {
    type: 'medium-artillery',
    figures: null,
    gunModels: 4,
    gunners,
    formation: 'unlimbered',
    ...more,
  });

describe('atw 16 shooting', () => {
  test('atw 16.3: small arms roll 1 die per 4 figures, a remainder of 3 rounds up (11 → 3, 10 → 2)', () => {
    expect([11, 10, 8, 7, 3, 2].map(smallArmsDice)).toEqual([3, 2, 2, 2, 1, 0]);
  });

  test('atw 16.3 example: 4 gun models and 16 gunners roll 8 dice; with 15 gunners, 7', () => {
    expect([batteryDice(4, 16), batteryDice(4, 15), batteryDice(4, 7), batteryDice(1, 16)]).toEqual(
      [8, 7, 3, 2],
    );
    const target = column(30);
    const full = shot(
      ok(shoot(at([battery(16), target]), 'g', [{ targetId: 't', figures: all(4) }], sixes(20))),
    );
    expect([full.weapon, full.dice, full.figures]).toEqual(['ballshot-medium', 8, 4]);
    const fifteen = shot(
      ok(shoot(at([battery(15), target]), 'g', [{ targetId: 't', figures: all(4) }], sixes(20))),
    );
    expect(fifteen.dice).toBe(7);
    // split over its models: the most depleted model (the last) has the odd die (I-39)
    const two = shot(
      ok(
        shoot(at([battery(15), target]), 'g', [{ targetId: 't', figures: ['3', '4'] }], sixes(10)),
      ),
    );
    expect(two.dice).toBe(3);
  });

  test("atw 16.11 example: 8 of a line's figures in arc shoot at one target; the others may shoot at another", () => {
    const right = column(18, { x: 34 });
    const left = unit('u', 27, 14, 180, {
      side: 'french',
      formation: 'column',
      files: 4,
      figures: 16,
    });
    const s = at([line(), right, left]);
    const opts = fireOptions(s, one(s, 'a'));
    const onRight = figuresOf(one(s, 'a'), opts.get('t')!);
    expect(onRight).toEqual(['9', '10', '11', '12', '21', '22', '23', '24']);
    const es = ok(shoot(s, 'a', [{ targetId: 't', figures: onRight }], sixes(2)));
    expect(shot(es)).toMatchObject({ figures: 8, dice: 2, band: 'far', need: 5, hits: 2 });
    // split fire: the action offered names the right-hand target's 8 and other figures at the left one
    const action = atw
      .legalActions(s, sideViewer('allied'), { type: 'Shoot' })
      .find((a) => a.command.type === 'Shoot' && a.command.targets[0]!.targetId === 't')!;
    const targets = action.command.type === 'Shoot' ? action.command.targets : [];
    expect(targets.map((t) => t.targetId)).toEqual(['t', 'u']);
    expect(targets[1]!.figures.some((f) => onRight.includes(f))).toBe(false);
    const split = ok(decide(s, action.command, scriptedDice(sixes(12))));
    expect(split.filter((e) => e.type === 'Shot').map((e) => (e as Shot).targetId)).toEqual([
      't',
      'u',
    ]);
    // a figure able to fire at the first target fires at it
    // (the player picks the first target: the other way round is as legal)
    const reversed = shoot(
      s,
      'a',
      [
        { targetId: 'u', figures: targets[1]!.figures },
        { targetId: 't', figures: ['12'] },
      ],
      sixes(6),
    );
    expect(refused(reversed)).toBe('ok');
    // with a second target ahead, a figure able to reach both fires at the first one named
    const ahead = at([
      line(),
      right,
      unit('u', 30, 15, 180, { side: 'french', formation: 'column', files: 4, figures: 16 }),
    ]);
    const nearer = figuresOf(one(ahead, 'a'), fireOptions(ahead, one(ahead, 'a')).get('u')!);
    const both = onRight.find((f) => nearer.includes(f) && f !== '9');
    expect(both).toBeDefined();
    const stolen = shoot(
      ahead,
      'a',
      [
        { targetId: 't', figures: ['9'] },
        { targetId: 'u', figures: [both!] },
      ],
      sixes(6),
    );
    expect(refused(stolen)).toBe('SPLIT_FIRE 16.11');
  });

  test('atw 16.11: the arc is 22.5° either side of each figure; 23° off every figure is out of arc', () => {
    const dot = (x: number, y: number) => [
      { x: x - 1, y: y - 1 },
      { x: x + 1, y: y - 1 },
      { x: x + 1, y: y + 1 },
      { x: x - 1, y: y + 1 },
    ];
    // 5" away at 22° (sin, cos × 5000 ticks) and at 23°
    expect(ringInArc({ x: 0, y: 0 }, 0, dot(1873, 4636), 8000)).toBe(true);
    expect(ringInArc({ x: 0, y: 0 }, 0, dot(1954, 4603), 8000)).toBe(false);
    expect(ringInArc({ x: 0, y: 0 }, 900, dot(4603, -1954), 8000)).toBe(false);
    const s = at([unit('a', 30, 10, 0), unit('t', 40, 10, 270, { side: 'french' })]);
    expect(refused(shoot(s, 'a', [{ targetId: 't', figures: ['4'] }], []))).toBe(
      'OUT_OF_ARC 16.11',
    );
  });

  test('atw 16.2: two ranks fire, the second with its front-rank partner; a third rank does not', () => {
    const s = at([unit('a', 30, 10, 0, { files: 4, figures: 24 }), column(13)]);
    const opts = figuresOf(one(s, 'a'), fireOptions(s, one(s, 'a')).get('t')!);
    expect(opts).toEqual(all(8));
    expect(refused(shoot(s, 'a', [{ targetId: 't', figures: ['9'] }], []))).toBe(
      'INVALID_FIGURES 16.2',
    );
    expect(shot(ok(shoot(s, 'a', [{ targetId: 't', figures: all(8) }], sixes(2)))).dice).toBe(2);
  });

  test('atw 16.9 example: muskets hit on 3–6 at 4" and on 5–6 at 8"; nothing at 8.001"', () => {
    const musket = bandsFor('line-infantry');
    expect(bandAt(musket, 4000)).toMatchObject({ band: 'close', hitOn: 3 });
    expect(bandAt(musket, 4001)).toMatchObject({ band: 'far', hitOn: 5 });
    expect(bandAt(musket, 8000)).toMatchObject({ band: 'far', hitOn: 5 });
    expect(bandAt(musket, 8001)).toBeNull();
    const close = shot(
      ok(shoot(at([line(), column(14)]), 'a', [{ targetId: 't', figures: ['6', '7'] }], sixes(1))),
    );
    expect([close.band, close.need]).toEqual(['close', 3]);
    const far = at([line(), column(18.001)]);
    expect(fireOptions(far, one(far, 'a')).has('t')).toBe(false);
    expect(refused(shoot(far, 'a', [{ targetId: 't', figures: ['6'] }], []))).toBe(
      'OUT_OF_RANGE 16.9',
    );
  });

  test('atw 16.9: grade A musket fire at far range hits on 3–6', () => {
    const s = at([line({ grade: 'A' }), column(17)]);
    const es = ok(shoot(s, 'a', [{ targetId: 't', figures: ['6', '7', '18', '19'] }], [3]));
    expect(shot(es)).toMatchObject({ band: 'far', need: 3, modifier: 2, hits: 1 });
  });

  test('atw 16.9: a need of 7 hits on a 6 then 4–6 (I-2); a need of 1 or less hits on every die', () => {
    expect(hitsAt(7, 6, () => 4)).toEqual({ hit: true, second: 4 });
    expect(hitsAt(7, 6, () => 3)).toEqual({ hit: false, second: 3 });
    expect(hitsAt(9, 5, () => 6)).toEqual({ hit: false, second: null });
    expect(hitsAt(1, 1, () => 6)).toEqual({ hit: true, second: null });
    // grade D (−1), disordered (−1) at skirmishers (−2), far (5): need 9
    const s = at([
      line({ grade: 'D', disordered: true }),
      unit('t', 30, 16, 180, {
        side: 'french',
        type: 'light-infantry',
        formation: 'skirmish',
        files: 6,
        figures: 6,
      }),
    ]);
    const es = ok(shoot(s, 'a', [{ targetId: 't', figures: ['6', '7', '18', '19'] }], [6, 5]));
    expect(shot(es)).toMatchObject({ need: 9, rolls: [6], seconds: [5], hits: 1 });
  });

  test('atw 16.9: at unlimbered guns −1, soft cover −1, hard cover −2; shell ignores them (16.6)', () => {
    const guns = unit('t', 30, 16, 180, {
      side: 'french',
      type: 'light-artillery',
      figures: null,
      gunModels: 2,
      formation: 'unlimbered',
    });
    const g = shot(
      ok(shoot(at([line(), guns]), 'a', [{ targetId: 't', figures: ['6', '7'] }], [6])),
    );
    expect([g.modifier, g.need]).toEqual([-1, 6]);
    const wood = (cover?: unknown) => ({
      type: 'Feature',
      id: 'w',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [20, 15],
            [40, 15],
            [40, 25],
            [20, 25],
            [20, 15],
          ],
        ],
      },
      properties: {
        terrain: cover === undefined ? 'woods-open' : 'rough',
        name: 'w',
        ...(cover === undefined ? {} : { cover }),
      },
    });
    const soft = at([line(), column(16)], { features: [wood()] });
    expect(shot(ok(shoot(soft, 'a', [{ targetId: 't', figures: ['6'] }], [6]))).modifier).toBe(-1);
    const hard = at([line(), column(16)], { features: [wood({ smallArms: 'hard' })] });
    expect(shot(ok(shoot(hard, 'a', [{ targetId: 't', figures: ['6'] }], [6]))).modifier).toBe(-2);
  });

  test('atw 16.5: ballshot +1 against dense targets: a square, a column 3+ ranks deep, an enfiladed line', () => {
    const mod = (target: P) =>
      shot(
        ok(shoot(at([battery(16), target]), 'g', [{ targetId: 't', figures: all(4) }], sixes(20))),
      ).modifier;
    expect(mod(column(30))).toBe(0);
    expect(mod(column(30, { formation: 'square', files: 3 }))).toBe(1);
    expect(mod(column(30, { formation: 'column', files: 4 }))).toBe(1);
    expect(mod(column(30, { facing: 90, x: 32 }))).toBe(1);
  });

  test('atw 16.6: howitzers fire canister to 8" and shell 12–48" at 6, not with a friend within 4" of the target (16.7-8)', () => {
    const how = (more = {}) => battery(16, { type: 'howitzer', ...more });
    const near = shoot(
      at([how(), column(16)]),
      'g',
      [{ targetId: 't', figures: all(4) }],
      sixes(40),
    );
    const canister = shot(ok(near));
    expect([canister.weapon, canister.need]).toEqual(['canister-howitzer', 3]);
    const gap = at([how(), column(20)]);
    expect(refused(shoot(gap, 'g', [{ targetId: 't', figures: all(4) }], []))).toBe(
      'OUT_OF_RANGE 16.9',
    );
    const far = at([how(), column(40, { formation: 'column', files: 4 })]);
    const shell = shot(ok(shoot(far, 'g', [{ targetId: 't', figures: all(4) }], sixes(16))));
    expect([shell.weapon, shell.band, shell.need, shell.modifier]).toEqual([
      'shell',
      'shell',
      6,
      0,
    ]);
    const friend = at([how(), column(40), unit('f', 36, 38, 0, { files: 4 })]);
    expect(refused(shoot(friend, 'g', [{ targetId: 't', figures: all(4) }], []))).toBe(
      'MAY_NOT_FIRE 16.7-8',
    );
  });

  test('atw 16.6: each shell hit on cavalry: a 6 disorders it', () => {
    const horse = (y: number) =>
      unit('t', 30, y, 180, { side: 'french', type: 'light-cavalry', figures: 12, files: 6 });
    const s = at([battery(16, { type: 'howitzer' }), horse(30)]);
    const es = ok(shoot(s, 'g', [{ targetId: 't', figures: ['1'] }], [6, 6, 4, 6]));
    expect(es.map((e) => e.type)).toEqual(['Shot', 'UnitHit', 'ShellOnCavalry']);
    expect(es[2]).toMatchObject({ rolls: [4, 6], order: 'disordered' });
    expect(one(es.reduce(evolve, s), 't').disordered).toBe(true);
    const calm = ok(shoot(s, 'g', [{ targetId: 't', figures: ['1'] }], [6, 6, 4, 5]));
    expect(calm[2]).toMatchObject({ order: 'steady' });
  });

  test('atw 16.1, 16.14: hits on a battery remove gunners; each ballshot hit dismounts a gun on 6', () => {
    const s = at([
      battery(16),
      unit('t', 30, 30, 180, {
        side: 'french',
        type: 'heavy-artillery',
        figures: null,
        gunModels: 2,
        formation: 'unlimbered',
      }),
    ]);
    const es = ok(
      shoot(s, 'g', [{ targetId: 't', figures: all(4) }], [...sixes(8), 6, 5, 6, 1, 1, 1, 1, 1]),
    );
    expect(es.map((e) => e.type)).toEqual(['Shot', 'UnitHit', 'GunsDismounted']);
    expect(es[1]).toMatchObject({ gunners: 0, figures: 2 });
    expect(es[2]).toMatchObject({ rolls: [6, 5, 6, 1, 1, 1, 1, 1], lost: 2, figures: 0 });
  });

  test.each([
    ['16.7-1 shaken units', { morale: 'shaken' }],
    ['16.7-2 cavalry', { type: 'light-cavalry', figures: 12, files: 6 }],
    [
      '16.7-3 limbered guns',
      { type: 'light-artillery', figures: null, gunModels: 2, formation: 'limbered' },
    ],
  ])('atw %s may not fire', (name, more) => {
    const s = at([unit('a', 30, 10, 0, { files: 4, ...more } as never), column(14)]);
    expect(refused(shoot(s, 'a', [{ targetId: 't', figures: ['1'] }], []))).toBe(
      `MAY_NOT_FIRE ${name.split(' ')[0]}`,
    );
    expect(atw.legalActions(s, sideViewer('allied'), { type: 'Shoot' })).toEqual([]);
  });

  test('atw 16.7-4, 16.7-7: no fire into a combat, none by a unit in combat', () => {
    const s = at([
      line(),
      column(14),
      unit('c', 50, 10, 0, { files: 4 }),
      unit('e', 50, 12, 180, { side: 'french', files: 4 }),
    ]);
    const fighting = (a: string, d: string): AtwState => ({
      ...s,
      engagements: [
        {
          attackerId: a,
          defenderId: d,
          face: 'front',
          trueFlank: false,
          attackerFlanked: false,
          continuing: false,
          rounds: 0,
          foughtIn: 0,
        },
      ],
    });
    expect(refused(shoot(fighting('c', 't'), 'a', [{ targetId: 't', figures: ['6'] }], []))).toBe(
      'MAY_NOT_FIRE 16.7-4',
    );
    expect(refused(shoot(fighting('a', 'e'), 'a', [{ targetId: 't', figures: ['6'] }], []))).toBe(
      'MAY_NOT_FIRE 16.7-7',
    );
  });

  test('atw 16.7-5: no fire through another unit; 16.8 not through friendly skirmishers, through enemy ones −1', () => {
    const between = (side: 'allied' | 'french', formation: 'column' | 'skirmish') =>
      unit('m', 30, 14, 0, {
        side,
        type: 'light-infantry',
        formation,
        files: formation === 'skirmish' ? 4 : 2,
        figures: 4,
      });
    const target = column(20, { formation: 'column', files: 4, figures: 16 });
    const firer = unit('a', 30, 10, 0, {
      type: 'light-artillery',
      figures: null,
      gunModels: 1,
      formation: 'unlimbered',
    });
    const solid = at([firer, target, between('french', 'column')]);
    expect(refused(shoot(solid, 'a', [{ targetId: 't', figures: ['1'] }], []))).toBe(
      'MAY_NOT_FIRE 16.7-5',
    );
    const friends = at([firer, target, between('allied', 'skirmish')]);
    expect(refused(shoot(friends, 'a', [{ targetId: 't', figures: ['1'] }], []))).toBe(
      'MAY_NOT_FIRE 16.8',
    );
    const screen = at([firer, target, between('french', 'skirmish')]);
    const es = ok(shoot(screen, 'a', [{ targetId: 't', figures: ['1'] }], [6, 6]));
    expect(shot(es).modifier).toBe(-1 + 1); // through skirmishers −1, ballshot vs a column 4 ranks deep +1
  });

  test('atw 16.4: half a move and fire at −1; more than half, or an attack move, no fire (16.7-6)', () => {
    const s = at([line(), column(14)]);
    const moved = (used: number, attacked: string[] = []): AtwState => ({
      ...s,
      fire: { ...EMPTY_FIRE, movedThisTurn: { a: used }, attackedThisTurn: attacked },
    });
    expect(
      shot(ok(shoot(moved(MOVE / 2), 'a', [{ targetId: 't', figures: ['6'] }], [6]))).modifier,
    ).toBe(-1);
    expect(refused(shoot(moved(MOVE / 2 + 1), 'a', [{ targetId: 't', figures: ['6'] }], []))).toBe(
      'MAY_NOT_FIRE 16.7-6',
    );
    expect(refused(shoot(moved(0, ['a']), 'a', [{ targetId: 't', figures: ['6'] }], []))).toBe(
      'MAY_NOT_FIRE 16.7-6',
    );
  });

  test('atw 16.4: a real move is remembered: 2" of a line\'s 6" move allows fire at −1', () => {
    const s = position([line(), column(19)], { bare: true, phase: 'move' });
    const moved = ok(
      decide(
        s,
        { type: 'MoveUnit', unitId: 'a', steps: [{ kind: 'forward', distance: 2 }] },
        scriptedDice([]),
      ),
    ).reduce(evolve, s);
    expect(moved.fire?.movedThisTurn.a).toBeGreaterThan(0);
    const shooting = ok(decide(moved, { type: 'EndPhase' }, scriptedDice([]))).reduce(
      evolve,
      moved,
    );
    expect(shooting.phase).toBe('shoot');
    const es = ok(shoot(shooting, 'a', [{ targetId: 't', figures: ['6'] }], [6]));
    expect(shot(es).modifier).toBe(-1);
  });

  test('atw 16: each unit fires once a phase, only the active side, only in the shoot phase', () => {
    const s = at([line(), column(14)]);
    const after = ok(shoot(s, 'a', [{ targetId: 't', figures: ['6'] }], [1])).reduce(evolve, s);
    expect(refused(shoot(after, 'a', [{ targetId: 't', figures: ['6'] }], []))).toBe(
      'ALREADY_FIRED 16',
    );
    expect(
      refused(shoot({ ...s, phase: 'move' }, 'a', [{ targetId: 't', figures: ['6'] }], [])),
    ).toBe('WRONG_PHASE 10');
    expect(refused(shoot(s, 't', [{ targetId: 'a', figures: ['1'] }], []))).toBe(
      'NOT_ACTIVE_SIDE 16',
    );
    expect(refused(shoot(s, 'a', [{ targetId: 'a', figures: ['1'] }], []))).toBe(
      'INVALID_TARGETS 16',
    );
    expect(refused(shoot(s, 'a', [{ targetId: 't', figures: ['6', '6'] }], []))).toBe(
      'INVALID_FIGURES 16.11',
    );
  });

  test('atw 16.10: grade C taking 1 hit passes without a roll; grade D taking 4 hits needs 4 (I-1)', () => {
    const s = at([line(), column(14)]);
    const t = one(s, 't');
    expect(fireTestNeed(t, 1)).toBe(1);
    expect(fireTestNeed({ ...t, grade: 'D' }, 4)).toBe(4);
    expect(fireTestNeed({ ...t, morale: 'shaken' }, 0)).toBe(3);
    expect(fireTestNeed({ ...t, formation: 'square' }, 0)).toBe(0);
  });

  test('atw 16.10: failing otherwise → shaken, retreat, rout hits; the phase waits for the tests', () => {
    const s = at([line(), column(14)]);
    const hit = ok(shoot(s, 'a', [{ targetId: 't', figures: all(24) }], sixes(6))).reduce(
      evolve,
      s,
    );
    expect(refused(decide(hit, { type: 'EndPhase' }, scriptedDice([])))).toBe(
      'FIRE_TESTS_PENDING 16.10',
    );
    expect(atw.legalActions(hit, sideViewer('allied')).map((a) => a.command.type)).toContain(
      'FireTests',
    );
    const tested = ok(decide(hit, { type: 'FireTests' }, scriptedDice([1])));
    expect(tested[0]).toMatchObject({
      type: 'FireTested',
      hits: 6,
      need: 4,
      roll: 1,
      result: 'retreats',
    });
    expect(tested[1]).toMatchObject({
      type: 'RetreatOrdered',
      unitId: 't',
      rule: '16.10',
      away: 0,
    });
    const after = tested.reduce(evolve, hit);
    expect(after.retreats.map((r) => r.unitId)).toEqual(['t']);
    // the French retreat it (15.1), shaken, then roll its rout hits (8.2)
    const retreat = atw.legalActions(after, sideViewer('french'))[0]!;
    const retreated = ok(decide(after, retreat.command, scriptedDice([6])));
    expect(retreated.map((e) => e.type)).toEqual(['UnitRetreated', 'RoutHitsRolled', 'UnitHit']);
    expect(one(retreated.reduce(evolve, after), 't').morale).toBe('shaken');
    const passed = ok(decide(hit, { type: 'FireTests' }, scriptedDice([4])));
    expect(passed.map((e) => e.type)).toEqual(['FireTested']);
    expect(
      refused(decide(passed.reduce(evolve, hit), { type: 'FireTests' }, scriptedDice([]))),
    ).toBe('NO_FIRE_TESTS 16.10');
    expect(
      ok(decide(passed.reduce(evolve, hit), { type: 'EndPhase' }, scriptedDice([])))[0],
    ).toMatchObject({ type: 'PhaseEnded' });
  });

  test('atw 16.10: failing after advancing 4" → halted, no retreat, no rout hits (I-11)', () => {
    const s = at([line(), column(14)]);
    const advanced = (dy: number): AtwState => {
      const t = one(s, 't');
      const from = { ...t, y: t.y + dy };
      return { ...s, fire: { ...EMPTY_FIRE, lastMove: { t: { from, to: t } } } };
    };
    const test = (state: AtwState) => {
      const hit = ok(shoot(state, 'a', [{ targetId: 't', figures: all(24) }], sixes(6))).reduce(
        evolve,
        state,
      );
      return ok(decide(hit, { type: 'FireTests' }, scriptedDice([1])));
    };
    const four = test(advanced(4000));
    expect(four.map((e) => e.type)).toEqual(['FireTested', 'UnitHalted']);
    expect(four[0]).toMatchObject({ result: 'halted' });
    expect(test(advanced(3900)).map((e) => e.type)).toEqual(['FireTested', 'RetreatOrdered']);
  });

  test("atw 16: the shoot phase's legal actions are accepted as offered (figures subsets included)", () => {
    const s = at([
      line(),
      column(16, { x: 33 }),
      battery(16, { x: 50 }),
      unit('u', 50, 30, 180, { side: 'french', formation: 'column', files: 4 }),
    ]);
    const actions = atw.legalActions(s, sideViewer('allied'), { type: 'Shoot' });
    expect(actions.length).toBeGreaterThanOrEqual(2);
    for (const a of actions) {
      expect(refused(decide(s, a.command, scriptedDice(sixes(40))))).toBe('ok');
      const first = a.space?.vary['/targets/0/figures'];
      if (first?.kind !== 'subset' || a.command.type !== 'Shoot') throw new Error('no subset');
      const fewer = {
        ...a.command,
        targets: [{ ...a.command.targets[0]!, figures: first.of.slice(0, 1) }],
      };
      expect(refused(decide(s, fewer, scriptedDice(sixes(40))))).toBe('ok');
    }
  });

  test('atw 16.12: ballshot fires over a unit on a lower contour when the target is twice as far as its far edge and beyond its dead ground', () => {
    const hill = (contours: number) => ({
      type: 'Feature',
      id: 'h',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [20, 5],
            [40, 5],
            [40, 11],
            [20, 11],
            [20, 5],
          ],
        ],
      },
      properties: { terrain: 'hill', name: 'h', contours, slope: 'gentle' },
    });
    const guns = unit('g', 30, 10, 0, {
      type: 'light-artillery',
      figures: null,
      gunModels: 2,
      formation: 'unlimbered',
    });
    const friend = (y: number) => unit('f', 30, y, 0, { formation: 'line', files: 12 });
    const fire = (features: unknown[] | undefined, y: number, ty: number) =>
      refused(
        shoot(
          at(
            [guns, friend(y), column(ty, { formation: 'column', files: 4, figures: 16 })],
            features === undefined ? {} : { features },
          ),
          'g',
          [{ targetId: 't', figures: ['1', '2'] }],
          sixes(8),
        ),
      );
    expect(fire([hill(1)], 16, 23)).toBe('ok');
    expect(fire(undefined, 16, 23)).toBe('MAY_NOT_FIRE 16.7-5');
    expect(fire([hill(1)], 16, 21)).toBe('MAY_NOT_FIRE 16.7-5'); // 11" < twice 6"
    expect(fire([hill(1)], 14, 17)).toBe('MAY_NOT_FIRE 16.7-5'); // canister range: no overhead fire
    // I-23: dead ground 4" one contour below, 2" two, none three or more
    expect([1, 2, 3, 4].map(deadGround)).toEqual([4000, 2000, 0, 0]);
    const ring = [
      { x: -2000, y: 2000 },
      { x: 2000, y: 2000 },
      { x: 2000, y: 3000 },
      { x: -2000, y: 3000 },
    ];
    const level = (n: number) => [
      {
        area: {
          outer: [
            { x: -1000, y: -1000 },
            { x: 1000, y: -1000 },
            { x: 1000, y: 1000 },
            { x: -1000, y: 1000 },
          ],
        },
        level: n,
      },
    ];
    expect(firesOver({ x: 0, y: 0 }, { x: 0, y: 6000 }, ring, level(1))).toBe(false);
    expect(firesOver({ x: 0, y: 0 }, { x: 0, y: 6000 }, ring, level(2))).toBe(true);
    expect(firesOver({ x: 0, y: 0 }, { x: 0, y: 5999 }, ring, level(3))).toBe(false);
    expect(firesOver({ x: 0, y: 0 }, { x: 0, y: 6000 }, ring, [])).toBe(false);
  });

  test('atw 19.3: each inch of the line of fire inside open woods counts 2" for muskets (range 16.9)', () => {
    const wood = (from: number, terrain = 'woods-open') => ({
      type: 'Feature',
      id: 'w',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [20, from],
            [40, from],
            [40, 25],
            [20, 25],
            [20, from],
          ],
        ],
      },
      properties: { terrain, name: 'w' },
    });
    const fire = (from: number, terrain?: string) =>
      shoot(
        at([line(), column(16)], { features: [wood(from, terrain)] }),
        'a',
        [{ targetId: 't', figures: ['6'] }],
        [6],
      );
    // 6" straight, 2" of it in the wood: 8" → far band; 3" in it: 9" → out of range
    expect(shot(ok(fire(14)))).toMatchObject({ band: 'far', need: 6 });
    expect(refused(fire(13))).toBe('OUT_OF_RANGE 16.9');
    // dense woods count 3" an inch: 1" inside → 8"
    expect(refused(fire(15, 'woods-dense'))).toBe('ok');
    expect(refused(fire(14.9, 'woods-dense'))).toBe('OUT_OF_RANGE 16.9');
  });

  test('atw 19.9: a town block or a feature marked blocksSight stops a line of fire', () => {
    const box = (terrain: string, more = {}) => ({
      type: 'Feature',
      id: 'b',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [28, 12],
            [32, 12],
            [32, 13],
            [28, 13],
            [28, 12],
          ],
        ],
      },
      properties: { terrain, name: 'b', ...more },
    });
    const fire = (features: unknown[]) =>
      refused(
        shoot(
          at([line(), column(16)], { features }),
          'a',
          [{ targetId: 't', figures: ['6'] }],
          [6],
        ),
      );
    expect(fire([box('town-block', { contours: 1, capacity: 24 })])).toBe('MAY_NOT_FIRE 19.9');
    expect(fire([box('rough', { blocksSight: true })])).toBe('MAY_NOT_FIRE 19.9');
    expect(fire([box('rough')])).toBe('ok');
  });

  test('atw 16.7-5: a line of fire meets a footprint it crosses, touches or ends in, not one beside it', () => {
    const ring = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(segmentMeetsRing({ x: -5, y: 5 }, { x: 15, y: 5 }, ring)).toBe(true);
    expect(segmentMeetsRing({ x: -5, y: 10 }, { x: 15, y: 10 }, ring)).toBe(true);
    expect(segmentMeetsRing({ x: 5, y: 5 }, { x: 5, y: 50 }, ring)).toBe(true);
    expect(segmentMeetsRing({ x: -5, y: 11 }, { x: 15, y: 11 }, ring)).toBe(false);
    expect(segmentMeetsRing({ x: -5, y: -5 }, { x: 16, y: 5 }, ring)).toBe(true);
    expect(segmentMeetsRing({ x: 11, y: -5 }, { x: 20, y: 5 }, ring)).toBe(false);
  });

  test('atw 16.15 (optional ballshot-carrythrough): ballshot carries 12" (medium) into a unit behind; woods stop it (I-21)', () => {
    const behind = unit('r', 30, 36, 180, {
      side: 'french',
      formation: 'line',
      files: 6,
      figures: 12,
    });
    const play = (s: AtwState): AtwState => ({ ...s, optionalRules: ['ballshot-carrythrough'] });
    const fire = (s: AtwState) =>
      ok(shoot(s, 'g', [{ targetId: 't', figures: all(4) }], sixes(40)))
        .filter((e): e is Shot => e.type === 'Shot')
        .map((e) => [e.targetId, e.rule, e.dice]);
    const s = at([battery(16), column(30), behind]);
    expect(fire(play(s))).toEqual([
      ['t', '16.9', 8],
      ['r', '16.15', 8],
    ]);
    expect(fire(s)).toEqual([['t', '16.9', 8]]);
    // a unit beyond the carry (12" past the target's front): untouched
    const far = at([battery(16), column(30), { ...behind, y: 43 }]);
    expect(fire(play(far))).toEqual([['t', '16.9', 8]]);
    const wood = {
      type: 'Feature',
      id: 'w',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [20, 33],
            [40, 33],
            [40, 34],
            [20, 34],
            [20, 33],
          ],
        ],
      },
      properties: { terrain: 'woods-open', name: 'w' },
    };
    const screened = at([battery(16), column(30), behind], { features: [wood] });
    expect(fire(play(screened))).toEqual([['t', '16.9', 8]]);
  });

  test('atw optional rules: pinning, elbow-room, ballshot-carrythrough, artillery-duel, cavalry-reinforcing and cavalry-breakthrough are accepted at set-up and listed; the others are not played yet', () => {
    expect(atw.info.optionalRules.map((r) => r.id)).toEqual([
      'pinning',
      'elbow-room',
      'ballshot-carrythrough',
      'artillery-duel',
      'cavalry-reinforcing',
      'cavalry-breakthrough',
    ]);
    const made = atw.initialState({
      scenarioId: 'sokolnitz',
      optionalRules: ['ballshot-carrythrough'],
    });
    expect(made.ok && made.state.optionalRules).toEqual(['ballshot-carrythrough']);
    const masse = atw.initialState({ scenarioId: 'sokolnitz', optionalRules: ['battalion-masse'] });
    expect(masse.ok ? 'ok' : masse.problems[0]!.code).toBe('OPTIONAL_RULE_NOT_PLAYED');
  });

  test('atw 16.16 (optional artillery-duel): a battery shot by guns last turn must fire back unless 5–6 or a canister target', () => {
    const moving = (units: P[], rule = true): AtwState => {
      const s = position([battery(16), ...units], { bare: true, phase: 'move' });
      return {
        ...s,
        ...(rule ? { optionalRules: ['artillery-duel'] } : {}),
        fire: { ...EMPTY_FIRE, gunsShotLastTurn: { g: ['f'] } },
      };
    };
    const toShoot = (s: AtwState, rolls: number[]) => {
      const es = ok(decide(s, { type: 'EndPhase' }, scriptedDice(rolls)));
      return { es, s: es.reduce(evolve, s) };
    };
    const bound = toShoot(moving([enemyGuns, other]), [3]);
    expect(bound.es.find((e) => e.type === 'DuelTested')).toMatchObject({
      roll: 3,
      against: 'f',
      result: 'bound',
    });
    const atC = figuresOf(one(bound.s, 'g'), fireOptions(bound.s, one(bound.s, 'g')).get('c')!);
    expect(refused(shoot(bound.s, 'g', [{ targetId: 'c', figures: atC }], sixes(20)))).toBe(
      'ARTILLERY_DUEL 16.16',
    );
    expect(refused(decide(bound.s, { type: 'EndPhase' }, scriptedDice([])))).toBe(
      'ARTILLERY_DUEL 16.16',
    );
    expect(
      atw.legalActions(bound.s, sideViewer('allied')).some((a) => a.command.type === 'EndPhase'),
    ).toBe(false);
    const answered = ok(
      shoot(bound.s, 'g', [{ targetId: 'f', figures: all(4) }], sixes(20)),
    ).reduce(evolve, bound.s);
    expect(answered.fire?.duel).toEqual({});
    // a 5–6 excuses it
    const excused = toShoot(moving([enemyGuns, other]), [5]);
    expect(excused.es.find((e) => e.type === 'DuelTested')).toMatchObject({ result: 'excused' });
    expect(refused(shoot(excused.s, 'g', [{ targetId: 'c', figures: atC }], sixes(20)))).toBe('ok');
    // a target within canister range excuses it without a roll
    const close = toShoot(
      moving([
        enemyGuns,
        unit('c', 30, 18, 180, { side: 'french', formation: 'column', files: 4 }),
      ]),
      [],
    );
    expect(close.es.find((e) => e.type === 'DuelTested')).toMatchObject({
      roll: 0,
      result: 'excused',
    });
    // without the optional rule nothing is rolled
    expect(
      toShoot(moving([enemyGuns, other], false), []).es.some((e) => e.type === 'DuelTested'),
    ).toBe(false);
  });

  test('atw 16.16: guns firing at guns are remembered for the next turn', () => {
    const s = at([
      battery(16),
      unit('f', 30, 30, 180, {
        side: 'french',
        type: 'light-artillery',
        figures: null,
        gunModels: 2,
        formation: 'unlimbered',
      }),
    ]);
    const fired = ok(
      shoot(s, 'g', [{ targetId: 'f', figures: all(4) }], [6, 1, 1, 1, 1, 1, 1, 1, 1]),
    ).reduce(evolve, s);
    expect(fired.fire?.gunsShotThisTurn).toEqual({ f: ['g'] });
    const tested = ok(decide(fired, { type: 'FireTests' }, scriptedDice([6]))).reduce(
      evolve,
      fired,
    );
    const combat = ok(decide(tested, { type: 'EndPhase' }, scriptedDice([]))).reduce(
      evolve,
      tested,
    );
    const next = ok(decide(combat, { type: 'EndPhase' }, scriptedDice([]))).reduce(evolve, combat);
    expect(next.turn).toBe(2);
    expect(next.fire?.gunsShotLastTurn).toEqual({ f: ['g'] });
    expect(next.fire?.gunsShotThisTurn).toEqual({});
  });
});

describe('atw 16 shooting with generals (7)', () => {
  const withGenerals = (units: P[], generals: unknown[], phase: 'shoot' | 'move' = 'shoot') =>
    position(units, { bare: true, phase, generals });
  const target = column(20, { formation: 'column', files: 4, figures: 16 });
  const gun = unit('a', 30, 10, 0, {
    type: 'light-artillery',
    figures: null,
    gunModels: 1,
    formation: 'unlimbered',
  });
  const fire = (s: AtwState) => refused(shoot(s, 'a', [{ targetId: 't', figures: ['1'] }], [6, 6]));

  test('atw 7.3-1: a friendly general is an obstacle to a line passing within 2" of his head; an enemy general is fired through', () => {
    const near = { id: 'al-gen', side: 'allied', position: { x: 31.5, y: 15 } };
    expect(fire(withGenerals([gun, target], [near]))).toBe('MAY_NOT_FIRE 7.3-1');
    // 2.5" off the line: clear
    const aside = { id: 'al-gen', side: 'allied', position: { x: 32.5, y: 15 } };
    expect(fire(withGenerals([gun, target], [aside]))).toBe('ok');
    // an enemy general on the line is fired through, never at (he is no target)
    const enemy = { id: 'fr-gen', side: 'french', position: { x: 30, y: 15 } };
    const s = withGenerals([gun, target], [enemy]);
    expect(fire(s)).toBe('ok');
    expect([...fireOptions(s, one(s, 'a')).keys()]).toEqual(['t']);
  });

  test('atw 7.3-1: a general attached to the firer does not screen its own fire', () => {
    const attached = { id: 'al-gen', side: 'allied', attachedTo: 'a' };
    expect(fire(withGenerals([gun, target], [attached]))).toBe('ok');
  });

  test('atw 16.10, 7.1-2: a general attached to the unit tested adds 1 (grade C, 6 hits: needs 3, not 4)', () => {
    const s = withGenerals(
      [line(), column(14)],
      [{ id: 'fr-gen', side: 'french', attachedTo: 't' }],
    );
    expect(fireTestNeed(one(s, 't'), 6, true)).toBe(3);
    const hit = ok(shoot(s, 'a', [{ targetId: 't', figures: all(24) }], sixes(6))).reduce(
      evolve,
      s,
    );
    const tested = ok(decide(hit, { type: 'FireTests' }, scriptedDice([3])));
    expect(tested[0]).toMatchObject({ type: 'FireTested', need: 3, roll: 3, result: 'passed' });
  });

  test('atw 16.16: a general of its side within 2" excuses a battery from the duel without a roll', () => {
    const duel = (generals: unknown[]) => {
      const s = withGenerals([battery(16), enemyGuns, other], generals, 'move');
      const ready: AtwState = {
        ...s,
        optionalRules: ['artillery-duel'],
        fire: { ...EMPTY_FIRE, gunsShotLastTurn: { g: ['f'] } },
      };
      return ok(decide(ready, { type: 'EndPhase' }, scriptedDice([3, 3, 3])));
    };
    // behind the battery (it faces north, front centre at y 10): a general at y 7 is within 2" of
    // its footprint, one at y 4 is not
    const near = duel([{ id: 'al-gen', side: 'allied', position: { x: 30, y: 7 } }]);
    expect(near.find((e) => e.type === 'DuelTested')).toMatchObject({ roll: 0, result: 'excused' });
    const far = duel([{ id: 'al-gen', side: 'allied', position: { x: 30, y: 4 } }]);
    expect(far.find((e) => e.type === 'DuelTested')).toMatchObject({ roll: 3, result: 'bound' });
  });
});
