import { given } from '@pratzen/engine/testing';
import { isViolation, sideViewer } from '@pratzen/engine';
import type { DgCommand } from '../commands';
import type { CombatResult } from '../data/tables';
import { decide } from '../decide';
import type { DgEvent } from '../events';
import { evolve } from '../evolve';
import { dg2006 } from '../ruleset';
import type { DgState } from '../state';
import { at, dieFor } from '../testing/positions';
import { planAttack } from './attack-validation';
import { fixedObligations } from './obligations';
import { oddsOf } from './odds';
import { previewAttack, type AttackPreview } from './preview';

type Attack = Extract<DgCommand, { type: 'Attack' }>;
const attack = (attackers: string[], defenders: string[], extra: Partial<Attack> = {}): Attack => ({
  type: 'Attack',
  attackers,
  defenders,
  ...extra,
});

/** Decides an attack with the die that gives `result` in its column; returns events and state. */
function fight(
  s: DgState,
  command: Attack,
  result: CombatResult,
): { events: readonly DgEvent[]; after: DgState } {
  const plan = planAttack(s, command);
  if (isViolation(plan)) throw new Error(plan.message);
  const w = given(dg2006, s).when(command, [dieFor(plan.column, result)]);
  if (!w.decision.ok) throw new Error(w.decision.violation.message);
  return { events: w.events, after: w.after };
}

function answer(s: DgState, command: DgCommand): DgState {
  const d = decide(s, command);
  if (!d.ok) throw new Error(`${d.violation.code}: ${d.violation.message}`);
  return d.events.reduce(evolve, s);
}

/** Answers every pending decision: advances are declined, other choices take the first option. */
function settle(s: DgState): DgState {
  let state = s;
  while (state.pending !== null) {
    const p = state.pending;
    const [first] = dg2006.legalActions(state, sideViewer(p.side));
    state = answer(
      state,
      p.type === 'Advance' ? { type: 'DeclineAdvance' } : (first?.command as DgCommand),
    );
  }
  return state;
}

const unitHex = (s: DgState, id: string): string | null | undefined =>
  s.units.find((u) => u.id === id)?.hex;
const location = (s: DgState, id: string) => s.units.find((u) => u.id === id)?.location;
const preview = (s: DgState, c: Attack): AttackPreview => {
  const p = previewAttack(s, c);
  if (isViolation(p)) throw new Error(p.message);
  return p;
};

