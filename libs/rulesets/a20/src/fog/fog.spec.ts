import { SPECTATOR, seededDice, sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A20Command } from '../commands';
import { BOARD } from '../data/board';
import type { A20Event } from '../events';
import { a20 } from '../testing/reserve-declined'; // N12.0: defenders decline the reserve
import type { A20State } from '../state';
import { alliedPlan, frenchPlans, play, prepared, scoutAll } from '../testing/standard';
import { redactEvent } from './redact';

/** A Standard game with Fog of War (16.1) after set-up: two Dummies, one counter scouted. */
function inPlay(): A20State {
  const s = prepared(['fog-of-war']);
  const deployed = given(a20, s).when(frenchPlans(s)[1] as A20Command, [1]).after;
  const scouted = scoutAll(deployed);
  return play(scouted, alliedPlan(scouted));
}

const hexOf = (s: A20State, id: string): string => s.units.find((u) => u.id === id)?.hex as string;
const freeNext = (s: A20State, hex: string): string =>
  (BOARD.neighbors.get(hex) ?? []).find(
    (n) => !s.units.some((u) => u.hex === n) && BOARD.terrain.get(n) !== 'pond',
  ) as string;

/** `unitId` moved to `hex` (a fixture edit). */
const put = (s: A20State, unitId: string, hex: string): A20State => ({
  ...s,
  units: s.units.map((u) => (u.id === unitId ? { ...u, hex } : u)),
});

const labelOf = (s: A20State, id: string): string =>
  s.fog.hidden.find((h) => h.unitId === id)?.label as string;

