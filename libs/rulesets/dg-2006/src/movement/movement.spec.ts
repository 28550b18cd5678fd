import { given } from '@pratzen/engine/testing';
import { noDice, sideViewer } from '@pratzen/engine';
import { dg2006 } from '../ruleset';
import { at } from '../testing/positions';

const moves = (s: Parameters<typeof dg2006.legalActions>[0], unitId: string) =>
  dg2006
    .legalActions(s, sideViewer(s.side), { unitId, type: 'MoveUnit' })
    .map(
      (a) =>
        a as unknown as { hex: string | null; cost: number; path: string[]; stopReason?: string },
    );

describe('5.0 movement', () => {
  test('5.0 C: each hex entered costs its terrain entry cost (clear 1, knoll 2)', () => {
    const s = at(1, 'movement', 'french', { 'fr-morand': '0306' });
    // 0306 → 0406 clear (1) → 0506 the Zuran knoll (2)
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: ['0406', '0506'] })
      .then([{ type: 'UnitMoved', unitId: 'fr-morand', cost: 3 }]);
    const knoll = moves(s, 'fr-morand').find((m) => m.hex === '0506');
    expect(knoll?.cost).toBe(3);
  });

  test('5.0 C: lakes and lake hexsides may not be entered or crossed', () => {
    const s = at(1, 'movement', 'allied', { 'al-kienmayer-cav': '1316', 'al-dokhturov-1': '1008' });
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'al-kienmayer-cav', path: ['1317'] })
      .thenViolates('PROHIBITED_TERRAIN', '5.0 C');
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'al-dokhturov-1', path: ['0908'] })
      .thenViolates('LAKE_HEXSIDE', '5.0 C');
  });

  test('5.0 D: movement is from hex to adjacent hex, never skipping', () => {
    const s = at(1, 'movement', 'french', { 'fr-morand': '0306' });
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: ['0506'] })
      .thenViolates('NOT_ADJACENT', '5.0 D');
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: [] })
      .thenViolates('EMPTY_PATH');
  });

  test('5.0 E: units move through friendly hexes but never into or through enemy ones', () => {
    const far = at(1, 'movement', 'french', {
      'fr-morand': '0306',
      'fr-rivaud': '0406',
      'al-dokhturov-1': '0809',
    });
    given(dg2006, far)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: ['0406', '0506'] })
      .then([{ type: 'UnitMoved', cost: 3 }]);
    const blocked = at(1, 'movement', 'french', {
      'fr-nansouty': '0306',
      'al-dokhturov-1': '0406',
    });
    given(dg2006, blocked)
      .when({ type: 'MoveUnit', unitId: 'fr-nansouty', path: ['0406'] })
      .thenViolates('ENEMY_OCCUPIED', '5.0 E');
  });

  test('5.0 F / 7.0 A: units may end in a friendly hex within the stacking limit, at no extra cost', () => {
    const s = at(1, 'movement', 'french', { 'fr-schiner': '0306', 'fr-ferey': '0406' });
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'fr-schiner', path: ['0406'] })
      .then([{ type: 'UnitMoved', cost: 1 }]);
  });

  test('5.0 G: a unit may never spend more than its Movement Allowance', () => {
    const s = at(1, 'movement', 'allied', { 'al-dokhturov-1': '2005' });
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'al-dokhturov-1', path: ['1905', '1805', '1705', '1605'] })
      .thenViolates('OVER_ALLOWANCE', '5.0 G');
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'al-dokhturov-1', path: ['1905', '1805', '1705'] })
      .then([{ type: 'UnitMoved', cost: 3 }]);
    expect(Math.max(...moves(s, 'al-dokhturov-1').map((m) => m.cost))).toBe(3);
  });

  test('5.0 H: a unit that has moved may not move again in the phase', () => {
    const s = at(1, 'movement', 'allied', { 'al-dokhturov-1': '2005' });
    const after = given(dg2006, s).when({
      type: 'MoveUnit',
      unitId: 'al-dokhturov-1',
      path: ['1905'],
    }).after;
    given(dg2006, after)
      .when({ type: 'MoveUnit', unitId: 'al-dokhturov-1', path: ['1805'] })
      .thenViolates('ALREADY_MOVED', '5.0 H');
    expect(moves(after, 'al-dokhturov-1')).toEqual([]);
  });

  test('5.0 I: Movement Points are not accumulated: an unused allowance is not carried to the next turn', () => {
    let s = at(3, 'movement', 'allied', { 'al-dokhturov-1': '2005', 'fr-morand': '0505' });
    for (let i = 0; i < 4; i += 1) s = given(dg2006, s).when({ type: 'EndPhase' }).after;
    expect(s.turn).toBe(4);
    expect(Math.max(...moves(s, 'al-dokhturov-1').map((m) => m.cost))).toBe(3);
  });

  test('legal movement options list reachable hexes with cost, path and stopReason, all accepted by decide', () => {
    const s = at(1, 'movement', 'french', { 'fr-morand': '1703', 'al-dokhturov-1': '2005' });
    const opts = moves(s, 'fr-morand');
    expect(opts.length).toBeGreaterThan(10);
    for (const o of opts) {
      expect(o.path[o.path.length - 1]).toBe(o.hex);
      expect(
        dg2006.decide(s, { type: 'MoveUnit', unitId: 'fr-morand', path: o.path }, noDice).ok,
      ).toBe(true);
    }
    expect(opts.find((o) => o.hex === '1905')?.stopReason).toBe('zoc');
  });
});

