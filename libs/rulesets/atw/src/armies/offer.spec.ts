import { REFEREE, SPECTATOR, seededDice, setupStateOrThrow, sideViewer } from '@pratzen/engine';
import type { AtwCommand } from '../commands';
import { atw } from '../ruleset';
import type { AtwState } from '../state';
import { FRENCH_LIST, POINTS_LIMIT, choosingPosition } from '../testing/army-lists';

const start = (more: Record<string, unknown> = {}) =>
  setupStateOrThrow(atw.initialState({ scenarioId: 'custom', position: choosingPosition(more) }));
const decide = (s: AtwState, c: unknown) => atw.decide(s, c as AtwCommand, seededDice(1));
const after = (s: AtwState, c: unknown): AtwState => {
  const d = decide(s, c);
  if (!d.ok) throw new Error(`${d.violation.code}: ${d.violation.message}`);
  return d.events.reduce(atw.evolve, s);
};
const offers = (s: AtwState, side: string) => atw.legalActions(s, sideViewer(side));

describe('20 ready-made lists offered to a seat still to lock (armies/offer.ts)', () => {
  it('20 each seat is offered its own lists, each accepted by LockArmy as it is, within the limit and its zone', () => {
    const s = start();
    for (const side of ['allied', 'french']) {
      const offered = offers(s, side);
      expect(
        offered.map((a) => (a.command as unknown as { units: { id: string }[] }).units[0]?.id),
      ).toEqual([
        `${side === 'allied' ? 'al' : 'fr'}-line-1`,
        `${side === 'allied' ? 'al' : 'fr'}-guns-1`,
      ]);
      for (const a of offered) {
        expect(a.command).toMatchObject({ type: 'LockArmy', side });
        const d = decide(s, a.command);
        expect(d.ok).toBe(true);
        if (!d.ok) continue;
        const locked = d.events[0] as unknown as { points: number };
        expect(locked.points).toBeLessThanOrEqual(POINTS_LIMIT);
        // a general (100) and three battalions (3 × 106); a battery (244), a battalion, a general
        expect([418, 450]).toContain(locked.points);
      }
    }
    expect(atw.legalActions(s, REFEREE)).toEqual([]);
    expect(atw.legalActions(s, SPECTATOR)).toEqual([]);
    expect(atw.legalActions(s, sideViewer('allied'), { type: 'MoveUnit' })).toEqual([]);
  });

  it('20 built from public facts only: the offer is the same whatever the other side locked; none once locked', () => {
    const s = start();
    const before = offers(s, 'allied');
    const frenchLocked = after(s, { type: 'LockArmy', side: 'french', ...FRENCH_LIST });
    expect(offers(frenchLocked, 'allied')).toEqual(before);
    expect(offers(frenchLocked, 'french')).toEqual([]);
    const both = after(frenchLocked, before[0]!.command);
    expect((atw.view(both, REFEREE) as { armies: { revealed: boolean } }).armies.revealed).toBe(
      true,
    );
    expect(atw.status(both).phase).toBe('rally');
  });

  it('20 a larger limit buys more battalions, in the zone facing the enemy; a limit too small for a general and a unit offers nothing', () => {
    const big = offers(start({ pointsLimit: 1000 }), 'french')[0]!.command as unknown as {
      units: { position: { y: number }; facing: number }[];
    };
    expect(big.units).toHaveLength(8); // 100 + 8 × 106 = 948
    for (const u of big.units) {
      expect(u.facing).toBe(180); // the French zone is north of the Allied one
      expect(u.position.y).toBeGreaterThanOrEqual(32);
    }
    expect(offers(start({ pointsLimit: 150 }), 'allied')).toEqual([]);
  });
});
