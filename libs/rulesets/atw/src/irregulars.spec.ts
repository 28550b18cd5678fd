import { seededDice } from '@pratzen/engine';
import type { MoveStep } from './commands';
import { decide } from './decide';
import { evolve } from './evolve';
import { inCommand } from './generals/generals';
import type { GeneralState } from './generals/types';
import { atw } from './ruleset';
import type { AtwState, UnitState } from './state';
import { position, unit } from './testing/positions';
import { isSteady } from './attack/steady';
import { NO_CONTEXT, combatPoints, hasDefensiveFire } from './combat/points';

/** 18 irregulars: their order (skirmish or massed), 18-2 grade D manoeuvre and never steady, 18-3 4" command distance. */
const move = (s: AtwState, unitId: string, ...steps: MoveStep[]) =>
  decide(s, { type: 'MoveUnit', unitId, steps }, seededDice(1));
const code = (d: ReturnType<typeof move>) =>
  d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
const bare = (...units: ReturnType<typeof unit>[]) => position(units, { bare: true });
const byId = (s: AtwState, id: string): UnitState => s.units.find((u) => u.id === id)!;
const massed = { irregular: 'massed' } as const;

describe('atw 18 irregulars', () => {
  test('atw 18-2: irregulars manoeuvre as grade D: a grade B massed column sidesteps and backsteps at quarter speed (3", not 3.5"), a regular B at half', () => {
    const s = bare(
      unit('r', 20, 20, 0, { grade: 'B' }),
      unit('i', 40, 20, 0, { grade: 'B', ...massed }),
    );
    expect(code(move(s, 'r', { kind: 'backstep', distance: 3.5 }))).toBe('ok');
    expect(code(move(s, 'i', { kind: 'backstep', distance: 3 }))).toBe('ok');
    expect(code(move(s, 'i', { kind: 'backstep', distance: 3.001 }))).toBe('TOO_FAR 12.1');
    expect(code(move(s, 'i', { kind: 'sidestep', direction: 'left', distance: 3.5 }))).toBe(
      'TOO_FAR 12.1',
    );
  });

  test('atw 18-2: an irregular formation change (with a facing change) costs a whole move (grade B: half) and disorders it, as grade D', () => {
    const s = bare(
      unit('r', 20, 20, 0, { grade: 'B' }),
      unit('i', 40, 20, 0, { grade: 'B', ...massed }),
    );
    const turn = (id: string) =>
      move(s, id, { kind: 'formation', formation: 'line', files: 6, facing: 90 });
    const regular = turn('r');
    const irregular = turn('i');
    expect(regular.ok && regular.events[0]).toMatchObject({ used: 120_000, order: 'steady' });
    expect(irregular.ok && irregular.events[0]).toMatchObject({
      used: 240_000,
      order: 'disordered',
    });
    // 12.4-1: an irregular square (as grade D) may not move
    const square = bare(
      unit('q', 40, 20, 0, { grade: 'B', formation: 'square', files: 6, ...massed }),
    );
    expect(code(move(square, 'q', { kind: 'forward', distance: 1 }))).toBe('CANNOT_MOVE 12.4-1');
  });

  test('atw 18-2: irregulars are never steady: no defensive fire bonus (17.3), no +2 for irregular cavalry against infantry (17.7), no hasty square (12.16)', () => {
    const s = bare(
      unit('r', 20, 20, 0, { formation: 'line', files: 12 }),
      unit('i', 40, 20, 0, { formation: 'line', files: 12, ...massed }),
      unit('rc', 20, 10, 0, { type: 'light-cavalry', figures: 12, files: 4 }),
      unit('ic', 40, 10, 0, { type: 'light-cavalry', figures: 12, files: 4, ...massed }),
    );
    expect(isSteady(byId(s, 'r'))).toBe(true);
    expect(isSteady(byId(s, 'i'))).toBe(false);
    const first = { rounds: 0, trueFlank: false, continuing: false };
    expect(hasDefensiveFire(byId(s, 'r'), first)).toBe(true);
    expect(hasDefensiveFire(byId(s, 'i'), first)).toBe(false);
    // light cavalry 3, +2 steady cavalry attacking infantry in line
    expect(combatPoints(byId(s, 'rc'), byId(s, 'r'), NO_CONTEXT)).toBe(5);
    expect(combatPoints(byId(s, 'ic'), byId(s, 'r'), NO_CONTEXT)).toBe(3);
  });

  test('atw 12.16 / 18-2: cavalry attacking from 8" or more: a regular line may try a hasty square, an irregular one may not', () => {
    const at = (defender: Partial<Parameters<typeof unit>[4]>) => {
      const s = bare(
        unit('c', 36, 10, 0, { type: 'medium-cavalry', figures: 12, files: 4, side: 'french' }),
        unit('d', 36, 20, 180, { formation: 'line', files: 12, ...defender }),
      );
      const t = { ...s, turn: 2 };
      const d = decide(
        t,
        { type: 'MoveUnit', unitId: 'c', steps: [{ kind: 'contact', unitId: 'd' }] },
        seededDice(1),
      );
      if (!d.ok) throw new Error(d.violation.code);
      return d.events.find((e) => e.type === 'ReactionOffered');
    };
    expect(at({})).toMatchObject({ options: expect.arrayContaining(['hasty-square']) });
    expect(at(massed)).toBeUndefined();
  });

  test('atw 18: irregular skirmishers may not form close order, massed irregulars may not skirmish (IRREGULAR_ORDER)', () => {
    const s = bare(
      unit('sk', 20, 20, 0, {
        type: 'light-infantry',
        figures: 8,
        formation: 'skirmish',
        files: 8,
        irregular: 'skirmish',
      }),
      unit('m', 40, 20, 0, { type: 'light-infantry', ...massed }),
    );
    expect(code(move(s, 'sk', { kind: 'formation', formation: 'column', files: 4 }))).toBe(
      'IRREGULAR_ORDER 18',
    );
    expect(code(move(s, 'm', { kind: 'formation', formation: 'skirmish', files: 24 }))).toBe(
      'IRREGULAR_ORDER 18',
    );
    // legal actions offer neither
    const offered = atw
      .legalActions(s, { side: 'allied' } as never)
      .map((a) => a.command)
      .filter(
        (c) =>
          c.type === 'MoveUnit' &&
          c.steps.some((x) => x.kind === 'formation' && x.formation !== undefined),
      )
      .map((c) => (c.type === 'MoveUnit' ? `${c.unitId} ${JSON.stringify(c.steps)}` : ''));
    expect(offered.some((c) => c.startsWith('sk') && !c.includes('"skirmish"'))).toBe(false);
    expect(offered.some((c) => c.startsWith('m') && c.includes('"skirmish"'))).toBe(false);
    // set-up: placed out of their order, or an irregular battery
    const placed = atw.initialState({
      scenarioId: 'custom',
      position: {
        units: [
          unit('x', 20, 20, 0, { irregular: 'skirmish' }),
          unit('y', 40, 20, 0, { irregular: 'tribal' }),
        ],
        table: { bbox: [0, 0, 72, 48], features: [] },
      },
    });
    expect(placed.ok ? [] : placed.problems.map((p) => [p.code, p.rule, p.path])).toEqual([
      ['IRREGULAR_ORDER', '18', '/units/0/formation'],
      ['INVALID_IRREGULAR', '18', '/units/1/irregular'],
    ]);
  });

  test('atw 18-3: command distance to irregulars is 4" (a lone general 6" away commands a regular, not an irregular; 3.9" commands both)', () => {
    const gen = (x: number, y: number): GeneralState => ({
      id: 'g',
      name: 'g',
      side: 'allied',
      x: x * 1000,
      y: y * 1000,
      attachedTo: null,
      moved: false,
      hits: 0,
    });
    const s = bare(unit('r', 20, 20, 0), unit('i', 40, 20, 0, massed));
    // the columns' fronts are at y 20; a general 6" ahead of each
    const at = (x: number, dy: number) => ({ ...s, generals: [gen(x, 20 + dy)], commanded: true });
    expect(inCommand(at(20, 6), byId(s, 'r'))).toBe(true);
    expect(inCommand(at(40, 6), byId(s, 'i'))).toBe(false);
    expect(inCommand(at(40, 3.9), byId(s, 'i'))).toBe(true);
    expect(inCommand(at(40, 4.001), byId(s, 'i'))).toBe(false);
    // 7.1-2: attached, always in command
    const attached = { ...s, generals: [{ ...gen(0, 0), attachedTo: 'i' }], commanded: true };
    expect(inCommand(attached, byId(s, 'i'))).toBe(true);
  });

  test('atw 18: the view and replay keep a unit irregular', () => {
    const s = bare(unit('i', 40, 20, 0, massed));
    expect(byId(s, 'i').irregular).toBe('massed');
    const moved = move(s, 'i', { kind: 'forward', distance: 1 });
    expect(moved.ok && byId(moved.events.reduce(evolve, s), 'i').irregular).toBe('massed');
  });
});
