import { given } from '@pratzen/engine/testing';
import type { A1805Command, MoveStep } from '../commands';
import type { A1805Event } from '../events';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import { FR_HEAVY_CAV, FR_LINE, SOULT, at, position } from '../testing/positions';

const UVAROV = 'al-col-v-uvarov';
const REPNINSKY = 'al-col-iv-repninsky';
const V2 = 'fr-iv-vandamme-2';
const GUARD = 'al-guard-inf-1';
const GRENADIERS = 'fr-gren-inf-1'; // 12.2.1.1: elite
const unit = (s: A1805State, id: string): UnitState | undefined => s.units.find((u) => u.id === id);
const close = (unitId: string, target: string, ...before: MoveStep[]): A1805Command => ({
  type: 'MoveUnit',
  unitId,
  steps: [...before, { kind: 'close', unitId: target }],
});
const play = (
  s: A1805State,
  commands: readonly [A1805Command, number[]][],
): { state: A1805State; events: A1805Event[] } => {
  let state = s;
  const events: A1805Event[] = [];
  for (const [c, dice] of commands) {
    const w = given(a1805, state).when(c, dice);
    if (!w.decision.ok)
      throw new Error(`${c.type}: ${w.decision.violation.code} ${w.decision.violation.message}`);
    events.push(...w.events);
    state = w.after;
  }
  return { state, events };
};
const END: [A1805Command, number[]] = [{ type: 'EndPhase' }, []];

