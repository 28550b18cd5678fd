import { given } from '@pratzen/engine/testing';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import { AL_LINE, FR_LINE, FR_LINE_2, at, position } from '../testing/positions';
import { coverOf } from './flight';
import { distanceSquared, facingVector } from '@pratzen/geometry';
import { centreOf } from '../movement/pose';
import { SIGHT_BLOCKING } from '../movement/terrain';

const unit = (s: A1805State, id: string): UnitState => {
  const u = s.units.find((x) => x.id === id);
  if (u === undefined) throw new Error(`no ${id}`);
  return u;
};

describe('12.5.3.1–12.5.3.2 a routed unit seeks cover', () => {
  test('12.5.3.2 a routed unit failing its rally check flees on towards the nearest woods or settlement, and stops there', () => {
    // routed, its back to the French, 0.7 UM east of Pratze
    const s = position([at(AL_LINE, 21.5, 15.1, 90, 'line'), at(FR_LINE, 28, 15, 270, 'line')], {
      phase: 'rally',
      attacker: 'allied',
      morale: { [AL_LINE]: 'routed' },
    });
    expect(coverOf(unit(s, AL_LINE))).toBeUndefined();
    const w = given(a1805, s).when({ type: 'Rally', unitId: AL_LINE }, [6, 5]);
    const fled = w.events.find((e) => e.type === 'UnitRetreated');
    expect(fled).toBeDefined();
    expect(fled!.type === 'UnitRetreated' && fled!.distance).toBeLessThan(1000);
    expect(coverOf(unit(w.after, AL_LINE))?.name).toBe('Pratze');
    // in cover, a failed check leaves it there
    const again = given(a1805, { ...w.after, rallied: [] }).when(
      { type: 'Rally', unitId: AL_LINE },
      [6, 5],
    );
    expect(again.events.some((e) => e.type === 'UnitRetreated')).toBe(false);
  });

  test('12.5.3.1 in cover, it flees on as its Movement Phase opens if an enemy is within 2 UM — else it stays', () => {
    const inPratze = (frenchX: number) =>
      position([at(AL_LINE, 19.9, 15.1, 90, 'line'), at(FR_LINE, frenchX, 15, 270, 'line')], {
        phase: 'artillery-preparation-fire',
        attacker: 'allied',
        morale: { [AL_LINE]: 'routed' },
      });
    const near = given(a1805, inPratze(21.5)).when({ type: 'EndPhase' });
    const fled = near.events.find((e) => e.type === 'UnitRetreated');
    expect(fled).toMatchObject({ unitId: AL_LINE, distance: 1000 });
    expect(near.after.phase).toBe('movement');
    const far = given(a1805, inPratze(25)).when({ type: 'EndPhase' });
    expect(far.events.some((e) => e.type === 'UnitRetreated')).toBe(false);
  });

  /** AL_LINE in Pratze (its back to the French), FR_LINE 1.6 UM east of it; `phase` of the `attacker`'s turn. */
  const inPratze = (
    morale: 'routed' | 'disorganized' | 'stunned',
    phase: 'artillery-preparation-fire' | 'rally' | 'movement' = 'artillery-preparation-fire',
    attacker: 'allied' | 'french' = 'allied',
  ) =>
    position([at(AL_LINE, 19.9, 15.1, 90, 'line'), at(FR_LINE, 21.5, 15, 270, 'line')], {
      phase,
      attacker,
      morale: { [AL_LINE]: morale },
    });

  test('12.5.3.1 only a routed unit flees cover: a disorganized or stunned one in cover, an enemy near, stays', () => {
    for (const morale of ['disorganized', 'stunned'] as const) {
      const w = given(a1805, inPratze(morale)).when({ type: 'EndPhase' });
      expect(w.after.phase).toBe('movement');
      expect(w.events.some((e) => e.type === 'UnitRetreated')).toBe(false);
    }
  });

  test('12.5.3, 12.5.3.1 it flees on with its back to the enemy (facing the way it goes)', () => {
    const s = inPratze('routed');
    const w = given(a1805, s).when({ type: 'EndPhase' });
    const before = unit(s, AL_LINE);
    const after = unit(w.after, AL_LINE);
    const way = { x: after.x - before.x, y: after.y - before.y };
    const ahead = facingVector(after.facing, 1000);
    // the move lies along its new facing (within a few degrees), away from the French to its east
    expect(way.x * ahead.x + way.y * ahead.y).toBeGreaterThan(
      0.95 * Math.hypot(way.x, way.y) * 1000,
    );
    expect(after.x).toBeLessThan(before.x);
  });

  test('12.5.3.1 the flight resumes as its own Movement Phase opens: not as another phase opens, nor in the enemy Movement Phase', () => {
    // the Rally Phase ends: the next phase opens (the enemy's defensive fire), no flight
    // (its rally check made and failed)
    const rally = given(a1805, { ...inPratze('routed', 'rally'), rallied: [AL_LINE] }).when({
      type: 'EndPhase',
    });
    expect(rally.after.phase).toBe('artillery-defensive-fire');
    expect(rally.events.some((e) => e.type === 'UnitRetreated')).toBe(false);
    // the French Movement Phase opens: the Allied routed unit stays
    const french = given(a1805, inPratze('routed', 'artillery-preparation-fire', 'french')).when({
      type: 'EndPhase',
    });
    expect(french.after.phase).toBe('movement');
    expect(french.events.some((e) => e.type === 'UnitRetreated')).toBe(false);
  });

  test('12.5.3.1 within 2 UM (between blocks): an enemy 1.9 UM off makes it flee, 2.2 UM off does not', () => {
    const at2 = (frenchX: number) =>
      given(
        a1805,
        position([at(AL_LINE, 19.9, 15.1, 90, 'line'), at(FR_LINE, frenchX, 15, 270, 'line')], {
          phase: 'artillery-preparation-fire',
          attacker: 'allied',
          morale: { [AL_LINE]: 'routed' },
        }),
      ).when({ type: 'EndPhase' });
    expect(at2(21.8).events.some((e) => e.type === 'UnitRetreated')).toBe(true);
    expect(at2(22.1).events.some((e) => e.type === 'UnitRetreated')).toBe(false);
  });

  /** AL_LINE routed 0.7 UM east of Pratze, its back to the French; its rally check fails (6 + 5). */
  const failsRally = (...others: Parameters<typeof position>[0]) =>
    given(
      a1805,
      position([at(AL_LINE, 21.5, 15.1, 90, 'line'), at(FR_LINE, 28, 15, 270, 'line'), ...others], {
        phase: 'rally',
        attacker: 'allied',
        morale: { [AL_LINE]: 'routed' },
      }),
    ).when({ type: 'Rally', unitId: AL_LINE }, [6, 5]);

  test('12.5.3.2 the flight heads for the nearest corner of the cover and stops as the block first reaches it', () => {
    failsRally().then([
      { type: 'MoraleChecked', result: 'failed' },
      { type: 'UnitRetreated', unitId: AL_LINE, x: 20677, y: 14684, facing: 2363, distance: 549 },
    ]);
  });

  test('12.5.3.2 it flees straight at the nearest corner of the cover, also one level with its centre (due west)', () => {
    // AL_LINE moved north or south (whole ticks) until its centre is level with Pratze's nearest corner
    const routed = (y: number) =>
      position([at(AL_LINE, 21.5, y, 90, 'line'), at(FR_LINE, 28, 15, 270, 'line')], {
        phase: 'rally',
        attacker: 'allied',
        morale: { [AL_LINE]: 'routed' },
      });
    const first = unit(routed(15.1), AL_LINE);
    const c = centreOf(first.kind, first);
    const pratze = SIGHT_BLOCKING.find((f) => f.name === 'Pratze')!;
    const corner = pratze.area!.outer.reduce((a, b) =>
      distanceSquared(c, b) < distanceSquared(c, a) ? b : a,
    );
    expect(corner.x).toBeLessThan(c.x);
    const s = routed((first.y + corner.y - c.y) / 1000);
    const moved = unit(s, AL_LINE);
    expect(centreOf(moved.kind, moved)).toEqual({ x: c.x, y: corner.y });
    const w = given(a1805, s).when({ type: 'Rally', unitId: AL_LINE }, [6, 5]);
    const fled = w.events.find((e) => e.type === 'UnitRetreated');
    expect(fled).toMatchObject({ unitId: AL_LINE, facing: 2700 });
    expect(coverOf(unit(w.after, AL_LINE))?.name).toBe('Pratze');
  });

  test('12.5.3 woods are cover as settlements are: a routed unit beside the woods east of the plateau flees into them, not towards a settlement', () => {
    // routed, about 1.1 UM east of the woods (Pratze, the nearest settlement, 16 UM west)
    const s = position(
      [at(AL_LINE, 36.9, 14.6, 90, 'line'), at(FR_LINE, 39.4, 14.6, 270, 'line')],
      {
        phase: 'rally',
        attacker: 'allied',
        morale: { [AL_LINE]: 'routed' },
      },
    );
    expect(coverOf(unit(s, AL_LINE))).toBeUndefined();
    const w = given(a1805, s).when({ type: 'Rally', unitId: AL_LINE }, [6, 5]);
    const fled = w.events.find((e) => e.type === 'UnitRetreated');
    expect(fled).toMatchObject({ unitId: AL_LINE });
    expect(fled!.type === 'UnitRetreated' && fled!.distance).toBeLessThan(1000);
    expect(coverOf(unit(w.after, AL_LINE))).toMatchObject({
      name: 'Woods east of the plateau',
      terrain: 'woods',
    });
  });

  test('12.5.3.2 with 5.2 a routed square fleeing into cover lands as a column, already routed (no second rout)', () => {
    const s = position([at(AL_LINE, 21.5, 15.1, 90, 'square'), at(FR_LINE, 28, 15, 270, 'line')], {
      phase: 'rally',
      attacker: 'allied',
      morale: { [AL_LINE]: 'routed' },
    });
    const w = given(a1805, s).when({ type: 'Rally', unitId: AL_LINE }, [6, 5]);
    expect(w.events.map((e) => e.type)).toEqual(['MoraleChecked', 'UnitRetreated']);
    expect(unit(w.after, AL_LINE)).toMatchObject({ formation: 'column', morale: 'routed' });
    expect(coverOf(unit(w.after, AL_LINE))?.name).toBe('Pratze');
  });

  test('12.5.3.1 from cover, it flees a full 1 UM towards other cover (not the one it leaves)', () => {
    const s = position([at(AL_LINE, 19.9, 15.1, 90, 'line'), at(FR_LINE, 21.5, 15, 270, 'line')], {
      phase: 'artillery-preparation-fire',
      attacker: 'allied',
      morale: { [AL_LINE]: 'routed' },
    });
    given(a1805, s)
      .when({ type: 'EndPhase' })
      .then([
        { type: 'PhaseEnded' },
        {
          type: 'UnitRetreated',
          unitId: AL_LINE,
          x: 18817,
          y: 15913,
          facing: 3126,
          distance: 1000,
        },
      ]);
  });

  test('12.5.3.2, 13.11.2 an enemy in the way of its flight eliminates it', () => {
    failsRally(at(FR_LINE_2, 20.9, 15.1, 90, 'line')).then([
      { type: 'MoraleChecked', result: 'failed' },
      {
        type: 'UnitEliminated',
        unitId: AL_LINE,
        cause: `fleeing towards cover: no room (13.11.2): ${FR_LINE_2}`,
      },
    ]);
  });

  test('12.5.3.1 a routed unit not yet in cover does not flee as its Movement Phase opens, an enemy near or not (it flees after a failed rally check, 12.5.3.2)', () => {
    const s = position([at(AL_LINE, 21.5, 15.1, 90, 'line'), at(FR_LINE, 23, 15, 270, 'line')], {
      phase: 'artillery-preparation-fire',
      attacker: 'allied',
      morale: { [AL_LINE]: 'routed' },
    });
    const w = given(a1805, s).when({ type: 'EndPhase' });
    expect(w.after.phase).toBe('movement');
    expect(w.events.some((e) => e.type === 'UnitRetreated')).toBe(false);
  });
});
