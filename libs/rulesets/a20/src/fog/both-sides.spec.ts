import { SPECTATOR, seededDice, sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A20Command } from '../commands';
import { BOARD } from '../data/board';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import { reactionPending } from '../reaction/reaction';
import { a20 } from '../ruleset';
import { NO_MARKS, type A20State } from '../state';
import { alliedPlan, frenchPlans, play, prepared, scoutAll } from '../testing/standard';
import type { Phase, Side } from '../vocabulary';
import { view } from '../view';
import { redactEvent } from './redact';

/** A Standard game (X3.0) after set-up, with or without Fog of War; French plan 1: two Dummies. */
function inPlay(rules: readonly string[] = ['fog-of-war']): A20State {
  const s = prepared(rules);
  const deployed = given(a20, s).when(frenchPlans(s)[1] as A20Command, [1]).after;
  return play(scoutAll(deployed), alliedPlan(scoutAll(deployed)));
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

const ALLIED_SET_UP = /"al-(1ag|1|2|3|1-4|2-4|5cav|gd|ag-cav|ag)"/;

describe('a20 N16.1 both sides: the Allied counters face down to the French under Fog of War', () => {
  test('N16.1 with X3.0 step 6: under Fog of War the Allied set-up is face down (labels by hex order); without it, face up', () => {
    const s = inPlay();
    const allied = s.fog.hidden.filter((h) => h.label.startsWith('al-counter-'));
    const set = s.units.filter((u) => u.id.startsWith('al-') && u.location === 'map');
    expect(allied.map((h) => h.unitId).sort()).toEqual(set.map((u) => u.id).sort());
    expect(allied).toHaveLength(10);
    const byHex = [...allied].sort((a, b) => (hexOf(s, a.unitId) < hexOf(s, b.unitId) ? -1 : 1));
    expect(byHex.map((h) => h.label)).toEqual(byHex.map((_h, i) => `al-counter-${i + 1}`));
    expect(inPlay([]).fog.hidden).toEqual([]);
  });

  test('N16.1 redaction: AlliedDeployed shows the French seat and spectators labels and hexes only, the Allies everything', () => {
    const s = prepared(['fog-of-war']);
    const scouted = scoutAll(given(a20, s).when(frenchPlans(s)[1] as A20Command, [1]).after);
    const d = a20.decide(scouted, alliedPlan(scouted), seededDice(1));
    if (!d.ok) throw new Error(d.violation.code);
    const deployed = d.events.find((e) => e.type === 'AlliedDeployed') as A20Event;
    for (const v of [sideViewer('french'), SPECTATOR]) {
      const seen = JSON.stringify(redactEvent(deployed, v));
      expect(seen).not.toMatch(ALLIED_SET_UP);
      expect(seen).toContain('"al-counter-1"');
      expect(seen).toContain('"redacted":true');
    }
    expect(redactEvent(deployed, sideViewer('allied'))).toBe(deployed);
  });

  test('N16.1: the French view shows each face-down Allied counter by label, side, hex and Routed marker; the Allied view shows its units', () => {
    const s = inPlay();
    const french = view(s, sideViewer('french'));
    expect(JSON.stringify(french)).not.toMatch(ALLIED_SET_UP);
    const label = labelOf(s, 'al-3');
    expect(french.units.find((u) => u.id === label)).toEqual({
      id: label,
      side: 'allied',
      location: 'map',
      hex: hexOf(s, 'al-3'),
      routed: false,
      faceDown: true,
    });
    // the French see their own counters, the Allies theirs
    expect(JSON.stringify(french)).toContain('"fr-dummy-1"');
    expect(JSON.stringify(a20.view(s, sideViewer('allied')))).toContain('"al-3"');
    expect(JSON.stringify(a20.view(s, SPECTATOR))).not.toMatch(ALLIED_SET_UP);
  });

  test('N16.1: a face-down Allied counter moves face down (HiddenUnitMoved, its label to the French and spectators)', () => {
    const s = inPlay();
    const to = free(s, hexOf(s, 'al-gd'));
    const r = given(a20, s).when({ type: 'MoveUnit', unitId: 'al-gd', path: [to] });
    const [moved] = r.events as [Extract<A20Event, { type: 'HiddenUnitMoved' }>];
    expect(moved).toMatchObject({
      type: 'HiddenUnitMoved',
      unitId: 'al-gd',
      label: labelOf(s, 'al-gd'),
    });
    for (const v of [sideViewer('french'), SPECTATOR]) {
      expect(JSON.stringify(redactEvent(moved, v))).not.toContain('al-gd');
      expect(JSON.stringify(a20.view(r.after, v))).not.toContain('"al-gd"');
    }
    expect(redactEvent(moved, sideViewer('allied'))).toBe(moved);
  });

  test('N16.1: the French attack a face-down Allied counter by its label (no differential offered); it is turned up before the battle', () => {
    const s0 = inPlay();
    const alHex = hexOf(s0, 'al-3');
    const s = only(s0, { 'al-3': alHex, 'fr-v': free(s0, alHex) }, 'french', 'combat');
    const label = labelOf(s, 'al-3');
    const offered = a20.legalActions(s, sideViewer('french'));
    expect(JSON.stringify(offered)).not.toContain('"al-3"');
    const attack = offered.find((a) => a.command.type === 'Attack');
    expect(attack?.command).toMatchObject({ defender: label });
    expect(attack && 'differential' in attack).toBe(false); // it would tell the counter's strength
    const d = a20.decide(s, attack?.command as A20Command, seededDice(3));
    if (!d.ok) throw new Error(d.violation.code);
    // both face-down counters (attacker and defender) are turned up, then the battle (here the
    // defender is first asked for his reserve, N12.0: the battle follows his answer)
    expect(d.events.slice(0, 3)).toMatchObject([
      { type: 'CounterRevealed', label: labelOf(s, 'fr-v'), unitId: 'fr-v', rule: 'N16.1' },
      { type: 'CounterRevealed', label, unitId: 'al-3', dummy: false, rule: 'N16.1' },
      { type: 'ReserveOffered', defender: 'al-3' },
    ]);
  });

  test('N16.1 errors: a French command naming a face-down Allied unit by its own id gets exactly the answer an unknown id gets; a refusal names the label', () => {
    const s0 = inPlay();
    const alHex = hexOf(s0, 'al-3');
    const s = only(s0, { 'al-3': alHex, 'fr-v': free(s0, alHex) }, 'french', 'combat');
    const answer = (c: A20Command) => {
      const d = a20.decide(s, c, seededDice(1));
      return d.ok
        ? null
        : JSON.stringify(d.violation).split('al-nope').join('ID').split('al-3').join('ID');
    };
    const known = answer({ type: 'Attack', attackers: ['fr-v'], defender: 'al-3' });
    expect(known).not.toBeNull();
    expect(known).toEqual(answer({ type: 'Attack', attackers: ['fr-v'], defender: 'al-nope' }));
    // a refused attack on the label names the label only
    const far = only(s0, { 'al-3': alHex, 'fr-v': '0204' }, 'french', 'combat');
    const v = given(a20, far)
      .when({ type: 'Attack', attackers: ['fr-v'], defender: labelOf(far, 'al-3') })
      .thenViolates('NOT_ADJACENT', 'N9.1');
    expect(JSON.stringify(v)).not.toContain('al-3"');
  });

  test('N7.3 with N16.1: a French unit next to a face-down Allied counter is bound to attack it; the duty and its refusal name only the label', () => {
    const s0 = inPlay();
    const alHex = hexOf(s0, 'al-3');
    const s = only(s0, { 'al-3': alHex, 'fr-v': free(s0, alHex) }, 'french', 'combat');
    const label = labelOf(s, 'al-3');
    expect(s.marks.obligedDefenders).toEqual(['al-3']);
    expect(view(s, sideViewer('french')).marks.obligedDefenders).toEqual([label]);
    const end = a20.decide(s, { type: 'EndPhase' }, seededDice(1));
    expect(end.ok ? null : end.violation.code).toBe('DUTY_TO_ATTACK_UNMET');
    expect(JSON.stringify(end)).not.toContain('"al-3"');
    expect(JSON.stringify(end)).toContain(label);
    const offered = a20.legalActions(s, sideViewer('french')).map((a) => a.command);
    for (const c of offered) expect(c).toMatchObject({ type: 'Attack', defender: label });
  });

  test('N8.1 with N16.1: French cavalry countercharges a face-down Allied counter by its label; it is turned up first', () => {
    const s0 = inPlay();
    const alHex = hexOf(s0, 'al-3');
    const base = only(s0, { 'al-3': alHex, 'fr-res-h': free(s0, alHex) }, 'allied', 'movement');
    const s = { ...base, phase: 'reaction' as const, pending: reactionPending('french') };
    const label = labelOf(s, 'al-3');
    const offered = a20.legalActions(s, sideViewer('french')).map((a) => a.command);
    expect(offered).toContainEqual({ type: 'Countercharge', unitId: 'fr-res-h', defender: label });
    const d = a20.decide(
      s,
      { type: 'Countercharge', unitId: 'fr-res-h', defender: label },
      seededDice(2),
    );
    if (!d.ok) throw new Error(d.violation.code);
    const types = d.events.map((e) => e.type);
    const at = d.events.findIndex((e) => e.type === 'CounterRevealed' && e.unitId === 'al-3');
    expect(d.events[at]).toMatchObject({ type: 'CounterRevealed', unitId: 'al-3', label });
    expect(types.indexOf('Countercharged')).toBeGreaterThan(at);
  });

  test('N8.1 with N16.1: Allied cavalry countercharges a face-down French counter by its label (a unit: turned up, battle; a Dummy: turned up, removed)', () => {
    const s0 = inPlay();
    for (const target of ['fr-v', 'fr-dummy-1']) {
      const hex = hexOf(s0, target);
      const base = only(s0, { [target]: hex, 'al-5cav': free(s0, hex) }, 'french', 'movement');
      const s = { ...base, phase: 'reaction' as const, pending: reactionPending('allied') };
      const label = labelOf(s, target);
      const offered = a20.legalActions(s, sideViewer('allied'));
      expect(JSON.stringify(offered)).not.toContain(`"${target}"`);
      const cc = { type: 'Countercharge', unitId: 'al-5cav', defender: label } as const;
      expect(offered.map((a) => a.command)).toContainEqual(cc);
      const d = a20.decide(s, cc, seededDice(2));
      if (!d.ok) throw new Error(d.violation.code);
      const revealed = d.events.filter((e) => e.type === 'CounterRevealed');
      expect(revealed).toContainEqual(
        expect.objectContaining({ label, unitId: target, dummy: target === 'fr-dummy-1' }),
      );
      if (target === 'fr-dummy-1')
        expect(d.events.some((e) => e.type === 'AttackResolved')).toBe(false);
      else
        expect(d.events.find((e) => e.type === 'AttackResolved')).toMatchObject({
          defender: target,
        });
    }
  });
});
