import { BOARD } from '../data/board';
import { positionState } from '../setup';
import { combatActions } from './combat-actions';
import {
  at,
  attack,
  combatState,
  ofType,
  play,
  step,
  type Placement,
} from './testing/combat-fixtures';
import { c, S, SE } from './testing/combat-positions';

/** Carneville (2) is routed away (5-1, a 2: -/1r; rout die 3) and the Allied player takes the first route. */
function vacated(attackers: Placement[], demoralized = false) {
  const s = positionState({
    turn: 4,
    phase: 'combat',
    activeSide: 'french',
    units: [...attackers, { unitId: 'carneville', hex: c, strength: 2 }],
    demoralized: { french: demoralized },
  });
  const ids = attackers.map((a) => a.unitId);
  const r = step(
    s,
    attack(ids, ['carneville'], ids.length > 1 ? { moraleUnit: ids[0] } : {}),
    [2, 3],
  );
  const rout = combatActions(r.state, {})[0]!.command;
  return step(r.state, rout);
}

describe('6.7 advance after combat', () => {
  test('6.7 adjacent undisrupted attackers may advance into the hex the defender vacated', () => {
    const r = vacated([{ unitId: 'rivaud', hex: S }]);
    expect(r.state.pending).toMatchObject({
      type: 'Advance',
      side: 'french',
      vacated: [c],
      candidates: [{ unitId: 'rivaud', hexes: [c] }],
    });
    play(r.state, { type: 'Advance', advances: [{ unitId: 'rivaud', hex: c }] }).then([
      { type: 'UnitRelocated', unitId: 'rivaud', path: [c], reason: 'advance', rule: '6.7' },
      { type: 'AttackConcluded' },
    ]);
  });

  test('6.7 a unit is never forced to advance', () => {
    const r = vacated([{ unitId: 'rivaud', hex: S }]);
    play(r.state, { type: 'Advance', advances: [] }).then([{ type: 'AttackConcluded' }]);
  });

  test('6.7 only candidates advance, only into vacated hexes', () => {
    const r = vacated([{ unitId: 'rivaud', hex: S }]);
    play(r.state, {
      type: 'Advance',
      advances: [{ unitId: 'rivaud', hex: at(c, 'N') }],
    }).thenViolates('HEX_NOT_ALLOWED', '6.7');
    play(r.state, { type: 'Advance', advances: [{ unitId: 'carneville', hex: c }] }).thenViolates(
      'MOVE_NOT_ALLOWED',
      '6.7',
    );
  });

  test('6.7 bombarding artillery does not advance', () => {
    const r = vacated([
      { unitId: 'rivaud', hex: S },
      { unitId: 'fontenay', hex: at(c, 'N', 2) },
    ]);
    expect(r.state.pending).toMatchObject({
      type: 'Advance',
      candidates: [{ unitId: 'rivaud', hexes: [c] }],
    });
  });

  test('6.7 the stacking limit holds in the hex advanced into (Pratzen reading of 4.4)', () => {
    const r = vacated([
      { unitId: 'rivaud', hex: S },
      { unitId: 'candras', hex: SE },
    ]);
    play(r.state, {
      type: 'Advance',
      advances: [
        { unitId: 'rivaud', hex: c },
        { unitId: 'candras', hex: c },
      ],
    }).thenViolates('ADVANCE_OVERSTACKED', '4.4');
  });

  test('10.0 the units of a demoralized army do not advance', () => {
    const r = vacated([{ unitId: 'rivaud', hex: S }], true);
    expect(r.state.pending).toBeNull();
    expect(ofType(r.events, 'AttackConcluded')).toHaveLength(1);
  });

  test('6.7 disrupted attackers do not advance', () => {
    const s = combatState([
      { unitId: 'rivaud', hex: S },
      { unitId: 'carneville', hex: c, strength: 3 },
    ]);
    // 3-1, a 1 is d/1r: the attacker is disrupted; the defender routs (die 2).
    const r = step(s, attack(['rivaud'], ['carneville']), [1, 2]);
    const done = step(r.state, combatActions(r.state, {})[0]!.command);
    expect(done.state.pending).toBeNull();
    expect(done.state.combat).toBeNull();
  });
});

