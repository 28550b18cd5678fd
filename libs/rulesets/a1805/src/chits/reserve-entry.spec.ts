import { setupStateOrThrow, sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A1805Command } from '../commands';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import { at, position } from '../testing/positions';
import type { Weather } from '../vocabulary';

const LINE = 'fr-iv-vandamme-1'; // IV Corps: the French centre area (x 0–14, y 12–20 UM)
const GUNS = 'fr-iv-art-1';
const ALLIED = 'al-col-iv-repninsky'; // IV Column: the Allied centre area

/** The battle from dawn (everything on the strategic maps), now in the French Movement Phase. */
function afterTheFog(weather: Weather = 'clear', extra: A1805State['units'] = []): A1805State {
  const s = setupStateOrThrow(a1805.initialState({ scenarioId: 'historical' }));
  return {
    ...s,
    turn: 7,
    weather,
    phase: 'movement',
    attacker: 'french',
    deploying: null,
    units: [...s.units, ...extra],
  };
}

const enter = (unitId: string, x: number, y: number, formation = 'line'): A1805Command => ({
  type: 'EnterTable',
  unitId,
  x,
  y,
  facing: 90,
  formation,
});

describe('after the fog: units still on a strategic map enter the table (16.3, 16.4.2.4–5, an interpretation)', () => {
  test('16.3, 16.4.2.4 in its Movement Phase a unit enters in the area of its corps, in the formation chosen; it has moved', () => {
    const s = afterTheFog();
    expect(s.fog.reserve.find((u) => u.id === LINE)?.area).toBe('fr-centre');
    const w = given(a1805, s).when(enter(LINE, 6, 17));
    w.then([
      {
        type: 'UnitEntered',
        unitId: LINE,
        side: 'french',
        x: 6,
        y: 17,
        facing: 90,
        formation: 'line',
      },
    ]);
    const after = w.after;
    expect(after.units.find((u) => u.id === LINE)).toMatchObject({ morale: 'good', x: 6000 });
    expect(after.fog.reserve.some((u) => u.id === LINE)).toBe(false);
    // 4.6: it moves no further this phase
    given(a1805, after)
      .when({ type: 'MoveUnit', unitId: LINE, steps: [{ kind: 'forward', distance: 1 }] })
      .thenViolates('ALREADY_MOVED', '4.6');
    // and, entered, it is no longer on the strategic map
    given(a1805, after)
      .when(enter(LINE, 6, 15))
      .thenViolates('NOT_IN_RESERVE', '16.4.1');
  });

  test('16.3 not while the fog lasts (then the strategic map and the chits are how units move), nor outside the Movement Phase', () => {
    given(a1805, afterTheFog('fog'))
      .when(enter(LINE, 6, 17))
      .thenViolates('NOT_ENTRY_PHASE', '16.3');
    given(a1805, { ...afterTheFog(), phase: 'rally' })
      .when(enter(LINE, 6, 17))
      .thenViolates('NOT_ENTRY_PHASE', '16.3');
    // once the fog starts to lift (Partially Foggy 1) there are no more chits: units may enter
    given(a1805, afterTheFog('partial-1'))
      .when(enter(LINE, 6, 17))
      .then([{ type: 'UnitEntered' }]);
  });

  test('16.4.2.4 only inside its corps’ area; 16.4.2.5 at least 3 UM from every enemy; 16.4.2.8.1 artillery limbered; 7.1 on free ground', () => {
    given(a1805, afterTheFog())
      .when(enter(LINE, 6, 25))
      .thenViolates('WRONG_AREA', '16.4.2.4');
    // straddling the area's edge (y 20) is outside it
    given(a1805, afterTheFog())
      .when(enter(LINE, 6, 20.1))
      .thenViolates('WRONG_AREA', '16.4.2.4');
    const enemy = position([at(ALLIED, 8.5, 17, 270, 'line')]).units;
    given(a1805, afterTheFog('clear', enemy))
      .when(enter(LINE, 6, 17))
      .thenViolates('TOO_CLOSE_TO_ENEMY', '16.4.2.5');
    given(a1805, afterTheFog('clear', enemy))
      .when(enter(LINE, 5, 17))
      .then([{ type: 'UnitEntered' }]);
    given(a1805, afterTheFog())
      .when(enter(GUNS, 6, 17, 'unlimbered'))
      .thenViolates('ENTERS_LIMBERED', '16.4.2.8.1');
    given(a1805, afterTheFog())
      .when(enter(GUNS, 6, 17, 'limbered'))
      .then([{ type: 'UnitEntered' }]);
    const friend = position([at('fr-iv-vandamme-2', 6, 17, 90, 'line')]).units;
    given(a1805, afterTheFog('clear', friend))
      .when(enter(LINE, 6, 17))
      .thenViolates('UNITS_OVERLAP', '7.1');
    // 5.2: a square stands on clear ground only (Kobelnitz village is in this area)
    given(a1805, afterTheFog())
      .when(enter(LINE, 13.5, 14.2, 'square'))
      .thenViolates('SQUARE_NOT_CLEAR', '5.2');
  });

  test('16.4.1.1 the enemy’s reserve is not the French player’s to bring on: the same answer as for no unit at all', () => {
    const s = afterTheFog();
    const enemy = given(a1805, s)
      .when(enter(ALLIED, 20, 15))
      .thenViolates('NOT_IN_RESERVE');
    const none = given(a1805, s)
      .when(enter('no-such-unit', 6, 17))
      .thenViolates('NOT_IN_RESERVE');
    expect(enemy.message.replace(ALLIED, 'X')).toBe(none.message.replace('no-such-unit', 'X'));
  });

  test('16.4.1.6 the striped zone stays closed to Allied units entering from the map', () => {
    const s: A1805State = { ...afterTheFog(), attacker: 'allied' };
    expect(s.fog.stripedZone).toBe(true);
    given(a1805, s)
      .when({ ...(enter(ALLIED, 25, 12) as object), facing: 270 } as A1805Command)
      .thenViolates('STRIPED_ZONE', '16.4.1.6');
    given(a1805, s)
      .when({ ...(enter(ALLIED, 20, 15) as object), facing: 270 } as A1805Command)
      .then([{ type: 'UnitEntered', side: 'allied' }]);
  });

  test('the legal actions offer each waiting unit of the phasing side a place the rules accept, and none of the other side’s', () => {
    const s = afterTheFog();
    const actions = a1805
      .legalActions(s, sideViewer('french'))
      .map((a) => a.command)
      .filter((c): c is Extract<A1805Command, { type: 'EnterTable' }> => c.type === 'EnterTable');
    const french = s.fog.reserve.filter((u) => u.side === 'french').map((u) => u.id);
    expect(actions.map((c) => c.unitId).sort()).toEqual([...french].sort());
    for (const c of actions) {
      const w = given(a1805, s).when(c);
      expect(w.decision.ok).toBe(true);
    }
    expect(
      a1805.legalActions(s, sideViewer('allied')).some((a) => a.command.type === 'EnterTable'),
    ).toBe(false);
    // in fog, none
    expect(
      a1805
        .legalActions(afterTheFog('fog'), sideViewer('french'))
        .some((a) => a.command.type === 'EnterTable'),
    ).toBe(false);
  });
});