describe('8.0 combat', () => {
  test('8.0 example: eight against three is two to one', () => {
    expect(oddsOf(8, 3)).toEqual({ odds: '2-1', column: '2-1' });
    const s = at(1, 'combat', 'french', {
      'fr-schiner': '1905',
      'fr-tirailleurs': '1906',
      'al-art-1': '2005',
    });
    expect(preview(s, attack(['fr-schiner', 'fr-tirailleurs'], ['al-art-1']))).toMatchObject({
      attackStrength: 8,
      defenceStrength: 3,
      odds: '2-1',
      column: '2-1',
    });
  });

  test('9.0: odds are rounded for the defender and clamped to 1-6 … 6-1', () => {
    expect(oddsOf(5, 3).column).toBe('1-1');
    expect(oddsOf(3, 5).column).toBe('1-2');
    expect(oddsOf(11, 4).column).toBe('2-1');
    expect(oddsOf(40, 3)).toEqual({ odds: '13-1', column: '6-1' });
    expect(oddsOf(1, 13)).toEqual({ odds: '1-13', column: '1-6' });
    expect(oddsOf(3, 7.5).column).toBe('1-3');
  });

  test('8.0 A: attackers must be adjacent to the defender', () => {
    const s = at(1, 'combat', 'french', { 'fr-morand': '1805', 'al-dokhturov-1': '2005' });
    given(dg2006, s)
      .when(attack(['fr-morand'], ['al-dokhturov-1']), [1])
      .thenViolates('NOT_ADJACENT', '8.0 A');
  });

  test('8.0 C: every unit in an enemy ZOC at the start of the Combat Phase must take part in an attack', () => {
    const s = at(1, 'combat', 'french', { 'fr-morand': '1905', 'al-dokhturov-1': '2005' });
    expect(s.marks.obligedAttackers).toEqual(['fr-morand']);
    given(dg2006, s).when({ type: 'EndPhase' }).thenViolates('ATTACK_OBLIGATION', '8.0 C');
    expect(dg2006.legalActions(s, sideViewer('french'), { type: 'EndPhase' })).toEqual([]);
  });

  test('8.0 B: every enemy unit with a friendly unit in its ZOC must be attacked', () => {
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'al-dokhturov-1': '2005',
      'al-kienmayer-inf': '1904',
    });
    expect(s.marks.obligedDefenders).toEqual(['al-dokhturov-1', 'al-kienmayer-inf']);
    const two = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'fr-art-iv': '1802',
      'al-dokhturov-1': '2005',
      'al-kienmayer-inf': '1904',
    });
    const r = settle(fight(two, attack(['fr-morand'], ['al-dokhturov-1']), 'Dr').after);
    // Morand has attacked; the artillery two hexes away could still bombard 1904, so it is owed
    given(dg2006, r).when({ type: 'EndPhase' }).thenViolates('DEFENDER_NOT_ATTACKED', '8.0 B');
  });

  test('8.0 D / H: a unit attacks once and is attacked once per phase; its strength is not split', () => {
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'fr-rivaud': '1906',
      'al-dokhturov-1': '2005',
      'al-kienmayer-inf': '2006',
    });
    let { after } = fight(s, attack(['fr-morand'], ['al-dokhturov-1']), 'Ar');
    while (after.pending !== null) {
      const [first] = dg2006.legalActions(after, sideViewer(after.pending.side));
      if (first === undefined) throw new Error('no answer');
      after = answer(after, first.command);
    }
    given(dg2006, after)
      .when(attack(['fr-morand'], ['al-kienmayer-inf']), [1])
      .thenViolates('ALREADY_ATTACKED', '8.0 D');
    expect(unitHex(after, 'fr-morand')).not.toBeNull();
    given(dg2006, after)
      .when(attack(['fr-rivaud'], ['al-dokhturov-1']), [1])
      .thenViolates('ALREADY_DEFENDED', '8.0 D');
  });

  test('8.0 E: several attackers total their strengths against one hex', () => {
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'fr-rivaud': '1906',
      'fr-drouet': '2004',
      'al-dokhturov-1': '2005',
    });
    expect(
      preview(s, attack(['fr-morand', 'fr-rivaud', 'fr-drouet'], ['al-dokhturov-1'])),
    ).toMatchObject({
      attackStrength: 24,
      defenceStrength: 8,
      column: '3-1',
    });
  });

  test('8.0 F: one unit may attack two adjacent defending hexes, their strengths totalled', () => {
    const s = at(1, 'combat', 'french', {
      'fr-drouet': '1905',
      'al-dokhturov-1': '2005',
      'al-kienmayer-inf': '1904',
    });
    expect(preview(s, attack(['fr-drouet'], ['al-dokhturov-1', 'al-kienmayer-inf']))).toMatchObject(
      {
        attackStrength: 9,
        defenceStrength: 12,
        column: '1-2',
      },
    );
    const far = at(1, 'combat', 'french', {
      'fr-drouet': '1905',
      'fr-morand': '1906',
      'al-dokhturov-1': '2005',
      'al-kienmayer-inf': '1904',
    });
    given(dg2006, far)
      .when(attack(['fr-drouet', 'fr-morand'], ['al-dokhturov-1', 'al-kienmayer-inf']), [1])
      .thenViolates('NOT_ADJACENT', '8.0 F');
  });

  test('8.0 G: diversionary attacks at poor odds are allowed', () => {
    const s = at(3, 'combat', 'french', { 'fr-tirailleurs': '1905', 'al-guard-inf': '2005' });
    expect(preview(s, attack(['fr-tirailleurs'], ['al-guard-inf'])).column).toBe('1-5');
    fight(s, attack(['fr-tirailleurs'], ['al-guard-inf']), 'Ae');
  });

  test('8.0 J: terrain multiplies the defender: a town triples it, a knoll doubles it (reconstructed TEC)', () => {
    const town = at(1, 'combat', 'french', { 'fr-morand': '1208', 'al-art-1': '1309' });
    expect(preview(town, attack(['fr-morand'], ['al-art-1'])).defenceStrength).toBe(9);
    const knoll = at(1, 'combat', 'french', { 'fr-morand': '1406', 'al-art-1': '1507' });
    expect(preview(knoll, attack(['fr-morand'], ['al-art-1'])).defenceStrength).toBe(6);
  });

  test('6.0 I / 8.0: units in towns, the castle and the abbey are not obliged to attack; units adjacent to them are', () => {
    const s = at(1, 'combat', 'french', { 'fr-morand': '1309', 'al-dokhturov-1': '1310' });
    expect(s.marks.obligedAttackers).toEqual([]);
    given(dg2006, s)
      .when({ type: 'EndPhase' })
      .then((e) => expect(e[0]?.type).toBe('PhaseEnded'));
    const allied = at(1, 'combat', 'allied', { 'fr-morand': '1309', 'al-dokhturov-1': '1310' });
    expect(allied.marks).toMatchObject({
      obligedAttackers: ['al-dokhturov-1'],
      obligedDefenders: ['fr-morand'],
    });
    const castle = at(1, 'combat', 'french', {
      'fr-tirailleurs': '0812',
      'al-dokhturov-1': '0813',
    });
    expect(castle.marks.obligedAttackers).toEqual([]);
  });

  test('8.0 K: a unit that opts to attack must see every enemy unit in its ZOC attacked', () => {
    const two = at(1, 'combat', 'french', {
      'fr-drouet': '1309',
      'fr-art-iv': '1208',
      'al-dokhturov-1': '1310',
      'al-kienmayer-inf': '1409',
    });
    expect(two.marks.obligedAttackers).toEqual([]);
    const { after } = fight(two, attack(['fr-drouet'], ['al-dokhturov-1']), 'Ae');
    expect(after.marks.obligedDefenders).toContain('al-kienmayer-inf');
    // Drouet is gone, but the artillery can still bombard 1409: it is owed
    given(dg2006, settle(after))
      .when({ type: 'EndPhase' })
      .thenViolates('DEFENDER_NOT_ATTACKED', '8.0 B');
  });

  test('errata (1973): units stacked in a hex are always attacked together', () => {
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'al-kienmayer-inf': '2005',
      'al-art-1': '2005',
    });
    given(dg2006, s)
      .when(attack(['fr-morand'], ['al-kienmayer-inf']), [1])
      .thenViolates('STACK_NOT_ATTACKED_TOGETHER');
    expect(
      preview(s, attack(['fr-morand'], ['al-kienmayer-inf', 'al-art-1'])).defenceStrength,
    ).toBe(7);
  });

  test('errata (1973) / 8.0 K: demoralized units need not be attacked, but must attack', () => {
    const pos = { 'fr-morand': '1905', 'al-dokhturov-1': '2005' };
    const enemyLow = at(1, 'combat', 'french', pos, {
      demoralized: 'allied',
      lost: { allied: 70 },
    });
    expect(fixedObligations(enemyLow)).toEqual({ attackers: [], defenders: [] });
    const selfLow = at(1, 'combat', 'french', pos, { demoralized: 'french', lost: { french: 70 } });
    expect(fixedObligations(selfLow)).toEqual({
      attackers: ['fr-morand'],
      defenders: ['al-dokhturov-1'],
    });
  });
});

