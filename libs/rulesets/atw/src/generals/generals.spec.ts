import { type Dice, scriptedDice, setupStateOrThrow, sideViewer } from '@pratzen/engine';
import type { AtwCommand } from '../commands';
import { decide } from '../decide';
import type { AtwEvent } from '../events';
import { evolve } from '../evolve';
import { hitEvent } from '../damage/hits';
import { rallyNeed } from '../rally/rally';
import { atw } from '../ruleset';
import type { AtwState, UnitState } from '../state';
import { area, position, unit } from '../testing/positions';
import { commandPath, inCommand, screensFire } from './generals';
import type { GeneralState } from './types';

const french = { side: 'french' } as const;
const T = 1000;
const fold = (s: AtwState, es: readonly AtwEvent[]) => es.reduce(evolve, s);
const run = (s: AtwState, c: AtwCommand, dice: number[] = []) => decide(s, c, scriptedDice(dice));
const events = (s: AtwState, c: AtwCommand, dice: number[] = []): readonly AtwEvent[] => {
  const d = run(s, c, dice);
  if (!d.ok) throw new Error(`${d.violation.code} ${d.violation.rule}: ${d.violation.message}`);
  return d.events;
};
const refusal = (s: AtwState, c: AtwCommand, dice: number[] = []) => {
  const d = run(s, c, dice);
  return d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
};
const byId = (s: AtwState, id: string): UnitState => s.units.find((u) => u.id === id)!;
const general = (s: AtwState, id: string): GeneralState | undefined =>
  s.generals.find((g) => g.id === id);
/** A general in ticks, lone at (x, y) inches or attached. */
const gen = (
  id: string,
  side: 'allied' | 'french',
  x: number,
  y: number,
  attachedTo: string | null = null,
): GeneralState => ({
  id,
  name: id,
  side,
  x: x * T,
  y: y * T,
  attachedTo,
  moved: false,
  hits: 0,
});
const withGenerals = (s: AtwState, ...gs: GeneralState[]): AtwState => ({
  ...s,
  generals: gs,
  commanded: true,
});
const moveGeneral = (
  generalId: string,
  path: [number, number][],
  attachTo?: string,
): AtwCommand => ({
  type: 'MoveGeneral',
  generalId,
  path: path.map(([x, y]) => ({ x, y })),
  ...(attachTo === undefined ? {} : { attachTo }),
});

describe('atw 7 generals: set-up', () => {
  test('atw 7: the Sokolnitz scenario places its generals; command is played', () => {
    const s = setupStateOrThrow(atw.initialState({ scenarioId: 'sokolnitz' }));
    expect(s.generals.map((g) => g.id)).toEqual(
      expect.arrayContaining(['fr-legrand', 'fr-friant', 'al-langeron', 'al-przhebishevsky']),
    );
    expect(general(s, 'fr-legrand')).toMatchObject({
      side: 'french',
      x: 27 * T,
      y: 25 * T,
      attachedTo: null,
    });
    expect(s.commanded).toBe(true);
    const v = atw.view(s, sideViewer('allied')) as {
      generals: { id: string; position: unknown }[];
    };
    expect(v.generals.find((g) => g.id === 'fr-legrand')!.position).toEqual({ x: 27, y: 25 });
  });

  test('atw 7: a custom position places generals lone or attached; a bad one is refused at its path', () => {
    const s = position([unit('a', 30, 10, 0)], {
      bare: true,
      generals: [
        { id: 'g', side: 'allied', x: 10, y: 10 },
        { id: 'h', side: 'allied', attachedTo: 'a' },
      ],
    });
    expect(general(s, 'h')).toMatchObject({ attachedTo: 'a', x: 30 * T, y: 10 * T });
    const bad = atw.initialState({
      scenarioId: 'custom',
      position: {
        units: [unit('a', 30, 10, 0), unit('f', 30, 20, 180, french)],
        table: {
          bbox: [0, 0, 72, 48],
          features: [area('pond', 'impassable', 5, 5, 10, 10, { name: 'pond' })],
        },
        generals: [
          { id: 'g', side: 'allied', x: 7, y: 7 },
          { id: 'h', side: 'allied', x: 30, y: 20 },
          { id: 'a', side: 'allied', x: 1, y: 1 },
        ],
      },
    });
    expect(bad.ok ? [] : bad.problems.map((p) => `${p.code} ${p.path}`)).toEqual([
      'IMPASSABLE /generals/0',
      'GENERAL_CONTACT /generals/1',
      'DUPLICATE_ID /generals/2/id',
    ]);
  });

  test('atw 7: a position without generals plays no command (no confusion rolls)', () => {
    const s = position([unit('a', 30, 10, 0)], { bare: true, phase: 'combat' });
    expect(s.commanded).toBe(false);
    expect(events(s, { type: 'EndPhase' }).map((e) => e.type)).toEqual(['PhaseEnded']);
  });
});

