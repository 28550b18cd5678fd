import { REFEREE, scriptedDice } from '@pratzen/engine';
import { decide } from '../decide';
import type { AtwEvent } from '../events';
import { evolve } from '../evolve';
import type { AtwState } from '../state';
import { area, position, unit } from '../testing/positions';
import { view } from '../view';
import { coverOf } from './modifiers';
import { bandsFor } from './weapons';

/**
 * 19.7 ruined blocks: 8 medium/heavy ballshot hits or 4 shell hits ruin a typical block (the
 * table's `ruinHits` adjusts it); a ruined block gives one class of cover less, soft becoming an
 * obstacle (README I-58).
 */
type P = ReturnType<typeof unit>;
const block = (more = {}) =>
  area('b', 'town-block', 26, 20, 34, 26, { contours: 1, capacity: 48, ...more });
const garrison = unit('z', 30, 23, 180, {
  side: 'french',
  formation: 'town-order',
  block: 'b',
  figures: 40,
});
const battery = (type = 'medium-artillery') =>
  unit('g', 30, 5, 0, {
    type,
    figures: null,
    gunModels: 4,
    gunners: 16,
    formation: 'unlimbered',
  } as Partial<P>);
const at = (b = block(), gun = battery()): AtwState =>
  position([gun, garrison], { phase: 'shoot', features: [b] });
const shoot = (s: AtwState, faces: number[]) => {
  const d = decide(
    s,
    { type: 'Shoot', unitId: 'g', targets: [{ targetId: 'z', figures: ['1', '2', '3', '4'] }] },
    scriptedDice([...faces, ...Array(20).fill(1)]),
  );
  if (!d.ok) throw new Error(`${d.violation.code} ${d.violation.rule}`);
  return d.events;
};
const ruins = (es: readonly AtwEvent[]) => es.filter((e) => e.type === 'BlockRuined');
const fold = (s: AtwState, es: readonly AtwEvent[]) => es.reduce(evolve, s);
const musket = bandsFor('line-infantry')[0]!;
const heavyBall = bandsFor('medium-artillery').find((b) => b.weapon === 'ballshot-medium')!;

describe('atw 19.7 ruined blocks', () => {
  test('atw 19.7: 8 medium ballshot hits ruin a typical block; 7 do not', () => {
    const eight = shoot(at(), Array(8).fill(6));
    expect(ruins(eight)).toEqual([
      { type: 'BlockRuined', blockId: 'b', ballshot: 8, shell: 0, rule: '19.7' },
    ]);
    const seven = shoot(at(), [...Array(7).fill(6), 1]);
    expect(ruins(seven)).toEqual([]);
    // the seven count: one more hit in a later shot ruins it
    const after = fold(at(), seven);
    expect(after.fire?.blockHits).toEqual({ b: { ballshot: 7, shell: 0 } });
  });

  test('atw 19.7: light ballshot does not count; the table may lower the number (ruinHits)', () => {
    expect(ruins(shoot(at(block(), battery('light-artillery')), Array(8).fill(6)))).toEqual([]);
    const weak = block({ ruinHits: { ballshot: 3 } });
    expect(ruins(shoot(at(weak), [6, 6, 6, 1]))).toMatchObject([{ blockId: 'b', ballshot: 3 }]);
  });

  test('atw 19.7 (I-58): a ruined block gives one class less: hard → soft, soft → none (an obstacle)', () => {
    const s = at();
    const t = s.units.find((u) => u.id === 'z')!;
    expect(coverOf(s, t, musket)).toBe('hard');
    expect(coverOf(s, t, heavyBall)).toBe('soft');
    const ruined = fold(s, shoot(s, Array(8).fill(6)));
    const z = ruined.units.find((u) => u.id === 'z')!;
    expect(coverOf(ruined, z, musket)).toBe('soft');
    expect(coverOf(ruined, z, heavyBall)).toBe('none');
    expect(view(ruined, REFEREE).ruinedBlocks).toEqual(['b']);
    expect(view(s, REFEREE).ruinedBlocks).toEqual([]);
  });
});
