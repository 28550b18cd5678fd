import { given } from '@pratzen/engine/testing';
import type { A1805Command } from '../commands';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import type { MoraleState, Side } from '../vocabulary';
import { FR_HEAVY_CAV, FR_LINE, NAPOLEON, SOULT, at, position } from '../testing/positions';

/**
 * 13.4's modifiers one at a time (combat/assault.ts): each case is a declared attack already in
 * contact (the fronts touching), resolved with known dice; the CloseCombat event carries both
 * sides' modifiers. Vandamme's 1st brigade (FR_LINE) is +2, Repninsky +1, the French heavy
 * cavalry +3, Kienmayer's Cossacks +1 (data/units.json).
 */
const REPNINSKY = 'al-col-iv-repninsky';
const COSSACKS = 'al-vg-kienmayer-cav-2';
const SH1 = 'fr-iv-st-hilaire-1';
const SANTON = 'fr-santon-battery';

const engaged = (
  units: Parameters<typeof position>[0],
  attackers: string[],
  defender: string,
  side: Side = 'french',
  morale: Readonly<Record<string, MoraleState>> = {},
): A1805State => ({
  ...position(units, { phase: 'close-combat', attacker: side, morale }),
  combats: [{ defender, attackers, side, bonus: 0, ongoing: false }],
});
const assault = (defenderId: string, leaderId?: string): A1805Command => ({
  type: 'Assault',
  defenderId,
  ...(leaderId === undefined ? {} : { leaderId }),
});
/** The CloseCombat event of an assault rolled 3 against 3 (and 3s for what follows). */
const closeCombat = (s: A1805State, command: A1805Command) => {
  const w = given(a1805, s).when(command, [3, 3, 3, 3, 3, 3, 3, 3]);
  if (!w.decision.ok) throw new Error(w.decision.violation.message);
  return w.events.find((e) => e.type === 'CloseCombat');
};

