import { initialState } from '../setup';

/** 20 at set-up: a custom position with a points limit is two armies bought by points. */
const TABLE = { bbox: [0, 0, 72, 48], features: [] };
const line = (id: string, side: string, x: number, y: number, extra = {}) => ({
  id,
  side,
  type: 'line-infantry',
  grade: 'C',
  figures: 24,
  formation: 'column',
  files: 4,
  x,
  y,
  facing: side === 'french' ? 0 : 180,
  ...extra,
});
const battery = (id: string, side: string, x: number, y: number, extra = {}) => ({
  id,
  side,
  type: 'medium-artillery',
  grade: 'C',
  gunModels: 2,
  gunners: 8,
  formation: 'unlimbered',
  x,
  y,
  facing: 0,
  ...extra,
});
const start = (position: Record<string, unknown>) =>
  initialState({ scenarioId: 'custom', position: { table: TABLE, ...position } });
const problems = (position: Record<string, unknown>) => {
  const r = start(position);
  return r.ok ? [] : r.problems.map((p) => [p.code, p.rule, p.path]);
};

describe('20 armies at set-up (pointsLimit)', () => {
  // French: 24 × 4 + 10 = 106 and a battery 2 × 75 + 8 × 8 + 20 + 10 = 244, a general 100: 450
  // Allied: 106 + 106 = 212
  const units = [
    line('f1', 'french', 20, 40),
    battery('fb', 'french', 40, 40),
    line('a1', 'allied', 20, 10),
    line('a2', 'allied', 40, 10),
  ];
  const generals = [{ id: 'fg', side: 'french', position: { x: 30, y: 44 } }];

  it('20 two legal armies within the limit start the game', () => {
    expect(start({ units, generals, pointsLimit: 450 }).ok).toBe(true);
  });

  it('20 a side over the limit is refused OVER_POINTS_LIMIT, naming the side', () => {
    const r = start({ units, generals, pointsLimit: 449 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems.map((p) => [p.code, p.rule, p.path])).toEqual([
        ['OVER_POINTS_LIMIT', '20', '/pointsLimit'],
      ]);
      expect(r.problems[0]?.message).toMatch(/^french: the list costs 450 points/);
    }
  });

  it('20 without a limit the position is not priced (an illegal option is not looked at)', () => {
    expect(start({ units: [line('a1', 'allied', 20, 10, { options: ['rifles'] })] }).ok).toBe(true);
  });

  it('20 an illegal unit refuses the set-up with its case, at its path in the position', () => {
    expect(
      problems({
        units: [...units, line('a3', 'allied', 60, 10, { options: ['rifles'] })],
        pointsLimit: 1000,
      }),
    ).toEqual([['RIFLES_NOT_LIGHT', '20', '/units/4/options']]);
    expect(
      problems({ units: [battery('ab', 'allied', 60, 10, { limbers: 0 })], pointsLimit: 1000 }),
    ).toEqual([['LIMBER_MISSING', '4.3', '/units/0/limbers']]);
    expect(
      problems({
        units: [
          line('a1', 'allied', 20, 10, { grade: 'A', options: ['irregular'], irregular: 'massed' }),
        ],
        pointsLimit: 1000,
      }),
    ).toEqual([['IRREGULAR_GRADE_A', '18-1', '/units/0/grade']]);
  });

  it('20 malformed army members and limits are set-up problems, never a throw', () => {
    expect(problems({ units, pointsLimit: -1 })).toEqual([
      ['INVALID_POINTS_LIMIT', '20', '/pointsLimit'],
    ]);
    expect(problems({ units, pointsLimit: 500, generals: 'two' })).toEqual([
      // 7: the generals' own reading of the set-up names the problem first (src/generals/setup.ts)
      ['INVALID_GENERALS', '7', '/generals'],
    ]);
    expect(
      problems({ units: [line('a1', 'allied', 20, 10, { options: 'rifles' })], pointsLimit: 500 }),
    ).toEqual([['INVALID_ARMY_MEMBER', '20', '/units/0/options']]);
    expect(
      problems({ units: [line('a1', 'allied', 20, 10, { options: ['x'] })], pointsLimit: 500 }),
    ).toEqual([['INVALID_ARMY_MEMBER', '20', '/units/0/options']]);
    expect(
      problems({ units: [battery('ab', 'allied', 20, 10, { calibre: 'huge' })], pointsLimit: 500 }),
    ).toEqual([['INVALID_ARMY_MEMBER', '20', '/units/0/calibre']]);
  });
});