describe('13 close combat', () => {
  test("example of play: Vandamme's 2nd brigade (Soult attached) attacks Uvarov's dragoons in the flank; its musketry before the assault earns a bonus; the dragoons lose, disorganize and retreat", () => {
    const s = position([
      at(UVAROV, 36, 6, 90, 'line'),
      at(V2, 35.8, 7.5, 180, 'column'),
      at(SOULT, 0, 0, 0, 'none', V2),
    ]);
    const { state, events } = play(s, [
      [close(V2, UVAROV), []],
      END, // to the Defender's musketry: cavalry has none
      END,
      // 10.4.3: 4 + 0 firepower (3, a column) + 1 French, no ranged −1: 5, ChM −1; the dragoons
      // need 7 and roll 9: failed by 2, a +2 marker (the example leaves out 10.6 and gets +1)
      [{ type: 'Musketry', unitIds: [V2], targetId: UVAROV }, [4, 4, 5]],
      END,
      // 13.4: +3 brigade, +1 Soult (12.6.1), +2 flank, +2 marker = +8 (the example lists +3, +2, +1
      // and +1 and calls it +9); 4 + 8 = 12 against 5 + 1 = 6: difference 6, ChM −2; the dragoons
      // (morale 8) need 6 and roll 8: disorganized, they retreat
      [{ type: 'Assault', defenderId: UVAROV }, [4, 5, 4, 4]],
    ]);
    expect(events.find((e) => e.type === 'AssaultFire')).toMatchObject({ bonus: 2 });
    expect(events.find((e) => e.type === 'CloseCombat')).toMatchObject({
      direction: 'flank',
      attackerModifier: 8,
      defenderModifier: 1,
      difference: 6,
    });
    expect(unit(state, UVAROV)).toMatchObject({ morale: 'disorganized' });
    expect(state.combats).toEqual([]);
  });

  test('13.1 a unit moves into contact with an enemy only to attack it; the close step runs straight ahead into contact', () => {
    const s = position([at(FR_LINE, 36, 6, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, 'line')]);
    given(a1805, s)
      .when({ type: 'MoveUnit', unitId: FR_LINE, steps: [{ kind: 'forward', distance: 1.5 }] })
      .thenViolates('CONTACT_WITHOUT_ATTACK', '13.1');
    const w = given(a1805, s).when(close(FR_LINE, REPNINSKY));
    w.then([{ type: 'UnitMoved', attacks: REPNINSKY }]);
    expect(w.after.combats).toEqual([
      { defender: REPNINSKY, attackers: [FR_LINE], side: 'french', bonus: 0, ongoing: false },
    ]);
    expect(unit(w.after, FR_LINE)?.y).toBeGreaterThanOrEqual(7498);
    given(a1805, s)
      .when(close(FR_LINE, REPNINSKY, { kind: 'turn', angle: 45 }))
      .thenViolates('NOT_AHEAD', '13.1');
  });

  test('12.5.1 a stunned unit cannot attack; 5.4.4 nor a square', () => {
    const stunned = position([at(FR_LINE, 36, 6, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, 'line')], {
      morale: { [FR_LINE]: 'stunned' },
    });
    given(a1805, stunned).when(close(FR_LINE, REPNINSKY)).thenViolates('STUNNED', '12.5.1');
    const square = position([at(FR_LINE, 36, 6, 0, 'square'), at(REPNINSKY, 36, 7, 180, 'line')]);
    given(a1805, square).when(close(FR_LINE, REPNINSKY)).thenViolates('SQUARE_NO_ATTACK', '5.4.4');
  });

  test('13.1 every attack declared is resolved before the Close Combat Phase ends', () => {
    const s = position([at(FR_LINE, 36, 6, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, 'line')]);
    const { state } = play(s, [[close(FR_LINE, REPNINSKY), []], END, END, END]);
    expect(state.phase).toBe('close-combat');
    const v = given(a1805, state)
      .when({ type: 'EndPhase' })
      .thenViolates('COMBATS_PENDING', '13.1');
    expect(v.details).toEqual({ defenders: [REPNINSKY] });
    expect(
      a1805.legalActions(state, { kind: 'side', side: 'french' }).map((a) => a.command),
    ).toEqual([{ type: 'Assault', defenderId: REPNINSKY }]);
  });

  const fight = (
    units: Parameters<typeof position>[0],
    attackers: string[],
    defender: string,
    morale = {},
  ) => {
    let s = position(units, { morale });
    for (const a of attackers) {
      s = given(a1805, s).when(close(a, defender)).after;
      // the defender's reaction (5.4.5, 13.8 …) is tested in reactions.spec.ts: here it declines
      const r = s.reaction;
      if (r !== null)
        s = given(a1805, s).when({ type: 'React', unitId: r.unitId, reaction: 'none' }).after;
    }
    return { ...s, phase: 'close-combat' as const };
  };

  const SH1 = 'fr-iv-st-hilaire-1';
  const two = [at(SH1, 35.45, 6, 0, 'line'), at(FR_LINE, 36.55, 6, 0, 'line')];

  test('13.13 each supporting unit adds 1; 12.5.2 +2 against a disorganized defender; 13.14 through the rear the defender loses its modifier', () => {
    const s = fight([...two, at(REPNINSKY, 36, 7.5, 180, 'line')], [SH1, FR_LINE], REPNINSKY, {
      [REPNINSKY]: 'disorganized',
    });
    given(a1805, s)
      .when({ type: 'Assault', defenderId: REPNINSKY }, [1, 6])
      .then((e) =>
        expect(e[0]).toMatchObject({
          type: 'CloseCombat',
          direction: 'front',
          attackerModifier: 2 + 1 + 2,
          defenderModifier: 1,
          difference: 1 + 5 - 7,
        }),
      );
    const rear = fight(
      [at(FR_LINE, 36, 6, 0, 'line'), at(REPNINSKY, 36, 7.5, 0, 'line')],
      [FR_LINE],
      REPNINSKY,
    );
    given(a1805, rear)
      .when({ type: 'Assault', defenderId: REPNINSKY }, [1, 1, 3, 3])
      .then((e) =>
        expect(e[0]).toMatchObject({
          direction: 'rear',
          attackerModifier: 2 + 2,
          defenderModifier: 0,
        }),
      );
  });

  test('13.5.2, 12.2.1 a Guard or elite unit that lost a step fights at −1 like any other: only its morale is exempt', () => {
    const lost = (s: A1805State, id: string): A1805State => ({
      ...s,
      units: s.units.map((u) => (u.id === id ? { ...u, stepsLost: 1 } : u)),
    });
    // the Russian Guard (+3) defends with a step lost: +2
    const guard = fight(
      [at(FR_LINE, 36, 6, 0, 'line'), at(GUARD, 36, 7.5, 180, 'line')],
      [FR_LINE],
      GUARD,
    );
    given(a1805, lost(guard, GUARD))
      .when({ type: 'Assault', defenderId: GUARD }, [3, 3])
      .then((e) =>
        expect(e[0]).toMatchObject({
          type: 'CloseCombat',
          attackerModifier: 2,
          defenderModifier: 2,
        }),
      );
    // Oudinot's grenadiers (elite, +3) attack with a step lost: +2
    const gren = fight(
      [at(GRENADIERS, 36, 6, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, 'line')],
      [GRENADIERS],
      REPNINSKY,
    );
    given(a1805, lost(gren, GRENADIERS))
      .when({ type: 'Assault', defenderId: REPNINSKY }, [3, 3])
      .then((e) =>
        expect(e[0]).toMatchObject({
          type: 'CloseCombat',
          attackerModifier: 2,
          defenderModifier: 1,
        }),
      );
  });

  test('13.13.1 when the attack loses, all the attackers retreat', () => {
    const s0 = fight([...two, at(GUARD, 36, 7.5, 180, 'line')], [SH1, FR_LINE], GUARD);
    // the Guard under Blood Rage: 6 + 3 + 2 = 11 against 1 + 2 + 1 = 4: difference −7, ChM −3 or retreat
    const s = {
      ...s0,
      units: s0.units.map((u) => (u.id === GUARD ? { ...u, bloodRage: true } : u)),
    };
    const w = given(a1805, s).when(
      { type: 'Assault', defenderId: GUARD, leaderId: SH1 },
      [1, 6, 6, 5],
    );
    if (!w.decision.ok) throw new Error(w.decision.violation.message);
    expect(w.events.find((e) => e.type === 'CloseCombat')).toMatchObject({ difference: -7 });
    const retreated = w.events.filter((e) => e.type === 'UnitRetreated').map((e) => e.unitId);
    expect(retreated).toEqual([SH1, FR_LINE]);
    expect(w.after.combats).toEqual([]);
  });

  test('13.11.2 a unit attacked both from the front and the rear that is forced to retreat is eliminated instead (it surrenders)', () => {
    // Repninsky (line, facing south): Vandamme's 1st on its front; St Hilaire's 1st (a column
    // facing west) touching its rear corner from behind — clear of the way back
    const engaged = (attackers: string[]): A1805State => ({
      ...position(
        [
          at(FR_LINE, 36, 7.5, 0, 'line'),
          at(REPNINSKY, 36, 7.5, 180, 'line'),
          ...(attackers.includes(SH1) ? [at(SH1, 36.5, 8.1, 270, 'column')] : []),
        ],
        { phase: 'close-combat' },
      ),
      combats: [{ defender: REPNINSKY, attackers, side: 'french', bonus: 0, ongoing: false }],
    });
    // 6 + 2 (Vandamme's 1st leading) + 1 (support) = 9 against 1 + 1 = 2: difference 7, ChM −3
    // or disorganize and retreat; Repninsky fails (11): it must retreat — it surrenders
    const w = given(a1805, engaged([FR_LINE, SH1])).when(
      { type: 'Assault', defenderId: REPNINSKY, leaderId: FR_LINE },
      [6, 1, 5, 6],
    );
    if (!w.decision.ok) throw new Error(w.decision.violation.message);
    expect(w.events.find((e) => e.type === 'CloseCombat')).toMatchObject({
      attackers: [FR_LINE, SH1],
      direction: 'front',
      difference: 7,
    });
    expect(w.events.filter((e) => e.type === 'UnitRetreated')).toEqual([]);
    expect(w.events.find((e) => e.type === 'UnitEliminated')).toMatchObject({
      unitId: REPNINSKY,
      cause: expect.stringContaining('surrender'),
    });
    expect(w.after.eliminated).toEqual([REPNINSKY]);
    // a catastrophic failure (12.8: routed, it flees) is a forced retreat too
    const rout = given(a1805, engaged([FR_LINE, SH1])).when(
      { type: 'Assault', defenderId: REPNINSKY, leaderId: FR_LINE },
      [6, 1, 6, 6],
    );
    expect(rout.events.filter((e) => e.type === 'UnitRetreated')).toEqual([]);
    expect(rout.after.eliminated).toEqual([REPNINSKY]);
    // attacked from the front alone, the same result is a retreat
    const f = given(a1805, engaged([FR_LINE])).when(
      { type: 'Assault', defenderId: REPNINSKY },
      [6, 1, 5, 6],
    );
    if (!f.decision.ok) throw new Error(f.decision.violation.message);
    expect(f.events.filter((e) => e.type === 'UnitRetreated').map((e) => e.unitId)).toEqual([
      REPNINSKY,
    ]);
    expect(f.after.eliminated).toEqual([]);
  });

  test('13.12.4 an attack led by cavalry that routs its enemy annihilates it', () => {
    const s = fight(
      [at(FR_HEAVY_CAV, 36, 6, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, 'line')],
      [FR_HEAVY_CAV],
      REPNINSKY,
    );
    // 6 + 3 = 9 against 1 + 1 = 2: difference 7, ChM −3; double 6: routed (12.8) — and cut down
    const w = given(a1805, s).when({ type: 'Assault', defenderId: REPNINSKY }, [6, 1, 6, 6]);
    expect(w.after.eliminated).toEqual([REPNINSKY]);
    expect(w.events.find((e) => e.type === 'UnitEliminated')).toMatchObject({
      cause: 'cavalry harassment (13.12.4)',
    });
    // … and the cavalry may move on up to 1 UM (13.12.4, 13.11.4)
    expect(w.events.at(-1)).toMatchObject({
      type: 'ReactionOffered',
      unitId: FR_HEAVY_CAV,
      options: ['advance', 'none'],
    });
  });

  test('13.3 a combat still in contact goes on; the other side attacks in its Close Combat Phase', () => {
    const s = fight(
      [at(FR_LINE, 36, 6, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, 'line')],
      [FR_LINE],
      REPNINSKY,
    );
    const w = given(a1805, s).when({ type: 'Assault', defenderId: REPNINSKY }, [1, 2]); // 1+2 = 3 vs 2+1 = 3: a tie
    expect(w.after.combats).toEqual([
      { defender: FR_LINE, attackers: [REPNINSKY], side: 'allied', bonus: 0, ongoing: true },
    ]);
    // 10.4.3.3: units of a combat going on fire at nothing else
    const musketry = {
      ...w.after,
      phase: 'attacker-musketry' as const,
      attacker: 'allied' as const,
    };
    given(a1805, musketry)
      .when({ type: 'Musketry', unitIds: [REPNINSKY], targetId: FR_LINE }, [1])
      .thenViolates('ENGAGED', '10.4.3.3');
  });

  test("10.4.3.5.2 the defender's fire before the assault stuns an attacking unit: it takes no part; 13.3 an attack left with nobody is cancelled", () => {
    let s = position([at(FR_LINE, 36, 6, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, 'line')]);
    s = given(a1805, s).when(close(FR_LINE, REPNINSKY)).after;
    const dm = { ...s, phase: 'defender-musketry' as const };
    // 6 +1 firepower (5) +1 line vs line = 8: a step and ChM −3; the French fail: stunned and out
    const w = given(a1805, dm).when(
      { type: 'Musketry', unitIds: [REPNINSKY], targetId: FR_LINE },
      [6, 5, 5],
    );
    expect(unit(w.after, FR_LINE)).toMatchObject({ morale: 'stunned', stepsLost: 1 });
    expect(w.after.combats[0]?.attackers).toEqual([]);
    const cc = { ...w.after, phase: 'close-combat' as const };
    given(a1805, cc)
      .when({ type: 'Assault', defenderId: REPNINSKY })
      .then([{ type: 'CombatEnded', reason: 'cancelled (13.3)' }]);
  });
});

