import Ajv from 'ajv';
import scenario from '../../data/scenario-sokolnitz.json';
import { ARMY_SCHEMA, type ArmyList, type ArmyUnit, priceArmy } from './army';

/** Section 20: every price below is summed by hand from the Cost Chart, not read from data. */

const inf = (over: Partial<ArmyUnit> = {}): ArmyUnit => ({
  id: 'i1',
  type: 'line-infantry',
  grade: 'C',
  figures: 32,
  ...over,
});
const one = (u: ArmyUnit, opts = {}) => priceArmy({ units: [u] }, opts);
const codes = (l: ArmyList, opts = {}) =>
  priceArmy(l, opts).violations.map((v) => [v.code, v.rule]);

describe('20 the army builder: prices', () => {
  it('20 line infantry per grade: A 8, B 6, C 4, D 3 a figure, + 10 command', () => {
    expect(one(inf({ grade: 'A', figures: 24 })).points.total).toBe(24 * 8 + 10);
    expect(one(inf({ grade: 'B', figures: 24 })).points.total).toBe(24 * 6 + 10);
    expect(one(inf({ grade: 'C', figures: 32 })).points.total).toBe(138);
    expect(one(inf({ grade: 'D', figures: 36 })).points.total).toBe(36 * 3 + 10);
  });

  it('20 light infantry +2, rifles +2 (grade C, 24 figures: 202)', () => {
    const r = one(inf({ type: 'light-infantry', figures: 24, options: ['rifles'] }));
    expect(r.valid).toBe(true);
    expect(r.points.total).toBe(202);
    expect(r.points.units[0]?.lines.map((l) => [l.item, l.points])).toEqual([
      ['light-infantry grade C', 96],
      ['light', 48],
      ['rifles', 48],
      ['command', 10],
    ]);
  });

  it('20 skirmish-screen capable +1 for the whole unit of line infantry (13.4)', () => {
    expect(one(inf({ grade: 'B', figures: 30, options: ['screen-capable'] })).points.total).toBe(
      30 * 7 + 10,
    );
  });

  it('20 irregular infantry −1 a figure (grade D massed, 40 figures: 90)', () => {
    const r = one(inf({ grade: 'D', figures: 40, options: ['irregular'], irregular: 'massed' }));
    expect(r.valid).toBe(true);
    expect(r.points.total).toBe(40 * 2 + 10);
  });

  it('20 battalion-masse +1 a figure when the optional rule is in force (12.2)', () => {
    const r = one(inf({ figures: 24, options: ['battalion-masse'] }), {
      optionalRules: ['battalion-masse'],
    });
    expect(r.valid).toBe(true);
    expect(r.points.total).toBe(24 * 5 + 10);
  });

  it('20 cavalry per type and grade, + 20 command; lancers +3 (light C, 16: 260)', () => {
    const cav = (type: string, grade: ArmyUnit['grade'], options: ArmyUnit['options'] = []) =>
      one({ id: 'c', type, grade, figures: 12, options }).points.total;
    expect(cav('light-cavalry', 'A')).toBe(12 * 20 + 20);
    expect(cav('light-cavalry', 'D')).toBe(12 * 10 + 20);
    expect(cav('medium-cavalry', 'B')).toBe(12 * 20 + 20);
    expect(cav('heavy-cavalry', 'A')).toBe(12 * 28 + 20);
    expect(cav('heavy-cavalry', 'C', ['dismount-capable'])).toBe(12 * 21 + 20);
    const lancers = one({
      id: 'u',
      type: 'light-cavalry',
      grade: 'C',
      figures: 16,
      options: ['lancers'],
    });
    expect(lancers.points.total).toBe(260);
    expect(lancers.valid).toBe(true);
  });

  it('20 irregular light cavalry −3 a figure (grade C, 14 figures, skirmish: 146)', () => {
    const r = one({
      id: 'cossacks',
      type: 'light-cavalry',
      grade: 'C',
      figures: 14,
      options: ['irregular'],
      irregular: 'skirmish',
    });
    expect(r.valid).toBe(true);
    expect(r.points.total).toBe(14 * 9 + 20);
  });

  it('20 a foot battery: guns, gunners, one foot limber, command (4 medium, 16 C: 458)', () => {
    const r = one({
      id: 'b',
      type: 'medium-artillery',
      grade: 'C',
      gunModels: 4,
      gunners: 16,
      limbers: 1,
    });
    expect(r.valid).toBe(true);
    expect(r.points.total).toBe(458);
    const heavy = one({
      id: 'h',
      type: 'heavy-artillery',
      grade: 'A',
      gunModels: 2,
      gunners: 8,
      limbers: 1,
    });
    expect(heavy.points.total).toBe(2 * 100 + 8 * 16 + 20 + 10);
    const how = one({
      id: 'w',
      type: 'howitzer',
      grade: 'D',
      gunModels: 1,
      gunners: 4,
      limbers: 1,
    });
    expect(how.points.total).toBe(75 + 4 * 6 + 20 + 10);
  });

  it('20 a horse battery: horse gunners +10, a horse limber 30 (3 light, 12 B: 454)', () => {
    const r = one({
      id: 'hb',
      type: 'horse-artillery',
      grade: 'B',
      calibre: 'light',
      gunModels: 3,
      gunners: 12,
      limbers: 1,
    });
    expect(r.valid).toBe(true);
    expect(r.points.total).toBe(454);
  });

  it('20 generals 100 each, summed with the units (a hand-priced brigade: 1,146)', () => {
    const r = priceArmy({
      generals: 2,
      units: [
        inf({ id: '1/4e', grade: 'B', figures: 36 }), // 36 × 6 + 10 = 226
        inf({ id: 'tir', type: 'light-infantry', figures: 20, options: ['screen-capable'] }), // 20 × 7 + 10 = 150
        { id: 'hus', type: 'light-cavalry', grade: 'B', figures: 12 }, // 12 × 16 + 20 = 212
        { id: 'art', type: 'light-artillery', grade: 'C', gunModels: 4, gunners: 16, limbers: 1 }, // 200 + 128 + 30 = 358
      ],
    });
    expect(r.points.units.map((u) => u.points)).toEqual([226, 150, 212, 358]);
    expect(r.points.generals.points).toBe(200);
    expect(r.points.total).toBe(1146);
    expect(r.valid).toBe(true);
    // I-27: screen-capable on light infantry is legal and free of effect: a warning, priced
    expect(r.warnings.map((w) => [w.code, w.path])).toEqual([
      ['SCREEN_CAPABLE_REDUNDANT', '/units/1/options'],
    ]);
  });

  it('20 a points limit: a list over it is refused, one at it is valid', () => {
    const list = { units: [inf()] }; // 138
    expect(priceArmy(list, { limit: 138 }).valid).toBe(true);
    expect(codes(list, { limit: 137 })).toEqual([['OVER_POINTS_LIMIT', '20']]);
  });
});