describe('9.0 combat resolution', () => {
  const base = () =>
    at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'fr-rivaud': '1906',
      'al-dokhturov-1': '2005',
      'al-kienmayer-inf': '2205',
    });

  test('9.0 De: the defenders are eliminated', () => {
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'fr-rivaud': '1906',
      'al-art-1': '2005',
    });
    const { events, after } = fight(s, attack(['fr-morand', 'fr-rivaud'], ['al-art-1']), 'De');
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'UnitEliminated', unitId: 'al-art-1', cause: 'De' }),
      ]),
    );
    expect(after.lost.allied).toBe(3);
  });

  test('9.0 Ae: the attackers are eliminated', () => {
    const both = attack(['fr-morand', 'fr-rivaud'], ['al-dokhturov-1']);
    const { after } = fight(base(), both, 'Ae');
    expect(location(after, 'fr-morand')).toBe('eliminated');
    expect(location(after, 'fr-rivaud')).toBe('eliminated');
    expect(after.lost.french).toBe(15);
  });

  test('9.0 Dr / 9.31: the defender retreats one hex; the victor chooses among the open hexes', () => {
    const { after } = fight(base(), attack(['fr-morand', 'fr-rivaud'], ['al-dokhturov-1']), 'Dr');
    expect(after.pending).toMatchObject({
      type: 'RetreatUnit',
      side: 'french',
      unitId: 'al-dokhturov-1',
    });
    const hexes =
      after.pending?.type === 'RetreatUnit' ? after.pending.hexes.map((h) => h.hex).sort() : [];
    // not 1905/1906 (French), not 2004/2006 (in the French ZOC)
    expect(hexes).toEqual(['2105', '2106']);
    expect(
      dg2006.actingSide(after, { type: 'RetreatUnit', unitId: 'al-dokhturov-1', hex: '2106' }),
    ).toBe('french');
    given(dg2006, after)
      .when({ type: 'RetreatUnit', unitId: 'al-dokhturov-1', hex: '2006' })
      .thenViolates('BAD_RETREAT_HEX', '9.31');
    const moved = answer(after, { type: 'RetreatUnit', unitId: 'al-dokhturov-1', hex: '2106' });
    expect(unitHex(moved, 'al-dokhturov-1')).toBe('2106');
    expect(moved.pending?.type).toBe('Advance');
  });

  test('9.0 Ar: the attackers retreat one hex, chosen by the defender', () => {
    const { after } = fight(base(), attack(['fr-morand', 'fr-rivaud'], ['al-dokhturov-1']), 'Ar');
    expect(after.pending).toMatchObject({ type: 'RetreatUnit', side: 'allied' });
  });

  test('9.0 Ex: the defender is eliminated and the attacker loses at least its printed strength, from that attack only', () => {
    const s = at(1, 'combat', 'french', {
      'fr-schiner': '1905',
      'fr-ferey': '1906',
      'fr-morand': '2004',
      'fr-drouet': '1904',
      'al-kienmayer-inf': '2005',
      'al-dokhturov-2': '2003',
    });
    const { after } = fight(
      s,
      attack(['fr-schiner', 'fr-ferey', 'fr-morand'], ['al-kienmayer-inf']),
      'Ex',
    );
    expect(after.pending).toMatchObject({ type: 'ResolveExchange', side: 'french', required: 4 });
    const options = dg2006.legalActions(after, sideViewer('french')).map((a) => a.command);
    expect(options).toEqual(
      expect.arrayContaining([
        { type: 'ResolveExchange', eliminate: ['fr-morand'] },
        { type: 'ResolveExchange', eliminate: ['fr-schiner'] },
        { type: 'ResolveExchange', retreatInstead: true },
      ]),
    );
    given(dg2006, after)
      .when({ type: 'ResolveExchange', eliminate: ['fr-drouet'] })
      .thenViolates('BAD_EXCHANGE', '9.0');
    given(dg2006, after)
      .when({ type: 'ResolveExchange', eliminate: ['fr-schiner', 'fr-ferey'] })
      .thenViolates('BAD_EXCHANGE', '9.0');
    const done = answer(after, { type: 'ResolveExchange', eliminate: ['fr-schiner'] });
    expect(location(done, 'al-kienmayer-inf')).toBe('eliminated');
    expect(location(done, 'fr-schiner')).toBe('eliminated');
    expect(done.lost).toEqual({ allied: 4, french: 5 });
    expect(done.pending?.type).toBe('Advance');
  });

  test('9.0 Ex: Ar may replace Ex at the attacker\u2019s choice', () => {
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'fr-rivaud': '1906',
      'fr-drouet': '2004',
      'al-dokhturov-1': '2005',
    });
    const { after } = fight(
      s,
      attack(['fr-morand', 'fr-rivaud', 'fr-drouet'], ['al-dokhturov-1']),
      'Ex',
    );
    const r = given(dg2006, after).when({ type: 'ResolveExchange', retreatInstead: true });
    r.then((e) => expect(e[0]).toMatchObject({ type: 'ExchangeSubstituted' }));
    expect(location(r.after, 'al-dokhturov-1')).toBe('map');
    expect(r.after.combat?.result).toBe('Ar');
  });

  test('9.31: a unit with no open hex (enemy units, enemy ZOC, lake, map edge) is eliminated instead', () => {
    // 2410 on the east edge: 2409/2411 in the French ZOC, 2310/2311 French
    const s = at(1, 'combat', 'french', {
      'fr-morand': '2310',
      'fr-rivaud': '2311',
      'fr-drouet': '2408',
      'fr-vare': '2412',
      'al-kienmayer-inf': '2410',
    });
    const { events } = fight(s, attack(['fr-morand', 'fr-rivaud'], ['al-kienmayer-inf']), 'Dr');
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'UnitEliminated',
          unitId: 'al-kienmayer-inf',
          cause: 'no-retreat',
        }),
      ]),
    );
  });

  test('9.32: when the only open hex is full, the friendly unit there is displaced (and displaced artillery may not fire)', () => {
    // al-kienmayer-inf (4) at 2005 can only go to 2105, which holds al-art-3 (3) + al-bagration-2 (6) = 9
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'fr-rivaud': '1906',
      'al-kienmayer-inf': '2005',
      'al-bagration-2': '2105',
      'al-art-1': '2105',
    });
    const { after, events } = fight(
      s,
      attack(['fr-morand', 'fr-rivaud'], ['al-kienmayer-inf']),
      'Dr',
    );
    const retreat = events.find(
      (e) => e.type === 'UnitRetreated' && e.unitId === 'al-kienmayer-inf',
    ) as Extract<DgEvent, { type: 'UnitRetreated' }> | undefined;
    let state = after;
    if (retreat === undefined) {
      expect(after.pending).toMatchObject({ type: 'RetreatUnit', unitId: 'al-kienmayer-inf' });
      state = answer(after, { type: 'RetreatUnit', unitId: 'al-kienmayer-inf', hex: '2106' });
    } else {
      expect(retreat).toMatchObject({ to: '2106' });
    }
    expect(unitHex(state, 'al-kienmayer-inf')).toBe('2106');
    const t = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'fr-rivaud': '1906',
      'fr-thiebault': '2206',
      'al-kienmayer-inf': '2005',
      'al-bagration-2': '2105',
      'al-art-1': '2105',
    });
    const d = fight(t, attack(['fr-morand', 'fr-rivaud'], ['al-kienmayer-inf']), 'Dr');
    // 4 + 9 > 10: one unit must make room, either of the two (the victor names it)
    expect(d.after.pending).toMatchObject({ type: 'RetreatUnit', unitId: 'al-kienmayer-inf' });
    const hexes = d.after.pending?.type === 'RetreatUnit' ? d.after.pending.hexes : [];
    expect(hexes).toEqual(
      expect.arrayContaining([
        { hex: '2105', displaces: ['al-art-1'] },
        { hex: '2105', displaces: ['al-bagration-2'] },
      ]),
    );
    given(dg2006, d.after)
      .when({ type: 'RetreatUnit', unitId: 'al-kienmayer-inf', hex: '2105' })
      .thenViolates('DISPLACEMENT_CHOICE_REQUIRED', '9.32');
    let state2 = answer(d.after, {
      type: 'RetreatUnit',
      unitId: 'al-kienmayer-inf',
      hex: '2105',
      displaces: ['al-art-1'],
    });
    while (state2.pending?.type === 'RetreatUnit') {
      const [first] = dg2006.legalActions(state2, sideViewer(state2.pending.side));
      if (first === undefined) break;
      state2 = answer(state2, first.command);
    }
    expect(unitHex(state2, 'al-bagration-2')).toBe('2105');
    expect(unitHex(state2, 'al-kienmayer-inf')).toBe('2105');
    expect(state2.marks.silenced).toContain('al-art-1');
  });

  test('9.33: one victorious unit may advance into the vacated hex, then takes no further part', () => {
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'fr-rivaud': '1906',
      'al-art-1': '2005',
      'al-kienmayer-inf': '2106',
    });
    const { after } = fight(s, attack(['fr-morand', 'fr-rivaud'], ['al-art-1']), 'De');
    expect(after.pending).toMatchObject({ type: 'Advance', side: 'french' });
    given(dg2006, after)
      .when({ type: 'Advance', unitId: 'fr-morand', hex: '2004' })
      .thenViolates('BAD_ADVANCE', '9.33');
    const adv = answer(after, { type: 'Advance', unitId: 'fr-morand', hex: '2005' });
    expect(unitHex(adv, 'fr-morand')).toBe('2005');
    expect(adv.pending).toBeNull();
    expect(adv.combat).toBeNull();
    expect(adv.marks.advanced).toEqual(['fr-morand']);
    given(dg2006, adv)
      .when(attack(['fr-morand'], ['al-kienmayer-inf']), [1])
      .thenViolates('ALREADY_ATTACKED');
    const declined = answer(after, { type: 'DeclineAdvance' });
    expect(unitHex(declined, 'fr-morand')).toBe('1905');
  });
});

