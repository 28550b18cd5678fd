import { given } from '@pratzen/engine/testing';
import { isViolation } from '@pratzen/engine';
import type { DgCommand } from '../commands';
import { decide } from '../decide';
import { evolve } from '../evolve';
import { dg2006 } from '../ruleset';
import type { DgState } from '../state';
import { at, dieFor } from '../testing/positions';
import { planAttack } from './attack-validation';

type Attack = Extract<DgCommand, { type: 'Attack' }>;

/**
 * The north-west corner: the retreating unit stands in 0202. French Drouet (0302) and Morand
 * (0104) put 0201, 0303, 0203 and 0103 in their ZOC, so its only open hex is 0102, an Allied
 * stack of 7 + 3; units displaced from 0102 can only go to the corner hex 0101 (0202 is the
 * chain's own hex), which already holds an artillery unit (3).
 */
const corner = (retreating: string): DgState =>
  at(1, 'combat', 'french', {
    'fr-drouet': '0302',
    'fr-morand': '0104',
    [retreating]: '0202',
    'al-kolowrat-2': '0102',
    'al-art-2': '0102',
    'al-art-3': '0101',
  });

function dr(s: DgState, defender: string) {
  const command: Attack = { type: 'Attack', attackers: ['fr-drouet'], defenders: [defender] };
  const plan = planAttack(s, command);
  if (isViolation(plan)) throw new Error(plan.message);
  return given(dg2006, s).when(command, [dieFor(plan.column, 'Dr')]);
}

const hexOf = (s: DgState, id: string): string | null | undefined =>
  s.units.find((u) => u.id === id)?.hex;

describe('9.32 displacement as a whole', () => {
  test('9.32: a displacement into a corner that would eliminate a displaced unit eliminates the retreating unit instead, and nobody moves', () => {
    // Dokhturov (8) needs both units of 0102 out (8 + 3 and 8 + 7 exceed 10); each alone could
    // reach 0101, but not both: 3 + 7 + 3 > 10, and a unit pushed out of 0101 has nowhere to go.
    const s = corner('al-dokhturov-1');
    const w = dr(s, 'al-dokhturov-1');
    expect(w.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'UnitEliminated',
          unitId: 'al-dokhturov-1',
          cause: 'no-retreat',
          rule: '9.32',
        }),
      ]),
    );
    expect(w.events.filter((e) => e.type === 'UnitRetreated')).toEqual([]);
    const after = w.after;
    expect(hexOf(after, 'al-kolowrat-2')).toBe('0102');
    expect(hexOf(after, 'al-art-2')).toBe('0102');
    expect(hexOf(after, 'al-art-3')).toBe('0101');
    expect(after.lost.allied).toBe(8);
  });

  test('9.32: only as many units are displaced as stacking requires; the victor names them', () => {
    // al-art-1 (3) needs one unit of 0102 out: Kolowrat (3 + 3) or the artillery (7 + 3)
    const s = corner('al-art-1');
    const w = dr(s, 'al-art-1');
    expect(w.after.pending).toMatchObject({
      type: 'RetreatUnit',
      side: 'french',
      rule: '9.31',
      hexes: expect.arrayContaining([
        { hex: '0102', displaces: ['al-kolowrat-2'] },
        { hex: '0102', displaces: ['al-art-2'] },
      ]),
    });
    expect(
      dg2006
        .legalActions(w.after, { kind: 'side', side: 'french' })
        .map((a) => a.command)
        .filter((c) => c.type === 'RetreatUnit'),
    ).toHaveLength(2);
    const d = decide(w.after, {
      type: 'RetreatUnit',
      unitId: 'al-art-1',
      hex: '0102',
      displaces: ['al-art-2'],
    });
    if (!d.ok) throw new Error(d.violation.message);
    const after = d.events.reduce(evolve, w.after);
    expect(d.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'UnitRetreated', unitId: 'al-art-1', to: '0102' }),
        expect.objectContaining({
          type: 'UnitRetreated',
          unitId: 'al-art-2',
          to: '0101',
          displacement: true,
          rule: '9.32',
        }),
      ]),
    );
    expect(hexOf(after, 'al-kolowrat-2')).toBe('0102');
    expect(after.lost.allied).toBe(0);
  });

  test('9.32: a chain reaction of displacements has no fixed length (five links along the north edge)', () => {
    // Row 02 lies in French ZOC; each hex of row 01 holds one Allied unit of 7 or 8, so every
    // unit pushed east must push the next one, until 0701, which is empty.
    const s = at(1, 'combat', 'french', {
      'fr-drouet': '0103',
      'fr-morand': '0303',
      'fr-rivaud': '0503',
      'fr-oudinot': '0703',
      'al-dokhturov-1': '0102',
      'al-bagration-1': '0101',
      'al-kolowrat-1': '0201',
      'al-kolowrat-2': '0301',
      'al-dokhturov-2': '0401',
      'al-dokhturov-3': '0501',
      'al-langeron-1': '0601',
    });
    const w = dr(s, 'al-dokhturov-1');
    expect(w.after.pending).toMatchObject({
      type: 'RetreatUnit',
      unitId: 'al-dokhturov-1',
      hexes: [
        { hex: '0101', displaces: ['al-bagration-1'] },
        { hex: '0201', displaces: ['al-kolowrat-1'] },
      ],
    });
    const d = decide(w.after, { type: 'RetreatUnit', unitId: 'al-dokhturov-1', hex: '0201' });
    if (!d.ok) throw new Error(d.violation.message);
    const moves = d.events
      .filter((e) => e.type === 'UnitRetreated')
      .map((e) => (e.type === 'UnitRetreated' ? `${e.unitId}>${e.to}` : ''));
    expect(moves).toEqual([
      'al-dokhturov-1>0201',
      'al-kolowrat-1>0301',
      'al-kolowrat-2>0401',
      'al-dokhturov-2>0501',
      'al-dokhturov-3>0601',
      'al-langeron-1>0701',
    ]);
    expect(d.events.filter((e) => e.type === 'UnitEliminated')).toEqual([]);
  });
});