describe('20 the army builder: illegal lists refused with the rule', () => {
  it('20 rifles on line infantry', () => {
    const r = one(inf({ options: ['rifles'] }));
    expect(r.valid).toBe(false);
    expect(r.violations).toEqual([
      expect.objectContaining({ code: 'RIFLES_NOT_LIGHT', rule: '20', path: '/units/0/options' }),
    ]);
  });

  it('18-1 grade A irregulars (infantry and cavalry)', () => {
    expect(
      codes({ units: [inf({ grade: 'A', options: ['irregular'], irregular: 'massed' })] }),
    ).toEqual([['IRREGULAR_GRADE_A', '18-1']]);
    expect(
      codes({
        units: [
          {
            id: 'c',
            type: 'light-cavalry',
            grade: 'A',
            figures: 12,
            options: ['irregular'],
            irregular: 'skirmish',
          },
        ],
      }),
    ).toEqual([['IRREGULAR_GRADE_A', '18-1']]);
  });

  it('18 irregulars name their order (skirmish or massed), and only irregulars do', () => {
    expect(codes({ units: [inf({ grade: 'C', options: ['irregular'] })] })).toEqual([
      ['IRREGULAR_ORDER_REQUIRED', '18'],
    ]);
    expect(codes({ units: [inf({ irregular: 'massed' })] })).toEqual([
      ['IRREGULAR_ORDER_REQUIRED', '18'],
    ]);
  });

  it('20 lancers and irregular cavalry must be light', () => {
    const heavy = (options: ArmyUnit['options']) =>
      codes({
        units: [
          {
            id: 'c',
            type: 'heavy-cavalry',
            grade: 'B',
            figures: 12,
            options,
            irregular: options?.includes('irregular') ? 'massed' : undefined,
          },
        ],
      });
    expect(heavy(['lancers'])).toEqual([['LANCERS_NOT_LIGHT', '20']]);
    expect(heavy(['irregular'])).toEqual([['IRREGULAR_CAVALRY_NOT_LIGHT', '20']]);
  });

  it("20 an option of the other arm's column is refused", () => {
    expect(codes({ units: [inf({ options: ['lancers'] })] })).toEqual([
      ['OPTION_NOT_FOR_ARM', '20'],
    ]);
    expect(
      codes({
        units: [{ id: 'c', type: 'light-cavalry', grade: 'B', figures: 12, options: ['rifles'] }],
      }),
    ).toEqual([['OPTION_NOT_FOR_ARM', '20']]);
    expect(
      codes({
        units: [
          {
            id: 'b',
            type: 'light-artillery',
            grade: 'B',
            gunModels: 2,
            gunners: 8,
            limbers: 1,
            options: ['dismount-capable'],
          },
        ],
      }),
    ).toEqual([['OPTION_NOT_FOR_ARM', '20']]);
  });

  it('12.2 battalion-masse: regulars only, and only with the optional rule in force', () => {
    expect(codes({ units: [inf({ options: ['battalion-masse'] })] })).toEqual([
      ['OPTIONAL_RULE_OFF', '12.2'],
    ]);
    expect(
      codes(
        { units: [inf({ options: ['battalion-masse', 'irregular'], irregular: 'massed' })] },
        { optionalRules: ['battalion-masse'] },
      ),
    ).toEqual([['MASSE_IRREGULAR', '12.2']]);
  });

  it('18.1 fanatics and 18.2 heavy weapons: massed irregulars only', () => {
    expect(codes({ units: [inf({ options: ['fanatic'] })] })).toEqual([
      ['FANATIC_NOT_MASSED', '18.1'],
    ]);
    expect(
      codes({ units: [inf({ options: ['heavy-weapons', 'irregular'], irregular: 'skirmish' })] }),
    ).toEqual([['HEAVY_WEAPONS_NOT_MASSED', '18.2']]);
    const ok = one(
      inf({ options: ['irregular', 'fanatic', 'heavy-weapons'], irregular: 'massed' }),
    );
    expect(ok.valid).toBe(true);
    // the chart prices neither (0: data/points.json marks it a reconstruction)
    expect(ok.points.total).toBe(32 * 3 + 10);
  });

  it('4.3 a battery without its limber; I-26 horse howitzers and heavy horse guns; 5 one calibre', () => {
    const b = (over: Partial<ArmyUnit>): ArmyUnit => ({
      id: 'b',
      type: 'horse-artillery',
      grade: 'B',
      calibre: 'medium',
      gunModels: 2,
      gunners: 8,
      limbers: 1,
      ...over,
    });
    expect(codes({ units: [b({ limbers: 0 })] })).toEqual([['LIMBER_MISSING', '4.3']]);
    expect(codes({ units: [b({ calibre: 'howitzer' })] })).toEqual([['HORSE_HOWITZER', '3']]);
    expect(codes({ units: [b({ calibre: 'heavy' })] })).toEqual([['HORSE_HEAVY_GUN', '3']]);
    expect(codes({ units: [b({ calibre: undefined })] })).toEqual([['INVALID_CALIBRE', '3']]);
    expect(codes({ units: [b({ type: 'light-artillery', calibre: 'heavy' })] })).toEqual([
      ['MIXED_UNIT', '5'],
    ]);
    expect(codes({ units: [b({ type: 'light-artillery', calibre: 'light' })] })).toEqual([]);
  });

  it('4.1 infantry of fewer than 4 figures; 4.2 and 16.3 warn without refusing', () => {
    expect(codes({ units: [inf({ figures: 3 })] })).toEqual([['UNIT_TOO_SMALL', '4.1']]);
    const r = priceArmy({
      units: [
        { id: 'c', type: 'medium-cavalry', grade: 'B', figures: 20 },
        { id: 'b', type: 'light-artillery', grade: 'B', gunModels: 4, gunners: 6, limbers: 1 },
      ],
    });
    expect(r.valid).toBe(true);
    expect(r.warnings.map((w) => [w.code, w.rule])).toEqual([
      ['UNUSUAL_UNIT_SIZE', '4.2'],
      ['GUNS_UNDERCREWED', '16.3'],
    ]);
  });

  it('20 two units of a list may not share an id', () => {
    expect(codes({ units: [inf(), inf()] })).toEqual([['DUPLICATE_UNIT_ID', '20']]);
  });

  it('20 every refusal of a list is reported, each with its path', () => {
    const r = priceArmy({
      units: [
        inf({ options: ['rifles'] }),
        inf({ id: 'i2', grade: 'A', options: ['irregular'], irregular: 'massed' }),
      ],
    });
    expect(r.violations.map((v) => v.path)).toEqual(['/units/0/options', '/units/1/grade']);
  });
});

