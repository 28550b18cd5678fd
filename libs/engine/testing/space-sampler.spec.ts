import type { Ruleset } from '../src/contract';
import { seededDice } from '../src/dice';
import type { LegalAction } from '../src/messages';
import { violation } from '../src/violation';
import { domainSamples, sampleActionSpace, withMember } from './space-sampler';

type Walk = { type: 'Walk'; distance: number; to: string };
type Walked = { type: 'Walked'; ticks: number };

/** A toy rule: walk at most `limit` units, never to "lake" (rule 9.9, which a space may name). */
const walker = (limit: number): Pick<Ruleset<number, Walk, Walked>, 'decide'> => ({
  decide(_state, c) {
    if (c.distance > limit) {
      return {
        ok: false,
        violation: violation('toy', 'TOO_FAR', '1.1', `${c.distance} > ${limit}`),
      };
    }
    if (c.to === 'lake') return { ok: false, violation: violation('toy', 'WET', '9.9', 'a lake') };
    return { ok: true, events: [{ type: 'Walked', ticks: Math.round(c.distance * 1000) }] };
  },
});

const offer = (max: number, checks: string[] = []): LegalAction<Walk> => ({
  command: { type: 'Walk', distance: 0, to: 'field' },
  space: {
    vary: {
      '/distance': { kind: 'interval', min: 0, max, unit: 'UM' },
      '/to': { kind: 'choice', options: ['field', 'lake'] },
    },
    checks: checks.map((rule) => ({ rule, text: 'no lakes' })),
  },
});

describe('sampleActionSpace (testing kit)', () => {
  test('a space the rules honour, with its one extra rule named in checks: no disagreement', () => {
    const r = sampleActionSpace(walker(4), 0, offer(4, ['9.9']), seededDice(1), seededDice(2));
    expect(r.samples).toBeGreaterThan(10);
    expect(r.checked).toBeGreaterThan(0);
    expect(r.disagreements).toEqual([]);
  });

  test('an interval wider than the rules allow is caught at its boundary', () => {
    const r = sampleActionSpace(walker(4), 0, offer(4.5, ['9.9']), seededDice(1), seededDice(2));
    expect(r.disagreements.map((d) => d.code)).toContain('TOO_FAR');
    expect(r.disagreements.some((d) => d.command.distance === 4.5)).toBe(true);
  });

  test('a refusal by a rule the space does not name is a disagreement', () => {
    const r = sampleActionSpace(walker(4), 0, offer(4), seededDice(1), seededDice(2));
    expect(r.disagreements.map((d) => d.rule)).toContain('9.9');
  });

  test('an action without a space has nothing to sample', () => {
    const r = sampleActionSpace(
      walker(4),
      0,
      { command: offer(4).command },
      seededDice(1),
      seededDice(2),
    );
    expect(r).toEqual({ samples: 0, checked: 0, disagreements: [] });
  });
});

describe('domainSamples', () => {
  test('intervals: both ends and values between, at most three decimals (degrees: one)', () => {
    const values = domainSamples(
      { kind: 'interval', min: 1, max: 2 },
      seededDice(3),
      20,
    ) as number[];
    expect(values.slice(0, 2)).toEqual([1, 2]);
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(2);
      expect(Math.round(v * 1000)).toBeCloseTo(v * 1000, 6);
    }
    const degrees = domainSamples(
      { kind: 'interval', min: -180, max: 180, unit: 'degree' },
      seededDice(3),
      20,
    ) as number[];
    for (const v of degrees) expect(Math.round(v * 10)).toBeCloseTo(v * 10, 6);
  });

  test('subsets stay within their sizes; regions give the vertices and points between', () => {
    const subsets = domainSamples(
      { kind: 'subset', of: ['a', 'b', 'c'], minItems: 1, maxItems: 2 },
      seededDice(4),
      10,
    ) as string[][];
    for (const s of subsets) {
      expect(s.length).toBeGreaterThanOrEqual(1);
      expect(s.length).toBeLessThanOrEqual(2);
    }
    const region = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 0],
        ] as [number, number][],
      ],
    };
    const points = domainSamples({ kind: 'region', region }, seededDice(4), 3);
    expect(points.slice(0, 2)).toEqual([
      { x: 0, y: 0 },
      { x: 2, y: 0 },
    ]);
  });
});

test('withMember sets a member by JSON Pointer without touching the original', () => {
  const command = { type: 'MoveUnit', steps: [{ kind: 'forward', distance: 0 }] };
  const changed = withMember(command, '/steps/0/distance', 1.5);
  expect(changed.steps[0]?.distance).toBe(1.5);
  expect(command.steps[0]?.distance).toBe(0);
  expect(() => withMember(command, '/nothing/here', 1)).toThrow(/does not lead/);
});
