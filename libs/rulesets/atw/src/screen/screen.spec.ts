import { scriptedDice } from '@pratzen/engine';
import { hitEvent } from '../damage/hits';
import type { AtwEvent } from '../events';
import { evolve } from '../evolve';
import type { AtwState } from '../state';
import { position, unit } from '../testing/positions';
import { carriedPose, joinsAfter } from './carry';
import { screenShare } from './screen';
import { byId, detach, fold, legalActions, line, move, ok, run } from '../testing/screens';

describe('atw 13.4 skirmish screens', () => {
  test('atw 13.4: light infantry sends out up to ⅔ of its figures, light cavalry ⅓; line infantry only if paid screen-capable (⅓)', () => {
    const s = position(
      [
        line('li', 12, 10),
        line('ln', 36, 10, { type: 'line-infantry' }),
        line('lc', 60, 10, { type: 'line-infantry', options: ['screen-capable'] }),
        unit('hu', 12, 30, 0, { type: 'light-cavalry', formation: 'line', files: 8, figures: 12 }),
        unit('cu', 40, 30, 0, { type: 'heavy-cavalry', formation: 'line', files: 8, figures: 12 }),
      ],
      { bare: true },
    );
    expect(['li', 'ln', 'lc', 'hu', 'cu'].map((id) => screenShare(byId(s, id)))).toEqual([
      16, 0, 8, 4, 0,
    ]);
    expect(run(s, detach('li', 17))).toBe('SCREEN_TOO_LARGE 13.4');
    expect(typeof run(s, detach('li', 16))).toBe('object');
    expect(run(s, detach('ln', 1))).toBe('MAY_NOT_SCREEN 13.4');
    expect(run(s, detach('lc', 9))).toBe('SCREEN_TOO_LARGE 13.4');
    expect(typeof run(s, detach('lc', 8))).toBe('object');
    expect(run(s, detach('hu', 5))).toBe('SCREEN_TOO_LARGE 13.4');
    expect(typeof run(s, detach('hu', 4))).toBe('object');
    expect(run(s, detach('cu', 1))).toBe('MAY_NOT_SCREEN 13.4');
    expect(run(s, detach('li', 0))).toBe('SCREEN_TOO_LARGE 13.4');
    expect(run(s, detach('li', 2.5))).toBe('SCREEN_TOO_LARGE 13.4');
  });

  test('atw 13.4: the screen stands in skirmish order 0–2" in front of its parent, centred; the parent loses its rear ranks first', () => {
    const s = position([line('p', 36, 20)], { bare: true });
    expect(run(s, detach('p', 8, 2.001))).toBe('INVALID_GAP 13.4');
    expect(run(s, detach('p', 8, -0.5))).toBe('INVALID_GAP 13.4');
    const es = run(s, detach('p', 8, 1.5)) as AtwEvent[];
    expect(es).toHaveLength(1);
    expect(es[0]).toMatchObject({
      type: 'ScreenDetached',
      parentId: 'p',
      screenId: 'p/screen',
      figures: 8,
      files: 8,
      ranks: 1,
      width: 8_000,
      // 1" a figure; 25 mm deep (984 ticks): its front 1.5" + 0.984" ahead of the parent's front
      x: 36_000,
      y: 20_000 + 1_500 + 984,
      facing: 0,
      // 16 figures cannot keep 12 files two ranks deep (4.1): rear ranks first, then 8 files × 2
      parentFigures: 16,
      parentFiles: 8,
      parentRanks: 2,
      rule: '13.4',
    });
    const after = fold(s, es);
    const screen = byId(after, 'p/screen');
    expect(screen).toMatchObject({ formation: 'skirmish', screenOf: 'p', side: 'allied' });
    expect(byId(after, 'p')).toMatchObject({ figures: 16, screenOut: 8, screenFiles: 12 });
    // a second screen is refused while one is out; its gap 2" is the farthest allowed
    expect(run(after, detach('p', 1))).toBe('SCREEN_OUT 13.4');
    expect(typeof run(s, detach('p', 8, 2))).toBe('object');
  });

  test("atw 13.4: a screen goes out in the active side's move phase only, and finds room", () => {
    const s = position([line('p', 36, 20), line('f', 36, 23.5, { facing: 180 })], { bare: true });
    expect(run({ ...s, phase: 'shoot' }, detach('p', 8))).toBe('WRONG_PHASE 10');
    expect(run({ ...s, turn: 2 }, detach('p', 8))).toBe('NOT_ACTIVE_SIDE 10');
    // 'f' (a friend) stands 3.5" ahead: a screen with its rear 1" ahead and 0.984" deep would overlap it
    const blocked = position([line('p', 36, 20), line('f', 36, 23.5)], { bare: true });
    expect(run(blocked, detach('p', 8, 2))).toBe('SCREEN_NO_ROOM 13.4');
    expect(typeof run(blocked, detach('p', 8, 0.5))).toBe('object');
  });

  test("atw 13.4: the parent's 25 % and 50 % tests count the figures out in its screen (6, 9.2.2)", () => {
    const s = ok(position([line('p', 36, 20)], { bare: true }), detach('p', 16));
    const parent = byId(s, 'p');
    expect(parent.figures).toBe(8);
    // 2 hits: 6 + 16 of 24 remain: good and fresh (6 alone would be 25 %: shattered)
    expect(hitEvent(parent, 2, 'damage', '16.9')).toMatchObject({
      figures: 6,
      morale: 'good',
      exhausted: 'fresh',
    });
    expect(hitEvent({ ...parent, screenOut: undefined }, 2, 'damage', '16.9').morale).toBe(
      'shattered',
    );
  });

  test("atw 13.4: the screen moves with its parent (its place in the parent's frame kept) and not on its own", () => {
    const s = ok(position([line('p', 36, 20)], { bare: true }), detach('p', 8, 1));
    const es = run(s, move('p', { kind: 'forward', distance: 3 })) as AtwEvent[];
    expect(
      es.map((e) => [e.type, 'unitId' in e ? e.unitId : '', 'rule' in e ? e.rule : '']),
    ).toEqual([
      ['UnitMoved', 'p', '12'],
      ['UnitMoved', 'p/screen', '13.4'],
    ]);
    const after = fold(s, es);
    expect(byId(after, 'p/screen')).toMatchObject({
      x: 36_000,
      y: 23_000 + 1_000 + 984,
      moved: true,
    });
    expect(run(s, move('p/screen', { kind: 'forward', distance: 1 }))).toBe(
      'SCREEN_MOVES_WITH_PARENT 13.4',
    );
    // turned with its parent: a screen 1.984" ahead, parent faced 90° (east) about its front centre
    expect(
      carriedPose(
        { x: 0, y: 1_984, facing: 0 },
        { x: 0, y: 0, facing: 0 },
        { x: 5, y: 5, facing: 900 },
      ),
    ).toEqual({
      x: 5 + 1_984,
      y: 5,
      facing: 900,
    });
  });

  test('atw 13.4: a move that would carry the screen off the table is refused (SCREEN_BLOCKED)', () => {
    // parent's front at 38", screen's front at 38 + 1 + 0.984 = 39.984"; the table ends at 48"
    const s = ok(position([line('p', 36, 38)], { bare: true }), detach('p', 8, 1));
    expect(typeof run(s, move('p', { kind: 'forward', distance: 8 }))).toBe('object');
    const near = ok(position([line('p', 36, 40)], { bare: true }), detach('p', 8, 1));
    expect(typeof run(near, move('p', { kind: 'forward', distance: 6 }))).toBe('object');
    expect(run(near, move('p', { kind: 'forward', distance: 6.1 }))).toBe('SCREEN_BLOCKED 13.4');
  });

  test('atw 13.4: about a square the screen moves alone at skirmish rate, ending within 2" of it', () => {
    const sq = unit('q', 36, 20, 0, {
      type: 'light-infantry',
      formation: 'square',
      files: 6,
      figures: 24,
    });
    const s = ok(position([sq], { bare: true }), detach('q', 6, 1));
    expect(
      typeof run(s, move('q/screen', { kind: 'sidestep', direction: 'right', distance: 1 })),
    ).toBe('object');
    expect(run(s, move('q/screen', { kind: 'forward', distance: 1.5 }))).toBe(
      'SCREEN_TOO_FAR 13.4',
    );
    expect(typeof run(s, move('q/screen', { kind: 'forward', distance: 1 }))).toBe('object');
  });

  test("atw 13.4: recovering the screen (no movement cost): the figures rejoin, the parent's files come back", () => {
    const s = position([line('p', 36, 20)], { bare: true });
    expect(run(s, { type: 'JoinScreen', unitId: 'p' })).toBe('NO_SCREEN 13.4');
    const out = ok(s, detach('p', 8));
    const back = ok(out, { type: 'JoinScreen', unitId: 'p' });
    expect(back.units.map((u) => u.id)).toEqual(['p']);
    expect(byId(back, 'p')).toEqual(byId(s, 'p'));
    // after its own move, too (no movement cost)
    const moved = ok(out, move('p', { kind: 'forward', distance: 2 }));
    expect(byId(ok(moved, { type: 'JoinScreen', unitId: 'p' }), 'p')).toMatchObject({
      figures: 24,
      files: 12,
      ranks: 2,
      y: 22_000,
    });
  });

  test('atw 13.4: the legal actions offer each screen with its space (figures 1 to the share, gap 0–2") and each recovery', () => {
    const s = position([line('p', 36, 20)], { bare: true });
    const offer = legalActions(s).filter((a) => a.command.type === 'DetachScreen');
    expect(offer).toHaveLength(1);
    expect(offer[0]!.space!.vary['/figures']).toEqual({
      kind: 'choice',
      options: Array.from({ length: 16 }, (_, i) => i + 1),
    });
    expect(offer[0]!.space!.vary['/gap']).toEqual({
      kind: 'interval',
      min: 0,
      max: 2,
      unit: 'inch',
    });
    const out = ok(s, detach('p', 8));
    const types = legalActions(out).map((a) => a.command.type);
    expect(types).toContain('JoinScreen');
    expect(types).not.toContain('DetachScreen');
    // a screen is not offered moves of its own
    expect(
      legalActions(out)
        .filter((a) => 'unitId' in a.command && a.command.unitId === 'p/screen')
        .map((a) => a.command.type),
    ).toEqual([]);
  });

  test('atw 13.4: a parent attacking takes its screen back first; the attack is measured from the parent', () => {
    const s = ok(
      position(
        [
          line('p', 36, 20),
          line('e', 36, 25, { side: 'french', facing: 180, type: 'line-infantry' }),
        ],
        {
          bare: true,
        },
      ),
      detach('p', 8, 0.5),
    );
    const es = run(
      s,
      move('p', { kind: 'contact', unitId: 'e' }),
      scriptedDice([6, 6, 6, 6]),
    ) as AtwEvent[];
    expect(es[0]).toMatchObject({
      type: 'ScreenJoined',
      parentId: 'p',
      parentFigures: 24,
      spent: 'may-emerge',
      rule: '13.4',
    });
    expect(es.some((e) => e.type === 'AttackMade')).toBe(true);
    const after = fold(s, es);
    expect(after.units.some((u) => u.screenOf !== undefined)).toBe(false);
    expect(byId(after, 'p')).toMatchObject({ figures: 24, files: 12, y: 25_000 });
  });

  test('atw 13.4: the screen joins at once when its parent must retreat (or has left it more than 2")', () => {
    const s = ok(position([line('p', 36, 20)], { bare: true }), detach('p', 8));
    const ordered: AtwState = {
      ...s,
      retreats: [
        { unitId: 'p', away: 1800, rule: '16.10', lostCombatTo: null, flankOrBookended: false },
      ],
    };
    expect(joinsAfter(ordered, [], evolve)).toMatchObject([
      { type: 'ScreenJoined', parentId: 'p', parentFigures: 24, rule: '13.4' },
    ]);
    expect(joinsAfter(s, [], evolve)).toEqual([]);
    // the parent 3" back from its screen
    const left: AtwState = {
      ...s,
      units: s.units.map((u) => (u.id === 'p' ? { ...u, y: u.y - 3_000 } : u)),
    };
    expect(joinsAfter(left, [], evolve).map((e) => e.type)).toEqual(['ScreenJoined']);
    // a screen whose parent left the table goes with it
    const gone: AtwState = { ...s, units: s.units.filter((u) => u.id !== 'p') };
    expect(joinsAfter(gone, [], evolve)).toEqual([
      { type: 'UnitRemoved', unitId: 'p/screen', rule: '13.4' },
    ]);
  });
});