describe('6.0 zones of control', () => {
  test('6.0 A / H: every unit exerts a ZOC at all times, mutually: both adjacent units are in each other\u2019s ZOC', () => {
    const s = at(1, 'movement', 'french', { 'fr-morand': '1905', 'al-dokhturov-1': '2005' });
    // the French unit cannot leave (6.0 D) and the Allied one could not either in its own phase
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: ['1805'] })
      .thenViolates('ZOC_EXIT_FORBIDDEN', '6.0 D');
    const allied = { ...s, side: 'allied' as const };
    given(dg2006, allied)
      .when({ type: 'MoveUnit', unitId: 'al-dokhturov-1', path: ['2105'] })
      .thenViolates('ZOC_EXIT_FORBIDDEN', '6.0 D');
  });

  test('6.0 B: friendly ZOCs do not inhibit friendly units', () => {
    const s = at(1, 'movement', 'french', { 'fr-morand': '1703', 'fr-rivaud': '1804' });
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: ['1803', '1903', '2003'] })
      .then([{ type: 'UnitMoved', cost: 3 }]);
  });

  test('6.0 C: entering an enemy ZOC costs one more Movement Point', () => {
    const s = at(1, 'movement', 'french', { 'fr-morand': '1705', 'al-dokhturov-1': '2005' });
    // 1805 clear (1), 1905 clear + ZOC (2)
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: ['1805', '1905'] })
      .then([{ type: 'UnitMoved', cost: 3 }]);
  });

  test('6.0 D: infantry and artillery stop on entering an enemy ZOC and never leave it voluntarily', () => {
    const s = at(1, 'movement', 'french', {
      'fr-morand': '1804',
      'fr-art-iv': '1806',
      'al-dokhturov-1': '2005',
    });
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: ['1905', '1906'] })
      .thenViolates('MUST_STOP_IN_ZOC', '6.0 D');
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'fr-art-iv', path: ['1906', '1907'] })
      .thenViolates('MUST_STOP_IN_ZOC', '6.0 D');
    const inZoc = at(1, 'movement', 'french', { 'fr-morand': '1905', 'al-dokhturov-1': '2005' });
    expect(moves(inZoc, 'fr-morand')).toEqual([]);
  });

  test('6.0 E: cavalry may leave an enemy ZOC at +2 MP (rulebook example: one controlled clear hex to another is 4 MP)', () => {
    const s = at(1, 'movement', 'french', { 'fr-nansouty': '1906', 'al-dokhturov-1': '2006' });
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'fr-nansouty', path: ['2005'] })
      .then([{ type: 'UnitMoved', unitId: 'fr-nansouty', cost: 4 }]);
    // and leaving to a free hex costs 1 + 2
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'fr-nansouty', path: ['1806'] })
      .then([{ type: 'UnitMoved', cost: 3 }]);
    expect(moves(s, 'fr-nansouty').find((m) => m.hex === '2005')?.cost).toBe(4);
  });

  test('6.0 F / G: several units may control one hex; overlapping ZOCs of non-adjacent units have no effect on them', () => {
    const s = at(1, 'movement', 'french', {
      'fr-morand': '1704',
      'al-dokhturov-1': '1905',
      'al-dokhturov-2': '1904',
    });
    // 1804 is in both Allied ZOCs: one extra MP, not two
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: ['1804'] })
      .then([{ type: 'UnitMoved', cost: 2 }]);
    const apart = at(1, 'movement', 'allied', { 'fr-morand': '1703', 'al-dokhturov-1': '1905' });
    // 1804 is in both ZOCs, but the two units are not adjacent: the Allied unit moves freely
    given(dg2006, apart)
      .when({ type: 'MoveUnit', unitId: 'al-dokhturov-1', path: ['2005', '2004'] })
      .then([{ type: 'UnitMoved', cost: 2 }]);
  });

  test('6.0 I: ZOCs extend out of, but not into, towns, the castle and the abbey', () => {
    // Pratze (1309) is a town: entering it next to an enemy costs no ZOC point and does not stop
    const s = at(1, 'movement', 'french', { 'fr-morand': '1208', 'al-dokhturov-1': '1310' });
    const into = moves(s, 'fr-morand').find((m) => m.hex === '1309');
    expect(into?.cost).toBe(1);
    expect(into?.stopReason).toBeUndefined();
    // the Allied unit in the town Pratze exerts a ZOC out of it
    const out = at(1, 'movement', 'french', { 'fr-morand': '1207', 'al-dokhturov-1': '1309' });
    given(dg2006, out)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: ['1208'] })
      .then([{ type: 'UnitMoved', cost: 2 }]);
    // the Castle (0812) and the Abbey (0217) likewise
    const castle = at(1, 'movement', 'french', { 'fr-nansouty': '0712', 'al-dokhturov-1': '0813' });
    expect(moves(castle, 'fr-nansouty').find((m) => m.hex === '0812')?.cost).toBe(2);
    const abbey = at(1, 'movement', 'french', { 'fr-nansouty': '0317', 'al-dokhturov-1': '0218' });
    expect(moves(abbey, 'fr-nansouty').find((m) => m.hex === '0217')?.cost).toBe(2);
  });

  test('11.0: demoralized units have no ZOC for movement, but must observe enemy ZOCs', () => {
    const s = at(
      1,
      'movement',
      'french',
      { 'fr-morand': '1905', 'al-dokhturov-1': '2005' },
      { demoralized: 'allied', lost: { allied: 70 } },
    );
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: ['1805', '1705'] })
      .then([{ type: 'UnitMoved', cost: 2 }]);
    const own = { ...s, side: 'allied' as const };
    given(dg2006, own)
      .when({ type: 'MoveUnit', unitId: 'al-dokhturov-1', path: ['2105'] })
      .thenViolates('ZOC_EXIT_FORBIDDEN', '6.0 D');
  });
});

