import {
  type Measurement,
  type RuleViolation,
  replay,
  scriptedDice,
  setupStateOrThrow,
} from '@pratzen/engine';
import type { A1805Command, MoveStep } from './commands';
import type { A1805Event } from './events';
import { a1805 } from './ruleset';
import { measure } from './sight/measure';
import type { A1805State, UnitState } from './state';

/**
 * The rulebook's example of play ("Example / Game Turn": the French assault near the Pratzen
 * heights), played as one game from the `pratzen-example` scenario: every command a player
 * sends, with the dice the example rolls, and what the example says happens checked after each
 * step. The example gives no coordinates (its pictures are not in the text): the scenario's
 * positions and the moves below are ours, chosen so that each of its situations arises.
 *
 * Where our rules and the example part company, the step says so:
 * - 16.3 moves the fog markers a game turn at a time; the example moves them a player-turn at a
 *   time (1 UM, then 2 UM, then clear). The scenario starts at Partially Foggy 2, so that each of
 *   its player-turns sees what the example says (the first, at 2 UM instead of 1, sees no enemy).
 * - 10.6 (+1 for French infantry fire) is left out of the example's French rolls: our totals
 *   are 1 higher, the results it prints the same.
 * - The example's chart modifiers (+9 in the last combat) and ours (+8) differ; the example's
 *   rolls are replaced there by ones giving the same difference, and said so.
 * - 6.12: "Squares when changing to another type of formation can't move in the turn that they
 *   do" — the example has Vandamme's 3rd brigade leave its square and march 1 UM. We follow the
 *   rule: the brigade forms column in place, cannot reach the routed cuirassiers, and they
 *   survive here (the example removes them).
 */

const V2 = 'fr-iv-vandamme-2';
const V3 = 'fr-iv-vandamme-3'; // the example's "1st brigade" of the first morale checks
const SOULT = 'fr-soult';
const MARGARON = 'fr-iv-margaron'; // the French light cavalry
const HORSE_ART = 'fr-iv-art-3';
const FOOT_ART = 'fr-iv-art-1';
const SH1 = 'fr-iv-st-hilaire-1';
const SH2 = 'fr-iv-st-hilaire-2';
const RUSSIAN_GUN = 'al-col-iv-art-1';
const AUSTRIAN_GUN = 'al-col-iv-art-4';
const CARAMELLI = 'al-col-v-caramelli';
const UVAROV = 'al-col-v-uvarov';
const REPNINSKY = 'al-col-iv-repninsky';
const ROTERMUND = 'al-col-iv-rotermund';

const F = (distance: number): MoveStep => ({ kind: 'forward', distance });
const T = (angle: number): MoveStep => ({ kind: 'turn', angle });
const formation = (to: string): MoveStep => ({ kind: 'formation', to });
const close = (unitId: string): MoveStep => ({ kind: 'close', unitId });
const fire = (
  gun: string,
  targetId: string,
  ammunition: 'round-shot' | 'canister',
): A1805Command => ({ type: 'FireArtillery', unitIds: [gun], targetId, ammunition });
const move = (unitId: string, ...steps: MoveStep[]): A1805Command => ({
  type: 'MoveUnit',
  unitId,
  steps,
});
const END: A1805Command = { type: 'EndPhase' };

/** One game: commands decided with the example's dice (every die given must be rolled). */
class Game {
  readonly initial = setupStateOrThrow(a1805.initialState({ scenarioId: 'pratzen-example' }));
  state: A1805State = this.initial;
  readonly log: A1805Event[] = [];

  play(command: A1805Command, dice: readonly number[] = []): A1805Event[] {
    const d = scriptedDice(dice);
    const decision = a1805.decide(this.state, command, d);
    if (!decision.ok) {
      const v = decision.violation;
      throw new Error(`${JSON.stringify(command)} refused: ${v.code} (${v.rule}) ${v.message}`);
    }
    expect(d.used).toBe(dice.length);
    this.log.push(...decision.events);
    this.state = replay(a1805, this.state, decision.events);
    return [...decision.events];
  }

