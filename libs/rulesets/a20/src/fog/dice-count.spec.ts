import { REFEREE, SPECTATOR, sideViewer, type Dice } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A20Command } from '../commands';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import { evolve } from '../evolve';
import { a20 } from '../ruleset';
import { NO_MARKS, type A20State } from '../state';
import { FACE_DOWN_BATTLE_DICE } from './public-dice';
import { alliedPlan, frenchPlans, play, prepared, scoutAll } from '../testing/standard';

/** A Standard game after set-up (X3.0) with Fog of War; French plan 1: two Dummies. */
function inPlay(rules: readonly string[] = ['fog-of-war']): A20State {
  const s = prepared(rules);
  const deployed = given(a20, s).when(frenchPlans(s)[1] as A20Command, [1]).after;
  const scouted = scoutAll(deployed);
  return play(scouted, alliedPlan(scouted));
}

/** Dice that count their rolls (`face(i)` for the i-th, at most the die's sides). */
function counting(face: (i: number) => number): Dice & { count: number; purposes: string[] } {
  const d = {
    count: 0,
    purposes: [] as string[],
    roll: (purpose: string, sides = 6) => (
      d.purposes.push(purpose),
      Math.min(sides, face(d.count++))
    ),
  };
  return d;
}

/**
 * Only `attacker` next to `defender`'s hex, the Allied Combat Phase open, the French army at
 * `frenchMorale` Morale Points (at 1 the defender is offered no reserve, N12.0, so the battle is
 * fought within the `Attack`; above it, the `Attack` only declares it and rolls nothing).
 */
function facing(s: A20State, defender: string, frenchMorale: number): A20State {
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
  const morale = { ...s.morale, french: frenchMorale };
  const base = { ...s, units, morale, ...here, marks: NO_MARKS, pending: null };
  return evolve(base, { type: 'PhaseEnded', ...here, next: here });
}

describe('a20 N16.1: how many dice a command rolls never tells what a face-down counter is', () => {
  test.each([
    [1, 'fought within the Attack'],
    [8, 'declared, the defender asked for his reserve (N12.0)'],
  ])(
    'N16.1 dice counts: a battle on a face-down Dummy rolls as many dice as one on a face-down unit, whatever the faces (the unused ones recorded, unused) — French morale %i, the battle %s',
    (frenchMorale) => {
      const s = inPlay();
      const units = s.fog.hidden.filter(
        (h) => h.unitId.startsWith('fr-') && !h.unitId.startsWith('fr-dummy'),
      );
      expect(units.length).toBeGreaterThan(1);
      const here = facing(s, 'fr-dummy-1', frenchMorale);
      /** The same public position with `unit` face down where the Dummy is (labels unchanged). */
      const as = (unit: string): A20State => {
        const id = (x: string) => (x === unit ? 'fr-dummy-1' : x === 'fr-dummy-1' ? unit : x);
        const where = new Map(here.units.map((u) => [u.id, u]));
        return {
          ...here,
          units: here.units.map((u) => {
            const w = where.get(id(u.id)) ?? u;
            return { ...u, location: w.location, hex: w.hex, routed: w.routed };
          }),
          marks: {
            ...here.marks,
            obligedDefenders: here.marks.obligedDefenders.map(id),
          },
          fog: {
            ...here.fog,
            hidden: here.fog.hidden.map((h) => ({ ...h, unitId: id(h.unitId) })),
          },
        };
      };
      const rolled = (defender: string, face: (i: number) => number) => {
        const at = as(defender);
        const attack = a20
          .legalActions(at, sideViewer('allied'))
          .find((a) => a.command.type === 'Attack');
        expect(attack).toBeDefined();
        const dice = counting(face);
        const d = a20.decide(at, attack?.command as A20Command, dice);
        expect(d.ok).toBe(true);
        return { count: dice.count, purposes: dice.purposes, events: d.ok ? d.events : [] };
      };
      for (const face of [
        () => 6,
        () => 1,
        (i: number) => (i % 6) + 1,
        (i: number) => 6 - (i % 6),
      ]) {
        const dummy = rolled('fr-dummy-1', face);
        expect(dummy.events.some((e) => e.type === 'AttackResolved')).toBe(false); // no battle
        for (const h of units)
          expect([h.unitId, rolled(h.unitId, face).count]).toEqual([h.unitId, dummy.count]);
        if (frenchMorale > 1) {
          expect(dummy.count).toBe(0); // nothing rolled before the defender's answer
          continue;
        }
        expect(dummy.count).toBeGreaterThan(0);
        expect(new Set(dummy.purposes)).toEqual(new Set([FACE_DOWN_BATTLE_DICE]));
      }
    },
  );

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

  test('N5.0: how many dice drawing an event card rolls is withheld from both seats and spectators, fog or not (The Ice Cracks rolls for the units on ponds, other cards roll none: the count would tell the top card)', () => {
    const s = inPlay([]);
    expect(s.fog.hidden).toEqual([]);
    const draw: A20Command = { type: 'DrawEventCard' };
    for (const v of [sideViewer('allied'), sideViewer('french'), SPECTATOR])
      expect(a20.diceCountHidden?.(s, draw, v)).toBe(true);
    expect(a20.diceCountHidden?.(s, draw, REFEREE)).toBe(false);
  });
});

