import { given } from '@pratzen/engine/testing';
import type { ChitRevealed } from '../events';
import { a1805 } from '../ruleset';
import type { A1805State, Chit, HeldUnit } from '../state';
import { AL_ART, AL_LINE, AL_LINE_2, FR_LINE, at, position } from '../testing/positions';
import { trampled } from './step-over';

const AL_CAV = 'al-vg-kienmayer-cav-1';
const AL_CAV_2 = 'al-vg-kienmayer-cav-2';
const held = (id: string, kind: HeldUnit['kind']): HeldUnit => ({
  id,
  side: 'allied',
  kind,
  stepsLost: 0,
  morale: 'good',
});
const chit = (units: HeldUnit[], x = 36, y = 8.8): Chit => ({
  id: 'A1',
  side: 'allied',
  box: 3,
  x: x * 1000,
  y: y * 1000,
  units,
});

/** FR_LINE has closed on AL_LINE (front to front); an Allied chit 0.65 UM behind the Allied line. */
function beforeAssault(c: Chit): A1805State {
  const s = position([at(FR_LINE, 36, 6, 0, 'line'), at(AL_LINE, 36, 7.5, 180, 'line')]);
  const closed = given(a1805, s).when({
    type: 'MoveUnit',
    unitId: FR_LINE,
    steps: [{ kind: 'close', unitId: AL_LINE }],
  }).after;
  return { ...closed, phase: 'close-combat', fog: { ...closed.fog, chits: [c] } };
}

describe('13.11.1.1 units stepping over chits', () => {
  test('13.11.1.1.1–13.11.1.1.4 whom the crossing disorganizes', () => {
    expect(trampled(chit([held(AL_LINE_2, 'infantry')]))).toEqual({
      disorganized: [AL_LINE_2],
      choose: [],
      retreating: true,
    });
    expect(trampled(chit([held(AL_LINE_2, 'infantry'), held(AL_ART, 'artillery')]))).toEqual({
      disorganized: [AL_LINE_2],
      choose: [],
      retreating: false,
    });
    expect(trampled(chit([held(AL_CAV, 'cavalry'), held(AL_CAV_2, 'cavalry')]))).toEqual({
      disorganized: [],
      choose: [AL_CAV, AL_CAV_2],
      retreating: false,
    });
    expect(trampled(chit([held(AL_ART, 'artillery')]))).toEqual({
      disorganized: [],
      choose: [],
      retreating: false,
    });
  });

  test('13.11.1.1, 13.11.1.1.1 a retreat over a chit of one unit reveals it and disorganizes both', () => {
    // attacker 6, defender 1; AL_LINE fails its check by a little: disorganized, it retreats 1 UM
    const w = given(a1805, beforeAssault(chit([held(AL_LINE_2, 'infantry')]))).when(
      { type: 'Assault', defenderId: AL_LINE },
      [6, 1, 6, 5],
    );
    const revealed = w.events.find((e): e is ChitRevealed => e.type === 'ChitRevealed');
    expect(revealed).toMatchObject({ chitId: 'A1', by: [AL_LINE], disorganized: [AL_LINE_2] });
    expect(w.after.fog.chits).toEqual([]);
    expect(w.after.fog.placing[0]?.units).toEqual([
      { ...held(AL_LINE_2, 'infantry'), morale: 'disorganized' },
    ]);
    expect(w.after.units.find((u) => u.id === AL_LINE)?.morale).not.toBe('good');
  });

  test('13.11.1.1.3 of two cavalry units stepped over, the owner names the one disorganized as it places them', () => {
    const s0 = beforeAssault(chit([held(AL_CAV, 'cavalry'), held(AL_CAV_2, 'cavalry')], 36, 8.8));
    let s = given(a1805, s0).when({ type: 'Assault', defenderId: AL_LINE }, [6, 1, 6, 5]).after;
    expect(s.fog.placing[0]?.choose).toEqual([AL_CAV, AL_CAV_2]);
    if (s.reaction !== null)
      s = given(a1805, s).when({
        type: 'React',
        unitId: s.reaction.unitId,
        reaction: 'none',
      }).after;
    const actions = a1805.legalActions(s, { kind: 'side', side: 'allied' } as never);
    const place = actions.find((a) => a.command.type === 'PlaceChitUnits');
    expect(place?.command).toMatchObject({ disorganized: AL_CAV });
    expect(
      actions.some((a) => (a.command as { disorganized?: string }).disorganized === AL_CAV_2),
    ).toBe(true);
    const { disorganized: _d, ...without } = place!.command as { disorganized?: string };
    given(a1805, s)
      .when(without as never)
      .thenViolates('DISORGANIZED_CHOICE', '13.11.1.1.3');
    const placed = given(a1805, s).when({
      ...place!.command,
      disorganized: AL_CAV_2,
    } as never).after;
    expect(placed.units.find((u) => u.id === AL_CAV_2)?.morale).toBe('disorganized');
    expect(placed.units.find((u) => u.id === AL_CAV)?.morale).toBe('good');
  });
});