describe('7.0 stacking', () => {
  test('7.0 B: the French may stack up to 15 strength points', () => {
    const s = at(1, 'movement', 'french', {
      'fr-schiner': '0306',
      'fr-ferey': '0406',
      'fr-morand': '0405',
    });
    const ok = given(dg2006, s).when({
      type: 'MoveUnit',
      unitId: 'fr-schiner',
      path: ['0406'],
    }).after;
    given(dg2006, ok)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: ['0406'] })
      .thenViolates('STACKING_LIMIT', '7.0 B');
    const five = at(1, 'movement', 'french', {
      'fr-schiner': '0306',
      'fr-ferey': '0406',
      'fr-candras': '0405',
    });
    const ten = given(dg2006, five).when({
      type: 'MoveUnit',
      unitId: 'fr-schiner',
      path: ['0406'],
    }).after;
    given(dg2006, ten)
      .when({ type: 'MoveUnit', unitId: 'fr-candras', path: ['0406'] })
      .then([{ type: 'UnitMoved' }]);
  });

  test('7.0 C: the Allies may stack up to 10 strength points', () => {
    const s = at(1, 'movement', 'allied', {
      'al-kienmayer-inf': '2005',
      'al-bagration-2': '2105',
      'al-dokhturov-1': '2104',
    });
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'al-kienmayer-inf', path: ['2105'] })
      .then([{ type: 'UnitMoved' }]);
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'al-dokhturov-1', path: ['2105'] })
      .thenViolates('STACKING_LIMIT', '7.0 C');
  });

  test('7.0 B-C: a single unit may exceed the limit ("unless the hex is occupied by a single unit")', () => {
    const s = at(3, 'movement', 'allied', { 'al-guard-inf': '2005' });
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'al-guard-inf', path: ['1905'] })
      .then([{ type: 'UnitMoved' }]);
  });
});