describe('a20 Fog of War and face-down counters (N16.1, X3.0)', () => {
  test('N16.1: with Fog of War the unscouted French counters (Dummies too) stay face down into play', () => {
    const s = inPlay();
    expect(s.fog.hidden.map((h) => h.unitId)).toEqual(
      expect.arrayContaining(['fr-dummy-1', 'fr-dummy-2', 'fr-v']),
    );
    expect(s.fog.hidden.some((h) => h.unitId === 'fr-i')).toBe(false); // scouted (0204 is fr-counter-1)
  });

  test('N16.1: a face-down counter that moves stays face down (HiddenUnitMoved: its unit to the French, its label to the Allied seat and spectators)', () => {
    const s = { ...inPlay(), side: 'french' as const, phase: 'movement' as const };
    const to = freeNext(s, hexOf(s, 'fr-gr'));
    const r = given(a20, s).when({ type: 'MoveUnit', unitId: 'fr-gr', path: [to] });
    const [moved] = r.events as [Extract<A20Event, { type: 'HiddenUnitMoved' }>];
    expect(moved).toMatchObject({
      type: 'HiddenUnitMoved',
      unitId: 'fr-gr',
      label: labelOf(s, 'fr-gr'),
    });
    for (const v of [sideViewer('allied'), SPECTATOR])
      expect(JSON.stringify(redactEvent(moved, v))).not.toContain('fr-gr');
    expect(redactEvent(moved, sideViewer('french'))).toBe(moved);
    expect(hexOf(r.after, 'fr-gr')).toBe(to);
    expect(JSON.stringify(a20.view(r.after, sideViewer('allied')))).not.toContain('"fr-gr"');
  });

  test('N16.1: the Allied player attacks a face-down counter by its label; it is turned up before the battle', () => {
    const base = inPlay();
    const s = {
      ...put(base, 'al-3', freeNext(base, hexOf(base, 'fr-v'))),
      phase: 'combat' as const,
    };
    const label = labelOf(s, 'fr-v');
    const offered = a20.legalActions(s, sideViewer('allied'));
    expect(JSON.stringify(offered)).not.toContain('"fr-v"');
    const attack = offered.find((a) => a.command.type === 'Attack' && a.command.defender === label);
    expect(attack).toBeDefined();
    expect(attack && 'differential' in attack).toBe(false); // it would tell a Dummy's 0
    expect(a20.hasUnit?.(s, label)).toBe(true); // legal-actions?unit=<label> answers, not 404
    expect(a20.legalActions(s, sideViewer('allied'), { unitId: label })).toContainEqual(attack);
    const d = a20.decide(s, attack?.command as A20Command, seededDice(3));
    if (!d.ok) throw new Error(d.violation.code);
    // the face-down attacker (N16.1 both sides) and the defender are turned up, then the battle
    expect(d.events.slice(0, 3)).toMatchObject([
      { type: 'CounterRevealed', label: labelOf(s, 'al-3'), unitId: 'al-3', rule: 'N16.1' },
      { type: 'CounterRevealed', label, unitId: 'fr-v', dummy: false, rule: 'N16.1' },
      { type: 'AttackResolved', defender: 'fr-v' },
    ]);
  });

  test('N16.1: a Dummy attacked is turned up and removed, and no battle is fought', () => {
    const base = inPlay();
    const s = {
      ...put(base, 'al-3', freeNext(base, hexOf(base, 'fr-dummy-1'))),
      phase: 'combat' as const,
    };
    const label = labelOf(s, 'fr-dummy-1');
    // the dice of a battle on a face-down counter: a fixed count, none used by a Dummy (fog/public-dice.ts)
    const r = given(a20, s).when(
      { type: 'Attack', attackers: ['al-3'], defender: label },
      Array<number>(40).fill(6),
    );
    expect(r.events).toEqual([
      {
        type: 'CounterRevealed',
        label: labelOf(s, 'al-3'),
        unitId: 'al-3',
        hex: hexOf(s, 'al-3'),
        dummy: false,
        rule: 'N16.1',
      },
      {
        type: 'CounterRevealed',
        label,
        unitId: 'fr-dummy-1',
        hex: hexOf(s, 'fr-dummy-1'),
        dummy: true,
        rule: 'N16.1',
        attackers: ['al-3'],
      },
    ]);
    expect(r.after.units.find((u) => u.id === 'fr-dummy-1')?.location).toBe('out');
    expect(r.after.marks.attacked).toEqual(['al-3']); // it has attacked (N9.3, N7.3)
  });

  test('N16.1 errors: a command naming a face-down unit by its own id gets exactly the answer an unknown id gets', () => {
    const base = inPlay();
    const s = {
      ...put(base, 'al-3', freeNext(base, hexOf(base, 'fr-v'))),
      phase: 'combat' as const,
    };
    const answer = (c: A20Command) => {
      const d = a20.decide(s, c, seededDice(1));
      return d.ok
        ? null
        : JSON.parse(
            JSON.stringify(d.violation).split('fr-nope').join('ID').split('fr-v').join('ID'),
          );
    };
    const known = answer({ type: 'Attack', attackers: ['al-3'], defender: 'fr-v' });
    expect(known).not.toBeNull();
    expect(known).toEqual(answer({ type: 'Attack', attackers: ['al-3'], defender: 'fr-nope' }));
    const mv = { ...s, phase: 'movement' as const };
    const a = a20.decide(mv, { type: 'MoveUnit', unitId: 'fr-v', path: ['0101'] }, seededDice(1));
    const b = a20.decide(
      mv,
      { type: 'MoveUnit', unitId: 'fr-nope', path: ['0101'] },
      seededDice(1),
    );
    expect(a.ok || b.ok).toBe(false);
    if (!a.ok && !b.ok) {
      expect(a.violation.code).toBe(b.violation.code);
      expect(a.violation.message.replace('fr-v', 'ID')).toBe(
        b.violation.message.replace('fr-nope', 'ID'),
      );
    }
  });

  test('N16.1 errors: an attack on a face-down counter refused names its label, never its unit (a Dummy and a unit alike)', () => {
    const s = { ...inPlay(), phase: 'combat' as const };
    for (const id of ['fr-v', 'fr-dummy-1']) {
      const label = labelOf(s, id);
      const v = given(a20, s)
        .when({ type: 'Attack', attackers: ['al-3'], defender: label })
        .thenViolates('NOT_ADJACENT', 'N9.1');
      expect(JSON.stringify(v)).toContain(label);
      expect(JSON.stringify(v)).not.toContain(id);
    }
  });

  test('N16.1: a French Dummy never attacks and never steps onto a pond; neither is offered', () => {
    const base = inPlay();
    const s = {
      ...put(base, 'al-3', freeNext(base, hexOf(base, 'fr-dummy-1'))),
      side: 'french' as const,
      phase: 'combat' as const,
    };
    expect(
      a20
        .legalActions(s, sideViewer('french'))
        .some((a) => a.command.type === 'Attack' && a.command.attackers.includes('fr-dummy-1')),
    ).toBe(false);
    given(a20, s)
      .when({ type: 'Attack', attackers: ['fr-dummy-1'], defender: 'al-3' })
      .thenViolates('DUMMY_CANNOT_ATTACK', 'N16.1');
    const pond = {
      ...put(base, 'fr-dummy-1', '0505'),
      side: 'french' as const,
      phase: 'movement' as const,
    };
    given(a20, pond)
      .when({ type: 'MoveUnit', unitId: 'fr-dummy-1', path: ['0506'] })
      .thenViolates('DUMMY_ON_ICE', 'N16.1');
  });

  test('X3.0 step 4 redaction: FrenchDeployed shows labels and hexes only to the Allied seat and spectators, the whole set-up to the French', () => {
    const s = prepared();
    const d = a20.decide(s, frenchPlans(s)[2] as A20Command, seededDice(2));
    if (!d.ok) throw new Error(d.violation.code);
    const deployed = d.events[0] as A20Event;
    for (const v of [sideViewer('allied'), SPECTATOR]) {
      const seen = JSON.stringify(redactEvent(deployed, v));
      expect(seen).not.toMatch(/fr-(ig|gr|i|iv|iv-2|v|res-h|res-l|cadre-\d|dummy-\d)"/);
      expect(seen).toContain('"redacted":true');
    }
    expect(redactEvent(deployed, sideViewer('french'))).toBe(deployed);
  });
});