  end(phases = 1): void {
    for (let i = 0; i < phases; i++) this.play(END);
  }

  refused(command: A1805Command, dice: readonly number[] = [6, 6, 6, 6]): RuleViolation {
    const decision = a1805.decide(this.state, command, scriptedDice(dice));
    if (decision.ok) throw new Error(`${JSON.stringify(command)} was accepted`);
    return decision.violation;
  }

  unit(id: string): UnitState | undefined {
    return this.state.units.find((u) => u.id === id);
  }

  at(turn: number, attacker: string, phase: string): void {
    expect([this.state.turn, this.state.attacker, this.state.phase]).toEqual([
      turn,
      attacker,
      phase,
    ]);
  }
}

const ofType = <T extends A1805Event['type']>(events: readonly A1805Event[], type: T) =>
  events.filter((e): e is Extract<A1805Event, { type: T }> => e.type === type);

describe('the example of play, replayed as one game (pratzen-example)', () => {
  const game = new Game();

  test('French player-turn (fog lifting): the Allied guns see nothing; the French march forward, infantry in column, artillery limbered, cavalry in line', () => {
    game.at(4, 'french', 'rally');
    expect(game.state.weather).toBe('partial-2');
    expect(game.unit(V2)?.attachedTo).toBeNull();
    expect(game.unit(SOULT)?.attachedTo).toBe(V2); // "Vandamme's 2nd brigade, attached to Soult"
    game.end(); // Rally
    // "both sides are out of LDV. Thus the Allied artillery cannot fire"
    expect(game.refused(fire(RUSSIAN_GUN, MARGARON, 'round-shot'))).toMatchObject({
      code: 'NO_LINE_OF_SIGHT',
      rule: '16.3',
    });
    game.end(2); // Artillery Defensive Fire, Preparation Fire (the French guns are limbered)
    game.at(4, 'french', 'movement');
    game.play(move(MARGARON, F(2.8)));
    game.play(move(V2, F(2)));
    game.play(move(HORSE_ART, F(2.8)));
    game.play(move(V3, F(2)));
    game.play(move(FOOT_ART, F(2)));
    game.play(move(SH1, F(1.5), T(-45), F(0.5)));
    game.play(move(SH2, F(2)));
    expect(game.unit(MARGARON)).toMatchObject({ formation: 'line', x: 21300 });
    expect(game.unit(V2)).toMatchObject({ formation: 'column' });
    expect(game.unit(HORSE_ART)).toMatchObject({ formation: 'limbered' });
    // "there is no musketry fire (since no unit is in range), there is no combat"
    game.end(4);
    game.at(4, 'allied', 'rally');
    expect(game.log.filter((e) => e.type !== 'PhaseEnded' && e.type !== 'UnitMoved')).toEqual([]);
  });

  test('Allied player-turn: the Russian canister routs the French cavalry onto Vandamme; Soult steadies both brigades; the Allied cavalry comes from the north', () => {
    game.end(); // Rally
    // "the French artillery is limbered and cannot fire in the Artillery Defensive Fire Phase"
    expect(game.refused(fire(FOOT_ART, RUSSIAN_GUN, 'round-shot'))).toMatchObject({
      code: 'LIMBERED',
      rule: '6.13',
    });
    game.end();
    game.at(4, 'allied', 'artillery-preparation-fire');
    // "The Austrian artillery cannot fire, as it is further than 2 UMs from the French cavalry"
    const austrian = measure(game.state, { from: AUSTRIAN_GUN, to: MARGARON });
    expect(austrian).toMatchObject({ ranges: ['charge'] });
    expect(Number((austrian as Measurement).gap)).toBeGreaterThan(2);
    expect(game.refused(fire(AUSTRIAN_GUN, MARGARON, 'canister')).code).toBe('OUT_OF_TEMPLATE');
    // "1d6 +1 (firepower 7) +1 (canister) ... 5+2=7 ... ChM −3 or disorganize and retreat";
    // the cavalry's 7 needs 4 in the example; here Soult, riding with the brigade behind it, is
    // within 1 UM and adds 1 (12.6.1): it needs 5. "He rolls 6, fails"
    const events = game.play(fire(RUSSIAN_GUN, MARGARON, 'canister'), [5, 3, 3, 3, 4, 3, 4]);
    expect(ofType(events, 'FireResolved')[0]).toMatchObject({
      unitId: MARGARON,
      roll: 5,
      modifier: 2,
      total: 7,
      result: 'check-or-retreat',
      checkModifier: -3,
    });
    expect(ofType(events, 'MoraleChecked')[0]).toMatchObject({
      unitId: MARGARON,
      dice: [3, 3],
      result: 'failed',
    });
    // "it steps over Vandamme's 2nd brigade ... The 2nd brigade disorganizes, the cavalry
    // worsens its morale by one level upon stepping over its friends and routs"
    expect(ofType(events, 'UnitRetreated')[0]).toMatchObject({ unitId: MARGARON, distance: 0.9 });
    expect(ofType(events, 'MoraleChanged').map((e) => [e.unitId, e.to])).toEqual([
      [MARGARON, 'disorganized'],
      [V2, 'disorganized'],
      [MARGARON, 'routed'],
    ]);
    // "forcing a ChM to both Vandamme's brigades. The artillery units are exempted ... and so are
    // St. Hilaire's brigades, since they are further than 1 UM. The 2nd brigade benefits from
    // Soult's morale ... The 1st brigade adds 1 ... Both brigades pass their ChM"
    expect(
      ofType(events, 'MoraleChecked')
        .slice(1)
        .map((e) => [e.unitId, e.cause, e.needed, e.result]),
    ).toEqual([
      [V2, 'nearby', 9, 'passed'],
      [V3, 'nearby', 8, 'passed'],
    ]);
    // 12.7.2.1: the brigade that passed in good order may retreat; it holds, as in the example
    expect(game.state.reaction).toMatchObject({ unitId: V3, options: ['retreat', 'none'] });
    game.play({ type: 'React', unitId: V3, reaction: 'none' });
    game.end();
    // "two cavalry units, Caramelli Cuirassiers and Uvarov Dragoons enter from the north"
    game.play(move(CARAMELLI, F(3)));
    game.play(move(UVAROV, F(3.76), T(-45)));
    game.end(4); // no musketry, no combat
    game.at(5, 'french', 'rally');
    expect(game.state.weather).toBe('clear'); // "the fog has totally lifted"
  });

  test('French player-turn: rallies; both Allied guns miss; Vandamme faces the cavalry in line, the batteries unlimber, St. Hilaire attacks the Russian guns and their canister throws him back', () => {
    // "The cavalry rolls 8 on its ChM and passes (since Soult is raising its morale by 1)"
    game.play({ type: 'Rally', unitId: MARGARON, facing: 0, formation: 'column' }, [4, 4]);
    expect(ofType(game.log, 'MoraleChecked').at(-1)).toMatchObject({ needed: 8, result: 'passed' });
    // "The brigade also passes its check and becomes stunned"
    game.play({ type: 'Rally', unitId: V2 }, [3, 4]);
    expect([game.unit(MARGARON)?.morale, game.unit(V2)?.morale]).toEqual([
      'disorganized',
      'stunned',
    ]);
    game.end();
    // "The Russian artillery needs 3 or more to hit and the Austrian artillery needs 4 or more
    // ... Both fail to hit" (the Russian fired in its own Preparation Fire Phase: 9.4's marker
    // lasts a player-turn)
    const russian = game.play(fire(RUSSIAN_GUN, V3, 'round-shot'), [2]);
    const austrian = game.play(fire(AUSTRIAN_GUN, V2, 'round-shot'), [3]);
    expect([...ofType(russian, 'ArtilleryFired'), ...ofType(austrian, 'ArtilleryFired')]).toEqual([
      expect.objectContaining({ needed: 3, hitRoll: 2, result: 'miss' }),
      expect.objectContaining({ needed: 4, hitRoll: 3, result: 'miss' }),
    ]);
    game.end(2);
    game.at(5, 'french', 'movement');
    // "Vandamme's 3rd brigade changes formation to line, to face the incoming cavalry threat.
    // Soult attaches itself to the unit"
    game.play(move(V3, formation('line'), T(-90)));
    game.play(move(SOULT, { kind: 'attach', unitId: V3 }));
    expect(game.unit(V3)).toMatchObject({ formation: 'line', facing: 0 });
    // "the cavalry, which is disorganized and unable to move"
    expect(game.refused(move(MARGARON, F(0.5)))).toMatchObject({
      code: 'DISORGANIZED',
      rule: '12.5.2',
    });
    // "Both artillery units move half their movement allowance and unlimber"
    game.play(move(HORSE_ART, T(-90), F(0.3), formation('unlimbered')));
    game.play(move(FOOT_ART, F(1), formation('unlimbered')));
    // "St. Hilaire's 2nd brigade changes formation and turns 90° towards Pratz village"
    game.play(move(SH2, formation('line'), T(90)));
    // "The 1st brigade moves quickly in column to engage the Russian artillery"
    const attack = game.play(move(SH1, close(RUSSIAN_GUN)));
    expect(attack[0]).toMatchObject({ type: 'UnitMoved', attacks: RUSSIAN_GUN });
    game.end();
    game.at(5, 'french', 'defender-musketry');
    // "its firepower is halved (rounded up) to 4. It is further penalized with −1 ... 1d6+1 (vs.
    // column) +1 (canister) −1 ... Rolling 6: 6+1=7, which is ChM −3 ... obtains 5 and fails his
    // ChM. The unit is disorganized and retreats"
    const canister = game.play(fire(RUSSIAN_GUN, SH1, 'canister'), [6, 2, 3]);
    expect(ofType(canister, 'FireResolved')[0]).toMatchObject({
      roll: 6,
      modifier: 1,
      total: 7,
      checkModifier: -3,
    });
    expect(ofType(canister, 'MoraleChecked')[0]).toMatchObject({ needed: 4, dice: [2, 3] });
    expect(ofType(canister, 'UnitRetreated')[0]).toMatchObject({ unitId: SH1, distance: 1 });
    game.end(2);
    // "The Allied managed to stop the French attack and their artillery is still alive"
    expect(game.play({ type: 'Assault', defenderId: RUSSIAN_GUN })[0]).toMatchObject({
      type: 'CombatEnded',
      reason: 'cancelled (13.3)',
    });
    expect(game.unit(RUSSIAN_GUN)).toMatchObject({ morale: 'good', stepsLost: 0 });
    game.end();
    game.at(5, 'allied', 'rally');
  });

  test('Allied player-turn: gunnery, the charge on Vandamme met by a hasty square, the dragoons overrun the horse battery, Repninsky routs St. Hilaire into his 2nd brigade', () => {
    game.end();
    // "the French chooses to fire only with the foot battery ... 1d6 −1 (for firing vs
    // artillery) +1 (firepower 7). Obtaining a 4 result, the Russian artillery must pass a ChM,
    // which it passes"
    const french = game.play(fire(FOOT_ART, RUSSIAN_GUN, 'round-shot'), [4, 4, 3, 3]);
    expect(ofType(french, 'FireResolved')[0]).toMatchObject({
      modifier: 0,
      total: 4,
      result: 'check',
    });
    expect(ofType(french, 'MoraleChecked')[0]).toMatchObject({ result: 'passed' });
    expect(game.unit(HORSE_ART)?.fired).toBe(false); // "withholds its fire"
    game.end();
    // "Both batteries hit. The Russian achieves nothing, the Austrian forces the infantry to
    // ChM, which is easily passed" (here 1d6 +1 firepower +1 column can never fall below a
    // check: the Russian's check is passed too)
    game.play(fire(RUSSIAN_GUN, SH1, 'round-shot'), [3, 1, 3, 3]);
    const au = game.play(fire(AUSTRIAN_GUN, V2, 'round-shot'), [4, 2, 3, 3]);
    expect(ofType(au, 'MoraleChecked')[0]).toMatchObject({ unitId: V2, result: 'passed' });
    expect([game.unit(SH1)?.morale, game.unit(V2)?.morale]).toEqual(['disorganized', 'stunned']);
    game.end();
    game.at(5, 'allied', 'movement');
    // "the cuirassiers decide to charge against Vandamme's 3rd brigade" (13.12.3.1: declared
    // before any movement)
    game.play({ type: 'DeclareCharge', unitId: CARAMELLI, targetId: V3 });
    // "two brigades from IV Column arrive from the south"
    game.play(move(REPNINSKY, F(1.8), T(-35)));
    game.play(move(ROTERMUND, F(0.5)));
    // the charge: the brigade's charge check (passed), then its choice
    game.play(move(CARAMELLI, close(V3)), [3, 3]);
    expect(game.state.reaction).toMatchObject({ unitId: V3, options: ['hasty-square', 'none'] });
    // "it must ChM −1. It can use Soult's HQ morale and, so, it needs 8 or less ... a roll of 6
    // succeeds"
    const square = game.play({ type: 'React', unitId: V3, reaction: 'hasty-square' }, [3, 3]);
    expect(ofType(square, 'MoraleChecked')[0]).toMatchObject({ needed: 8, result: 'passed' });
    expect(game.unit(V3)?.formation).toBe('square');
    // "The cavalry stops and stays within fire range of the square"
    game.play({ type: 'React', unitId: CARAMELLI, reaction: 'stop' });
    expect(measure(game.state, { from: V3, to: CARAMELLI })).toMatchObject({
      ranges: expect.arrayContaining(['musketry']),
    });
    // "the Dragoons attack the French horse artillery battery"; it holds to fire canister
    game.play(move(UVAROV, close(HORSE_ART)));
    expect(game.state.reaction).toMatchObject({ unitId: HORSE_ART, options: ['shelter', 'none'] });
    game.play({ type: 'React', unitId: HORSE_ART, reaction: 'none' });
    game.end();
    game.at(5, 'allied', 'defender-musketry');
    // "the firepower is doubled for square against cavalry, to 8 ... 5+2−1=6 ... It rolls double
    // 6. That's a catastrophic failure! The unit is routed and flees" (10.6: our 7, ChM −3)
    const volley = game.play({ type: 'Musketry', unitIds: [V3], targetId: CARAMELLI }, [5, 6, 6]);
    expect(ofType(volley, 'MusketryFired')[0]).toMatchObject({ rating: 8 });
    expect(ofType(volley, 'MoraleChecked')[0]).toMatchObject({ result: 'double-6' });
    expect(game.unit(CARAMELLI)?.morale).toBe('routed');
    // "The roll is 1d6 +1 (canister). It rolls 1+1=2. The dragoons are unharmed, and the battery
    // is destroyed"
    const grape = game.play(fire(HORSE_ART, UVAROV, 'canister'), [1]);
    expect(ofType(grape, 'FireResolved')[0]).toMatchObject({ total: 2, result: 'none' });
    expect(ofType(grape, 'UnitEliminated')[0]).toMatchObject({ unitId: HORSE_ART });
    // "the brigade north, at Pratzen, cannot fire while disorganized"
    expect(game.refused({ type: 'Musketry', unitIds: [SH1], targetId: REPNINSKY })).toMatchObject({
      code: 'DISORGANIZED',
      rule: '12.5.2',
    });
    game.end();
    // "Rotermund cannot as the LDV is blocked by Pratzen village" (out of musket range too here)
    const rotermund = measure(game.state, { from: ROTERMUND, to: SH1 });
    expect(rotermund).toMatchObject({
      lineOfSight: { clear: false, blockedBy: { id: 'pratze' } },
    });
    expect(game.refused({ type: 'Musketry', unitIds: [ROTERMUND], targetId: SH1 }).code).toBe(
      'OUT_OF_RANGE',
    );
    // "Repninsky rolls 1d6+1 (firepower) +1 (line vs line) −1 (ranged fire). He rolls 5+2−1=6.
    // The infantry must ChM −2 ... The French rolls 9, fails and, being already disorganized,
    // the unit routs and flees. During its flight, it steps over St. Hilaire's 2nd brigade. The
    // 1st brigade is eliminated. The 2nd brigade ... passes the check but becomes disorganized"
    const rout = game.play(
      { type: 'Musketry', unitIds: [REPNINSKY], targetId: SH1 },
      [5, 4, 5, 3, 3],
    );
    expect(ofType(rout, 'FireResolved')[0]).toMatchObject({ total: 6, checkModifier: -2 });
    expect(ofType(rout, 'MoraleChecked').map((e) => [e.unitId, e.dice, e.result])).toEqual([
      [SH1, [4, 5], 'failed'],
      [SH2, [3, 3], 'passed'],
    ]);
    expect(ofType(rout, 'UnitEliminated')[0]).toMatchObject({ unitId: SH1 });
    expect(game.unit(SH1)).toBeUndefined();
    expect(game.unit(SH2)?.morale).toBe('disorganized');
    game.end(2);
    game.at(6, 'french', 'rally');
  });

  test('French player-turn: rallies; the guns keep firing; Vandamme takes the dragoons in the flank with Soult and wins', () => {
    // "Vandamme's 2nd brigade automatically removes the Stunned marker"
    expect(game.unit(V2)?.morale).toBe('good');
    // "The cavalry ChM, passes ... becoming stunned. St. Hilaire's infantry ChM, passes and
    // becomes stunned"
    game.play({ type: 'Rally', unitId: MARGARON }, [3, 3]);
    game.play({ type: 'Rally', unitId: SH2 }, [3, 3]);
    expect([game.unit(MARGARON)?.morale, game.unit(SH2)?.morale]).toEqual(['stunned', 'stunned']);
    game.end();
    // "The Austrian battery misses, the Russian hits ... 3+1=4. That results in a ChM, which is
    // passed"
    const ru = game.play(fire(RUSSIAN_GUN, SH2, 'round-shot'), [4, 3, 3, 3]);
    expect(ofType(ru, 'FireResolved')[0]).toMatchObject({ roll: 3, modifier: 1, total: 4 });
    const au = game.play(fire(AUSTRIAN_GUN, V2, 'round-shot'), [2]);
    expect(ofType(au, 'ArtilleryFired')[0]).toMatchObject({ result: 'miss' });
    // "the French artillery ... chooses to hold its fire in order to pivot more than 45°"
    game.end(2);
    game.at(6, 'french', 'movement');
    // "The French cavalry cannot attack but can move half its movement allowance, and moves to
    // block the dragoons"
    expect(game.refused(move(MARGARON, close(UVAROV))).code).toBe('STUNNED');
    game.play(move(MARGARON, { kind: 'sidestep', direction: 'right', distance: 1 }));
    // "Soult attaches to Vandamme's 2nd brigade to enhance the attack"
    game.play(move(SOULT, { kind: 'attach', unitId: V2 }));
    // "Vandamme's 2nd brigade turns to attack Uvarov Dragoons on the flank. The Allied cavalry,
    // being attacked from the flank, cannot choose to retreat before combat"
    game.play(move(V2, T(-45), close(UVAROV)));
    expect(game.state.reaction).toBeNull();
    // "Vandamme's 3rd brigade changes to column ... and moves 1 UM forward": 6.12 forbids the
    // march after leaving square; the brigade forms column where it stands
    expect(game.refused(move(V3, formation('column'), F(1)))).toMatchObject({
      code: 'SQUARE_CHANGED',
      rule: '6.12',
    });
    game.play(move(V3, formation('column')));
    // "The French artillery turns to face the Allied brigades coming from the south"
    game.play(move(FOOT_ART, T(90)));
    expect(game.unit(FOOT_ART)?.facing).toBe(1800);
    game.end(2); // the Allied have no targets
    game.at(6, 'french', 'attacker-musketry');
    // so the brigade cannot fire at the cuirassiers (the example's 3 and their 10 would remove them)
    expect(game.refused({ type: 'Musketry', unitIds: [V3], targetId: CARAMELLI }).code).toBe(
      'OUT_OF_RANGE',
    );
    // "The 2nd brigade conducts musketry fire before bayonet assault, rolls 1d6 (no modifiers)
    // and gets a 4. The dragoons must ChM, they obtain 9, as they needed 8, the difference will
    // be added as a bonus": with 10.6 the French 5 is a check at −1: they need 7, miss by 2
    const volley = game.play({ type: 'Musketry', unitIds: [V2], targetId: UVAROV }, [4, 4, 5]);
    expect(ofType(volley, 'MoraleChecked')[0]).toMatchObject({ needed: 7, result: 'failed' });
    expect(ofType(volley, 'AssaultFire')[0]).toMatchObject({ bonus: 2 });
    game.end();
    // "+3 (inherent unit modifier), +2 (attack on the flank), +1 (Soult attached ...) and +1 (ChM
    // failure during musketry fire) ... The Allied applies +1 ... The French rolls 3+9=12, the
    // Allied rolls 5+1=6. The difference is 6 ... ChM −2 ... As the cavalry morale is 8, it needs
    // 6 or less ... The Allied rolls 8 and, so, disorganizes and retreats" (ours +8: a 4)
    const combat = game.play({ type: 'Assault', defenderId: UVAROV }, [4, 5, 4, 4]);
    expect(ofType(combat, 'CloseCombat')[0]).toMatchObject({
      direction: 'flank',
      attackerModifier: 8,
      defenderModifier: 1,
      attackerRoll: 4,
      defenderRoll: 5,
      difference: 6,
    });
    expect(ofType(combat, 'MoraleChecked')[0]).toMatchObject({ needed: 6, dice: [4, 4] });
    expect(ofType(combat, 'UnitRetreated')[0]).toMatchObject({ unitId: UVAROV, distance: 1 });
    expect(game.unit(UVAROV)?.morale).toBe('disorganized');
    // "The French may now advance up to 1 UM ... but chooses to advance just a little bit"
    expect(game.state.reaction).toMatchObject({ unitId: V2, options: ['advance', 'none'] });
    const before = game.unit(V2)!;
    game.play({ type: 'React', unitId: V2, reaction: 'advance', distance: 0.2 });
    const after = game.unit(V2)!;
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeCloseTo(200, -1);
  });

  test("the end: the French lost a brigade and the horse battery; the Allied guns stand; the game's events rebuild it", () => {
    expect(game.state.eliminated).toEqual([HORSE_ART, SH1]);
    expect(game.unit(RUSSIAN_GUN)?.morale).toBe('good');
    expect(game.unit(AUSTRIAN_GUN)?.morale).toBe('good');
    expect(game.unit(CARAMELLI)?.morale).toBe('routed'); // removed in the example (6.12 above)
    expect(replay(a1805, game.initial, game.log)).toEqual(game.state);
  });
});
