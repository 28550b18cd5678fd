import { scriptedDice } from '@pratzen/engine';
import { decide } from '../decide';
import type { Shot } from '../events';
import type { AtwState } from '../state';
import { area, position, unit } from '../testing/positions';
import { folded, nextTurn } from './fire-testing';
import { EMPTY_FIRE } from './record';
import { crestsOf, withinSight } from './sight';

/** Sight (19.1 crestlines, 19.3–19.4 woods, 19.9 60"): what a line of fire may not cross. */
type P = ReturnType<typeof unit>;
const at = (units: P[], features: unknown[] = []): AtwState =>
  position(units, { phase: 'shoot', features });
const fire = (s: AtwState) =>
  decide(
    s,
    { type: 'Shoot', unitId: 'g', targets: [{ targetId: 't', figures: ['2'] }] },
    scriptedDice(Array.from({ length: 12 }, () => 6)),
  );
const verdict = (d: ReturnType<typeof decide>) =>
  d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule} ${String(d.violation.details?.by)}`;

/** A light battery of 4 guns facing north at (30, y); a French line facing south at (30, y). */
const guns = (y = 10, more = {}) =>
  unit('g', 30, y, 0, {
    type: 'light-artillery',
    figures: null,
    gunModels: 4,
    gunners: 16,
    formation: 'unlimbered',
    ...more,
  });
const target = (y: number) =>
  unit('t', 30, y, 180, { side: 'french', formation: 'line', files: 6, figures: 12 });
const hill = (id: string, y0: number, y1: number, more: Record<string, unknown> = {}) =>
  area(id, 'hill', 10, y0, 50, y1, { contours: 1, ...more });
const crest = (y: number) => ({
  type: 'LineString',
  coordinates: [
    [10, y],
    [50, y],
  ],
});

describe('atw sight (19.1, 19.3, 19.4, 19.9)', () => {
  test('atw 19.9: sight reaches 60" (60.001" is beyond it)', () => {
    expect(withinSight({ num: 60_000n * 60_000n, den: 1n })).toBe(true);
    expect(withinSight({ num: 60_001n * 60_001n, den: 1n })).toBe(false);
  });

  test('atw 19.3: a wood between firer and target blocks the line (woods are 3 contours high)', () => {
    const wood = area('w', 'woods-open', 20, 13, 40, 15);
    expect(verdict(fire(at([guns(), target(20)], [wood])))).toBe('MAY_NOT_FIRE 19.3 w');
    const dense = area('d', 'woods-dense', 20, 13, 40, 15);
    expect(verdict(fire(at([guns(), target(20)], [dense])))).toBe('MAY_NOT_FIRE 19.4 d');
    expect(verdict(fire(at([guns(), target(20)])))).toBe('ok');
  });

  test('atw 19.3: a unit within 2" of an open wood\'s edge is seen from outside at 6", not at 7" unless it fired', () => {
    const wood = [area('w', 'woods-open', 20, 15, 40, 30)];
    expect(verdict(fire(at([guns(), target(16)], wood)))).toBe('ok');
    const seven = at([guns(), target(17)], wood);
    expect(verdict(fire(seven))).toBe('MAY_NOT_FIRE 19.3 w');
    // it fired last turn (or this one): seen at any distance
    const fired = { ...seven, fire: { ...EMPTY_FIRE, firedLastTurn: ['t'] } };
    expect(verdict(fire(fired))).toBe('ok');
    const now = { ...seven, fire: { ...EMPTY_FIRE, firedThisTurn: ['t'] } };
    expect(verdict(fire(now))).toBe('ok');
    // deeper than the edge band (2.5" in): not seen from outside even at 5.5"
    const deep = [area('w', 'woods-open', 20, 13, 40, 30)];
    expect(verdict(fire(at([guns(), target(15.5)], deep)))).toBe('MAY_NOT_FIRE 19.3 w');
  });

  test('atw 19.4: a dense wood\'s edge band is 1"', () => {
    const wood = (y0: number) => [area('d', 'woods-dense', 20, y0, 40, 30)];
    expect(verdict(fire(at([guns(), target(15)], wood(14))))).toBe('ok');
    expect(verdict(fire(at([guns(), target(15)], wood(13.5))))).toBe('MAY_NOT_FIRE 19.4 d');
  });

  test('atw 19.3: inside an open wood a unit sees along 8" of it, not 9"', () => {
    const wood = [area('w', 'woods-open', 0, 5, 72, 40)];
    const rifles = (y: number) => [
      unit('g', 30, 10, 0, { type: 'light-infantry', files: 4, figures: 16, options: ['rifles'] }),
      target(y),
    ];
    const shootRifles = (s: AtwState) =>
      decide(
        s,
        { type: 'Shoot', unitId: 'g', targets: [{ targetId: 't', figures: ['2', '3'] }] },
        scriptedDice([6]),
      );
    expect(verdict(shootRifles(at(rifles(18), wood)))).toBe('ok');
    expect(verdict(shootRifles(at(rifles(19), wood)))).toBe('MAY_NOT_FIRE 19.3 w');
  });

  test('atw 19.3: a unit that fires is remembered this turn (and the next) as having fired', () => {
    const s = at([guns(), target(20)]);
    const d = fire(s);
    if (!d.ok) throw new Error(d.violation.message);
    const after = folded(s, d.events);
    expect(after.fire?.firedThisTurn).toEqual(['g']);
    const next = nextTurn(after);
    expect([next.fire?.firedThisTurn, next.fire?.firedLastTurn]).toEqual([[], ['g']]);
  });

  test('atw 19.1: a crestline blocks sight from a lower contour', () => {
    const h = hill('h', 18, 22, { crestline: crest(20) });
    expect(verdict(fire(at([guns(), target(30)], [h])))).toBe('MAY_NOT_FIRE 19.1 h');
    // no crestline on the hill: nothing blocks
    expect(verdict(fire(at([guns(), target(30)], [hill('h', 18, 22)])))).toBe('ok');
  });

  test('atw 19.1: a viewer on a higher contour sees over the crestline', () => {
    const h = hill('h', 18, 22, { crestline: crest(20) });
    const high = area('k', 'hill', 20, 4, 40, 13, { contours: 2 });
    expect(verdict(fire(at([guns(), target(30)], [h, high])))).toBe('ok');
  });

  test('atw 19.1: on the same level, a viewer touching the crestline sees over it; one short of it does not', () => {
    const h = hill('h', 10, 22, { crestline: crest(20) });
    expect(verdict(fire(at([guns(20), target(30)], [h])))).toBe('ok');
    expect(verdict(fire(at([guns(19), target(30)], [h])))).toBe('MAY_NOT_FIRE 19.1 h');
  });

  test('atw 19.1: a target touching the crestline stands on it and is seen', () => {
    const h = hill('h', 18, 30, { crestline: crest(20) });
    expect(verdict(fire(at([guns(), target(20)], [h])))).toBe('ok');
    expect(verdict(fire(at([guns(), target(21)], [h])))).toBe('MAY_NOT_FIRE 19.1 h');
  });

  test("atw 19.1: crestline true is the hill's edge: a unit back from it on the hill is hidden", () => {
    const h = hill('h', 18, 40, { crestline: true });
    expect(crestsOf(at([], [h]).table)[0]?.lines[0]).toHaveLength(5);
    expect(verdict(fire(at([guns(), target(25)], [h])))).toBe('MAY_NOT_FIRE 19.1 h');
    expect(verdict(fire(at([guns(), target(18)], [h])))).toBe('ok');
  });

  test('atw 16.15 (optional): a crestline stops ballshot carrying through', () => {
    const medium = guns(10, { type: 'medium-artillery' });
    const behind = unit('r', 30, 36, 180, {
      side: 'french',
      formation: 'line',
      files: 6,
      figures: 12,
    });
    const carried = (features: unknown[]) => {
      const s = {
        ...at([medium, target(30), behind], features),
        optionalRules: ['ballshot-carrythrough'],
      };
      const d = decide(
        s,
        { type: 'Shoot', unitId: 'g', targets: [{ targetId: 't', figures: ['1', '2', '3', '4'] }] },
        scriptedDice(Array.from({ length: 40 }, () => 6)),
      );
      if (!d.ok) throw new Error(d.violation.message);
      return d.events.filter((e): e is Shot => e.type === 'Shot').map((e) => e.targetId);
    };
    expect(carried([hill('h', 32, 40)])).toEqual(['t', 'r']);
    expect(carried([hill('h', 32, 40, { crestline: crest(33) })])).toEqual(['t']);
  });
});
