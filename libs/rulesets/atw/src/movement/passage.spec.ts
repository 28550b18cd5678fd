import { seededDice } from '@pratzen/engine';
import type { AtwCommand, MoveStep } from '../commands';
import { decide } from '../decide';
import type { AtwEvent } from '../events';
import { evolve } from '../evolve';
import type { AtwState } from '../state';
import { position, unit } from '../testing/positions';
import { mmToTicks } from '@pratzen/geometry';
import { passSurcharge } from './passage';

const run = (s: AtwState, c: AtwCommand) => decide(s, c, seededDice(1));
const move = (s: AtwState, unitId: string, steps: MoveStep[], more: Partial<AtwCommand> = {}) =>
  run(s, { type: 'MoveUnit', unitId, steps, ...more } as AtwCommand);
const code = (d: ReturnType<typeof run>) =>
  d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`;
const events = (d: ReturnType<typeof run>): readonly AtwEvent[] => {
  if (!d.ok) throw new Error(`${d.violation.code} ${d.violation.message}`);
  return d.events;
};
const used = (d: ReturnType<typeof run>) => {
  const e = events(d).find((x) => x.type === 'UnitMoved');
  return e?.type === 'UnitMoved' ? e.used : -1;
};
const byId = (s: AtwState, id: string) => s.units.find((u) => u.id === id)!;
const ahead = (distance: number): MoveStep[] => [{ kind: 'forward', distance }];
/** Light cavalry (24") at (30, 10) facing north; a friendly line 1.574" deep ahead of it at y 14. */
const setup = (friend: Parameters<typeof unit>[4] = {}) =>
  position(
    [
      unit('h', 30, 10, 0, { type: 'light-cavalry', figures: 12, files: 4 }),
      unit('f', 30, 14, 0, { formation: 'line', files: 12, ...friend }),
    ],
    { bare: true },
  );

describe('atw 12.12 interpenetration', () => {
  test('atw 12.12: passing through a friend 1.5" deep costs 6" (its depth at quarter speed)', () => {
    expect(1_500 + passSurcharge(1_500)).toBe(6_000);
  });

  test('atw 12.12: the move through a friend is charged its depth ×4; the friend is passed through', () => {
    const s = setup();
    expect(byId(s, 'f').depth).toBe(1_574);
    const plain = position(
      [unit('h', 30, 10, 0, { type: 'light-cavalry', figures: 12, files: 4 })],
      {
        bare: true,
      },
    );
    // 9" at 24": 90,000 parts; through the friend 3 × 1.574" more
    expect(used(move(plain, 'h', ahead(9)))).toBe(90_000);
    const d = move(s, 'h', ahead(9));
    expect(used(d)).toBe((9_000 + 3 * 1_574) * 10);
    expect(events(d)).toContainEqual({
      type: 'UnitPassedThrough',
      unitId: 'f',
      by: 'h',
      order: 'steady',
      rule: '12.12',
    });
    // 24" in all: 19.278" + 4.722" fits, a tick more does not
    expect(code(move(s, 'h', ahead(19.278)))).toBe('ok');
    expect(code(move(s, 'h', ahead(19.279)))).toBe('TOO_FAR 12.12');
  });

  test('atw 12.12: at full speed instead, both units are disordered', () => {
    const s = setup();
    const d = move(s, 'h', ahead(9), { interpenetration: 'disorder' });
    expect(used(d)).toBe(90_000);
    const after = events(d).reduce(evolve, s);
    expect(byId(after, 'h').disordered).toBe(true);
    expect(byId(after, 'f').disordered).toBe(true);
    expect(code(move(s, 'h', ahead(9), { interpenetration: 'sideways' } as never))).toBe(
      'INVALID_STEP 12.12',
    );
  });

  test('atw 12.12-1: the friend passed through may not move or fire this turn; one that moved is not passed', () => {
    const s = setup();
    const after = events(move(s, 'h', ahead(9))).reduce(evolve, s);
    expect(code(move(after, 'f', ahead(1)))).toBe('PASSED_THROUGH 12.12-1');
    expect(byId(after, 'f').shot).toBe(true);
    const moved = { ...s, units: s.units.map((u) => (u.id === 'f' ? { ...u, moved: true } : u)) };
    expect(code(move(moved, 'h', ahead(9)))).toBe('PATH_BLOCKED 12.12-1');
  });

  test('atw 12.12-2: never through a unit in combat', () => {
    const s = setup();
    const engaged: AtwState = {
      ...s,
      engagements: [
        {
          attackerId: 'x',
          defenderId: 'f',
          face: 'front',
          trueFlank: false,
          attackerFlanked: false,
          continuing: false,
          rounds: 0,
          foughtIn: 0,
        },
      ],
    };
    expect(code(move(engaged, 'h', ahead(9)))).toBe('PATH_BLOCKED 12.12-2');
  });

  test('atw 12.12-3: skirmishers are no obstacle and pay nothing', () => {
    const s = setup({ type: 'light-infantry', formation: 'skirmish', figures: 12, files: 12 });
    const d = move(s, 'h', ahead(9));
    expect(used(d)).toBe(90_000);
    expect(events(d).some((e) => e.type === 'UnitPassedThrough')).toBe(false);
  });

  test('atw 12.12: a move may not end on a friend, and never passes through an enemy', () => {
    const s = setup();
    expect(code(move(s, 'h', ahead(6)))).toBe('PATH_BLOCKED 12.12');
    const enemy = setup({ side: 'french' });
    expect(code(move(enemy, 'h', ahead(9)))).toBe('PATH_BLOCKED 12.12');
  });

  describe('12.12-5 limbers', () => {
    /** A limbered battery facing north, front at y 20 (its limber 3.15" deep, the gun 1.969" behind); a one-file column of light cavalry facing east at y `y`. */
    const crossing = (y: number, battery: Parameters<typeof unit>[4] = {}) =>
      position(
        [
          unit('b', 30, 20, 0, {
            type: 'medium-artillery',
            gunModels: 2,
            formation: 'limbered',
            ...battery,
          }),
          unit('h', 26, y, 90, { type: 'light-cavalry', figures: 4, files: 1 }),
        ],
        { bare: true },
      );

    test("atw 12.12-5: a path across a limbered battery's limber alone passes freely (no charge, the battery not held)", () => {
      const d = move(crossing(18.5), 'h', ahead(12));
      expect(used(d)).toBe(120_000);
      expect(events(d).some((e) => e.type === 'UnitPassedThrough')).toBe(false);
    });

    test("atw 12.12-5: a path across its gun model is interpenetration, charged the gun base's depth at quarter speed", () => {
      const d = move(crossing(15.5), 'h', ahead(12));
      expect(used(d)).toBe((12_000 + passSurcharge(mmToTicks(50))) * 10);
      expect(events(d)).toContainEqual(
        expect.objectContaining({ type: 'UnitPassedThrough', unitId: 'b', by: 'h' }),
      );
    });

    test('atw 12.12-5 / 12.12-1: a battery that has moved blocks only with its gun', () => {
      const moved = (y: number) => {
        const s = crossing(y);
        return { ...s, units: s.units.map((u) => (u.id === 'b' ? { ...u, moved: true } : u)) };
      };
      expect(code(move(moved(18.5), 'h', ahead(12)))).toBe('ok');
      expect(code(move(moved(15.5), 'h', ahead(12)))).toBe('PATH_BLOCKED 12.12-1');
      // a move still may not end on the limber
      expect(code(move(moved(18.5), 'h', ahead(5)))).toBe('PATH_BLOCKED 12.12');
    });
  });
});
