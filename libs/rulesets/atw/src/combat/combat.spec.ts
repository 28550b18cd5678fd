import { scriptedDice } from '@pratzen/engine';
import combatJson from '../../data/combat.json';
import type { AtwCommand } from '../commands';
import { decide } from '../decide';
import type { AtwEvent } from '../events';
import { evolve } from '../evolve';
import type { AtwState, UnitState } from '../state';
import { position, unit } from '../testing/positions';
import { NO_CONTEXT, baseCP, combatPoints, hasDefensiveFire, scoreToHit } from './points';
import { diceFor, figuresIn, gunDice, splitDice, strikingDice } from './strikers';

const french = { side: 'french' } as const;
const fold = (s: AtwState, es: readonly AtwEvent[]) => es.reduce(evolve, s);
const events = (s: AtwState, c: AtwCommand, dice: number[]): readonly AtwEvent[] => {
  const d = decide(s, c, scriptedDice(dice));
  if (!d.ok) throw new Error(`${d.violation.code} ${d.violation.rule}`);
  return d.events;
};
const byId = (s: AtwState, id: string): UnitState => s.units.find((u) => u.id === id)!;

/** `a` attacks `f` head on in the move phase, then the combat phase begins. */
function engaged(a: ReturnType<typeof unit>, f: ReturnType<typeof unit>): AtwState {
  const s = position([a, f], { bare: true });
  const after = fold(
    s,
    events(s, { type: 'MoveUnit', unitId: a.id, steps: [{ kind: 'contact', unitId: f.id }] }, [6]),
  );
  return { ...after, reaction: null, phase: 'combat' };
}

