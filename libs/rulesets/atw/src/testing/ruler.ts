/**
 * The ruler's test helpers (measure.spec.ts, measure-sight.spec.ts): a shoot-phase position, a
 * reading, and `agrees`, the check that the ruler's verdict per figure is the one `Shoot` gets.
 */
import { type Measurement, isViolation, scriptedDice, sideViewer } from '@pratzen/engine';
import { atw } from '../ruleset';
import { decide } from '../decide';
import type { AtwEvent, Shot } from '../events';
import type { AtwState } from '../state';
import { position, unit } from './positions';
import type { FigureReading } from '../measure/measure';

export type P = ReturnType<typeof unit>;
export const at = (
  units: P[],
  more: { features?: unknown[]; generals?: unknown[] } = {},
): AtwState => position(units, { bare: more.features === undefined, phase: 'shoot', ...more });

export interface Reading extends Measurement {
  readonly gap: number;
  readonly sightRule?: string;
  readonly inArcFigures: readonly number[];
  readonly mayFire?: { code: string; rule: string } | null;
  readonly firing?: readonly string[];
  readonly visible?: boolean;
  readonly figures: readonly FigureReading[];
}
export const measure = (
  s: AtwState,
  from: string,
  to: string,
  viewer = sideViewer('allied'),
): Reading => {
  const m = atw.measure!(s, viewer, { from, to });
  if (isViolation(m)) throw new Error(`${m.code} ${m.rule} ${m.message}`);
  return m as Reading;
};
export const refusalOf = (s: AtwState, from: string, to: string) => {
  const m = atw.measure!(s, sideViewer('allied'), { from, to });
  return isViolation(m) ? `${m.code} ${m.rule}` : 'ok';
};
export const fig = (m: Reading, i: number): FigureReading => m.figures.find((f) => f.figure === i)!;
export const bandNames = (f: FigureReading) => f.bands.map((b) => `${b.weapon} ${b.band}`);

export const shoot = (s: AtwState, unitId: string, targetId: string, figures: readonly string[]) =>
  decide(s, { type: 'Shoot', unitId, targets: [{ targetId, figures }] }, scriptedDice(sixes(40)));
export const sixes = (n: number) => Array.from({ length: n }, () => 6);
export const verdict = (d: ReturnType<typeof decide>) =>
  d.ok ? null : { code: d.violation.code, rule: d.violation.rule };
export const shotOf = (es: readonly AtwEvent[]): Shot =>
  es.find((e): e is Shot => e.type === 'Shot')!;

/**
 * ONE code path with the rules: for every front-rank figure of `from`, the ruler's verdict is the
 * one a `Shoot` naming that figure (alone) at `to` gets, and a figure the ruler lets fire is
 * accepted with the band it named. Returns the verdicts (for the tests to read).
 */
export function agrees(s: AtwState, from: string, to: string) {
  const m = measure(s, from, to);
  return m.figures.map((f) => {
    const d = shoot(s, from, to, [f.fireWith[0]!]);
    const rules = verdict(d);
    expect([
      f.figure,
      f.refusal === null ? null : { code: f.refusal!.code, rule: f.refusal!.rule },
    ]).toEqual([f.figure, rules]);
    if (d.ok) {
      const shot = shotOf(d.events);
      expect(shot.range).toBe(Math.round(f.range * 1000));
      expect(f.bands.map((b) => b.weapon)).toContain(shot.weapon);
    }
    return rules === null ? 'fires' : `${rules.code} ${rules.rule}`;
  });
}

/** A grade C line of 12 files × 2 ranks at (30, 10) facing north. */
export const line = (more = {}) => unit('a', 30, 10, 0, { formation: 'line', files: 12, ...more });
/** A French line of 6 files facing south, its front at `y`. */
export const target = (y: number, more = {}) =>
  unit('t', 30, y, 180, { side: 'french', formation: 'line', files: 6, figures: 12, ...more });
export const column = (y: number, more = {}) =>
  unit('t', 30, y, 180, { side: 'french', formation: 'column', files: 4, figures: 16, ...more });
export const battery = (type = 'medium-artillery', more = {}) =>
  unit('g', 30, 10, 0, {
    type: type as P['type'],
    figures: null,
    gunModels: type === 'howitzer' ? 2 : 4,
    gunners: 16,
    formation: 'unlimbered',
    ...more,
  });
export const gun = unit('a', 30, 10, 0, {
  type: 'light-artillery',
  figures: null,
  gunModels: 1,
  formation: 'unlimbered',
});
