import { BOARD } from '../data/board';
import { inEnemyZoc } from '../queries';
import { combatActions } from './combat-actions';
import { at, attack, combatState, ofType, play, step } from './testing/combat-fixtures';
import { besideTheSanton, c, N, S, SE } from './testing/combat-positions';
import type { CombatCommand } from './combat-commands';

type Rout = Extract<CombatCommand, { type: 'Rout' }>;

/** Rivaud (11) routs Carneville (2) on 5-1 with a 2 (-/1r); the rout die is a 3: four hexes. */
function routed() {
  const s = combatState([
    { unitId: 'rivaud', hex: S },
    { unitId: 'carneville', hex: c, strength: 2 },
  ]);
  const r = step(s, attack(['rivaud'], ['carneville']), [2, 3]);
  expect(r.state.pending).toMatchObject({
    type: 'Rout',
    side: 'allied',
    role: 'defender',
    units: ['carneville'],
    hexes: 4,
    die: 3,
  });
  return r.state;
}

describe('6.3 / 6.5 routs', () => {
  test('6.3 a routed unit retreats die + N hexes into safe hexes, loses one CSP and is disrupted at the end', () => {
    const s = routed();
    const options = combatActions(s, {});
    expect(options.length).toBeGreaterThan(1);
    const cmd = options[0]!.command as Rout;
    const path = cmd.routes[0]!.path;
    expect(path).toHaveLength(4);
    // Independent check of 6.5: adjacent steps, never beside the enemy, no hex twice, not back into the start.
    [c, ...path].slice(1).forEach((h, i) => expect(BOARD.distance([c, ...path][i]!, h)).toBe(1));
    for (const h of path) expect(BOARD.distance(h, S)).toBeGreaterThan(1);
    expect(new Set([c, ...path]).size).toBe(5);
    const w = play(s, cmd);
    w.then((es) => {
      expect(es.slice(0, 3)).toEqual([
        { type: 'UnitRelocated', unitId: 'carneville', path, reason: 'rout', rule: '6.3' },
        { type: 'StrengthLost', unitId: 'carneville', csp: 1, rule: '6.3', cause: 'routed' },
        { type: 'UnitDisrupted', unitId: 'carneville', rule: '6.3' },
      ]);
    });
    expect(w.after.units.find((u) => u.id === 'carneville')).toMatchObject({
      hex: path[3],
      strength: 1,
      disrupted: true,
    });
  });

  test('6.5 a rout route is checked hex by hex', () => {
    const s = routed();
    const good = (combatActions(s, {})[0]!.command as Rout).routes[0]!.path;
    const rout = (path: readonly string[], loss?: string): Rout => ({
      type: 'Rout',
      routes: [{ from: c, path }],
      ...(loss ? { loss } : {}),
    });
    play(s, rout(good.slice(0, 3))).thenViolates('ROUT_TOO_SHORT', '6.5');
    play(
      s,
      rout([
        ...good,
        ...(BOARD.neighbors.get(good[3]!) ?? [])
          .filter((h) => !good.includes(h) && h !== c)
          .slice(0, 1),
      ]),
    ).thenViolates('ROUT_TOO_LONG', '6.3');
    play(s, rout([at(c, 'SE'), ...good.slice(1)])).thenViolates('RETREAT_UNSAFE', '6.5');
    play(s, rout([good[0]!, good[1]!, good[0]!, good[1]!])).thenViolates('RETREAT_REENTERS', '6.5');
    play(s, rout(good, 'rivaud')).thenViolates('MORALE_UNIT_LOSSES', '6.8');
    play(s, { type: 'Rout', routes: [] }).thenViolates('ROUTE_MISSING', '6.3');
  });

  test('6.3 disrupted units that rout lose three additional CSPs', () => {
    const s = combatState([
      { unitId: 'rivaud', hex: S },
      { unitId: 'carneville', hex: c, strength: 6, disrupted: true },
    ]);
    // 11 against 6 is 1-1, one right for the disruption: 2-1; a 3 is 1/r; the rout die is a 2.
    const r = step(s, attack(['rivaud'], ['carneville']), [3, 2]);
    const cmd = combatActions(r.state, {})[0]!.command;
    const w = play(r.state, cmd);
    w.then((es) => {
      expect(es).toContainEqual({
        type: 'StrengthLost',
        unitId: 'carneville',
        csp: 1,
        rule: '6.3',
        cause: 'routed',
      });
      expect(es).toContainEqual({
        type: 'StrengthLost',
        unitId: 'carneville',
        csp: 3,
        rule: '6.3',
        cause: 'routed-while-disrupted',
      });
      expect(ofType(es, 'UnitDisrupted').map((e) => e.unitId)).not.toContain('carneville');
    });
    expect(w.after.units.find((u) => u.id === 'carneville')?.strength).toBe(2);
  });

  test('6.5 a rout that cannot be completed stops in the last safe hex and loses one CSP per hex left', () => {
    // Carneville's only safe hex is N; every hex beyond N is in a French ZOC.
    const s = combatState([
      { unitId: 'rivaud', hex: S },
      { unitId: 'levasseur', hex: at(c, 'N', 3) },
      { unitId: 'morand', hex: at(c, 'NE', 2) },
      { unitId: 'merle', hex: at(c, 'NW', 2) },
      { unitId: 'carneville', hex: c, strength: 5 },
    ]);
    const safe = (BOARD.neighbors.get(c) ?? []).filter(
      (h) => h !== S && !inEnemyZoc(s, 'allied', h),
    );
    expect(safe).toEqual([N]);
    expect(
      (BOARD.neighbors.get(N) ?? []).filter((h) => h !== c && !inEnemyZoc(s, 'allied', h)),
    ).toEqual([]);
    // 11 against 5 is 2-1; a 3 is 1/r; the rout die 3: three hexes, only one possible. One answer: no question.
    const r = step(s, attack(['rivaud'], ['carneville']), [3, 3]);
    expect(r.events).toContainEqual({
      type: 'UnitRelocated',
      unitId: 'carneville',
      path: [N],
      reason: 'rout',
      rule: '6.3',
    });
    expect(r.events).toContainEqual({
      type: 'StrengthLost',
      unitId: 'carneville',
      csp: 1,
      rule: '6.3',
      cause: 'routed',
    });
    expect(r.events).toContainEqual({
      type: 'StrengthLost',
      unitId: 'carneville',
      csp: 2,
      rule: '6.5',
      cause: 'rout-blocked',
    });
    expect(ofType(r.events, 'CombatDecisionRequested').map((e) => e.decision.type)).toEqual([
      'TakeLosses',
    ]);
    expect(r.state.units.find((u) => u.id === 'carneville')).toMatchObject({
      hex: N,
      strength: 2,
      disrupted: true,
    });
  });

  test('6.5 a unit with no safe hex at all stays and loses one CSP per hex of the rout', () => {
    const s = combatState([
      { unitId: 'rivaud', hex: S },
      { unitId: 'candras', hex: SE },
      { unitId: 'levasseur', hex: at(N, 'NW') },
      { unitId: 'carneville', hex: c, strength: 6 },
    ]);
    expect((BOARD.neighbors.get(c) ?? []).every((h) => inEnemyZoc(s, 'allied', h))).toBe(true);
    // 18 against 6 is 3-1; a 1 is d/1r; the rout die 2: three hexes, none possible.
    const r = step(
      s,
      attack(['rivaud', 'candras'], ['carneville'], { moraleUnit: 'rivaud' }),
      [1, 2],
    );
    expect(ofType(r.events, 'UnitRelocated')).toEqual([]);
    expect(r.events).toContainEqual({
      type: 'StrengthLost',
      unitId: 'carneville',
      csp: 3,
      rule: '6.5',
      cause: 'rout-blocked',
    });
    expect(r.state.units.find((u) => u.id === 'carneville')).toMatchObject({
      hex: c,
      strength: 2,
      disrupted: true,
    });
    expect(r.state.combat).toBeNull();
  });

  test('6.4 the Santon is destroyed by an "r" result and rolls no rout die', () => {
    const { state: s, upslope } = besideTheSanton();
    // 1-2 (Kamensky halved upslope) or 1-1: a 1 or a 2 is 1/r.
    const w = play(s, attack(['kamensky'], ['santon']), [upslope ? 1 : 2, 6, 6]);
    expect(w.diceUsed).toBe(1);
    w.then((es) => {
      expect(es).toContainEqual({
        type: 'StrengthLost',
        unitId: 'santon',
        csp: 3,
        rule: '6.4',
        cause: 'routed-immobile',
      });
      expect(ofType(es, 'RoutRolled')).toEqual([]);
    });
    expect(w.after.units.find((u) => u.id === 'santon')?.location).toBe('eliminated');
  });

  test('6.3 an attacker routed by "r" rolls its own die after the defender is done', () => {
    const s = combatState([
      { unitId: 'candras', hex: S, strength: 2 },
      { unitId: 'carneville', hex: c, strength: 6 },
    ]);
    // 2 against 6 is 1-3; a 6 is 1r/-: the attacker routs die + 1.
    const r = step(s, attack(['candras'], ['carneville']), [6, 2]);
    expect(ofType(r.events, 'RoutRolled')).toEqual([
      { type: 'RoutRolled', role: 'attacker', side: 'french', die: 2, modifier: 1, hexes: 3 },
    ]);
    expect(r.state.pending).toMatchObject({
      type: 'Rout',
      side: 'french',
      role: 'attacker',
      hexes: 3,
    });
  });
});
