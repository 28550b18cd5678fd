import { scriptedDice } from '@pratzen/engine';
import type { AtwEvent } from '../events';
import type { AtwState, UnitState } from '../state';
import { position, unit } from '../testing/positions';
import { screenCombatEvents } from './screen-combat';
import { byId, detach, fold, line, move, ok, run } from '../testing/screens';

describe('atw 13.4.1 screen against screen', () => {
  const setup = () => {
    const s = ok(position([line('p', 36, 20)], { bare: true }), detach('p', 8));
    const screen = byId(s, 'p/screen');
    const enemy: UnitState = {
      ...screen,
      id: 'e',
      side: 'french',
      screenOf: undefined,
      y: screen.y + 2_000,
      facing: 1800,
    };
    return { s: { ...s, units: [...s.units, enemy] }, screen, enemy };
  };

  test('atw 13.4.1: the losing screen rejoins its parent for good: no rout hits, not shaken, no retreat', () => {
    const { s, screen, enemy } = setup();
    const now = { ...screen, figures: 6, files: 6 };
    const es = screenCombatEvents(s, screen, now, 'lost', [enemy], () => false)!;
    expect(es).toMatchObject([
      {
        type: 'ScreenJoined',
        parentId: 'p',
        screenId: 'p/screen',
        parentFigures: 22,
        spent: 'spent',
        rule: '13.4.1',
      },
    ]);
    const after = fold(s, es);
    expect(byId(after, 'p')).toMatchObject({ figures: 22, morale: 'good', screenSpent: true });
    expect(after.retreats).toEqual([]);
    expect(run(after, detach('p', 1))).toBe('SCREEN_SPENT 13.4.1');
  });

  test('atw 13.4.1: the winning screen refills its losses from its parent', () => {
    const { s, screen, enemy } = setup();
    const now = { ...screen, figures: 6, files: 6 };
    const es = screenCombatEvents(s, screen, now, 'held', [enemy], () => true)!;
    expect(es).toMatchObject([
      {
        type: 'ScreenReplenished',
        figures: 2,
        screenFigures: 8,
        screenFiles: 8,
        parentFigures: 14,
        rule: '13.4.1',
      },
    ]);
    // held without beating anyone: nothing to refill
    expect(screenCombatEvents(s, screen, now, 'held', [enemy], () => false)).toEqual([]);
  });

  test('atw 13.4.1: against close order (or for a unit that is no screen) the usual 17.5 applies', () => {
    const { s, screen, enemy } = setup();
    const closed = { ...enemy, formation: 'line' as const };
    expect(screenCombatEvents(s, screen, screen, 'lost', [closed], () => false)).toBeNull();
    expect(screenCombatEvents(s, enemy, enemy, 'lost', [screen], () => false)).toBeNull();
  });
});

describe('atw 13.3 forming and reforming from skirmish order', () => {
  test('atw 13.3: reforming from skirmish keeps the command figure (the front centre) in place; it may face anew', () => {
    const cloud = unit('j', 36, 20, 0, {
      type: 'light-infantry',
      formation: 'skirmish',
      files: 12,
      figures: 12,
    });
    const s = position([cloud], { bare: true });
    const es = run(
      s,
      move('j', { kind: 'formation', formation: 'column', files: 4, facing: 90 }),
    ) as AtwEvent[];
    expect(es[0]).toMatchObject({
      type: 'UnitMoved',
      x: 36_000,
      y: 20_000,
      facing: 900,
      formation: 'column',
      files: 4,
      ranks: 3,
    });
    // and forming skirmish order from close order is a formation change about the same point
    const col = position(
      [unit('c', 36, 20, 0, { type: 'light-infantry', files: 4, figures: 12 })],
      {
        bare: true,
      },
    );
    expect(
      (
        run(col, move('c', { kind: 'formation', formation: 'skirmish', files: 12 })) as AtwEvent[]
      )[0],
    ).toMatchObject({ type: 'UnitMoved', x: 36_000, y: 20_000, formation: 'skirmish', files: 12 });
  });
});

describe('atw 13.4.1 screen against screen, through the combat phase', () => {
  /** French screen 8 figures in front of its light infantry; allied skirmishers attack it, it stands. */
  const engagedScreens = (): AtwState => {
    const s0 = position(
      [
        unit('p', 36, 30, 180, {
          side: 'french',
          type: 'light-infantry',
          formation: 'line',
          files: 12,
          figures: 24,
        }),
        unit('a', 36, 24, 0, {
          type: 'light-infantry',
          formation: 'skirmish',
          files: 8,
          figures: 8,
        }),
      ],
      { bare: true },
    );
    // the French move phase (turn 2) sends the screen out; back to the Allies' turn 1
    const out = { ...ok({ ...s0, turn: 2 }, detach('p', 8)), turn: 1 };
    const attacked = ok(out, move('a', { kind: 'contact', unitId: 'p/screen' }));
    expect(attacked.reaction).toMatchObject({ unitId: 'p/screen', options: ['evade', 'stand'] });
    return {
      ...ok(attacked, { type: 'React', unitId: 'p/screen', choice: 'stand' }),
      phase: 'combat',
    };
  };

  test('atw 13.4.1: the screen that stands and loses rejoins its parent for good: no retreat, no rout hits', () => {
    // 2 dice a side, 4+ to hit: the attacker's 6, 6 against the screen's 1, 1
    const es = run(
      engagedScreens(),
      { type: 'FightCombats' },
      scriptedDice([6, 6, 1, 1]),
    ) as AtwEvent[];
    expect(es.filter((e) => e.type === 'CombatResult').map((e) => [e.unitId, e.result])).toEqual([
      ['a', 'held'],
      ['p/screen', 'lost'],
    ]);
    expect(es.find((e) => e.type === 'ScreenJoined')).toMatchObject({
      parentId: 'p',
      parentFigures: 22,
      spent: 'spent',
      rule: '13.4.1',
    });
    expect(es.some((e) => e.type === 'RetreatOrdered' || e.type === 'RoutHitsRolled')).toBe(false);
    const after = fold(engagedScreens(), es);
    expect(byId(after, 'p')).toMatchObject({ figures: 22, morale: 'good', screenSpent: true });
    expect(after.engagements).toEqual([]);
  });

  test('atw 13.4.1: the screen that wins refills its loss from its parent; beaten skirmishers that are no screen retreat (17.5)', () => {
    // the attacker hits once (6, 1), the screen twice (6, 6)
    const es = run(
      engagedScreens(),
      { type: 'FightCombats' },
      scriptedDice([6, 1, 6, 6]),
    ) as AtwEvent[];
    expect(es.find((e) => e.type === 'ScreenReplenished')).toMatchObject({
      screenId: 'p/screen',
      figures: 1,
      screenFigures: 8,
      parentFigures: 15,
      rule: '13.4.1',
    });
    expect(es.find((e) => e.type === 'RetreatOrdered')).toMatchObject({
      unitId: 'a',
      rule: '17.5',
    });
    const after = fold(engagedScreens(), es);
    expect(byId(after, 'p/screen').figures).toBe(8);
    expect(byId(after, 'p')).toMatchObject({ figures: 15, screenOut: 8 });
  });
});
