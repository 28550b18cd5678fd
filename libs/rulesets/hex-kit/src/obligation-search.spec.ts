import { ObligationSearch, type ObligationProblem } from './obligation-search';

const lead = (...targets: string[]) => ({ targets, leads: true });

/** a1 and a2 (obliged) can each attack only T (obliged, weight 1). */
const squeeze: ObligationProblem = {
  attackers: [
    { id: 'a1', obliged: true, groups: [lead('T')] },
    { id: 'a2', obliged: true, groups: [lead('T')] },
  ],
  targets: [{ id: 'T', weight: 1 }],
};

describe('ObligationSearch', () => {
  test('all obligations met together: best counts every one', () => {
    const s = new ObligationSearch(squeeze);
    const all = s.all();
    expect(s.best(all.a, all.t)).toBe(3);
    expect(s.plan(all.a, all.t)).toEqual([{ attackers: ['a1', 'a2'], targets: ['T'] }]);
  });

  test('an attack by one of them alone leaves the other stranded', () => {
    const s = new ObligationSearch(squeeze);
    const all = s.all();
    const used = s.masks(['a1'], ['T']);
    const met = s.weightOf(['a1'], ['T']);
    expect(met + s.best(all.a & ~used.a, all.t & ~used.t)).toBe(2);
  });

  test('one attacker, two obliged targets: only the attack on both meets everything', () => {
    const s = new ObligationSearch({
      attackers: [{ id: 'a', obliged: true, groups: [lead('T1'), lead('T2'), lead('T1', 'T2')] }],
      targets: [
        { id: 'T1', weight: 1 },
        { id: 'T2', weight: 2 },
      ],
    });
    const all = s.all();
    expect(s.best(all.a, all.t)).toBe(4);
    expect(s.plan(all.a, all.t)).toEqual([{ attackers: ['a'], targets: ['T1', 'T2'] }]);
  });

  test('a helper that may not lead joins only an attack that has a leader', () => {
    const s = new ObligationSearch({
      attackers: [{ id: 'gun', obliged: false, groups: [{ targets: ['T1', 'T2'], leads: false }] }],
      targets: [
        { id: 'T1', weight: 1 },
        { id: 'T2', weight: 1 },
      ],
    });
    const all = s.all();
    expect(s.best(all.a, all.t)).toBe(0);
    expect(s.coverableIds(all.a, all.t)).toEqual({ attackers: [], targets: [] });
  });

  test('when not everything can be met, best is the most that can', () => {
    // One gun may attack T1 or T2 (each obliged), not both.
    const s = new ObligationSearch({
      attackers: [{ id: 'gun', obliged: false, groups: [lead('T1'), lead('T2')] }],
      targets: [
        { id: 'T1', weight: 1 },
        { id: 'T2', weight: 2 },
      ],
    });
    const all = s.all();
    expect(s.best(all.a, all.t)).toBe(2);
    expect(s.plan(all.a, all.t)).toEqual([{ attackers: ['gun'], targets: ['T2'] }]);
  });

  describe('obligations that grow with the attacks chosen (owes, owedWeight)', () => {
    // a may attack T1 (weight 1) and, attacking, makes T2 owed (0 → 2); only b may attack T2.
    const growing = (distant: boolean): ObligationProblem => ({
      attackers: [
        {
          id: 'a',
          obliged: false,
          groups: [{ targets: ['T1'], leads: true, distant }],
          owes: ['T2'],
        },
        { id: 'b', obliged: false, groups: [lead('T2')] },
      ],
      targets: [
        { id: 'T1', weight: 1 },
        { id: 'T2', weight: 0, owedWeight: 2 },
      ],
    });

    test('an attack owes its targets: they weigh owedWeight, and must then be attacked', () => {
      const s = new ObligationSearch(growing(false));
      const all = s.all();
      expect(s.value(all.a, all.t)).toBe(0);
      const x = s.firstOfPlan(all.a, all.t);
      expect(x).toEqual({
        attackers: s.masks(['a'], []).a,
        targets: s.masks([], ['T1']).t,
        owes: s.masks([], ['T2']).t,
      });
      // a attacked T1 and b is spent elsewhere: the owed T2 (2) stays unmet.
      const t2 = s.masks([], ['T2']).t;
      expect(s.value(0n, t2, s.owedBy(s.masks(['a'], []).a, t2))).toBe(2);
      expect(s.value(0n, t2, 0n)).toBe(0);
    });

    test('an attack from a distance owes nothing', () => {
      const s = new ObligationSearch(growing(true));
      const all = s.all();
      expect(s.firstOfPlan(all.a, all.t)).toEqual({
        attackers: s.masks(['a'], []).a,
        targets: s.masks([], ['T1']).t,
        owes: 0n,
      });
    });

    test('value is the fewest unmet, best the most met, when nothing grows', () => {
      const s = new ObligationSearch(squeeze);
      const all = s.all();
      expect(s.unmet(all.a, all.t, 0n)).toBe(3);
      expect(s.value(all.a, all.t)).toBe(0);
      const used = s.masks(['a1'], ['T']);
      expect(s.value(all.a & ~used.a, all.t & ~used.t)).toBe(1);
    });
  });
});
