import { SPECTATOR, sideViewer } from '@pratzen/engine';
import { area, position, unit } from '../testing/positions';
import { bandAt, bandsFor } from '../fire/weapons';
import { figuresOf, fireOptions } from '../fire/shoot';
import {
  agrees,
  at,
  bandNames,
  battery,
  column,
  fig,
  gun,
  line,
  measure,
  refusalOf,
  shoot,
  target,
} from '../testing/ruler';

describe('atw measure (the ruler): inches and degrees, by section 16 code', () => {
  test('atw 16.9 bands: muskets 4" close, 8" far; the distance is the nearest figure\'s range, as Shot.range', () => {
    const close = measure(at([line(), target(14)]), 'a', 't');
    expect(close).toMatchObject({ from: 'a', to: 't', unit: 'inch', distance: 4, gap: 4 });
    // the figure straight ahead is 4" off: close; the end figures are farther (the far band)
    const centre = close.figures.reduce((a, b) => (b.range < a.range ? b : a));
    expect(centre.range).toBe(4);
    expect(centre.bands).toEqual([{ weapon: 'musket', band: 'close', hitOn: 3 }]);
    expect(close.ranges).toEqual(['musket close', 'musket far']);
    const far = measure(at([line(), target(16)]), 'a', 't');
    expect([far.distance, far.ranges]).toEqual([6, ['musket far']]);
    expect(measure(at([line(), target(18)]), 'a', 't').ranges).toEqual(['musket far']); // 8" is far
    const beyond = measure(at([line(), target(18.5)]), 'a', 't');
    expect([beyond.distance, beyond.ranges, beyond.firing]).toEqual([8.5, [], []]);
    expect(fig(beyond, 6).refusal).toEqual({ code: 'OUT_OF_RANGE', rule: '16.9' });
    // the same bands fire.json gives (bandsFor/bandAt)
    expect(bandAt(bandsFor('line-infantry'), 6000)?.band).toBe('far');
  });

  test('atw 16.9 bands per weapon: a medium battery canister 12", ballshot 24" close and 48" far; points too', () => {
    const at10 = measure(at([battery(), column(20)]), 'g', 't');
    expect(at10.distance).toBe(10);
    expect(bandNames(fig(at10, 2))).toEqual(['canister-medium close']);
    expect(fig(at10, 2).bands[0]!.hitOn).toBe(3);
    const at20 = measure(at([battery(), column(30)]), 'g', 't');
    expect(bandNames(fig(at20, 2))).toEqual(['ballshot-medium close']);
    // a point 37" ahead: ballshot far (hits on 6); the ruler needs no unit there
    const point = measure(at([battery()]), 'g', '30,47');
    // the footprint's front edge is 37" off; the nearest gun model's front centre, 0.984" aside,
    // √(37² + 0.984²) = 37.013"
    expect(point).toMatchObject({ to: '30,47', gap: 37, distance: 37.013, inArc: true });
    expect(point.ranges).toEqual(['ballshot-medium far']);
    expect(fig(point, 1).bands).toEqual([{ weapon: 'ballshot-medium', band: 'far', hitOn: 6 }]);
    expect(point.figures[0]).not.toHaveProperty('refusal'); // a point is no target
    expect(point).not.toHaveProperty('firing');
    // 16.6: a howitzer's canister reaches 8", its shell 12"–48": between them, no band
    const howitzer = (y: string) => measure(at([battery('howitzer')]), 'g', `30,${y}`).ranges;
    expect([howitzer('17'), howitzer('20'), howitzer('22'), howitzer('30')]).toEqual([
      ['canister-howitzer close'],
      [],
      ['shell shell'],
      ['shell shell'],
    ]);
  });

  test('atw 19.3 through 16.9: each inch of open woods on the line counts 2" for muskets (the ruler and Shoot agree)', () => {
    const wood = (from: number) => area('w', 'woods-open', 20, from, 40, 25, { name: 'w' });
    const s = (from: number) => at([line(), target(16)], { features: [wood(from)] });
    // 6" straight, 2" in the wood: 8" → far; 3" in it: 9" → out of range
    const in2 = measure(s(14), 'a', 't');
    expect([in2.distance, bandNames(fig(in2, 6))]).toEqual([6, ['musket far']]);
    const in3 = measure(s(13), 'a', 't');
    expect([in3.distance, bandNames(fig(in3, 6))]).toEqual([6, []]);
    expect(agrees(s(14), 'a', 't')).toContain('fires');
    expect(agrees(s(13), 'a', 't')).toContain('OUT_OF_RANGE 16.9');
  });

  test("atw 16.11 arc: the example's 8 figures of a line in arc of a target to its right", () => {
    const s = at([line(), target(18, { x: 34 })]);
    const m = measure(s, 'a', 't');
    // 16.11 example: 8 of the line's figures (4 front-rank figures and their partners) fire
    expect(m.firing).toEqual(['9', '10', '11', '12', '21', '22', '23', '24']);
    const a = s.units.find((u) => u.id === 'a')!;
    expect(m.firing).toEqual(figuresOf(a, fireOptions(s, a).get('t')!)); // the legal actions' list
    expect(m.inArc).toBe(true);
    for (const i of [9, 10, 11, 12])
      expect(fig(m, i)).toMatchObject({ inArc: true, refusal: null });
    expect(fig(m, 1)).toMatchObject({
      inArc: false,
      refusal: { code: 'OUT_OF_ARC', rule: '16.11' },
    });
    expect(m.inArcFigures).toEqual(expect.arrayContaining([9, 10, 11, 12]));
    expect(m.inArcFigures).not.toContain(1);
    expect(fig(m, 9).fireWith).toEqual(['9', '21']);
    // the ruler's verdict is the command's, figure by figure
    const verdicts = agrees(s, 'a', 't');
    expect(verdicts.filter((v) => v === 'fires')).toHaveLength(4);
    expect(verdicts).toContain('OUT_OF_ARC 16.11');
  });

  test('atw 16.11 arc: 22.5° either side of the facing; a point 22.8° off is out, 22.3° in', () => {
    // one gun at (30, 10) facing north: tan 22.5° × 10" = 4.142"
    expect(measure(at([gun]), 'a', '34.1,20').inArc).toBe(true);
    expect(measure(at([gun]), 'a', '34.2,20').inArc).toBe(false);
    expect(measure(at([gun]), 'a', '25.9,20').inArc).toBe(true);
    expect(measure(at([gun]), 'a', '25.8,20').inArc).toBe(false);
    expect(measure(at([gun]), 'a', '30,5').inArc).toBe(false); // behind
    // facing east (90°): the arc turns with the unit
    const east = unit('a', 30, 10, 90, {
      type: 'light-artillery',
      figures: null,
      gunModels: 1,
      formation: 'unlimbered',
    });
    expect(measure(at([east]), 'a', '40,14.1').inArc).toBe(true);
    expect(measure(at([east]), 'a', '40,14.2').inArc).toBe(false);
  });

  test('atw 16.7-5 blocking: a unit on the line blocks it, and the ruler and Shoot agree (blocked and clear)', () => {
    const between = unit('m', 30, 14, 0, {
      side: 'french',
      type: 'light-infantry',
      formation: 'column',
      files: 2,
      figures: 4,
    });
    const blocked = at([gun, column(20), between]);
    const m = measure(blocked, 'a', 't');
    expect(m.lineOfSight).toEqual({ clear: false, blockedBy: { kind: 'unit', id: 'm' } });
    expect(m.sightRule).toBe('16.7-5');
    expect(fig(m, 1).lineOfFire).toEqual({
      clear: false,
      blockedBy: { kind: 'unit', id: 'm' },
      rule: '16.7-5',
    });
    expect(fig(m, 1).refusal).toEqual({ code: 'MAY_NOT_FIRE', rule: '16.7-5', by: 'm' });
    expect(m.firing).toEqual([]);
    expect(agrees(blocked, 'a', 't')).toEqual(['MAY_NOT_FIRE 16.7-5']);
    const d = shoot(blocked, 'a', 't', ['1']);
    expect(d.ok ? null : d.violation.details).toMatchObject({ by: 'm' });
    // the same position without the unit between: clear, and the command fires
    const clear = at([gun, column(20)]);
    const c = measure(clear, 'a', 't');
    expect(c.lineOfSight).toEqual({ clear: true });
    expect(c).not.toHaveProperty('sightRule');
    expect([c.distance, c.firing, fig(c, 1).refusal]).toEqual([10, ['1'], null]);
    expect(agrees(clear, 'a', 't')).toEqual(['fires']);
  });

  test('atw 16.8: friendly skirmishers block (16.8), enemy skirmishers are fired through', () => {
    const skirmishers = (side: 'allied' | 'french') =>
      unit('m', 30, 14, 0, {
        side,
        type: 'light-infantry',
        formation: 'skirmish',
        files: 4,
        figures: 4,
      });
    const friends = at([gun, column(20), skirmishers('allied')]);
    expect(fig(measure(friends, 'a', 't'), 1).lineOfFire).toMatchObject({
      clear: false,
      rule: '16.8',
    });
    expect(agrees(friends, 'a', 't')).toEqual(['MAY_NOT_FIRE 16.8']);
    const enemies = at([gun, column(20), skirmishers('french')]);
    const m = measure(enemies, 'a', 't');
    expect(fig(m, 1).lineOfFire).toEqual({ clear: true, through: ['m'] });
    expect(m.lineOfSight).toEqual({ clear: true });
    expect(agrees(enemies, 'a', 't')).toEqual(['fires']);
  });

  test('atw 7.3-1 blocking: a friendly general within 2" of the line blocks it (a general, with the rule)', () => {
    const general = (x: number) => ({ id: 'al-gen', side: 'allied', position: { x, y: 15 } });
    const near = position([gun, column(20)], {
      bare: true,
      phase: 'shoot',
      generals: [general(31.5)],
    });
    const m = measure(near, 'a', 't');
    expect(m.lineOfSight).toEqual({ clear: false, blockedBy: { kind: 'general', id: 'al-gen' } });
    expect(m.sightRule).toBe('7.3-1');
    expect(agrees(near, 'a', 't')).toEqual(['MAY_NOT_FIRE 7.3-1']);
    const aside = position([gun, column(20)], {
      bare: true,
      phase: 'shoot',
      generals: [general(32.5)],
    });
    expect(measure(aside, 'a', 't').lineOfSight).toEqual({ clear: true });
    expect(agrees(aside, 'a', 't')).toEqual(['fires']);
  });

  test('atw 19.9 blocking: a town block or a feature marked blocksSight stops the line; to a point as well', () => {
    const box = (terrain: string, more = {}) =>
      area('b', terrain, 28, 12, 32, 13, { name: 'the barn', ...more });
    const town = at([line(), target(16)], {
      features: [box('town-block', { contours: 1, capacity: 24 })],
    });
    const m = measure(town, 'a', 't');
    expect(fig(m, 6).lineOfFire).toEqual({
      clear: false,
      blockedBy: { kind: 'feature', id: 'b', terrain: 'town-block', name: 'the barn' },
      rule: '19.9',
    });
    expect(agrees(town, 'a', 't')).toContain('MAY_NOT_FIRE 19.9');
    const marked = at([line(), target(16)], { features: [box('rough', { blocksSight: true })] });
    expect(fig(measure(marked, 'a', 't'), 6).lineOfFire.rule).toBe('19.9');
    const open = at([line(), target(16)], { features: [box('rough')] });
    expect(fig(measure(open, 'a', 't'), 6).lineOfFire).toEqual({ clear: true });
    expect(agrees(open, 'a', 't')[5]).toBe('fires');
    // a point straight behind the barn: every figure's line meets it or not, as the rules draw it
    const toPoint = measure(town, 'a', '30,16');
    expect(fig(toPoint, 6).lineOfFire).toMatchObject({ clear: false, rule: '19.9' });
  });

  test('atw 16: a friend is no target (INVALID_TARGETS), whatever the geometry; the ruler says so figure by figure', () => {
    const friend = target(14, { side: 'allied' });
    const s = at([line(), friend]);
    const m = measure(s, 'a', 't');
    expect(m.distance).toBe(4);
    expect(fig(m, 6)).toMatchObject({
      inArc: true,
      refusal: { code: 'INVALID_TARGETS', rule: '16' },
    });
    expect(m.firing).toEqual([]);
    expect(new Set(agrees(s, 'a', 't'))).toEqual(new Set(['INVALID_TARGETS 16']));
  });

  test('mayFire says whether the unit may fire now at all (16-a, 16.7); the geometry is read in any phase', () => {
    const moving = position([line(), target(14)], { bare: true, phase: 'move' });
    const m = measure(moving, 'a', 't');
    expect(m.mayFire).toEqual({ code: 'WRONG_PHASE', rule: '10' });
    expect(m.distance).toBe(4);
    expect(measure(at([line(), target(14)]), 'a', 't').mayFire).toBeNull();
    // cavalry: no weapon (16.7-2); its arc is still read (to the 60" of sight, 19.9)
    const hussars = unit('h', 30, 10, 0, {
      type: 'light-cavalry',
      figures: 16,
      formation: 'line',
      files: 8,
    });
    const c = measure(at([hussars, target(30)]), 'h', 't');
    expect(c).toMatchObject({
      inArc: true,
      ranges: [],
      mayFire: { code: 'MAY_NOT_FIRE', rule: '16.7-2' },
    });
    expect(c.firing).toEqual([]);
  });

  test('unknown ends and points off the table are refused (UNKNOWN_UNIT, OFF_TABLE 19); every viewer reads the same', () => {
    const s = at([line(), target(14)]);
    expect(refusalOf(s, 'nobody', 't')).toBe('UNKNOWN_UNIT null');
    expect(refusalOf(s, 'a', 'nobody')).toBe('UNKNOWN_UNIT null');
    expect(refusalOf(s, 'a', '12,5,3')).toBe('UNKNOWN_UNIT null');
    expect(refusalOf(s, 'a', '12.0001,5')).toBe('UNKNOWN_UNIT null');
    expect(refusalOf(s, 'a', '80,5')).toBe('OFF_TABLE 19');
    expect(refusalOf(s, 'a', '-1,5')).toBe('OFF_TABLE 19');
    expect(refusalOf(s, '30,14', 't')).toBe('UNKNOWN_UNIT null'); // a point is only ever `to`
    // atw hides nothing: the other side and spectators read the same ruler
    const allied = measure(s, 'a', 't');
    expect(measure(s, 'a', 't', sideViewer('french'))).toEqual(allied);
    expect(measure(s, 'a', 't', SPECTATOR)).toEqual(allied);
    // wire numbers: inches with at most three decimals
    const odd = measure(s, 'a', '41.337,29.123');
    for (const f of odd.figures) expect(Number.isInteger(f.range * 1000)).toBe(true);
  });
});