describe('atw 17 close combat: the pure parts', () => {
  test('atw 17.2: infantry 1 die per 4 eligible figures, a final 3 rounds up, 1–2 dropped; cavalry 1 per 2, a single dropped', () => {
    expect([8, 9, 10, 11, 12].map((n) => diceFor('infantry', n))).toEqual([2, 2, 2, 3, 3]);
    expect([6, 7, 8].map((n) => diceFor('cavalry', n))).toEqual([3, 3, 4]);
  });

  test('atw 17.2: infantry strike with the front two ranks of the files in contact plus 4 overlapping files either side', () => {
    // a line of 12 files × 3 ranks (36 figures), files 4–5 in contact: files 0–9 strike, 2 ranks: 20 figures, 5 dice
    const line = {
      arm: 'infantry',
      formation: 'line',
      figures: 36,
      gunners: 0,
      files: 12,
      ranks: 3,
      block: null,
    } as const;
    expect(strikingDice(line, [4, 5], 0, false)).toBe(5);
    // a column of 4 files × 6 ranks: at most its 4 files, 2 ranks: 8 figures, 2 dice
    expect(
      strikingDice(
        { ...line, formation: 'column', figures: 24, files: 4, ranks: 6 },
        [1, 2],
        0,
        false,
      ),
    ).toBe(2);
    // a short rear rank counts only its own figures (I-5)
    expect(figuresIn({ figures: 22, files: 12, ranks: 2 }, 12, 2)).toBe(22);
  });

  test('atw 17.2: cavalry strike with 4 ranks plus overlap; a square counts all faces against cavalry, one against infantry', () => {
    const cav = {
      arm: 'cavalry',
      formation: 'column',
      figures: 16,
      gunners: 0,
      files: 4,
      ranks: 4,
      block: null,
    } as const;
    expect(strikingDice(cav, [0, 1, 2, 3], 0, false)).toBe(8);
    const square = {
      arm: 'infantry',
      formation: 'square',
      figures: 24,
      gunners: 0,
      files: 6,
      ranks: 4,
      block: null,
    } as const;
    expect(strikingDice(square, [], 4, true)).toBe(6);
    expect(strikingDice(square, [], 4, false)).toBe(1); // one face: 6 figures, a remainder of 2 dropped
  });

  test('atw 17.2: skirmishers strike with the figures in contact and the rank behind, no overlap', () => {
    const sk = {
      arm: 'infantry',
      formation: 'skirmish',
      figures: 24,
      gunners: 0,
      files: 12,
      ranks: 2,
      block: null,
    } as const;
    expect(strikingDice(sk, [3, 4, 5, 6], 0, false)).toBe(2);
  });

  test('atw 17.6-1: guns roll 2 dice per model with 4+ gunners, 1 with 2–3 (I-6); 16.3 [ex] 4 models, 16 gunners: 8; 15: 7', () => {
    expect(gunDice(4, 16)).toBe(8);
    expect(gunDice(4, 15)).toBe(7);
    expect(gunDice(2, 3)).toBe(1);
    expect(gunDice(2, 1)).toBe(0);
  });

  test('atw 17.2: dice split evenly over opponents; under a true flank attack at most 1 die to that one', () => {
    expect(splitDice(5, [false, false])).toEqual([3, 2]);
    expect(splitDice(5, [true, false])).toEqual([1, 4]);
    expect(splitDice(0, [false])).toEqual([0]);
  });

  test.each(combatJson.toHit.byDifference.map((r) => [r.difference, r.higher, r.lower]))(
    'atw 17.7: CP difference %i → the higher hits on %i+, the lower on %i+',
    (difference, higher, lower) => {
      expect(scoreToHit(difference)).toBe(higher);
      expect(scoreToHit(-difference)).toBe(lower);
    },
  );

  test('atw 17.7: CP difference 5 is 3+: 3–6 and 6', () => {
    expect([scoreToHit(5), scoreToHit(-5)]).toEqual([3, 6]);
  });

  const u = (more: Partial<UnitState>): UnitState =>
    ({
      id: 'x',
      name: 'x',
      side: 'allied',
      type: 'line-infantry',
      arm: 'infantry',
      grade: 'C',
      figures: 24,
      gunners: 0,
      formation: 'line',
      files: 12,
      ranks: 2,
      frontageMm: 20,
      depthMm: 20,
      x: 0,
      y: 0,
      facing: 0,
      width: 1,
      depth: 1,
      block: null,
      moved: false,
      disordered: false,
      strength: 24,
      carried: 0,
      morale: 'good',
      exhausted: false,
      shakenAtStart: false,
      ...more,
    }) as UnitState;

  test('atw 17.7: base CP heavy 5, medium 4, light cavalry 3, infantry 3, skirmishers and gun crews 0', () => {
    expect(baseCP(u({ arm: 'cavalry', type: 'heavy-cavalry' }))).toBe(5);
    expect(baseCP(u({ arm: 'cavalry', type: 'medium-cavalry' }))).toBe(4);
    expect(baseCP(u({ arm: 'cavalry', type: 'light-cavalry' }))).toBe(3);
    expect(baseCP(u({}))).toBe(3);
    expect(baseCP(u({ type: 'light-infantry', formation: 'skirmish' }))).toBe(0);
    expect(baseCP(u({ arm: 'artillery', type: 'heavy-artillery', formation: 'unlimbered' }))).toBe(
      0,
    );
  });

  test('atw 17.7: the modifiers: grade, flank, cover, disorder, cavalry vs infantry and squares, skirmishers in woods', () => {
    const inf = u({});
    const cav = u({ arm: 'cavalry', type: 'medium-cavalry', formation: 'column', files: 4 });
    expect(combatPoints(u({ grade: 'A' }), inf, NO_CONTEXT)).toBe(5); // +1 per grade higher
    expect(combatPoints(inf, u({ grade: 'A' }), NO_CONTEXT)).toBe(3); // never negative for a lower grade
    expect(combatPoints(inf, inf, { ...NO_CONTEXT, flanked: true })).toBe(1);
    expect(combatPoints(inf, inf, { ...NO_CONTEXT, attackingCover: 'soft' })).toBe(2);
    expect(combatPoints(inf, inf, { ...NO_CONTEXT, attackingCover: 'hard' })).toBe(1);
    expect(combatPoints(u({ disordered: true }), inf, NO_CONTEXT)).toBe(2);
    expect(combatPoints({ ...cav, disordered: true }, u({ formation: 'column' }), NO_CONTEXT)).toBe(
      2,
    );
    expect(combatPoints(cav, inf, NO_CONTEXT)).toBe(6); // steady cavalry vs a line +2
    expect(combatPoints(cav, u({ formation: 'column' }), NO_CONTEXT)).toBe(4);
    expect(combatPoints(cav, u({ formation: 'square' }), NO_CONTEXT)).toBe(0); // vs a steady square −4
    expect(combatPoints(inf, u({ formation: 'square' }), NO_CONTEXT)).toBe(4); // infantry vs a square +1
    expect(combatPoints(inf, inf, { ...NO_CONTEXT, general: true })).toBe(4);
    const sk = u({ type: 'light-infantry', formation: 'skirmish' });
    expect(combatPoints(sk, inf, { ...NO_CONTEXT, woods: true })).toBe(2);
  });

  test('atw 17.3: defensive fire: passive steady infantry in line +1 and guns +2/+4/+5, first round only, not flank-attacked nor continuing', () => {
    const first = { rounds: 0, trueFlank: false, continuing: false };
    expect(hasDefensiveFire(u({}), first)).toBe(true);
    expect(hasDefensiveFire(u({ formation: 'column', files: 4 }), first)).toBe(false);
    expect(hasDefensiveFire(u({ disordered: true }), first)).toBe(false);
    expect(hasDefensiveFire(u({}), { ...first, rounds: 1 })).toBe(false);
    expect(hasDefensiveFire(u({}), { ...first, trueFlank: true })).toBe(false);
    expect(hasDefensiveFire(u({}), { ...first, continuing: true })).toBe(false);
    const def = { ...NO_CONTEXT, defensiveFire: true };
    expect(combatPoints(u({}), u({}), def)).toBe(4);
    for (const [type, cp] of [
      ['light-artillery', 2],
      ['medium-artillery', 4],
      ['heavy-artillery', 5],
    ] as const)
      expect(combatPoints(u({ arm: 'artillery', type, formation: 'unlimbered' }), u({}), def)).toBe(
        cp,
      );
  });
});