describe('atw 7.1 moving, attaching and detaching generals', () => {
  const s0 = withGenerals(
    position([unit('a', 30, 10, 0), unit('f', 30, 30, 180, french)], {
      features: [
        area('pond', 'impassable', 40, 0, 44, 20, { name: 'pond' }),
        area('wood', 'woods-dense', 10, 30, 20, 40, { name: 'wood' }),
      ],
    }),
    gen('g', 'allied', 50, 10),
    gen('e', 'french', 10, 20),
  );

  test('atw 7.1-1: a general moves up to 36" in any direction, ignoring terrain; 36.001" is too far', () => {
    const d = events(s0, moveGeneral('g', [[50, 46]]));
    expect(d).toEqual([
      {
        type: 'GeneralMoved',
        generalId: 'g',
        x: 50 * T,
        y: 46 * T,
        travelled: 36 * T,
        rule: '7.1',
      },
    ]);
    expect(refusal(s0, moveGeneral('g', [[50, 46.001]]))).toBe('TOO_FAR 7.1');
    expect(refusal(s0, moveGeneral('g', [[72.001, 10]]))).toBe('GENERAL_BLOCKED 7.1');
    expect(
      refusal(
        s0,
        moveGeneral('g', [
          [50, 30],
          [66.001, 30],
        ]),
      ),
    ).toBe('TOO_FAR 7.1');
    // through a dense wood: terrain ignored
    const w = withGenerals(s0, gen('g', 'allied', 5, 35));
    expect(refusal(w, moveGeneral('g', [[25, 35]]))).toBe('ok');
  });

  test('atw 7.1-1: never across impassable ground or into contact with an enemy unit', () => {
    expect(refusal(s0, moveGeneral('g', [[36, 10]]))).toBe('GENERAL_BLOCKED 7.1');
    // around the pond's corner (40, 20) it is allowed: 10" + 10" + ...
    expect(
      refusal(
        s0,
        moveGeneral('g', [
          [44, 20],
          [40, 20],
          [36, 10],
        ]),
      ),
    ).toBe('ok');
    expect(refusal(s0, moveGeneral('g', [[42, 10]]))).toBe('GENERAL_BLOCKED 7.1');
    // into contact with the French column (front centre 30,30; its body from y 30 up)
    expect(refusal(s0, moveGeneral('g', [[30, 30]]))).toBe('GENERAL_CONTACT 7.1');
    expect(
      refusal(
        s0,
        moveGeneral('g', [
          [50, 25],
          [30, 29.99],
        ]),
      ),
    ).toBe('ok');
    // passing through the enemy is contact too
    expect(
      refusal(
        s0,
        moveGeneral('g', [
          [50, 33],
          [20, 33],
        ]),
      ),
    ).toBe('GENERAL_CONTACT 7.1');
  });

  test('atw 7.1-1: once a turn, by the active side, in the move phase', () => {
    const moved = fold(s0, events(s0, moveGeneral('g', [[50, 12]])));
    expect(general(moved, 'g')!.moved).toBe(true);
    expect(refusal(moved, moveGeneral('g', [[50, 14]]))).toBe('ALREADY_MOVED 7.1');
    expect(refusal(s0, moveGeneral('e', [[10, 22]]))).toBe('NOT_ACTIVE_SIDE 7.1');
    expect(refusal({ ...s0, phase: 'shoot' }, moveGeneral('g', [[50, 12]]))).toBe(
      'WRONG_PHASE 7.1',
    );
    expect(refusal(s0, moveGeneral('nobody', [[50, 12]]))).toBe('UNKNOWN_GENERAL null');
  });

  test('atw 7.1-2: attaching (last point within 1" of the unit): he moves with it; detaching leaves him at its front centre', () => {
    // the allied column: front centre (30, 10), 4 files of 15 mm ≈ 2.36" wide, 6 ranks deep behind
    const s1 = withGenerals(s0, gen('g', 'allied', 36, 4));
    expect(refusal(s1, moveGeneral('g', [[33, 8]], 'a'))).toBe('TOO_FAR 7.1');
    const attaching = events(s1, moveGeneral('g', [[31.5, 8]], 'a'));
    expect(attaching[1]).toEqual({
      type: 'GeneralAttached',
      generalId: 'g',
      unitId: 'a',
      rule: '7.1',
    });
    const attached = fold(s1, attaching);
    expect(general(attached, 'g')).toMatchObject({ attachedTo: 'a' });
    const v = atw.view(attached, sideViewer('french')) as {
      generals: { id: string; position: unknown; attachedTo: unknown }[];
    };
    expect(v.generals.find((g) => g.id === 'g')).toMatchObject({
      position: { x: 30, y: 10 },
      attachedTo: 'a',
    });
    const marched = fold(
      attached,
      events(attached, {
        type: 'MoveUnit',
        unitId: 'a',
        steps: [{ kind: 'forward', distance: 4 }],
      }),
    );
    expect(inCommand(marched, byId(marched, 'a'))).toBe(true);
    const detached = events(marched, { type: 'DetachGeneral', generalId: 'g' });
    expect(detached).toEqual([
      { type: 'GeneralDetached', generalId: 'g', unitId: 'a', x: 30 * T, y: 14 * T, rule: '7.1' },
    ]);
    expect(general(fold(marched, detached), 'g')).toMatchObject({
      attachedTo: null,
      x: 30 * T,
      y: 14 * T,
    });
    expect(refusal(s0, { type: 'DetachGeneral', generalId: 'g' })).toBe('NOT_ATTACHED 7.1');
    expect(refusal(s1, moveGeneral('g', [[31.5, 8]], 'f'))).toBe('UNKNOWN_UNIT 7.1');
  });

  test('atw 7.1-2: a general attached gives +1 to the rally die (11) and +2 to the rout-hits die (8.2)', () => {
    const shaken = position([unit('a', 30, 30, 0, { morale: 'shaken' })], {
      bare: true,
      phase: 'rally',
    });
    expect(rallyNeed(shaken, byId(shaken, 'a'))).toBe(3);
    const led = withGenerals(shaken, gen('g', 'allied', 30, 30, 'a'));
    expect(rallyNeed(led, byId(led, 'a'))).toBe(2);
    // 15.2 a voluntary retreat: grade C 0, general +2, voluntary +2, shaken at the start of the turn −2
    const moving = { ...led, phase: 'move' as const };
    const es = events(
      moving,
      { type: 'Retreat', unitId: 'a', distance: 6, angle: 0, facing: 'about' },
      [5],
    );
    expect(es.find((e) => e.type === 'RoutHitsRolled')).toMatchObject({ modifier: 2, score: 7 });
    const alone = events(
      { ...shaken, phase: 'move' },
      { type: 'Retreat', unitId: 'a', distance: 6, angle: 0, facing: 'about' },
      [5],
    );
    expect(alone.find((e) => e.type === 'RoutHitsRolled')).toMatchObject({ modifier: 0, score: 5 });
  });

  test('atw 7.1-2: a general attached gives his unit +1 CP in close combat (17.7)', () => {
    const col = (id: string, x: number, y: number, facing: number, more = {}) =>
      unit(id, x, y, facing, { formation: 'column', files: 4, ...more });
    const s = position([col('a', 30, 10, 0), col('f', 30, 18, 180, french)], { bare: true });
    const engaged = {
      ...fold(
        s,
        events(
          s,
          { type: 'MoveUnit', unitId: 'a', steps: [{ kind: 'contact', unitId: 'f' }] },
          [6],
        ),
      ),
      reaction: null,
      phase: 'combat' as const,
    };
    const plain = events(engaged, { type: 'FightCombats' }, [6, 5, 1, 2]);
    expect(plain[0]).toMatchObject({ attackerCP: 3, defenderCP: 3 });
    const led = withGenerals(engaged, gen('g', 'allied', 30, 10, 'a'));
    const withGeneral = events(led, { type: 'FightCombats' }, [6, 5, 1, 2]);
    expect(withGeneral[0]).toMatchObject({ attackerCP: 4, defenderCP: 3 });
  });

  test('atw 7.1-2, 12.16: a general attached adds 1 to the hasty-square test', () => {
    const s = position(
      [
        unit('c', 30, 5, 0, { type: 'medium-cavalry', figures: 12, files: 4 }),
        unit('f', 30, 20, 180, { ...french, formation: 'line', files: 8 }),
      ],
      { bare: true },
    );
    const attackF: AtwCommand = {
      type: 'MoveUnit',
      unitId: 'c',
      steps: [{ kind: 'contact', unitId: 'f' }],
    };
    const react: AtwCommand = { type: 'React', unitId: 'f', choice: 'hasty-square' };
    const plain = fold(s, events(s, attackF));
    // grade C in line: need 3, −1: a 3 fails alone, passes with the general (−1 + 1)
    expect(events(plain, react, [3])[0]).toMatchObject({ modifier: -1, result: 'failed' });
    const led = withGenerals(s, gen('e', 'french', 30, 20, 'f'));
    const ledReacting = fold(led, events(led, attackF));
    expect(events(ledReacting, react, [3])[0]).toMatchObject({ modifier: 0, result: 'passed' });
  });

  test('atw 7.1-3: a general with a shattered unit stays in play where it stood (his retreat move is not played)', () => {
    const s = withGenerals(
      position([unit('a', 30, 10, 0)], { bare: true }),
      gen('g', 'allied', 30, 10, 'a'),
    );
    const after = fold(s, [{ type: 'UnitRemoved', unitId: 'a', rule: '6' } as AtwEvent]);
    expect(after.units).toEqual([]);
    expect(general(after, 'g')).toMatchObject({ attachedTo: null, x: 30 * T, y: 10 * T });
  });
});

