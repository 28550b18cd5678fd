import { given } from '@pratzen/engine/testing';
import { setupStateOrThrow } from '@pratzen/engine';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import { FR_HEAVY_CAV, FR_LINE, at, position } from '../testing/positions';
import { PHASES } from '../vocabulary';

const endPhase = (s: A1805State): A1805State => given(a1805, s).when({ type: 'EndPhase' }).after;
const endPhases = (s: A1805State, n: number): A1805State => {
  let x = s;
  for (let i = 0; i < n; i += 1) x = endPhase(x);
  return x;
};

describe('4 sequence of play', () => {
  const start = (): A1805State =>
    setupStateOrThrow(
      a1805.initialState({
        scenarioId: 'free-form',
        position: { units: [at(FR_LINE, 36, 6, 0, 'line')] },
      }),
    );

  test('18.3 the Allies move first; 4.3 a player-turn opens with the Rally Phase', () => {
    const s = start();
    expect([s.attacker, s.phase, s.turn]).toEqual(['allied', 'rally', 1]);
  });

  test('4.3–4.9 the phases in order; the Defender acts in its fire phases (4.4, 4.7)', () => {
    let s = start();
    const seen: [string, string | null][] = [];
    for (let i = 0; i < PHASES.length; i += 1) {
      seen.push([s.phase, a1805.actingSide(s, { type: 'EndPhase' })]);
      s = endPhase(s);
    }
    expect(seen).toEqual([
      ['rally', 'allied'],
      ['artillery-defensive-fire', 'french'],
      ['artillery-preparation-fire', 'allied'],
      ['movement', 'allied'],
      ['defender-musketry', 'french'],
      ['attacker-musketry', 'allied'],
      ['close-combat', 'allied'],
    ]);
  });

  test('4.10 the roles reverse, then the turn marker advances', () => {
    const s = start();
    const french = endPhases(s, PHASES.length);
    expect([french.attacker, french.phase, french.turn]).toEqual(['french', 'rally', 1]);
    const next = endPhases(french, PHASES.length);
    expect([next.attacker, next.phase, next.turn]).toEqual(['allied', 'rally', 2]);
  });

  test('17.1.1.3 after the last turn the game is over and nothing more is accepted', () => {
    const s = { ...start(), turn: 12, attacker: 'french' as const, phase: 'close-combat' as const };
    const over = endPhase(s);
    expect(over.over).toBe(true);
    expect(a1805.status(over).over).toBe(true);
    given(a1805, over).when({ type: 'EndPhase' }).thenViolates('GAME_OVER');
    expect(a1805.legalActions(over, { kind: 'referee' })).toEqual([]);
  });

  test('legal actions: only the side to act, EndPhase always, moves only in the Movement Phase', () => {
    const s = start();
    expect(a1805.legalActions(s, { kind: 'side', side: 'french' })).toEqual([]);
    expect(a1805.legalActions(s, { kind: 'spectator' })).toEqual([]);
    expect(
      a1805.legalActions(s, { kind: 'side', side: 'allied' }).map((a) => a.command.type),
    ).toEqual(['EndPhase']);
    const movement = position([at(FR_LINE, 36, 6, 0, 'line')]);
    const types = a1805
      .legalActions(movement, { kind: 'side', side: 'french' })
      .map((a) => a.command.type);
    expect(types.filter((t) => t === 'MoveUnit').length).toBeGreaterThan(3);
  });
});