describe('20 the army list schema', () => {
  const validate = new Ajv({ strict: false }).compile(ARMY_SCHEMA);
  it('accepts the lists above and refuses malformed ones', () => {
    expect(validate({ units: [inf()], generals: 1 })).toBe(true);
    expect(validate({ units: [] })).toBe(false);
    expect(validate({ units: [inf({ figures: 0 })] })).toBe(false);
    expect(validate({ units: [{ ...inf(), type: 'dragoons' }] })).toBe(false);
    expect(validate({ units: [inf({ options: ['rifles', 'rifles'] })] })).toBe(false);
    // an artillery unit without its limbers count, an infantry unit with gun models
    expect(
      validate({
        units: [{ id: 'b', type: 'light-artillery', grade: 'B', gunModels: 2, gunners: 8 }],
      }),
    ).toBe(false);
    expect(validate({ units: [{ ...inf(), gunModels: 2 }] })).toBe(false);
  });
});

describe('20 the Sokolnitz scenario priced by the builder', () => {
  /** Each side's order of battle as an army list (a battery with its one limber, 4.3). */
  const listOf = (side: string): ArmyList => ({
    generals: scenario.generals.filter((g) => g.side === side).length,
    units: scenario.units
      .filter((u) => u.side === side)
      .map((u) => {
        const x = u as typeof u & { gunModels?: number; gunners?: number; options?: string[] };
        const base = { id: u.id, type: u.type, grade: u.grade as ArmyUnit['grade'] };
        if (x.gunModels !== undefined)
          return { ...base, gunModels: x.gunModels, gunners: x.gunners ?? 0, limbers: 1 };
        const options = (x.options ?? []) as ArmyUnit['options'];
        return {
          ...base,
          figures: u.figures ?? 0,
          options,
          ...(options?.includes('irregular')
            ? {
                irregular: u.formation === 'skirmish' ? ('skirmish' as const) : ('massed' as const),
              }
            : {}),
        };
      }),
  });

  it.each(['french', 'allied'] as const)(
    '20 %s: every unit legal, at the price the scenario states, and the side total',
    (side) => {
      const r = priceArmy(listOf(side));
      expect(r.violations).toEqual([]);
      const stated = scenario.units.filter((u) => u.side === side).map((u) => [u.id, u.points]);
      expect(r.points.units.map((u) => [u.id, u.points])).toEqual(stated);
      expect(r.points.total).toBe(scenario.points[side]);
    },
  );
});