describe('atw 7.2 command distance and confusion', () => {
  const pond = area('pond', 'impassable', 20, 5, 22, 30, { name: 'pond' });

  test('atw 7.2-1: 12" from the general\'s head to the nearest point of the unit', () => {
    // the column's front centre at (30, 10): its nearest point to a general due north at (30, 22) is 12" away
    const s = withGenerals(
      position([unit('a', 30, 10, 0)], { bare: true }),
      gen('g', 'allied', 30, 22),
    );
    expect(commandPath(s, s.generals[0]!, byId(s, 'a'))).toBe(12 * T);
    const far = withGenerals(s, gen('g', 'allied', 30, 22.001));
    expect(commandPath(far, far.generals[0]!, byId(far, 'a'))).toBeNull();
    expect(inCommand(far, byId(far, 'a'))).toBe(false);
  });

  test('atw 7.2-1 (I-9): a unit 11.9" away in a straight line but farther around a pond is out of command', () => {
    const units = [unit('a', 30, 10, 90)]; // facing east: front centre (30, 10), body to the west
    const open = withGenerals(position(units, { bare: true }), gen('g', 'allied', 14, 10));
    const a = byId(open, 'a');
    // straight: the unit's west end is about 2.4" deep... nearest point within 12"
    const straight = commandPath(open, open.generals[0]!, a);
    expect(straight).not.toBeNull();
    expect(straight!).toBeLessThanOrEqual(12 * T);
    const walled = withGenerals(position(units, { features: [pond] }), gen('g', 'allied', 14, 10));
    expect(commandPath(walled, walled.generals[0]!, byId(walled, 'a'))).toBeNull();
    // with a longer limit the path goes around the pond's corner (22, 5) or (20, 5)
    const around = commandPath(walled, walled.generals[0]!, byId(walled, 'a'), 30 * T);
    expect(around).not.toBeNull();
    expect(around!).toBeGreaterThan(12 * T);
    expect(around!).toBeLessThan(straight! + 4 * T);
  });

  test('atw 7.2-1: the command path may not cross enemy units', () => {
    const s = withGenerals(
      position(
        [unit('a', 30, 10, 0), unit('f', 31, 16, 90, { ...french, formation: 'line', files: 12 })],
        { bare: true },
      ),
      gen('g', 'allied', 30, 21),
    );
    const f = byId(s, 'f');
    expect(f).toBeDefined();
    const open = withGenerals(
      position([unit('a', 30, 10, 0)], { bare: true }),
      gen('g', 'allied', 30, 21),
    );
    expect(commandPath(open, open.generals[0]!, byId(open, 'a'))).toBe(11 * T);
    // a french line facing east with its front centre at (31, 16): 12 files × 15 mm ≈ 7.1" north–south,
    // 2 ranks deep to the west: it stands between the general and the unit; the path goes round it
    const blocked = commandPath(s, s.generals[0]!, byId(s, 'a'), 40 * T);
    expect(blocked).not.toBeNull();
    expect(blocked!).toBeGreaterThan(11 * T);
    expect(blocked!).toBeLessThan(12 * T);
  });

  test('atw 7.2-1: a many-cornered impassable feature cannot make the command search hang (PATH_BUDGET)', () => {
    // a comb of 400 teeth (1,600 corners) between the general and the unit
    const ring: [number, number][] = [];
    for (let i = 0; i < 400; i += 1) {
      const x = (k: number) => (10_000 + i * 50 + k) / 1000; // exact to the thousandth
      ring.push([x(0), 12], [x(25), 12], [x(25), 14], [x(50), 14]);
    }
    ring.push([30, 11], [10, 11]);
    const comb = {
      type: 'Feature',
      id: 'comb',
      geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]!]] },
      properties: { terrain: 'impassable', name: 'comb' },
    };
    const s = withGenerals(
      position([unit('a', 20, 10, 0)], { features: [comb] }),
      gen('g', 'allied', 20, 16),
    );
    const started = process.hrtime.bigint();
    const r = commandPath(s, s.generals[0]!, byId(s, 'a'));
    expect(Number(process.hrtime.bigint() - started) / 1e9).toBeLessThan(5);
    expect(r === null || r <= 12 * T).toBe(true);
    expect(commandPath(s, s.generals[0]!, byId(s, 'a'))).toBe(r);
  });

  test('atw 7.2-2: at the start of its turn each unit out of command rolls: 1–3 confused (no voluntary move), 4–6 normal', () => {
    // the French become active in turn 2; 'f' is far from its general, 'n' near him
    const s = withGenerals(
      position(
        [unit('a', 10, 10, 0), unit('f', 60, 40, 180, french), unit('n', 30, 40, 180, french)],
        { bare: true, phase: 'combat' },
      ),
      gen('e', 'french', 30, 42),
    );
    const es = events(s, { type: 'EndPhase' }, [3]);
    expect(es.map((e) => e.type)).toEqual(['PhaseEnded', 'ConfusionRolled']);
    expect(es[1]).toEqual({
      type: 'ConfusionRolled',
      unitId: 'f',
      roll: 3,
      result: 'confused',
      rule: '7.2-2',
    });
    const t2 = { ...fold(s, es), phase: 'move' as const };
    expect(t2.confused).toEqual(['f']);
    expect(
      refusal(t2, { type: 'MoveUnit', unitId: 'f', steps: [{ kind: 'forward', distance: 1 }] }),
    ).toBe('CONFUSED 7.2-2');
    expect(
      refusal(t2, { type: 'Retreat', unitId: 'f', distance: 6, angle: 0, facing: 'about' }),
    ).toBe('CONFUSED 7.2-2');
    expect(
      refusal(t2, { type: 'MoveUnit', unitId: 'n', steps: [{ kind: 'forward', distance: 1 }] }),
    ).toBe('ok');
    expect(
      atw
        .legalActions(t2, sideViewer('french'))
        .some(
          (a) => 'unitId' in a.command && a.command.unitId === 'f' && a.command.type === 'MoveUnit',
        ),
    ).toBe(false);
    const four = events(s, { type: 'EndPhase' }, [4]);
    expect(four[1]).toMatchObject({ unitId: 'f', roll: 4, result: 'normal' });
    expect(fold(s, four).confused).toEqual([]);
  });

  test('atw 7.2-2: a confused unit may still rally; confusion lasts the turn', () => {
    const s = withGenerals(
      position([unit('f', 60, 40, 180, { ...french, morale: 'shaken' })], {
        bare: true,
        phase: 'combat',
      }),
      gen('e', 'french', 10, 10),
    );
    const t2 = fold(s, events(s, { type: 'EndPhase' }, [1]));
    expect(t2.phase).toBe('rally');
    expect(t2.confused).toEqual(['f']);
    expect(refusal(t2, { type: 'Rally', unitId: 'f' }, [6])).toBe('ok');
    // through the French turn to the next (allied) turn: the confusion is gone
    let s3 = t2;
    for (let i = 0; i < 4; i += 1) s3 = fold(s3, events(s3, { type: 'EndPhase' }, [6, 6]));
    expect(s3.turn).toBe(3);
    expect(s3.confused).toEqual([]);
  });
});