describe('a20 N16.1 with X9.81: the ice’s dice never tell what a face-down counter on a pond is', () => {
  /** `unitId` (face down to the Allies) alone on `pond` with al-3 next to it, the Allied Movement Phase. */
  function onIce(s: A20State, unitId: string, pond: string): A20State {
    const next = (BOARD.neighbors.get(pond) ?? []).find((n) => BOARD.terrain.get(n) !== 'pond');
    const units = s.units.map((u) =>
      u.id === unitId
        ? { ...u, location: 'map' as const, hex: pond, routed: false }
        : u.id === 'al-3'
          ? { ...u, location: 'map' as const, hex: next ?? null }
          : u.location === 'map'
            ? { ...u, location: 'out' as const, hex: null }
            : u,
    );
    const here = { turn: s.turn, side: 'allied' as const, phase: 'movement' as const };
    const base = { ...s, units, ...here, marks: NO_MARKS, pending: null };
    return evolve(base, { type: 'PhaseEnded', ...here, next: here });
  }

  test.each(['0506', '0613', '1012'])(
    'X9.81 / N9.8.6 / N16.1: every face-down French unit Routed by the ice on %s rolls the same dice with the Allied EndPhase (the ice, the distance), its route its owner’s answer',
    (pond) => {
      const s = inPlay();
      const faceDown = s.fog.hidden.map((h) => h.unitId).filter((id) => !id.startsWith('fr-dummy'));
      expect(faceDown.length).toBeGreaterThan(3);
      const seen = faceDown.map((id) => {
        const dice = counting((i) => (i === 0 ? 1 : 6)); // the ice breaks, a rout of 6 (Elite 4)
        const d = a20.decide(onIce(s, id, pond), { type: 'EndPhase' }, dice);
        if (!d.ok) throw new Error(d.violation.code);
        const offered = d.events.find((e) => e.type === 'RetreatOffered');
        return {
          count: dice.count,
          offered: offered?.type === 'RetreatOffered' ? offered.unitId : null,
        };
      });
      expect(new Set(seen.map((x) => x.count))).toEqual(new Set([2]));
      expect(seen.map((x) => x.offered)).toEqual(faceDown);
    },
  );

  test('X9.81 / N9.8.6 / N16.1: a face-down unit with a single route is still offered it (its hazards roll with its owner’s answer); face up, it retreats at once', () => {
    const s = inPlay();
    const pond = '0506';
    const nearer = (BOARD.neighbors.get(pond) ?? []).filter((n) =>
      BOARD.loc.french.some((l) => BOARD.distance(n, l) < BOARD.distance(pond, l)),
    );
    expect(nearer.length).toBeGreaterThan(1);
    const blockers = ['al-1', 'al-2', 'al-1-4', 'al-2-4', 'al-gd', 'al-ag'];
    const al3 = onIce(s, 'fr-i', pond).units.find((u) => u.id === 'al-3')?.hex;
    const free = nearer.find((h) => h !== al3) as string;
    const block = nearer.filter((h) => h !== free && h !== al3);
    const faceDown = s.fog.hidden
      .map((h) => h.unitId)
      .filter((id) => id.startsWith('fr-') && !id.startsWith('fr-dummy'));
    expect(faceDown.length).toBeGreaterThan(3);
    for (const id of faceDown) {
      const one = onIce(s, id, pond);
      const units = one.units.map((u) => {
        const b = blockers.indexOf(u.id);
        return b >= 0 && b < block.length
          ? { ...u, location: 'map' as const, hex: block[b] ?? null }
          : u;
      });
      const blocked = { ...one, units };
      const faceUp = { ...blocked, fog: { ...blocked.fog, hidden: [] } };
      // the ice breaks (1), a rout of one hex (Elite: 3 - 2)
      const faces = [1, counter(id).elite.rout ? 3 : 1, 6, 6, 6];
      const hidden = a20.decide(
        blocked,
        { type: 'EndPhase' },
        counting((i) => faces[i] ?? 6),
      );
      const open = a20.decide(
        faceUp,
        { type: 'EndPhase' },
        counting((i) => faces[i] ?? 6),
      );
      if (!hidden.ok || !open.ok) throw new Error('refused');
      const offer = hidden.events.find((e) => e.type === 'RetreatOffered');
      expect(offer).toMatchObject({ unitId: id, routes: [{ path: [free] }] });
      expect(open.events.find((e) => e.type === 'RetreatOffered')).toBeUndefined();
      expect(open.events.find((e) => e.type === 'UnitRetreated')).toMatchObject({ unitId: id });
    }
  });
});