describe('17 victory', () => {
  test('17.1.1.4–5 the red locations at the start: Allies 3 VP (Pratzenberg 2, Blaschowitz), French 5', () => {
    const v = a1805.victory(position([at(FR_LINE, 36, 6, 0, 'line')]));
    expect(v.sides['allied']).toEqual({ points: 3, breakdown: { pratzenberg: 2, blaschowitz: 1 } });
    expect(v.sides['french']?.points).toBe(5);
    expect(v.result).toBeNull();
  });

  test('17.1.1.6 the last side to pass through a location controls it, with no garrison', () => {
    const s = position([at(FR_HEAVY_CAV, 18, 23.2, 90, 'line')]);
    const passed = given(a1805, s).when({
      type: 'MoveUnit',
      unitId: FR_HEAVY_CAV,
      steps: [{ kind: 'forward', distance: 4 }],
    });
    passed.then([{ type: 'UnitMoved', passed: ['blaschowitz'] }]);
    const v = a1805.victory(passed.after);
    expect(v.sides['french']?.points).toBe(6);
    expect(v.sides['allied']?.points).toBe(2);
  });

  test('17.1.1.3 at the end the side with more VP wins; a tie goes to the Allies', () => {
    const s = position([at(FR_LINE, 36, 6, 0, 'line')]);
    const french = a1805.victory({ ...s, over: true });
    expect(french.result).toEqual({ winner: 'french', level: 'victory-points', margin: 2 });
    const tie = a1805.victory({
      ...s,
      over: true,
      control: { pratzenberg: 'allied', santon: 'french', puntowitz: 'french' },
    });
    expect(tie.result?.winner).toBe('allied');
  });
});

describe('17.1.2–17.1.3 automatic victories', () => {
  const ALL = [
    'pratzenberg',
    'santon',
    'puntowitz',
    'sokolnitz',
    'sokolnitz-castle',
    'teilnitz',
    'blaschowitz',
  ];
  const lastPhase = (
    side: 'allied' | 'french',
    held: A1805State['held'],
    eliminated: string[] = [],
  ) => {
    const s = position([at(FR_LINE, 36, 6, 0, 'line')], {
      phase: 'close-combat',
      attacker: 'french',
    });
    return {
      ...s,
      firstSide: 'allied' as const,
      turn: 5,
      control: Object.fromEntries(ALL.map((l) => [l, side])),
      held,
      eliminated,
    };
  };

  test('17.1.2 the Allies holding every red location at the end of two consecutive turns win at once', () => {
    const once = endPhase(lastPhase('allied', { side: null, turns: 0 }));
    expect([once.over, once.held]).toEqual([false, { side: 'allied', turns: 1 }]);
    const twice = endPhase(lastPhase('allied', { side: 'allied', turns: 1 }));
    expect(twice.over).toBe(true);
    expect(a1805.victory(twice).result).toMatchObject({
      winner: 'allied',
      level: 'automatic (17.1.2)',
    });
  });

  test('17.1.3 the French need every red location for two turns and 7 Allied brigades eliminated', () => {
    const brigades = [
      'al-col-i-inf-1',
      'al-col-i-inf-2',
      'al-col-i-inf-3',
      'al-col-ii-inf-1',
      'al-col-ii-inf-2',
      'al-col-ii-cav-1',
      'al-col-iii-inf-1',
    ];
    const six = endPhase(
      lastPhase('french', { side: 'french', turns: 1 }, [
        ...brigades.slice(0, 6),
        'al-col-iv-art-1',
      ]),
    );
    expect(six.over).toBe(false);
    const seven = endPhase(lastPhase('french', { side: 'french', turns: 1 }, brigades));
    expect(a1805.victory(seven).result).toMatchObject({
      winner: 'french',
      level: 'automatic (17.1.3)',
    });
  });

  test('17.1.2 control must be whole: one location lost breaks the count', () => {
    const s = lastPhase('allied', { side: 'allied', turns: 1 });
    const broken = endPhase({ ...s, control: { ...s.control, santon: 'french' } });
    expect([broken.over, broken.held]).toEqual([false, { side: null, turns: 0 }]);
  });
});

describe('12.10 the Rally Phase', () => {
  test('5.2, 12.5.3.2 a routed square failing its rally check flees into cover: off clear ground, it is a column', () => {
    const s = position(
      [at('al-col-iv-repninsky', 21.5, 15.1, 90, 'square'), at(FR_LINE, 28, 15, 270, 'line')],
      { phase: 'rally', attacker: 'allied', morale: { 'al-col-iv-repninsky': 'routed' } },
    );
    const w = given(a1805, s).when({ type: 'Rally', unitId: 'al-col-iv-repninsky' }, [6, 5]);
    expect(w.events.find((e) => e.type === 'UnitRetreated')).toMatchObject({
      unitId: 'al-col-iv-repninsky',
      formation: 'column',
    });
    expect(w.after.units.find((u) => u.id === 'al-col-iv-repninsky')).toMatchObject({
      formation: 'column',
      morale: 'routed',
    });
  });
});