describe('atw 17 close combat: the round (10-5a)', () => {
  const col = (id: string, x: number, y: number, facing: number, more = {}) =>
    unit(id, x, y, facing, { formation: 'column', files: 4, ...more });

  test('atw 10-5a: the combat phase does not end before every engagement fought its round', () => {
    const s = engaged(col('a', 30, 10, 0), col('f', 30, 18, 180, french));
    const d = decide(s, { type: 'EndPhase' }, scriptedDice([]));
    expect(d.ok ? 'ok' : `${d.violation.code} ${d.violation.rule}`).toBe('COMBAT_PENDING 10-5a');
  });

  test('atw 17.5: suffering more hits than inflicted loses; 17.4: two hits disorder', () => {
    // two columns of 24 (4 files × 6 ranks): 8 figures strike each, 2 dice; equal CP: both hit on 4+
    const s = engaged(col('a', 30, 10, 0), col('f', 30, 18, 180, french));
    const es = events(s, { type: 'FightCombats' }, [6, 5, 1, 2]);
    expect(es[0]).toMatchObject({
      type: 'CombatRoundFought',
      attackerCP: 3,
      defenderCP: 3,
      attackerNeeds: 4,
      defenderNeeds: 4,
      attackerRolls: [6, 5],
      defenderRolls: [1, 2],
      hitsOnAttacker: 0,
      hitsOnDefender: 2,
    });
    expect(es.filter((e) => e.type === 'CombatResult')).toEqual([
      expect.objectContaining({
        unitId: 'a',
        suffered: 0,
        inflicted: 2,
        result: 'held',
        disorder: 'none',
      }),
      expect.objectContaining({
        unitId: 'f',
        suffered: 2,
        inflicted: 0,
        result: 'lost',
        disorder: 'disordered',
      }),
    ]);
    // 8: 2 damage hits; 17.5, 15.1: the loser must retreat directly away from its attacker (south)
    expect(es.find((e) => e.type === 'UnitHit')).toMatchObject({
      unitId: 'f',
      hits: 2,
      kind: 'damage',
      rule: '17.7',
    });
    expect(es.find((e) => e.type === 'RetreatOrdered')).toMatchObject({
      unitId: 'f',
      away: 0,
      rule: '17.5',
      lostCombatTo: 'infantry',
    });
    const after = fold(s, es);
    expect(after.retreats).toEqual([expect.objectContaining({ unitId: 'f' })]);
    expect(byId(after, 'f')).toMatchObject({ disordered: true, morale: 'shaken', figures: 22 });
    // 8.2: once it has retreated it rolls for rout hits: 3 − 2 (lost a combat) = 1 → 4 hits
    const back = decide(
      after,
      { type: 'Retreat', unitId: 'f', distance: 6, angle: 0, facing: 'enemy' },
      scriptedDice([3]),
    );
    if (!back.ok) throw new Error(back.violation.code);
    expect(back.events.find((e) => e.type === 'RoutHitsRolled')).toMatchObject({
      roll: 3,
      hits: 4,
    });
    const gone = fold(after, back.events);
    expect(gone.engagements).toEqual([]);
    expect(byId(gone, 'f')).toMatchObject({ morale: 'shaken', figures: 18 });
  });

  test('atw 17.5: equal hits: nobody loses and the combat goes on next turn', () => {
    const s = engaged(col('a', 30, 10, 0), col('f', 30, 18, 180, french));
    const after = fold(s, events(s, { type: 'FightCombats' }, [6, 1, 6, 1]));
    expect(after.engagements).toEqual([expect.objectContaining({ rounds: 1, foughtIn: 1 })]);
    expect(decide(after, { type: 'EndPhase' }, scriptedDice([])).ok).toBe(true);
  });

  test('atw 17.6-2 / 17.6-3: guns inflicting more cancel their hits; otherwise they are overrun', () => {
    const guns = unit('g', 30, 18, 180, {
      ...french,
      type: 'medium-artillery',
      figures: null,
      gunModels: 2,
      gunners: 8,
      formation: 'unlimbered',
    });
    const s = engaged(col('a', 30, 10, 0), guns);
    // the guns: 4 dice with +4 defensive fire: CP 4 vs 3, they hit on 4+, the infantry on 5+
    const drove = events(s, { type: 'FightCombats' }, [5, 1, 6, 6, 1, 1]);
    expect(drove[0]).toMatchObject({
      defenderCP: 4,
      attackerNeeds: 5,
      defenderNeeds: 4,
      hitsOnDefender: 1,
      hitsOnAttacker: 2,
    });
    expect(drove.find((e) => e.type === 'CombatResult' && e.unitId === 'g')).toMatchObject({
      result: 'drove-off',
      suffered: 0,
    });
    expect(drove.find((e) => e.type === 'CombatResult' && e.unitId === 'a')).toMatchObject({
      result: 'lost',
    });
    const overrun = events(s, { type: 'FightCombats' }, [5, 5, 6, 1, 1, 1]);
    expect(overrun.find((e) => e.type === 'CombatResult' && e.unitId === 'g')).toMatchObject({
      result: 'shattered',
    });
    // 6: the shattered battery leaves the table at the end of the phase
    const shattered = fold(s, overrun);
    expect(byId(shattered, 'g').morale).toBe('shattered');
    const ended = decide(shattered, { type: 'EndPhase' }, scriptedDice([]));
    expect(ended.ok && fold(shattered, ended.events).units.map((x) => x.id)).toEqual(['a']);
  });

  test('atw 17.6-4: limbered guns are shattered on contact: they roll no die', () => {
    const guns = unit('g', 30, 18, 180, {
      ...french,
      type: 'light-artillery',
      figures: null,
      gunModels: 2,
      gunners: 8,
      formation: 'limbered',
    });
    const s = engaged(col('a', 30, 10, 0), guns);
    const es = events(s, { type: 'FightCombats' }, [1, 1]);
    expect(es[0]).toMatchObject({ defenderRolls: [] });
    expect(es.find((e) => e.type === 'CombatResult' && e.unitId === 'g')).toMatchObject({
      result: 'shattered',
      rule: '17.6-4',
    });
  });

  test('atw 17.1: a unit may have different CP against different opponents', () => {
    const inf = u2('i');
    expect(combatPoints(inf, u2('l', { formation: 'square' }), NO_CONTEXT)).not.toBe(
      combatPoints(inf, u2('c'), NO_CONTEXT),
    );
  });
});

function u2(id: string, more: Partial<UnitState> = {}): UnitState {
  return {
    id,
    name: id,
    side: 'allied',
    type: 'line-infantry',
    arm: 'infantry',
    grade: 'C',
    figures: 24,
    gunners: 0,
    formation: 'column',
    files: 4,
    ranks: 6,
    frontageMm: 20,
    depthMm: 20,
    x: 0,
    y: 0,
    facing: 0,
    width: 1,
    depth: 1,
    block: null,
    moved: false,
    disordered: false,
    strength: 24,
    carried: 0,
    morale: 'good',
    exhausted: false,
    shakenAtStart: false,
    ...more,
  } as UnitState;
}
