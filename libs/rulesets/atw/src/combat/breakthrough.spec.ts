import { scriptedDice } from '@pratzen/engine';
import type { AtwCommand } from '../commands';
import { decide } from '../decide';
import type { AtwEvent } from '../events';
import { evolve } from '../evolve';
import { atw } from '../ruleset';
import { sideToAct } from '../sequence/turn';
import type { AtwState } from '../state';
import { position, unit } from '../testing/positions';
import { breakthroughTargets } from './breakthrough';

/**
 * 17.9 (optional `cavalry-breakthrough`, 10-5c): formed, good-morale cavalry whose every opponent
 * retreated may attack the nearest eligible enemy within 45° of their line of retreat (README I-61).
 */
const fold = (s: AtwState, es: readonly AtwEvent[]) => es.reduce(evolve, s);
const run = (s: AtwState, c: AtwCommand, dice: number[] = []) => decide(s, c, scriptedDice(dice));
const ok = (s: AtwState, c: AtwCommand, dice: number[] = []): readonly AtwEvent[] => {
  const d = run(s, c, dice);
  if (!d.ok) throw new Error(`${d.violation.code} ${d.violation.rule} ${d.violation.message}`);
  return d.events;
};
const code = (s: AtwState, c: AtwCommand) => {
  const d = run(s, c, Array(20).fill(3));
  return d.ok ? 'accepted' : `${d.violation.code} ${d.violation.rule}`;
};
const through = (unitId: string, target?: string): AtwCommand => ({
  type: 'Breakthrough',
  unitId,
  steps: target === undefined ? [] : [{ kind: 'contact', unitId: target }],
});

const cav = { type: 'medium-cavalry', figures: 12, formation: 'column', files: 4 } as const;
const line = { side: 'french', formation: 'line', files: 12 } as const;

/**
 * The allied cavalry `c` (front at y 20, facing north) 4" from the French line `f1`; `f2` 14"
 * behind f1 on the line of retreat; `f3` a column 8" to the east, outside the 45° wedge.
 */
function opening(optional: readonly string[] = ['cavalry-breakthrough']): AtwState {
  const s = position(
    [
      unit('c', 36, 20, 0, cav),
      unit('f1', 36, 24, 180, line),
      unit('f2', 36, 38, 180, line),
      unit('f3', 46, 24, 270, { side: 'french' }),
    ],
    { bare: true },
  );
  const moved = fold({ ...s, optionalRules: optional }, ok(s, through0('c', 'f1')));
  return { ...moved, phase: 'combat' };
}
const through0 = (unitId: string, target: string): AtwCommand => ({
  type: 'MoveUnit',
  unitId,
  steps: [{ kind: 'contact', unitId: target }],
});
/** c's 6 dice all hit, f1's 6 all miss: f1 loses (17.5). */
const WIN = [6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1];