describe('13.6–13.7 disengaging', () => {
  const engaged = () => {
    let s = position([at(FR_LINE, 36, 6, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, 'line')]);
    s = given(a1805, s).when(close(FR_LINE, REPNINSKY)).after;
    // a tie: the combat goes on, the Allies attacking next
    s = given(a1805, { ...s, phase: 'close-combat' as const }).when(
      { type: 'Assault', defenderId: REPNINSKY },
      [1, 2],
    ).after;
    return { ...s, phase: 'rally' as const, attacker: 'allied' as const };
  };

  test('13.6 a unit passing its check backs ½ UM from the enemy and leaves the combat; 13.7 no assault this turn', () => {
    const s = engaged();
    expect(
      a1805.legalActions(s, { kind: 'side', side: 'allied' }).map((a) => a.command),
    ).toContainEqual({ type: 'Disengage', unitId: REPNINSKY });
    const w = given(a1805, s).when({ type: 'Disengage', unitId: REPNINSKY }, [3, 3]);
    w.then([
      { type: 'MoraleChecked', cause: 'disengage', result: 'passed' },
      { type: 'Disengaged', unitId: REPNINSKY, y: 8000, facing: 1800 },
    ]);
    expect(w.after.combats).toEqual([]);
    const movement = { ...w.after, phase: 'movement' as const };
    given(a1805, movement).when(close(REPNINSKY, FR_LINE)).thenViolates('DISENGAGED', '13.7');
  });

  test('13.6 failing, it stays engaged (12.11.1: no worse); 12.9.2 under Blood Rage it never disengages', () => {
    const s = engaged();
    const w = given(a1805, s).when({ type: 'Disengage', unitId: REPNINSKY }, [6, 5]);
    w.then([{ type: 'MoraleChecked', result: 'failed' }]);
    expect(w.after.combats).toHaveLength(1);
    const raging = {
      ...s,
      units: s.units.map((u) => (u.id === REPNINSKY ? { ...u, bloodRage: true } : u)),
    };
    given(a1805, raging)
      .when({ type: 'Disengage', unitId: REPNINSKY }, [3, 3])
      .thenViolates('BLOOD_RAGE', '12.9.2');
  });
});

