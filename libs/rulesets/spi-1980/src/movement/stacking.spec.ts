import { given } from '@pratzen/engine/testing';
import { spi1980 } from '../ruleset';
import { unit } from '../queries';
import { clearLine } from '../testing/board-fixtures';
import { at, place } from '../testing/positions';
import { evolve } from '../evolve';
import { decideMovement } from './movement-decide';
import { movementActions } from './movement-actions';
import { stackingCheck } from './stacking';
import { scriptedDice } from '@pratzen/engine';

const L = clearLine(4).hexes;
const [A, B, C] = [L[0] as string, L[2] as string, L[4] as string];
/** French Movement Phase of Game-Turn 4: Schirer (10) + Morand (3) in A, Vare (6) + Thiebaud (6) in B. */
const overstacked = () =>
  place(at(4, 'movement', 'french', {}), {
    schirer: A,
    morand: A,
    vare: B,
    thiebaud: B,
    levis: C,
    urusov: C,
  });

describe('4.4 stacking', () => {
  test('4.4 at the end of the Movement Phase every hex of the phasing side over 10 CSP is found', () => {
    expect(stackingCheck(overstacked())).toEqual([
      {
        type: 'OverstackFound',
        owner: 'french',
        hexes: [
          { hex: A, excess: 3, unitIds: ['schirer', 'morand'] },
          { hex: B, excess: 2, unitIds: ['thiebaud', 'vare'] },
        ].sort((x, y) => (x.hex < y.hex ? -1 : 1)),
      },
    ]);
  });

  test('4.4 exactly 10 CSP is within the limit; the enemy stacks are not checked in my phase', () => {
    expect(
      stackingCheck(place(at(4, 'movement', 'french', {}), { schirer: A, levis: C, urusov: C })),
    ).toEqual([]);
  });

  test('4.4 the limit is on stacks: a lone unit may hold more than 10 CSP', () => {
    expect(
      stackingCheck(place(at(4, 'movement', 'allied', {}), { levis: A, kamensky: B })),
    ).toEqual([]);
  });

  test('4.4 the enemy player chooses the losses', () => {
    const s = evolve(overstacked(), stackingCheck(overstacked())[0] as never);
    expect(s.pending).toMatchObject({ type: 'ReduceOverstack', side: 'allied', rule: '4.4' });
  });

  test('4.4 EndPhase of an overstacked Movement Phase waits for the enemy choice', () => {
    const w = given(spi1980, overstacked()).when({ type: 'EndPhase' });
    w.then([{ type: 'OverstackFound', owner: 'french' }]);
    expect(w.after.pending?.side).toBe('allied');
  });

  describe('4.4 ReduceOverstack', () => {
    const pending = () => given(spi1980, overstacked(), stackingCheck(overstacked()));

    test('4.4 the losses must bring each hex to exactly 10 CSP', () => {
      const p = pending();
      p.when({
        type: 'ReduceOverstack',
        losses: [
          { unitId: 'schirer', csp: 2 },
          { unitId: 'vare', csp: 2 },
        ],
      }).thenViolates('BAD_LOSSES', '4.4');
      p.when({
        type: 'ReduceOverstack',
        losses: [
          { unitId: 'schirer', csp: 4 },
          { unitId: 'vare', csp: 2 },
        ],
      }).thenViolates('BAD_LOSSES', '4.4');
      p.when({ type: 'ReduceOverstack', losses: [{ unitId: 'schirer', csp: 3 }] }).thenViolates(
        'BAD_LOSSES',
        '4.4',
      );
      p.when({
        type: 'ReduceOverstack',
        losses: [
          { unitId: 'schirer', csp: 3 },
          { unitId: 'levis', csp: 2 },
        ],
      }).thenViolates('BAD_LOSSES', '4.4');
    });

    test('4.4 the chosen units lose the CSP, the decision is settled and the phase ends', () => {
      const w = pending().when({
        type: 'ReduceOverstack',
        losses: [
          { unitId: 'morand', csp: 3 },
          { unitId: 'vare', csp: 1 },
          { unitId: 'thiebaud', csp: 1 },
        ],
      });
      const events = w.then((es) => expect(es.length).toBeGreaterThan(4));
      expect(events.slice(0, 4)).toEqual([
        { type: 'StrengthLost', unitId: 'morand', csp: 3, rule: '4.4', cause: 'overstack' },
        { type: 'StrengthLost', unitId: 'vare', csp: 1, rule: '4.4', cause: 'overstack' },
        { type: 'StrengthLost', unitId: 'thiebaud', csp: 1, rule: '4.4', cause: 'overstack' },
        { type: 'OverstackFound', owner: 'french', hexes: [] },
      ]);
      expect(events.map((e) => e.type)).toContain('PhaseEnded');
      const after = w.after;
      expect(after.pending).toBeNull();
      expect(after.phase).toBe('combat');
      expect(unit(after, 'morand')?.location).toBe('eliminated');
      expect(after.morale.french).toBe(70 - 5);
    });

    test('4.4 / 10.0 overstack losses can demoralize the army', () => {
      const s = { ...overstacked(), morale: { allied: 80, french: 3 } };
      const w = given(spi1980, s, stackingCheck(s)).when({
        type: 'ReduceOverstack',
        losses: [
          { unitId: 'schirer', csp: 3 },
          { unitId: 'vare', csp: 2 },
        ],
      });
      w.then((es) =>
        expect(es.map((e) => e.type).slice(0, 4)).toEqual([
          'StrengthLost',
          'StrengthLost',
          'ArmyDemoralized',
          'OverstackFound',
        ]),
      );
    });

    test('4.4 without a pending decision ReduceOverstack is refused', () => {
      expect(
        decideMovement(overstacked(), { type: 'ReduceOverstack', losses: [] }, scriptedDice([])),
      ).toMatchObject({
        ok: false,
        violation: { code: 'NO_OVERSTACK_PENDING', rule: '4.4' },
      });
    });

    test('4.4 every listed loss allocation is accepted', () => {
      const state = pending().state;
      const options = movementActions(state, {});
      expect(options.length).toBeGreaterThan(3);
      for (const o of options) {
        const d = decideMovement(state, o.command as never, scriptedDice([6, 6, 6, 6]));
        expect(d.ok ? 'ok' : d.violation.message).toBe('ok');
      }
    });
  });
});