describe('atw 17.9 cavalry breakthrough (optional)', () => {
  test('atw 17.9: every opponent ordered to retreat: the formed, good-morale cavalry is offered a breakthrough along their line of retreat', () => {
    const s = opening();
    const es = ok(s, { type: 'FightCombats' }, WIN);
    expect(es.find((e) => e.type === 'RetreatOrdered')).toMatchObject({ unitId: 'f1', away: 0 });
    expect(es[es.length - 1]).toMatchObject({
      type: 'BreakthroughOffered',
      unitId: 'c',
      side: 'allied',
      away: 0,
      beaten: ['f1'],
      rule: '17.9',
    });
    // not without the optional rule
    const off = ok(opening([]), { type: 'FightCombats' }, WIN);
    expect(off.some((e) => e.type === 'BreakthroughOffered')).toBe(false);
  });

  test('atw 17.9: no offer when the opponent held, nor to cavalry disordered by its second hit (17.4)', () => {
    const held = ok(opening(), { type: 'FightCombats' }, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(held.some((e) => e.type === 'BreakthroughOffered')).toBe(false);
    // c hits 6 times, f1 twice (5–6): f1 lost, c disordered
    const hurt = ok(opening(), { type: 'FightCombats' }, [6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1]);
    expect(hurt.find((e) => e.type === 'CombatResult' && e.unitId === 'c')).toMatchObject({
      disorder: 'disordered',
    });
    expect(hurt.some((e) => e.type === 'BreakthroughOffered')).toBe(false);
  });

  test('atw 17.9: at most two breakthrough moves a turn', () => {
    const s = opening();
    const twice = {
      ...s,
      units: s.units.map((u) =>
        u.id === 'c' ? { ...u, combatTurn: { turn: s.turn, hits: 0, breakthroughs: 2 } } : u,
      ),
    };
    expect(
      ok(twice, { type: 'FightCombats' }, WIN).some((e) => e.type === 'BreakthroughOffered'),
    ).toBe(false);
    const once = {
      ...s,
      units: s.units.map((u) =>
        u.id === 'c' ? { ...u, combatTurn: { turn: s.turn, hits: 0, breakthroughs: 1 } } : u,
      ),
    };
    expect(
      ok(once, { type: 'FightCombats' }, WIN).some((e) => e.type === 'BreakthroughOffered'),
    ).toBe(true);
  });

  /** The round won, f1 retreated 20" (through f2, a friend) and its rout hits rolled: c's choice awaited. */
  function awaiting(): AtwState {
    const s = opening();
    const won = fold(s, ok(s, { type: 'FightCombats' }, WIN));
    expect(code(won, through('c'))).toBe('RETREAT_PENDING 15.1');
    const retreated = fold(
      won,
      ok(won, { type: 'Retreat', unitId: 'f1', distance: 20, angle: 0, facing: 'enemy' }, [1]),
    );
    expect(retreated.breakthroughs).toHaveLength(1);
    return retreated;
  }

  test('atw 17.9: the owner answers before anything else (status, acting side, legal actions)', () => {
    const s = awaiting();
    expect(sideToAct(s)).toBe('allied');
    expect(atw.status(s).pendingDecision).toMatchObject({ type: 'Breakthrough', rule: '17.9' });
    expect(code(s, { type: 'EndPhase' })).toBe('BREAKTHROUGH_PENDING 17.9');
    const offered = atw.legalActions(s, { side: 'allied' } as never).map((a) => a.command);
    expect(offered).toEqual([through('c'), through('c', 'f2')]);
  });

  test('atw 17.9: the nearest eligible target within 45° only (a nearer enemy outside the wedge is not one); no formation change', () => {
    const s = awaiting();
    expect(
      breakthroughTargets(
        s,
        s.units.find((u) => u.id === 'c')!,
      ).map((u) => u.id),
    ).toEqual(['f2']);
    expect(code(s, through('c', 'f3'))).toBe('NOT_NEAREST_TARGET 17.9');
    expect(
      code(s, {
        type: 'Breakthrough',
        unitId: 'c',
        steps: [
          { kind: 'face', facing: 10 },
          { kind: 'contact', unitId: 'f2' },
        ],
      }),
    ).toBe('NO_FORMATION_CHANGE_IN_ATTACK 14-3');
  });

  test('atw 17.9: the breakthrough attack, then an immediate round with the units involved only', () => {
    const s = awaiting();
    const es = ok(s, through('c', 'f2'));
    expect(es[0]).toMatchObject({ type: 'BreakthroughChosen', unitId: 'c', choice: 'attack' });
    expect(es[1]).toMatchObject({ type: 'UnitMoved', unitId: 'c', rule: '17.9' });
    expect(es[2]).toMatchObject({
      type: 'AttackMade',
      attackerId: 'c',
      defenderId: 'f2',
      rule: '17.9',
    });
    // the target may try a hasty square: the cavalry began 10" away (12.16, "if distance allows")
    expect(es[3]).toMatchObject({ type: 'ReactionOffered', unitId: 'f2' });
    expect(es[3]!.type === 'ReactionOffered' && es[3]!.options).toContain('hasty-square');
    const reacted = fold(s, es);
    const after = fold(reacted, ok(reacted, { type: 'React', unitId: 'f2', choice: 'stand' }));
    expect(after.breakthroughs).toEqual([]);
    expect(after.units.find((u) => u.id === 'c')!.combatTurn?.breakthroughs).toBe(1);
    // 10-5c: the new round is fought before the phase may end
    expect(code(after, { type: 'EndPhase' })).toBe('COMBAT_PENDING 10-5a');
    const round = ok(after, { type: 'FightCombats' }, Array(20).fill(1));
    expect(
      round
        .filter((e) => e.type === 'CombatRoundFought')
        .map((e) => e.type === 'CombatRoundFought' && e.defenderId),
    ).toEqual(['f2']);
  });

  test('atw 17.9: standing ends the offer; a target out of reach is refused', () => {
    const s = awaiting();
    const stood = fold(s, ok(s, through('c')));
    expect(stood.breakthroughs).toEqual([]);
    expect(stood.units.find((u) => u.id === 'c')!.y).toBe(s.units.find((u) => u.id === 'c')!.y);
    // f2 moved 30" away: beyond the column's 20"
    const far = {
      ...s,
      units: s.units.map((u) => (u.id === 'f2' ? { ...u, y: u.y + 20_000 } : u)),
    };
    expect(code(far, through('c', 'f2'))).toBe('OUT_OF_REACH 14');
  });

  test('atw 17.9: steady squares may be passed over (a nearer square in the wedge, or the line behind it)', () => {
    const s = awaiting();
    const sq = position(
      [unit('sq', 36, 30, 180, { side: 'french', formation: 'square', files: 6 })],
      {
        bare: true,
      },
    ).units[0]!;
    const withSquare = { ...s, units: [...s.units, sq] };
    const c = withSquare.units.find((u) => u.id === 'c')!;
    expect(
      breakthroughTargets(withSquare, c)
        .map((u) => u.id)
        .sort(),
    ).toEqual(['f2', 'sq']);
    // a nearer line instead of the square: that line only
    const nearLine = {
      ...s,
      units: [...s.units, { ...sq, formation: 'line' as const, id: 'l' }],
    };
    expect(breakthroughTargets(nearLine, c).map((u) => u.id)).toEqual(['l']);
  });
});
