import { seededDice, sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A20Command } from '../commands';
import { BOARD } from '../data/board';
import { CADRES } from '../deployment/zones';
import { evolve } from '../evolve';
import { reactionPending } from '../reaction/reaction';
import { a20 } from '../ruleset';
import { NO_MARKS, type A20State } from '../state';
import { alliedPlan, frenchPlans, play, prepared, scoutAll } from '../testing/standard';
import type { Phase, Side } from '../vocabulary';

/** A Standard game after set-up (X3.0), with or without Fog of War; French `plan` 1: two Dummies. */
function inPlay(rules: readonly string[] = ['fog-of-war'], plan = 1): A20State {
  const s = prepared(rules);
  const deployed = given(a20, s).when(frenchPlans(s)[plan] as A20Command, [1]).after;
  const scouted = scoutAll(deployed);
  return play(scouted, alliedPlan(scouted));
}

const hexOf = (s: A20State, id: string): string => s.units.find((u) => u.id === id)?.hex as string;
const labelOf = (s: A20State, id: string): string =>
  s.fog.hidden.find((h) => h.unitId === id)?.label as string;
const free = (s: A20State, hex: string, away: readonly string[] = []): string =>
  (BOARD.neighbors.get(hex) ?? []).find(
    (n) =>
      !s.units.some((u) => u.hex === n) &&
      BOARD.terrain.get(n) !== 'pond' &&
      away.every((a) => !(BOARD.neighbors.get(n) ?? []).includes(a)),
  ) as string;

/** Only `keep` stay on the map (a fixture edit), the rest out; then `phase` of `side` opens. */
function only(s: A20State, keep: Record<string, string>, side: Side, phase: Phase): A20State {
  const units = s.units.map((u) =>
    u.id in keep
      ? { ...u, location: 'map' as const, hex: keep[u.id] as string }
      : u.location === 'map'
        ? { ...u, location: 'out' as const, hex: null }
        : u,
  );
  const here = { turn: s.turn, side, phase };
  const base = { ...s, units, side, phase, marks: NO_MARKS, pending: null };
  return evolve(base, { type: 'PhaseEnded', ...here, next: here });
}

describe('a20 rules meeting Fog of War (N7.3, N8.3, N16.7 with N16.1 and X3.0)', () => {
  test('N7.3 with N16.1: a face-down Dummy exerts a ZOC; the duty towards it is met by attacking its label (turned up, removed), and the refusal names only the label', () => {
    const s0 = inPlay();
    const dummyHex = hexOf(s0, 'fr-dummy-1');
    const s = only(s0, { 'fr-dummy-1': dummyHex, 'al-3': free(s0, dummyHex) }, 'allied', 'combat');
    const label = labelOf(s, 'fr-dummy-1');
    expect(s.marks.obligedAttackers).toEqual(['al-3']);
    expect(s.marks.obligedDefenders).toEqual(['fr-dummy-1']);
    expect(JSON.stringify(a20.view(s, sideViewer('allied')))).not.toContain('"fr-dummy-1"');
    const end = a20.decide(s, { type: 'EndPhase' }, seededDice(1));
    expect(end.ok).toBe(false);
    if (!end.ok) {
      expect(end.violation.code).toBe('DUTY_TO_ATTACK_UNMET');
      expect(JSON.stringify(end.violation)).not.toContain('fr-dummy-1');
      expect(JSON.stringify(end.violation)).toContain(label);
    }
    const offered = a20.legalActions(s, sideViewer('allied')).map((a) => a.command);
    // only the attack (with or without a reserve Morale Point, N12.0): no EndPhase while bound
    expect(offered.length).toBeGreaterThan(0);
    for (const c of offered) expect(c).toMatchObject({ type: 'Attack', defender: label });
    const r = given(a20, s).when(offered[0] as A20Command, Array<number>(40).fill(6));
    // the face-down attacker is turned up (it attacks, N16.1 both sides), then the Dummy
    expect(r.events.map((e) => e.type)).toEqual(['CounterRevealed', 'CounterRevealed']);
    expect(a20.decide(r.after, { type: 'EndPhase' }, seededDice(1)).ok).toBe(true);
  });

  test('N7.3 with N16.1: a French Dummy in an enemy ZOC is never bound to attack (it never attacks)', () => {
    const s0 = inPlay();
    const dummyHex = hexOf(s0, 'fr-dummy-1');
    const s = only(s0, { 'fr-dummy-1': dummyHex, 'al-3': free(s0, dummyHex) }, 'french', 'combat');
    expect(s.marks.obligedAttackers).toEqual([]);
    expect(s.marks.obligedDefenders).toEqual([]);
    expect(a20.legalActions(s, sideViewer('french')).map((a) => a.command.type)).toEqual([
      'EndPhase',
    ]);
    expect(a20.decide(s, { type: 'EndPhase' }, seededDice(1)).ok).toBe(true);
  });

  test('N8.3 with N16.1: a face-down French counter that disengages is turned up first; a Dummy does not disengage', () => {
    const s0 = inPlay();
    const vHex = hexOf(s0, 'fr-v');
    const alHex = free(s0, vHex);
    const dHex = free({ ...s0, units: [] }, alHex, [vHex]);
    const base = only(
      s0,
      { 'fr-v': vHex, 'al-3': alHex, 'fr-dummy-1': dHex },
      'allied',
      'movement',
    );
    const s = { ...base, phase: 'reaction' as const, pending: reactionPending('french') };
    const to = free(s, vHex, [alHex]);
    const d = a20.decide(s, { type: 'Disengage', unitId: 'fr-v', hex: to }, seededDice(1));
    if (!d.ok) throw new Error(d.violation.code);
    expect(d.events[0]).toMatchObject({ type: 'CounterRevealed', unitId: 'fr-v', dummy: false });
    expect(d.events[1]).toMatchObject({ type: 'UnitDisengaged', unitId: 'fr-v' });
    const away = free(s, dHex, [alHex]);
    const dummy = a20.decide(
      s,
      { type: 'Disengage', unitId: 'fr-dummy-1', hex: away },
      seededDice(1),
    );
    expect(dummy.ok ? null : dummy.violation.code).toBe('DUMMY_CANNOT_REACT');
    expect(
      a20.legalActions(s, sideViewer('french')).some((a) => JSON.stringify(a).includes('dummy')),
    ).toBe(false);
  });

  test('X3.0 step 4 with N16.7.2: the Standard set-up Cadres recombine without the optional rule and give no Morale Point', () => {
    const s0 = inPlay([], 2);
    const parent = s0.fog.brokenDown as string;
    expect(parent).not.toBeNull();
    const [a, b] = CADRES as [string, string];
    expect(s0.cadreParents).toMatchObject({ [a]: parent, [b]: parent });
    const aHex = hexOf(s0, a);
    const s = only(s0, { [a]: aHex, [b]: free(s0, aHex) }, 'french', 'movement');
    const offered = a20.legalActions(s, sideViewer('french')).map((x) => x.command);
    expect(offered).toContainEqual({ type: 'Recombine', cadres: [a, b] });
    const r = given(a20, s).when({ type: 'Recombine', cadres: [a, b] });
    expect(r.events).toEqual([
      { type: 'CadresRecombined', unitId: parent, cadres: [a, b], hex: aHex, morale: false },
    ]);
    expect(r.after.morale).toEqual(s.morale);
    expect(
      a20.legalActions(s, sideViewer('french')).some((x) => x.command.type === 'BreakDown'),
    ).toBe(false);
  });
});