describe('10.0 artillery', () => {
  test('10.0 A / F: artillery bombards from two hexes, over units, knolls and towns, and is never obliged to', () => {
    // fr-art-iv at 1806, target at 2006 two hexes away, fr-morand and an Allied unit between
    const s = at(1, 'combat', 'french', {
      'fr-art-iv': '1806',
      'al-dokhturov-1': '2006',
      'al-art-1': '1906',
    });
    expect(planAttack(s, attack(['fr-art-iv'], ['al-dokhturov-1']))).toMatchObject({
      bombarding: ['fr-art-iv'],
    });
    const far = at(1, 'combat', 'french', { 'fr-art-iv': '1806', 'al-dokhturov-1': '2006' });
    expect(far.marks.obligedAttackers).toEqual([]);
    // over the Pratzeberg knoll (1411) and the town of Pratze (1309)
    const knoll = at(1, 'combat', 'french', { 'fr-art-iv': '1310', 'al-dokhturov-1': '1511' });
    expect(isViolation(planAttack(knoll, attack(['fr-art-iv'], ['al-dokhturov-1'])))).toBe(false);
    const town = at(1, 'combat', 'french', { 'fr-art-iv': '1208', 'al-dokhturov-1': '1409' });
    expect(isViolation(planAttack(town, attack(['fr-art-iv'], ['al-dokhturov-1'])))).toBe(false);
  });

  test('10.0 A: artillery adjacent to an enemy must take part in an attack, but may bombard another unit', () => {
    const s = at(1, 'combat', 'french', {
      'fr-art-iv': '1905',
      'fr-morand': '1904',
      'al-dokhturov-1': '2005',
      'al-kienmayer-inf': '2104',
    });
    expect(s.marks.obligedAttackers).toContain('fr-art-iv');
    const bombard = planAttack(s, attack(['fr-art-iv'], ['al-kienmayer-inf']));
    expect(bombard).toMatchObject({ bombarding: ['fr-art-iv'] });
  });

  test('10.0 B: artillery combines with infantry, from adjacent hexes and from two hexes', () => {
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'fr-art-iv': '1906',
      'fr-guard-art': '1805',
      'al-dokhturov-1': '2005',
    });
    expect(
      planAttack(s, attack(['fr-morand', 'fr-art-iv', 'fr-guard-art'], ['al-dokhturov-1'])),
    ).toMatchObject({
      attackStrength: 13,
      bombarding: ['fr-guard-art'],
    });
  });

  test('10.0 C: bombarding artillery is never harmed by its own attack', () => {
    const s = at(1, 'combat', 'french', { 'fr-art-iv': '1805', 'al-dokhturov-1': '2005' });
    const ae = fight(s, attack(['fr-art-iv'], ['al-dokhturov-1']), 'Ae');
    expect(location(ae.after, 'fr-art-iv')).toBe('map');
    const s2 = at(1, 'combat', 'french', {
      'fr-art-iv': '1805',
      'fr-morand': '1905',
      'al-dokhturov-1': '2005',
    });
    const mixed = fight(s2, attack(['fr-art-iv', 'fr-morand'], ['al-dokhturov-1']), 'Ae');
    expect(location(mixed.after, 'fr-morand')).toBe('eliminated');
    expect(location(mixed.after, 'fr-art-iv')).toBe('map');
    // the election on Ar: election.spec.ts
    // Ex by bombardment alone: the defender is eliminated and the artillery is unaffected
    const big = at(1, 'combat', 'french', {
      'fr-art-iv': '1805',
      'fr-guard-art': '1806',
      'al-art-1': '2005',
    });
    const ex = fight(big, attack(['fr-art-iv', 'fr-guard-art'], ['al-art-1']), 'Ex');
    expect(location(ex.after, 'al-art-1')).toBe('eliminated');
    expect(ex.after.lost.french).toBe(0);
  });

  test('10.0 D: bombarding artillery attacks a single hex', () => {
    const s = at(1, 'combat', 'french', {
      'fr-art-iv': '1805',
      'fr-morand': '1905',
      'al-dokhturov-1': '2005',
      'al-kienmayer-inf': '1904',
    });
    given(dg2006, s)
      .when(attack(['fr-art-iv'], ['al-dokhturov-1', 'al-kienmayer-inf']), [1])
      .thenViolates('BOMBARD_SINGLE_HEX', '10.0 D');
  });

  test('10.0 E: artillery has no two-hex range in defence', () => {
    const s = at(1, 'combat', 'french', {
      'fr-morand': '1905',
      'al-dokhturov-1': '2005',
      'al-art-1': '2106',
    });
    expect(planAttack(s, attack(['fr-morand'], ['al-dokhturov-1']))).toMatchObject({
      defenceStrength: 8,
    });
  });

  test('10.0 G: artillery that bombarded may not advance', () => {
    const s = at(1, 'combat', 'french', {
      'fr-art-iv': '1805',
      'fr-guard-art': '1806',
      'fr-art-v': '2003',
      'al-art-1': '2005',
    });
    const { after } = fight(
      s,
      attack(['fr-art-iv', 'fr-guard-art', 'fr-art-v'], ['al-art-1']),
      'De',
    );
    expect(location(after, 'al-art-1')).toBe('eliminated');
    expect(after.pending).toBeNull();
  });

  test('10.0 H: artillery fires through lake hexsides; other units may not attack through them', () => {
    const s = at(1, 'combat', 'allied', {
      'al-art-1': '1008',
      'al-dokhturov-1': '1009',
      'fr-morand': '0909',
    });
    given(dg2006, s)
      .when(attack(['al-dokhturov-1'], ['fr-morand']), [1])
      .thenViolates('LAKE_HEXSIDE', '10.0 H');
    expect(isViolation(planAttack(s, attack(['al-art-1'], ['fr-morand'])))).toBe(false);
  });
});