describe('13.4 the modifiers of a close combat', () => {
  // Pratze (a settlement) spans x 19–20.4, y 14.5–15.8; woods-east x 33–36, y 13–16.5
  const inPratze = (attacker: string): A1805State =>
    engaged(
      [at(attacker, 19.7, 14.6, 0, 'line'), at(REPNINSKY, 19.7, 14.6, 180, 'line')],
      [attacker],
      REPNINSKY,
    );
  const inWoods = (attacker: string): A1805State =>
    engaged(
      [at(attacker, 34.5, 14, 0, 'line'), at(REPNINSKY, 34.5, 14, 180, 'line')],
      [attacker],
      REPNINSKY,
    );
  const inOpen = (attacker: string): A1805State =>
    engaged(
      [at(attacker, 36, 7.5, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, 'line')],
      [attacker],
      REPNINSKY,
    );

  test('13.12.2 cavalry attacking a settlement loses its inherent modifier; infantry keeps it; the defender in a settlement adds 1 (reconstruction)', () => {
    expect(closeCombat(inOpen(FR_HEAVY_CAV), assault(REPNINSKY))).toMatchObject({
      attackerModifier: 3,
      defenderModifier: 1,
    });
    expect(closeCombat(inPratze(FR_HEAVY_CAV), assault(REPNINSKY))).toMatchObject({
      attackerModifier: 0,
      defenderModifier: 1 + 1,
    });
    expect(closeCombat(inPratze(FR_LINE), assault(REPNINSKY))).toMatchObject({
      attackerModifier: 2,
      defenderModifier: 1 + 1,
    });
  });

  test('13.12.2 woods are not a settlement: cavalry keeps its modifier and the defender has no cover bonus', () => {
    expect(closeCombat(inWoods(FR_HEAVY_CAV), assault(REPNINSKY))).toMatchObject({
      attackerModifier: 3,
      defenderModifier: 1,
    });
  });

  test('13.12.2 cavalry attacking a square loses its inherent modifier; 5.4.3 the square defends at −1', () => {
    const square = (attacker: string): A1805State =>
      engaged(
        [at(attacker, 36, 7.5, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, 'square')],
        [attacker],
        REPNINSKY,
      );
    expect(closeCombat(square(FR_HEAVY_CAV), assault(REPNINSKY))).toMatchObject({
      direction: 'front',
      attackerModifier: 0,
      defenderModifier: 1 - 1,
    });
    expect(closeCombat(square(FR_LINE), assault(REPNINSKY))).toMatchObject({
      attackerModifier: 2,
      defenderModifier: 1 - 1,
    });
  });

  test.each<[MoraleState, number]>([
    ['good', 0],
    ['stunned', 1], // 12.5.1
    ['disorganized', 2], // 12.5.2
    ['routed', 3], // 12.5.3.1
  ])('12.5 the attacker adds for the defender’s morale state: %s +%i', (morale, plus) => {
    const s = engaged(
      [at(FR_LINE, 36, 7.5, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, 'line')],
      [FR_LINE],
      REPNINSKY,
      'french',
      { [REPNINSKY]: morale },
    );
    expect(closeCombat(s, assault(REPNINSKY))).toMatchObject({
      attackerModifier: 2 + plus,
      defenderModifier: 1,
    });
  });

  test('13.12.1.3 Cossacks leading an attack add 1 against infantry, not against cavalry', () => {
    const on = (defender: string): A1805State =>
      engaged(
        [at(COSSACKS, 36, 7.5, 180, 'line'), at(defender, 36, 7.5, 0, 'line')],
        [COSSACKS],
        defender,
        'allied',
      );
    expect(closeCombat(on(FR_LINE), assault(FR_LINE))).toMatchObject({
      attackerModifier: 1 + 1,
      defenderModifier: 2,
    });
    expect(closeCombat(on(FR_HEAVY_CAV), assault(FR_HEAVY_CAV))).toMatchObject({
      attackerModifier: 1,
      defenderModifier: 3,
    });
  });

  test('12.6.1 an HQ attached to the leading unit adds its bonus: a corps HQ +1, Napoleon +2', () => {
    const withHq = (hq: string): A1805State =>
      engaged(
        [
          at(FR_LINE, 36, 7.5, 0, 'line'),
          at(hq, 36, 7, 0, 'line', FR_LINE),
          at(REPNINSKY, 36, 7.5, 180, 'line'),
        ],
        [FR_LINE],
        REPNINSKY,
      );
    expect(closeCombat(withHq(SOULT), assault(REPNINSKY))).toMatchObject({ attackerModifier: 3 });
    expect(closeCombat(withHq(NAPOLEON), assault(REPNINSKY))).toMatchObject({
      attackerModifier: 4,
    });
  });

  test('13.13 the leader is one of the attackers able to fight: the best by default, or the one named', () => {
    const two = engaged(
      [
        at(SH1, 35.45, 7.5, 0, 'line'),
        at(FR_HEAVY_CAV, 36.55, 7.5, 0, 'line'),
        at(REPNINSKY, 36, 7.5, 180, 'line'),
      ],
      [SH1, FR_HEAVY_CAV],
      REPNINSKY,
    );
    // the heavy cavalry (+3) leads by default: +3, +1 support
    expect(closeCombat(two, assault(REPNINSKY))).toMatchObject({
      leader: FR_HEAVY_CAV,
      attackerModifier: 3 + 1,
    });
    // named, St Hilaire's 1st (+2) leads: +2, +1 support
    expect(closeCombat(two, assault(REPNINSKY, SH1))).toMatchObject({
      leader: SH1,
      attackerModifier: 2 + 1,
    });
    given(a1805, two).when(assault(REPNINSKY, FR_LINE), [3, 3]).thenViolates('BAD_LEADER', '13.13');
  });

  test('13.15 the Santón battery has a combat strength of 1: attacked, it fights (no other battery does: see reactions.spec.ts)', () => {
    const s = engaged(
      [at(REPNINSKY, 36, 7.5, 0, 'line'), at(SANTON, 36, 7.5, 180, 'unlimbered')],
      [REPNINSKY],
      SANTON,
      'allied',
    );
    const w = given(a1805, s).when(assault(SANTON), [3, 3, 3, 3, 3, 3, 3, 3]);
    if (!w.decision.ok) throw new Error(w.decision.violation.message);
    expect(w.events[0]).toMatchObject({
      type: 'CloseCombat',
      leader: REPNINSKY,
      attackerModifier: 1,
      defenderModifier: 1,
    });
    expect(w.events).not.toContainEqual(
      expect.objectContaining({ type: 'UnitEliminated', cause: 'overrun (13.15.1.2)' }),
    );
  });

  test('4.9 close combats are resolved in the Close Combat Phase only', () => {
    const s = engaged(
      [at(FR_LINE, 36, 7.5, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, 'line')],
      [FR_LINE],
      REPNINSKY,
    );
    expect(closeCombat(s, assault(REPNINSKY))).toMatchObject({ type: 'CloseCombat' });
    given(a1805, { ...s, phase: 'attacker-musketry' as const })
      .when(assault(REPNINSKY), [3, 3])
      .thenViolates('NOT_COMBAT_PHASE', '4.9');
  });
});