describe('5.4.4, 13.3, 13.6 a square in a combat going on', () => {
  // the roles have passed (13.3): Repninsky, now in square, is the attacker of an ongoing combat
  const ongoing = (): A1805State => ({
    ...position([at(FR_LINE, 36, 7.5, 0, 'line'), at(REPNINSKY, 36, 7.5, 180, 'square')], {
      phase: 'rally',
      attacker: 'allied',
    }),
    combats: [
      { defender: FR_LINE, attackers: [REPNINSKY], side: 'allied', bonus: 0, ongoing: true },
    ],
  });
  const allied = { kind: 'side', side: 'allied' } as const;
  const toCloseCombat = (s: A1805State): A1805State => {
    let t = s;
    while (t.phase !== 'close-combat') t = given(a1805, t).when({ type: 'EndPhase' }).after;
    return t;
  };

  test('5.4.4 a square that failed its check to disengage attacks: the combat is resolved, not cancelled', () => {
    const s = ongoing();
    const failed = given(a1805, s).when({ type: 'Disengage', unitId: REPNINSKY }, [6, 5]);
    failed.then([{ type: 'MoraleChecked', cause: 'disengage', result: 'failed' }]);
    // 13.6: one try a Rally Phase
    given(a1805, failed.after)
      .when({ type: 'Disengage', unitId: REPNINSKY }, [1, 2])
      .thenViolates('ALREADY_TRIED', '13.6');
    const cc = toCloseCombat(failed.after);
    expect(a1805.legalActions(cc, allied).map((a) => a.command)).toEqual([
      { type: 'Assault', defenderId: FR_LINE },
    ]);
    // 1 + 1 (Repninsky) − 1 (square, 5.4.3) against 4 + 2: the square's attack fails, in order
    given(a1805, cc)
      .when({ type: 'Assault', defenderId: FR_LINE }, [1, 4, 3, 3])
      .then((e) =>
        expect(e[0]).toMatchObject({
          type: 'CloseCombat',
          attackers: [REPNINSKY],
          leader: REPNINSKY,
          attackerModifier: 0,
        }),
      );
  });

  test('5.4.4, 13.3 a square obliged to attack must first try to disengage (our reading): the Rally Phase waits for it; passing, it is out of the combat', () => {
    const s = ongoing();
    given(a1805, s).when({ type: 'EndPhase' }).thenViolates('DISENGAGE_PENDING', '5.4.4');
    const offered = a1805.legalActions(s, allied).map((a) => a.command);
    expect(offered).toContainEqual({ type: 'Disengage', unitId: REPNINSKY });
    expect(offered).not.toContainEqual({ type: 'EndPhase' });
    const passed = given(a1805, s).when({ type: 'Disengage', unitId: REPNINSKY }, [3, 3]);
    passed.then([{ type: 'MoraleChecked', result: 'passed' }, { type: 'Disengaged' }]);
    expect(passed.after.combats).toEqual([]);
    expect(given(a1805, passed.after).when({ type: 'EndPhase' }).decision.ok).toBe(true);
  });
});

describe('12.9.4, 21.3 no attack after a change of formation', () => {
  const s = position([at(FR_LINE, 36, 6, 0, 'column'), at(REPNINSKY, 36, 6.5, 180, 'line')]);
  const formAndClose = close(FR_LINE, REPNINSKY, { kind: 'formation', to: 'line' });

  test('21.3 (as the restriction it lifts): a unit that changed formation does not attack that turn', () => {
    given(a1805, s).when(formAndClose).thenViolates('FORMATION_THEN_ATTACK', '21.3');
  });

  test("21.3 with La Grande Armée d'Allemagne, French infantry may", () => {
    given(a1805, { ...s, optionalRules: ['grande-armee'] })
      .when(formAndClose)
      .then([{ type: 'UnitMoved', formation: 'line', attacks: REPNINSKY }]);
  });
});
