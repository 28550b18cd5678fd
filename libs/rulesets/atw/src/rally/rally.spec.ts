import { scriptedDice, sideViewer } from '@pratzen/engine';
import { decide } from '../decide';
import { evolve } from '../evolve';
import { atw } from '../ruleset';
import type { AtwState } from '../state';
import { position, unit } from '../testing/positions';

const musketeers = (grade: 'A' | 'B' | 'C' | 'D' = 'C', morale: 'shaken' | 'good' = 'shaken') =>
  unit('a', 30, 10, 0, { grade, morale });
const hussars = unit('h', 30, 20, 180, {
  side: 'french',
  type: 'light-cavalry',
  figures: 12,
  files: 6,
});
const at = (...units: ReturnType<typeof unit>[]): AtwState =>
  position(units, { bare: true, phase: 'rally' });
const rally = (s: AtwState, roll: number) =>
  decide(s, { type: 'Rally', unitId: 'a' }, scriptedDice([roll]));

describe('atw 11 rallying from shaken', () => {
  test('atw 11 example: shaken grade C musketeers with hussars in range need 5–6; a 6 rallies them', () => {
    const s = at(musketeers(), hussars);
    const d = rally(s, 6);
    if (!d.ok) throw new Error(d.violation.code);
    expect(d.events[0]).toMatchObject({ type: 'RallyTested', roll: 6, need: 5, result: 'rallied' });
    expect(d.events.reduce(evolve, s).units.find((u) => u.id === 'a')!.morale).toBe('good');
    const four = rally(s, 4);
    expect(four.ok && four.events.map((e) => e.type)).toEqual(['RallyTested']);
  });

  test.each([
    ['A', 1],
    ['B', 2],
    ['C', 3],
    ['D', 5],
  ] as const)('atw 11: grade %s needs %i with no enemy able to attack it', (grade, need) => {
    const d = rally(at(musketeers(grade)), 6);
    expect(d.ok && d.events[0]).toMatchObject({ need });
  });

  test('atw 11: once a turn, shaken units of the active side only, in the rally phase', () => {
    const s = at(musketeers(), hussars);
    const d = rally(s, 1);
    if (!d.ok) throw new Error(d.violation.code);
    const again = rally(d.events.reduce(evolve, s), 6);
    expect(again.ok ? 'ok' : again.violation.code).toBe('MAY_NOT_RALLY');
    const good = rally(at(musketeers('C', 'good')), 6);
    expect(good.ok ? 'ok' : good.violation.rule).toBe('11');
    const moving = rally({ ...s, phase: 'move' }, 6);
    expect(moving.ok).toBe(false);
    expect(
      atw.legalActions(s, sideViewer('allied'), { type: 'Rally' }).map((a) => a.command),
    ).toEqual([{ type: 'Rally', unitId: 'a' }]);
  });
});