describe('6.9 bombarding artillery', () => {
  const gun = at(S, 'S');
  const bombard = () =>
    combatState([
      { unitId: 'fontenay', hex: gun },
      { unitId: 'carneville', hex: c },
    ]);

  test('6.9 bombarding artillery is unaffected by the result (an "r" for the attacker rolls nothing)', () => {
    // 3 against 7 is 1-3; a 2 is r/1: the attacker's rout does not touch the bombarding artillery.
    const r = step(bombard(), attack(['fontenay'], ['carneville']), [2]);
    expect(r.state.pending).toMatchObject({ type: 'TakeLosses', role: 'defender' });
    const w = play(r.state, { type: 'TakeLosses', losses: [{ unitId: 'carneville', csp: 1 }] });
    expect(w.diceUsed).toBe(0);
    w.then((es) => {
      expect(ofType(es, 'RoutRolled')).toEqual([]);
      expect(es.filter((e) => 'unitId' in e && e.unitId === 'fontenay')).toEqual([]);
    });
    expect(w.after.pending).toMatchObject({
      type: 'FallBack',
      side: 'french',
      candidates: [{ unitId: 'fontenay' }],
    });
  });

  test('6.9 artillery adding its strength to a combined attack (5.8) is unaffected by the result too', () => {
    const s = combatState([
      { unitId: 'morand', hex: S },
      { unitId: 'fontenay', hex: gun },
      { unitId: 'carneville', hex: c },
    ]);
    // 3 + 3 against 7 is 1-2, morale 5 - 4: 1-1; a 5 is 2/-: Morand alone takes the two losses.
    const r = step(
      s,
      attack(['morand', 'fontenay'], ['carneville'], { moraleUnit: 'morand' }),
      [5],
    );
    expect(r.state.pending).toMatchObject({
      type: 'TakeLosses',
      role: 'attacker',
      units: ['morand'],
      losses: 2,
    });
    const done = step(r.state, { type: 'TakeLosses', losses: [{ unitId: 'morand', csp: 2 }] });
    expect(done.state.units.find((u) => u.id === 'fontenay')).toMatchObject({
      strength: 3,
      hex: gun,
      disrupted: false,
    });
    expect(done.state.pending).toMatchObject({
      type: 'FallBack',
      candidates: [{ unitId: 'fontenay' }],
    });
  });

  test('6.9 bombarding artillery may fall back one hex and is not disrupted thereby', () => {
    const r = step(bombard(), attack(['fontenay'], ['carneville']), [2]);
    const f = step(r.state, {
      type: 'TakeLosses',
      losses: [{ unitId: 'carneville', csp: 1 }],
    }).state;
    if (f.pending?.type !== 'FallBack') throw new Error('no fall-back question');
    const hexes = f.pending.candidates[0]!.hexes;
    const to = hexes[0]!;
    expect(hexes.length).toBeGreaterThan(0);
    for (const h of hexes) expect(BOARD.distance(h, c)).toBe(3);
    const w = play(f, { type: 'FallBack', fallbacks: [{ unitId: 'fontenay', hex: to }] });
    w.then([
      { type: 'UnitRelocated', unitId: 'fontenay', path: [to], reason: 'fallback', rule: '6.9' },
      { type: 'AttackConcluded' },
    ]);
    expect(w.after.units.find((u) => u.id === 'fontenay')).toMatchObject({
      hex: to,
      disrupted: false,
    });
    play(f, {
      type: 'FallBack',
      fallbacks: [{ unitId: 'fontenay', hex: at(gun, 'N') }],
    }).thenViolates('HEX_NOT_ALLOWED', '6.9');
    play(f, { type: 'FallBack', fallbacks: [] }).then([{ type: 'AttackConcluded' }]);
  });

  test('6.5 a retreat must end farther from the enemy when it can', () => {
    // Bombarded (1-3, a 2: r/1), Carneville may retreat a hex instead of losing it: sideways (as far
    // from the gun as before) is refused, away is accepted.
    const r = step(bombard(), attack(['fontenay'], ['carneville']), [2]);
    const sideways = at(c, 'SE');
    expect(BOARD.distance(sideways, gun)).toBe(2);
    play(r.state, { type: 'TakeLosses', retreat: [{ from: c, path: [sideways] }] }).thenViolates(
      'RETREAT_NOT_AWAY',
      '6.5',
    );
    play(r.state, { type: 'TakeLosses', retreat: [{ from: c, path: [at(c, 'N')] }] }).then((es) =>
      expect(es[0]).toMatchObject({
        type: 'UnitRelocated',
        unitId: 'carneville',
        reason: 'retreat',
      }),
    );
  });
});