describe('11.0 demoralization', () => {
  test('11.0: a side is demoralized the instant its losses reach 70; only one side ever is', () => {
    const s = at(
      1,
      'combat',
      'french',
      { 'fr-morand': '1905', 'fr-rivaud': '1906', 'al-art-1': '2005' },
      { lost: { allied: 67, french: 69 } },
    );
    const { events, after } = fight(s, attack(['fr-morand', 'fr-rivaud'], ['al-art-1']), 'De');
    expect(events).toEqual(
      expect.arrayContaining([{ type: 'ArmyDemoralized', side: 'allied', rule: '11.0' }]),
    );
    expect(after.demoralized).toBe('allied');
    const t = at(
      1,
      'combat',
      'french',
      { 'fr-morand': '1905', 'al-dokhturov-1': '2005' },
      { lost: { allied: 75, french: 65 }, demoralized: 'allied' },
    );
    const ae = fight(t, attack(['fr-morand'], ['al-dokhturov-1']), 'Ae');
    expect(ae.after.lost.french).toBe(72);
    expect(ae.after.demoralized).toBe('allied');
  });

  test('11.0: demoralized units fight at half strength, fractions kept', () => {
    const pos = { 'fr-morand': '1905', 'al-dokhturov-1': '2005' };
    const d = at(1, 'combat', 'french', pos, { demoralized: 'french', lost: { french: 70 } });
    expect(planAttack(d, attack(['fr-morand'], ['al-dokhturov-1']))).toMatchObject({
      attackStrength: 3.5,
      defenceStrength: 8,
      column: '1-3',
    });
    const a = at(1, 'combat', 'french', pos, { demoralized: 'allied', lost: { allied: 70 } });
    expect(planAttack(a, attack(['fr-morand'], ['al-dokhturov-1']))).toMatchObject({
      defenceStrength: 4,
      column: '1-1',
    });
  });

  test('11.0: full strength counts in an exchange; when both sides reach 70 on the same Ex the defender is demoralized', () => {
    const s = at(
      1,
      'combat',
      'french',
      { 'fr-morand': '1905', 'fr-rivaud': '1906', 'al-kienmayer-inf': '2005' },
      { lost: { allied: 66, french: 63 }, demoralized: null },
    );
    const { after } = fight(s, attack(['fr-morand', 'fr-rivaud'], ['al-kienmayer-inf']), 'Ex');
    const done = answer(after, { type: 'ResolveExchange', eliminate: ['fr-morand'] });
    expect(done.lost).toEqual({ allied: 70, french: 70 });
    expect(done.demoralized).toBe('allied');
  });
});
