import { REFEREE, SPECTATOR, sideViewer, type Dice } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A20Command } from '../commands';
import { BOARD } from '../data/board';
import { evolve } from '../evolve';
import { a20 } from '../ruleset';
import { NO_MARKS, type A20State } from '../state';
import { alliedPlan, frenchPlans, play, prepared, scoutAll } from '../testing/standard';

/** A Standard game after set-up (X3.0) with Fog of War; French plan 1: two Dummies. */
function inPlay(rules: readonly string[] = ['fog-of-war']): A20State {
  const s = prepared(rules);
  const deployed = given(a20, s).when(frenchPlans(s)[1] as A20Command, [1]).after;
  const scouted = scoutAll(deployed);
  return play(scouted, alliedPlan(scouted));
}

/** Dice that count their rolls (every face a 6: the most any roll can lead to). */
function counting(): Dice & { count: number } {
  const d = { count: 0, roll: (_purpose: string, sides = 6) => (d.count++, sides) };
  return d;
}

/** Only `attacker` next to `defender`'s hex, the Allied Combat Phase open. */
function facing(s: A20State, defender: string): A20State {
  const hex = s.units.find((u) => u.id === defender)?.hex as string;
  const next = (BOARD.neighbors.get(hex) ?? []).find(
    (n) => !s.units.some((u) => u.hex === n) && BOARD.terrain.get(n) !== 'pond',
  ) as string;
  const units = s.units.map((u) =>
    u.id === defender
      ? u
      : u.id === 'al-3'
        ? { ...u, location: 'map' as const, hex: next }
        : u.location === 'map'
          ? { ...u, location: 'out' as const, hex: null }
          : u,
  );
  const here = { turn: s.turn, side: 'allied' as const, phase: 'combat' as const };
  const base = { ...s, units, ...here, marks: NO_MARKS, pending: null };
  return evolve(base, { type: 'PhaseEnded', ...here, next: here });
}

describe('a20 N16.1: how many dice a command rolls is hidden while counters are face down', () => {
  test('N16.1 with X3.0 step 4: an attack on a face-down Dummy rolls no die, one on a face-down unit rolls some — the count would tell them apart', () => {
    const s = inPlay();
    const unit = s.fog.hidden.find((h) => !h.unitId.startsWith('fr-dummy'))?.unitId as string;
    const rolled = (defender: string): number => {
      const at = facing(s, defender);
      const attack = a20
        .legalActions(at, sideViewer('allied'))
        .find((a) => a.command.type === 'Attack');
      expect(attack).toBeDefined();
      const dice = counting();
      expect(a20.decide(at, attack?.command as A20Command, dice).ok).toBe(true);
      return dice.count;
    };
    expect(rolled('fr-dummy-1')).toBe(0);
    expect(rolled(unit)).toBeGreaterThan(0);
  });

  test('N16.1: diceCountHidden holds for a seat while any enemy counter is face down to it, for spectators while any is, never for the referee', () => {
    const s = inPlay();
    expect(s.fog.hidden.length).toBeGreaterThan(0);
    const command: A20Command = { type: 'EndPhase' };
    expect(a20.diceCountHidden?.(s, command, sideViewer('allied'))).toBe(true);
    expect(a20.diceCountHidden?.(s, command, SPECTATOR)).toBe(true);
    expect(a20.diceCountHidden?.(s, command, sideViewer('french'))).toBe(true); // Allied counters face down
    expect(a20.diceCountHidden?.(s, command, REFEREE)).toBe(false);
    const frenchOnly = {
      ...s,
      fog: { ...s.fog, hidden: s.fog.hidden.filter((h) => h.unitId.startsWith('fr-')) },
    };
    expect(a20.diceCountHidden?.(frenchOnly, command, sideViewer('french'))).toBe(false);
    expect(a20.diceCountHidden?.(frenchOnly, command, sideViewer('allied'))).toBe(true);
  });

  test('X3.0 step 7: without Fog of War every counter is turned up, and the count is nobody’s secret', () => {
    const s = inPlay([]);
    expect(s.fog.hidden).toEqual([]);
    expect(a20.diceCountHidden?.(s, { type: 'EndPhase' }, sideViewer('allied'))).toBe(false);
  });
});