describe('atw 7.3 danger to generals', () => {
  const led = (hits: number): AtwState => {
    const s = withGenerals(
      position([unit('a', 30, 10, 0)], { bare: true, phase: 'shoot' }),
      gen('g', 'allied', 30, 10, 'a'),
    );
    return fold(s, [hitEvent(byId(s, 'a'), hits, 'damage', '16.9')]);
  };

  test('atw 7.3-2 [ex]: 5 damage hits in a phase kill an attached general on 1–2, not on 3', () => {
    const five = led(5);
    expect(general(five, 'g')!.hits).toBe(5);
    for (const [roll, result] of [
      [1, 'killed'],
      [2, 'killed'],
      [3, 'safe'],
    ] as const) {
      const es = events(five, { type: 'EndPhase' }, [roll]);
      expect(es[0]).toEqual({
        type: 'GeneralDangerRolled',
        generalId: 'g',
        unitId: 'a',
        hits: 5,
        roll,
        score: roll - 2,
        result,
        rule: '7.3-2',
      });
      expect(general(fold(five, es), 'g') === undefined).toBe(result === 'killed');
    }
  });

  test('atw 7.3-2: one damage hit: no test; two: killed on 1 only; rout hits do not count', () => {
    expect(events(led(1), { type: 'EndPhase' }).map((e) => e.type)).toEqual(['PhaseEnded']);
    expect(events(led(2), { type: 'EndPhase' }, [1])[0]).toMatchObject({
      score: 0,
      result: 'killed',
    });
    expect(events(led(2), { type: 'EndPhase' }, [2])[0]).toMatchObject({
      score: 1,
      result: 'safe',
    });
    const s = withGenerals(
      position([unit('a', 30, 10, 0)], { bare: true, phase: 'shoot' }),
      gen('g', 'allied', 30, 10, 'a'),
    );
    const routed = fold(s, [hitEvent(byId(s, 'a'), 3, 'rout', '8.2')]);
    expect(general(routed, 'g')!.hits).toBe(0);
    // the count starts again each phase
    const next = fold(led(5), events(led(5), { type: 'EndPhase' }, [6]));
    expect(general(next, 'g')!.hits).toBe(0);
  });

  test('atw 7.3-3: an enemy moved into contact with a lone general captures him on 1', () => {
    const s = withGenerals(
      position([unit('a', 30, 10, 0)], { bare: true }),
      gen('e', 'french', 30, 14),
    );
    const es = events(
      s,
      { type: 'MoveUnit', unitId: 'a', steps: [{ kind: 'forward', distance: 4 }] },
      [1],
    );
    expect(es[1]).toMatchObject({
      type: 'GeneralCaptureRolled',
      generalId: 'e',
      by: 'a',
      roll: 1,
      result: 'captured',
    });
    expect(fold(s, es).generals).toEqual([]);
  });

  test('atw 7.3-3: otherwise he moves the minimum distance out of contact, not attaching', () => {
    const s = withGenerals(
      position([unit('a', 30, 10, 0)], { bare: true }),
      gen('e', 'french', 30, 14),
    );
    const es = events(
      s,
      { type: 'MoveUnit', unitId: 'a', steps: [{ kind: 'forward', distance: 5 }] },
      [2],
    );
    const rolled = es[1] as Extract<AtwEvent, { type: 'GeneralCaptureRolled' }>;
    expect(rolled).toMatchObject({ result: 'escaped', roll: 2 });
    const after = fold(s, es);
    const e = general(after, 'e')!;
    expect(e.attachedTo).toBeNull();
    // he was 1" inside the column's front (y 15): pushed out just past the front edge, a few ticks
    expect(e.y).toBeGreaterThan(15 * T + 2);
    expect(e.y).toBeLessThanOrEqual(15 * T + 10);
    expect(e.x).toBe(30 * T);
  });

  test('atw 7.3-1: a friendly general within 2" of a line of fire screens it; an enemy general never does (fire passes through)', () => {
    const s = withGenerals(
      position([unit('a', 30, 10, 0)], { bare: true }),
      gen('g', 'allied', 40, 12),
      gen('h', 'allied', 40, 12.001),
      gen('e', 'french', 40, 10),
    );
    const from = { x: 30 * T, y: 10 * T };
    const to = { x: 50 * T, y: 10 * T };
    expect(screensFire(s, 'allied', from, to).map((g) => g.id)).toEqual(['g']);
    expect(screensFire(s, 'french', from, to).map((g) => g.id)).toEqual(['e']);
  });
});

describe('atw 7 generals on the wire and in the legal actions', () => {
  test('atw 2, 7.1: GeneralMoved carries inches on the wire; legal actions offer moves and attachments', () => {
    const s = withGenerals(
      position([unit('a', 30, 10, 0)], { bare: true }),
      gen('g', 'allied', 31, 9),
    );
    const d = atw.decide(s, moveGeneral('g', [[40.5, 9]]), scriptedDice([]) as Dice);
    expect(d.ok && d.events[0]).toMatchObject({ x: 40.5, y: 9, travelled: 9.5 });
    const offered = atw
      .legalActions(s, sideViewer('allied'))
      .map((a) => a.command)
      .filter((c) => c.type === 'MoveGeneral');
    expect(offered).toEqual([
      { type: 'MoveGeneral', generalId: 'g', path: [{ x: 31, y: 9 }] },
      { type: 'MoveGeneral', generalId: 'g', path: [{ x: 31, y: 9 }], attachTo: 'a' },
    ]);
    expect(
      atw.legalActions(s, sideViewer('french')).filter((a) => a.command.type === 'MoveGeneral'),
    ).toEqual([]);
  });
});