describe('5.9 charges at the end of the attack', () => {
  test('5.9 / 6.7 charging cavalry are disrupted before the advance, so they never advance', () => {
    const s = positionState({
      turn: 4,
      phase: 'combat',
      activeSide: 'french',
      units: [
        { unitId: 'dhautpoul', hex: S },
        { unitId: 'carneville', hex: c, strength: 2 },
      ],
    });
    // Charging, 8 against 2 is 4-1, morale 5 - 4: 5-1; a 2 is -/1r; rout die 3.
    const r = step(s, attack(['dhautpoul'], ['carneville'], { charges: ['dhautpoul'] }), [2, 3]);
    const rout = combatActions(r.state, {})[0]!.command;
    const after = step(r.state, rout);
    expect(ofType(after.events, 'UnitDisrupted')).toContainEqual({
      type: 'UnitDisrupted',
      unitId: 'dhautpoul',
      rule: '5.9',
    });
    expect(after.state.pending).toBeNull();
    expect(ofType(after.events, 'CombatDecisionRequested')).toEqual([]);
    expect(after.events[after.events.length - 1]).toMatchObject({ type: 'AttackConcluded' });
    expect(after.state.units.find((u) => u.id === 'dhautpoul')?.hex).toBe(S);
  });

  test('5.9 after the results, undisrupted charging cavalry of both sides become disrupted', () => {
    const s = combatState([
      { unitId: 'dhautpoul', hex: S },
      { unitId: 'hohenloe', hex: c },
    ]);
    const declared = step(s, attack(['dhautpoul'], ['hohenloe'], { charges: ['dhautpoul'] }));
    expect(declared.state.pending).toMatchObject({
      type: 'DeclareDefence',
      side: 'allied',
      moraleCandidates: ['hohenloe'],
      chargeCandidates: ['hohenloe'],
    });
    // 8 against 8 is 1-1, morale 5 - 6: 1-2; a 4 is 2/-.
    const r = step(declared.state, { type: 'DeclareDefence', charges: ['hohenloe'] }, [4]);
    expect(ofType(r.events, 'AttackResolved')[0]).toMatchObject({
      attackerStrength: 8,
      defenderStrength: 8,
      column: '1-2',
      result: '2/-',
    });
    const end = step(r.state, { type: 'TakeLosses', losses: [{ unitId: 'dhautpoul', csp: 2 }] });
    expect(end.events).toEqual([
      { type: 'StrengthLost', unitId: 'dhautpoul', csp: 2, rule: '6.3', cause: 'combat' },
      { type: 'UnitDisrupted', unitId: 'dhautpoul', rule: '5.9' },
      { type: 'UnitDisrupted', unitId: 'hohenloe', rule: '5.9' },
      { type: 'AttackConcluded', attackers: ['dhautpoul'], defenders: ['hohenloe'] },
    ]);
  });

  test('5.9 defending cavalry charges only from clear, slope or lake hexes and not in fog', () => {
    const fog = combatState(
      [
        { unitId: 'dhautpoul', hex: S },
        { unitId: 'hohenloe', hex: c },
      ],
      { turn: 2 },
    );
    // No choice left to the defender: no question, the die is rolled at once.
    const w = play(fog, attack(['dhautpoul'], ['hohenloe']), [4]);
    w.then((es) =>
      expect(es[1]).toEqual({
        type: 'DefenceDeclared',
        side: 'allied',
        moraleUnit: 'hohenloe',
        charges: [],
      }),
    );
    const declared = step(
      combatState([
        { unitId: 'dhautpoul', hex: S },
        { unitId: 'hohenloe', hex: c },
      ]),
      attack(['dhautpoul'], ['hohenloe']),
    ).state;
    play(declared, { type: 'DeclareDefence', charges: ['dhautpoul'] }).thenViolates(
      'CHARGE_NOT_ALLOWED',
      '5.9',
    );
  });
});
