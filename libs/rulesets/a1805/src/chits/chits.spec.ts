import { SPECTATOR, type Viewer, setupStateOrThrow } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A1805Command, PlaceChitUnits } from '../commands';
import type { Placement, ReserveEntry } from '../data/scenarios';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import {
  AL_ART,
  AL_LINE,
  AL_LINE_2,
  FR_FOOT_ART,
  FR_LIGHT_CAV,
  FR_LINE,
  at,
} from '../testing/positions';
import type { Phase, Side, Weather } from '../vocabulary';

const FRENCH: Viewer = { kind: 'side', side: 'french' } as Viewer;
const ALLIED: Viewer = { kind: 'side', side: 'allied' } as Viewer;
const FR_LINE_B = 'fr-iv-vandamme-2';
const FR_CAV_B = 'fr-res-cav-1';

/** A free-form game in fog with units on the strategic maps (16.4.1). */
function fogGame(
  units: readonly Placement[],
  reserve: readonly ReserveEntry[],
  firstSide: Side = 'allied',
  weather: Weather = 'fog',
): A1805State {
  return setupStateOrThrow(
    a1805.initialState({
      scenarioId: 'free-form',
      position: { units, reserve, firstSide, weather, turn: 1 },
    }),
  );
}

/** Plays commands (each must be accepted), rolling `dice` in order. */
function play(
  state: A1805State,
  commands: readonly A1805Command[],
  dice: number[] = [],
): A1805State {
  let s = state;
  for (const c of commands) {
    const d = given(a1805, s).when(c, dice);
    if (!d.decision.ok)
      throw new Error(`${c.type}: ${d.decision.violation.code} ${d.decision.violation.message}`);
    dice.splice(0, d.diceUsed);
    s = d.after;
  }
  return s;
}

const deploy = (box: number, x: number, y: number, unitIds: string[]): A1805Command => ({
  type: 'DeployChit',
  box,
  x,
  y,
  unitIds,
});
const END: A1805Command = { type: 'EndPhase' };
const inPhase = (s: A1805State, phase: Phase, attacker: Side): A1805State => ({
  ...s,
  phase,
  attacker,
});

describe('16.4 chits', () => {
  test('16.4.2.2 the historical game opens with 5 Allied and 4 French chits to deploy, Allies first (16.4.2.3, 18.3)', () => {
    const s = setupStateOrThrow(a1805.initialState({ scenarioId: 'historical' }));
    expect(s.phase).toBe('chit-deployment');
    expect(s.deploying).toBe('allied');
    expect(s.fog.allowance).toEqual({ allied: 5, french: 4 });
    expect(s.units).toHaveLength(0);
    expect(s.fog.reserve.length).toBeGreaterThan(100);
    // 16.4.1.2: each corps in its (reconstructed) starting area
    expect(s.fog.reserve.find((u) => u.id === 'fr-soult')?.area).toBe('fr-centre');
    expect(s.fog.reserve.find((u) => u.id === 'al-kienmayer')?.area).toBe('al-south');
  });

  test('16.4.2.3 the Allies deploy, then the French, then the Allied Rally Phase', () => {
    let s = fogGame([], [{ id: AL_LINE }, { id: FR_LINE }]);
    s = play(s, [deploy(1, 30, 15, [AL_LINE]), END]);
    expect(s).toMatchObject({ phase: 'chit-deployment', deploying: 'french' });
    given(a1805, s)
      .when(deploy(2, 30, 15, []))
      .thenViolates('NOT_OWN_AREA', '16.4.1.3');
    s = play(s, [deploy(1, 5, 17.5, [FR_LINE]), END]);
    expect(s).toMatchObject({ phase: 'rally', attacker: 'allied', deploying: null });
    given(a1805, s)
      .when(deploy(2, 5, 16, []))
      .thenViolates('NOT_CHIT_DEPLOYMENT', '16.4.2.3');
  });

  test('16.4.2.4 the units go into the box, the chit onto the table, in the area of their corps', () => {
    const s = fogGame([], [{ id: AL_LINE }, { id: AL_ART }]);
    const after = given(a1805, s)
      .when(deploy(7, 30, 15, [AL_LINE, AL_ART]))
      .then([
        { type: 'ChitDeployed', chitId: 'A1', side: 'allied', box: 7, units: [AL_LINE, AL_ART] },
      ]);
    expect(after).toHaveLength(1);
    const s2 = given(a1805, s).when(deploy(7, 30, 15, [AL_LINE, AL_ART])).after;
    expect(s2.fog.reserve).toHaveLength(0);
    expect(s2.fog.chits).toMatchObject([{ id: 'A1', box: 7, x: 30_000, y: 15_000 }]);
    expect(s2.fog.allowance.allied).toBe(4);
    // the IV Column starts on the Pratzen plateau (al-centre), not at Augezd (al-south)
    given(a1805, s)
      .when(deploy(7, 30, 5, [AL_LINE]))
      .thenViolates('WRONG_AREA', '16.4.2.4');
    given(a1805, s2)
      .when(deploy(7, 30, 18, []))
      .thenViolates('BOX_IN_USE', '16.4.2');
  });

  test('16.4.2.1 what one chit may hold', () => {
    const s = fogGame(
      [],
      [
        { id: FR_LINE },
        { id: FR_LINE_B },
        { id: FR_LIGHT_CAV },
        { id: FR_FOOT_ART },
        { id: 'fr-iv-art-3' },
        { id: FR_CAV_B, area: 'fr-centre' },
      ],
      'french',
    );
    const at = (ids: string[]) => given(a1805, s).when(deploy(1, 5, 17.5, ids));
    at([FR_LINE, FR_FOOT_ART]).then([{ type: 'ChitDeployed' }]);
    at([FR_LINE, FR_LIGHT_CAV, FR_FOOT_ART]).then([{ type: 'ChitDeployed' }]);
    at([FR_LIGHT_CAV, FR_CAV_B, 'fr-iv-art-3']).then([{ type: 'ChitDeployed' }]);
    at([FR_LINE, FR_LINE_B]).thenViolates('BAD_COMPOSITION', '16.4.2.1');
    at([FR_LIGHT_CAV, FR_CAV_B, FR_FOOT_ART]).thenViolates('BAD_COMPOSITION', '16.4.2.1');
    at([FR_LIGHT_CAV, FR_CAV_B, FR_LINE]).thenViolates('BAD_COMPOSITION', '16.4.2.1');
    at([FR_FOOT_ART, 'fr-iv-art-3']).thenViolates('BAD_COMPOSITION', '16.4.2.1');
    // a decoy holds nothing; 5 a side (16.4.2)
    at([]).then([{ type: 'ChitDeployed', units: [] }]);
    const noDecoys = { ...s, fog: { ...s.fog, decoys: { ...s.fog.decoys, french: 0 } } };
    given(a1805, noDecoys)
      .when(deploy(1, 5, 17.5, []))
      .thenViolates('NO_DECOYS_LEFT', '16.4.2');
  });

  test('16.4.2.5 no chit closer than 3 UM to an enemy unit or chit', () => {
    // an Allied battery on the table at x 17 (its block reaches west to about x 16.5)
    const s = fogGame([at(AL_ART, 17, 17.5, 270, 'unlimbered')], [{ id: FR_LINE }], 'french');
    given(a1805, s)
      .when(deploy(1, 14, 17.5, [FR_LINE]))
      .thenViolates('TOO_CLOSE_TO_ENEMY', '16.4.2.5');
    given(a1805, s)
      .when(deploy(1, 13.5, 17.5, [FR_LINE]))
      .then([{ type: 'ChitDeployed' }]);
  });

  test('16.4.2.2 from turn 2, 3 French chits and the Allies by the Fog Table die (reconstructed: 2 on 1–2, 3 on 3–4, 4 on 5–6)', () => {
    const s: A1805State = {
      ...inPhase(fogGame([], [{ id: AL_LINE }]), 'close-combat', 'french'),
      deploying: null,
    };
    const events = given(a1805, s)
      .when(END, [5])
      .then([
        { type: 'PhaseEnded' },
        { type: 'ChitsAllotted', turn: 2, french: 3, allied: 4, die: 5 },
      ]);
    expect(events).toHaveLength(2);
    const after = given(a1805, s).when(END, [1]).after;
    expect(after).toMatchObject({ turn: 2, phase: 'chit-deployment', deploying: 'allied' });
    expect(after.fog.allowance).toEqual({ french: 3, allied: 2 });
    given(a1805, {
      ...s,
      fog: { ...s.fog, allowance: { french: 0, allied: 0 } },
      phase: 'chit-deployment',
      deploying: 'allied',
    })
      .when(deploy(1, 30, 15, [AL_LINE]))
      .thenViolates('NO_CHITS_LEFT', '16.4.2.2');
  });

  test('16.3, 16.4.2.2 a fog roll that lifts the fog brings no chit deployment', () => {
    const s: A1805State = {
      ...inPhase(fogGame([], [{ id: AL_LINE }]), 'close-combat', 'french'),
      deploying: null,
      turn: 4,
    };
    const after = given(a1805, s).when(END, [6]).after;
    expect(after).toMatchObject({ turn: 5, weather: 'partial-1', phase: 'rally', deploying: null });
  });

  describe('16.4.2.6–16.4.2.7 moving chits and detection', () => {
    const deployed = (): A1805State => {
      const s = fogGame([], [{ id: FR_LINE }, { id: AL_LINE }], 'french');
      const d = play(s, [deploy(1, 10, 17.5, [FR_LINE]), END, deploy(1, 16, 17.5, []), END]);
      return inPhase(d, 'movement', 'french');
    };

    test('16.4.2.6 a chit moves once, straight, at most 2 UM', () => {
      const s = deployed();
      given(a1805, s)
        .when({ type: 'MoveChit', chitId: 'F1', x: 10, y: 19.501 })
        .thenViolates('BEYOND_ALLOWANCE', '16.4.2.6');
      const moved = given(a1805, s).when({ type: 'MoveChit', chitId: 'F1', x: 10, y: 19.5 });
      // 0.2.0: the event in UM, as the command
      moved.then([{ type: 'ChitMoved', chitId: 'F1', x: 10, y: 19.5, distance: 2 }]);
      given(a1805, moved.after)
        .when({ type: 'MoveChit', chitId: 'F1', x: 10, y: 18.5 })
        .thenViolates('ALREADY_MOVED', '4.6');
      given(a1805, s)
        .when({ type: 'MoveChit', chitId: 'A2', x: 16, y: 16 })
        .thenViolates('UNKNOWN_CHIT');
    });

    test('16.4.2.7 a chit coming within ½ UM of an enemy chit stops there and both are revealed; a decoy is removed', () => {
      const s = deployed();
      const placeA2 = (x: number): A1805State => ({
        ...s,
        fog: { ...s.fog, chits: s.fog.chits.map((c) => (c.id === 'A2' ? { ...c, x } : c)) },
      });
      // markers ½ UM wide: with A2 at x 13.5 (its west edge 13.25) F1 runs its 2 UM to x 12
      // (east edge 12.25): a gap of 1 UM, not detected
      const far = given(a1805, placeA2(13_500)).when({
        type: 'MoveChit',
        chitId: 'F1',
        x: 12,
        y: 17.5,
      });
      far.then([{ type: 'ChitMoved', chitId: 'F1', x: 12, distance: 2 }]);
      // with A2 at x 12.5 (west edge 12.25), F1 is detected when its east edge reaches 11.75: at x 11.5
      const cut = given(a1805, placeA2(12_500)).when({
        type: 'MoveChit',
        chitId: 'F1',
        x: 12,
        y: 17.5,
      });
      cut.then([
        { type: 'ChitMoved', chitId: 'F1', x: 11.5, distance: 1.5 },
        { type: 'ChitRevealed', chitId: 'F1', units: [FR_LINE], by: ['A2'] },
        { type: 'ChitRevealed', chitId: 'A2', units: [], by: ['F1'] },
      ]);
      const after = cut.after;
      expect(after.fog.chits).toHaveLength(0);
      expect(after.fog.decoys.allied).toBe(5); // the decoy goes back to the pool
      expect(after.fog.placing).toMatchObject([{ chitId: 'F1', side: 'french', limbered: true }]);
    });

    test('16.4.2.7 a unit that comes within detection range of an enemy chit reveals it', () => {
      const s = fogGame([at(FR_LINE, 20, 25, 90, 'line')], [{ id: AL_LINE, area: 'al-north' }]);
      const d = inPhase(play(s, [deploy(1, 24, 25, [AL_LINE]), END, END]), 'movement', 'french');
      const step = (from: number) =>
        given(a1805, { ...d, units: d.units.map((u) => ({ ...u, x: from })) }).when({
          type: 'MoveUnit',
          unitId: FR_LINE,
          steps: [{ kind: 'forward', distance: 1 }],
        });
      // the chit's west edge at 23.75: a front reaching 21 is 2.75 UM away, one reaching 23.5 0.25
      step(20_000).then([{ type: 'UnitMoved' }]);
      step(22_500).then([
        { type: 'UnitMoved' },
        { type: 'ChitRevealed', chitId: 'A1', units: [AL_LINE], by: [FR_LINE] },
      ]);
    });
  });

  describe('16.4.2.8 placing a revealed chit', () => {
    const revealed = (): A1805State => {
      const s = fogGame([], [{ id: FR_LINE }, { id: FR_FOOT_ART }, { id: AL_LINE }], 'french');
      const d = play(s, [
        deploy(1, 10, 17.5, [FR_LINE, FR_FOOT_ART]),
        END,
        deploy(1, 14.5, 17.5, []),
        END,
      ]);
      // the decoy brought within reach (a deployment keeps 3 UM: 16.4.2.5)
      const m = {
        ...inPhase(d, 'movement', 'french'),
        fog: { ...d.fog, chits: d.fog.chits.map((c) => (c.id === 'A2' ? { ...c, x: 12_500 } : c)) },
      };
      return play(m, [{ type: 'MoveChit', chitId: 'F1', x: 12, y: 17.5 }]);
    };
    const place = (units: PlaceChitUnits['units']): PlaceChitUnits => ({
      type: 'PlaceChitUnits',
      chitId: 'F1',
      units,
    });

    test('16.4.2.8 the owner places the units around the chit; nothing else happens meanwhile', () => {
      const s = revealed();
      expect(a1805.actingSide(s, place([]))).toBe('french');
      given(a1805, s).when(END).thenViolates('PLACEMENT_PENDING', '16.4.2.8');
      const ok = place([
        { unitId: FR_LINE, x: 11.5, y: 18, facing: 90, formation: 'line' },
        { unitId: FR_FOOT_ART, x: 11.2, y: 16.7, facing: 90, formation: 'limbered' },
      ]);
      const d = given(a1805, s).when(ok);
      d.then([{ type: 'ChitUnitsPlaced', chitId: 'F1' }]);
      expect(d.after.units.map((u) => u.id).sort()).toEqual([FR_FOOT_ART, FR_LINE].sort());
      expect(d.after.fog.revealed).toEqual(expect.arrayContaining([FR_LINE, FR_FOOT_ART]));
      given(a1805, s)
        .when(place([{ unitId: FR_LINE, x: 11.5, y: 18, facing: 90, formation: 'line' }]))
        .thenViolates('UNITS_MISMATCH', '16.4.2.8');
      given(a1805, s)
        .when(
          place([
            { unitId: FR_LINE, x: 11.5, y: 18, facing: 90, formation: 'line' },
            { unitId: FR_FOOT_ART, x: 8, y: 14, facing: 90, formation: 'limbered' },
          ]),
        )
        .thenViolates('TOO_FAR_FROM_CHIT', '16.4.2.8');
      // every legal action offered is accepted
      const offered = a1805.legalActions(s, FRENCH);
      expect(offered.length).toBeGreaterThan(0);
      for (const a of offered) {
        expect(a.command.type).toBe('PlaceChitUnits');
        expect(given(a1805, s).when(a.command).decision.ok).toBe(true);
      }
      expect(a1805.legalActions(s, ALLIED)).toEqual([]);
    });

    test('16.4.2.8 only the chit waiting to be placed is placed, and only while one waits', () => {
      const s = revealed();
      const units = place([
        { unitId: FR_LINE, x: 11.5, y: 18, facing: 90, formation: 'line' },
        { unitId: FR_FOOT_ART, x: 11.2, y: 16.7, facing: 90, formation: 'limbered' },
      ]);
      given(a1805, s)
        .when(units)
        .then([{ type: 'ChitUnitsPlaced', chitId: 'F1' }]);
      given(a1805, s)
        .when({ ...units, chitId: 'F2' })
        .thenViolates('NOT_PLACING', '16.4.2.8');
      given(a1805, { ...s, fog: { ...s.fog, placing: [] } })
        .when(units)
        .thenViolates('NOT_PLACING', '16.4.2.8');
    });

    test('16.4.2.8 (interpretation) a unit goes back to the strategic map only when the search finds no room for it', () => {
      const s = revealed();
      given(a1805, s)
        .when({
          ...place([{ unitId: FR_LINE, x: 11.5, y: 18, facing: 90, formation: 'line' }]),
          returned: [FR_FOOT_ART],
        })
        .thenViolates('ROOM_LEFT', '16.4.2.8');
      // a chit whose every surrounding pose lies in the Satschan pond: no room
      const held = s.fog.placing[0]!;
      const drowned: A1805State = {
        ...s,
        fog: { ...s.fog, placing: [{ ...held, x: 21_000, y: 1_500 }] },
      };
      const offered = a1805.legalActions(drowned, FRENCH);
      expect(offered).toHaveLength(1);
      expect(offered[0]!.command).toMatchObject({
        units: [],
        returned: expect.arrayContaining([FR_LINE, FR_FOOT_ART]),
      });
      const after = given(a1805, drowned).when(offered[0]!.command).after;
      expect(
        after.fog.reserve
          .filter((u) => u.side === 'french')
          .map((u) => u.id)
          .sort(),
      ).toEqual([FR_FOOT_ART, FR_LINE].sort());
      expect(after.fog.placing).toEqual([]);
    });

    test('16.4.2.8.1 artillery of a moving chit deploys limbered', () => {
      given(a1805, revealed())
        .when(
          place([
            { unitId: FR_LINE, x: 11.5, y: 18, facing: 90, formation: 'line' },
            { unitId: FR_FOOT_ART, x: 11.2, y: 16.7, facing: 90, formation: 'unlimbered' },
          ]),
        )
        .thenViolates('MUST_DEPLOY_LIMBERED', '16.4.2.8.1');
    });
  });

  test('16.4.2.8.2 in a fog Rally Phase, units out of chits further than ½ UM from the enemy hide again', () => {
    const base = fogGame([at(AL_LINE_2, 30, 15, 270, 'line')], [], 'french');
    const s: A1805State = {
      ...base,
      phase: 'rally',
      deploying: null,
      units: [
        ...base.units,
        { ...base.units[0]!, id: FR_LINE, side: 'french', x: 10_000, y: 17_500, facing: 900 },
      ],
      fog: { ...base.fog, usesChits: true, revealed: [FR_LINE] },
    };
    const d = given(a1805, s).when({ type: 'HideUnits', unitIds: [FR_LINE], box: 3 });
    d.then([{ type: 'ChitDeployed', side: 'french', box: 3, units: [FR_LINE], left: [FR_LINE] }]);
    expect(d.after.units.map((u) => u.id)).toEqual([AL_LINE_2]);
    expect(d.after.fog.chits[0]?.units[0]).toMatchObject({ id: FR_LINE, stepsLost: 0 });
    const near = {
      ...s,
      units: s.units.map((u) => (u.id === AL_LINE_2 ? { ...u, x: 10_400, y: 17_500 } : u)),
    };
    given(a1805, near)
      .when({ type: 'HideUnits', unitIds: [FR_LINE], box: 3 })
      .thenViolates('ENEMY_NEAR', '16.4.2.8.2');
    given(a1805, { ...s, weather: 'partial-1' })
      .when({ type: 'HideUnits', unitIds: [FR_LINE], box: 3 })
      .thenViolates('NOT_FOG_RALLY', '4.3');
    given(a1805, { ...s, fog: { ...s.fog, revealed: [] } })
      .when({ type: 'HideUnits', unitIds: [FR_LINE], box: 3 })
      .thenViolates('NEVER_HIDDEN', '16.4.2.8.2');
  });

  describe('hidden information (16.4.1.1, 16.4.2)', () => {
    const hidden = (): A1805State =>
      play(fogGame([], [{ id: AL_LINE }, { id: AL_ART }, { id: FR_LINE }]), [
        deploy(4, 30, 15, [AL_LINE, AL_ART]),
        deploy(9, 31, 17, []),
      ]);

    test('the enemy and spectators see where chits are, not their boxes, units or which are decoys', () => {
      const s = hidden();
      for (const viewer of [FRENCH, SPECTATOR]) {
        const text = JSON.stringify(a1805.view(s, viewer));
        expect(text).not.toContain(AL_LINE);
        expect(text).not.toContain(AL_ART);
        const fog = (a1805.view(s, viewer) as { fog: Record<string, unknown> }).fog;
        expect(fog['chits']).toEqual([
          { id: 'A1', side: 'allied', position: { x: 30, y: 15 } },
          { id: 'A2', side: 'allied', position: { x: 31, y: 17 } },
        ]);
        expect(fog['decoysLeft']).toEqual(viewer === FRENCH ? { french: 5 } : {});
        expect(fog['strategicMap']).toEqual(
          viewer === FRENCH ? [{ unitId: FR_LINE, side: 'french', area: 'fr-centre' }] : [],
        );
      }
      const own = a1805.view(s, ALLIED) as { fog: { chits: unknown[]; decoysLeft: unknown } };
      expect(own.fog.chits).toEqual([
        expect.objectContaining({ id: 'A1', box: 4, units: [AL_LINE, AL_ART] }),
        expect.objectContaining({ id: 'A2', box: 9, units: [] }),
      ]);
      expect(own.fog.decoysLeft).toEqual({ allied: 4 });
    });

    test('a deployed chit as the enemy sees the event: no box, no units; a decoy reads the same', () => {
      const s = fogGame([], [{ id: AL_LINE }]);
      const real = given(a1805, s).when(deploy(4, 30, 15, [AL_LINE])).events[0]!;
      const decoy = given(a1805, s).when(deploy(11, 30, 15, [])).events[0]!;
      for (const viewer of [FRENCH, SPECTATOR]) {
        expect(a1805.redactEvent(real, viewer)).toEqual(a1805.redactEvent(decoy, viewer));
        expect(a1805.redactEvent(real, viewer)).toEqual({
          type: 'ChitDeployed',
          chitId: 'A1',
          side: 'allied',
          x: 30,
          y: 15,
        });
      }
      expect(a1805.redactEvent(real, ALLIED)).toBe(real);
    });

    test('a unit inside a chit is refused as any unknown unit is', () => {
      const s = inPhase(hidden(), 'movement', 'french');
      const inChit = given(a1805, s).when({
        type: 'MoveUnit',
        unitId: AL_LINE,
        steps: [{ kind: 'forward', distance: 1 }],
      });
      const none = given(a1805, s).when({
        type: 'MoveUnit',
        unitId: 'al-nobody',
        steps: [{ kind: 'forward', distance: 1 }],
      });
      expect(inChit.decision.ok).toBe(false);
      expect(none.decision.ok).toBe(false);
      if (!inChit.decision.ok && !none.decision.ok) {
        expect(inChit.decision.violation.code).toBe(none.decision.violation.code);
        expect(inChit.decision.violation.message.replace(AL_LINE, 'X')).toBe(
          none.decision.violation.message.replace('al-nobody', 'X'),
        );
      }
      expect(a1805.hasUnit?.(s, AL_LINE)).toBe(false);
      const m = a1805.measure?.(s, FRENCH, { from: FR_LINE, to: AL_LINE });
      expect(m).toMatchObject({ code: 'UNKNOWN_UNIT' });
    });

    test('16.4.1 the other side deploying gets no legal actions', () => {
      const s = fogGame([], [{ id: AL_LINE }, { id: FR_LINE }]);
      expect(a1805.legalActions(s, FRENCH)).toEqual([]);
      const offered = a1805.legalActions(s, ALLIED);
      expect(offered.map((a) => a.command.type)).toEqual(
        expect.arrayContaining(['DeployChit', 'EndPhase']),
      );
      for (const a of offered) expect(given(a1805, s).when(a.command).decision.ok).toBe(true);
    });
  });

  test('16.3 in clear weather every chit left is revealed', () => {
    const s = play(fogGame([], [{ id: AL_LINE }]), [deploy(1, 30, 15, [AL_LINE])]);
    const clearing: A1805State = {
      ...s,
      weather: 'partial-2',
      phase: 'close-combat',
      attacker: 'french',
      deploying: null,
      turn: 6,
    };
    const d = given(a1805, clearing).when(END);
    d.then([
      { type: 'PhaseEnded' },
      { type: 'ChitRevealed', chitId: 'A1', units: [AL_LINE], by: ['clear'] },
    ]);
    expect(d.after.fog.placing).toHaveLength(1);
    expect(a1805.actingSide(d.after, END)).toBe('allied');
  });

  describe('16.4.1 the strategic maps', () => {
    const maps = (attacker: Side): A1805State =>
      inPhase(
        fogGame(
          [],
          [{ id: FR_LINE }, { id: 'fr-soult' }, { id: AL_LINE }, { id: 'al-col-v-caramelli' }],
          attacker,
        ),
        'movement',
        attacker,
      );

    test('16.4.1.4 a French corps moves freely to an adjacent area, once a turn; its units go with it', () => {
      const s = maps('french');
      const d = given(a1805, s).when({ type: 'MoveCorps', formationId: 'fr-iv', to: 'fr-north' });
      d.then([
        {
          type: 'CorpsMoved',
          side: 'french',
          formationId: 'fr-iv',
          from: 'fr-centre',
          to: 'fr-north',
          result: 'moved',
        },
      ]);
      expect(d.after.fog.reserve.filter((u) => u.side === 'french').map((u) => u.area)).toEqual([
        'fr-north',
        'fr-north',
      ]);
      given(a1805, d.after)
        .when({ type: 'MoveCorps', formationId: 'fr-iv', to: 'fr-centre' })
        .thenViolates('ALREADY_MOVED', '16.4.1');
      given(a1805, s)
        .when({ type: 'MoveCorps', formationId: 'al-col-iv', to: 'al-north' })
        .thenViolates('UNKNOWN_CORPS', '16.4.1');
      // its chits now deploy in the new area (16.4.2.4)
      const next = { ...d.after, phase: 'chit-deployment' as const, deploying: 'french' as const };
      given(a1805, next)
        .when(deploy(1, 5, 25, [FR_LINE]))
        .then([{ type: 'ChitDeployed' }]);
      given(a1805, next)
        .when(deploy(1, 5, 17.5, [FR_LINE]))
        .thenViolates('WRONG_AREA', '16.4.2.4');
    });

    test('16.4.1.3 the dividing line opens only once combat has started', () => {
      const s = maps('french');
      given(a1805, s)
        .when({ type: 'MoveCorps', formationId: 'fr-iv', to: 'al-centre' })
        .thenViolates('DIVIDING_LINE', '16.4.1.3');
      given(a1805, s)
        .when({ type: 'MoveCorps', formationId: 'fr-iv', to: 'al-south' })
        .thenViolates('NOT_ADJACENT', '16.4.1');
      const fired = a1805.evolve(s, {
        type: 'CombatDeclared',
        defender: 'x',
        attackers: ['y'],
        side: 'french',
      } as never);
      expect(fired.fog.combatStarted).toBe(true);
      given(a1805, fired)
        .when({ type: 'MoveCorps', formationId: 'fr-iv', to: 'al-centre' })
        .then([{ type: 'CorpsMoved', result: 'moved' }]);
    });

    test('16.4 corps move on the strategic map only in the Movement Phase of a fog turn', () => {
      const s = maps('french');
      const move = { type: 'MoveCorps', formationId: 'fr-iv', to: 'fr-north' } as const;
      given(a1805, s)
        .when(move)
        .then([{ type: 'CorpsMoved', result: 'moved' }]);
      given(a1805, { ...s, phase: 'close-combat' as const })
        .when(move)
        .thenViolates('NOT_FOG_MOVEMENT', '16.4');
      given(a1805, { ...s, weather: 'clear' as const })
        .when(move)
        .thenViolates('NOT_FOG_MOVEMENT', '16.4');
    });

    test('16.4.1.5 an Allied column moves on 4–6, less 1 for each other column in the area it enters', () => {
      const s = maps('allied');
      given(a1805, s)
        .when({ type: 'MoveCorps', formationId: 'al-col-iv', to: 'al-south' }, [4])
        .then([{ type: 'CorpsMoved', result: 'moved', die: 4, modified: 4 }]);
      given(a1805, s)
        .when({ type: 'MoveCorps', formationId: 'al-col-iv', to: 'al-south' }, [3])
        .then([{ type: 'CorpsMoved', result: 'stayed', die: 3 }]);
      // the V Column is in al-north: the IV Column entering it needs 5 or 6
      given(a1805, s)
        .when({ type: 'MoveCorps', formationId: 'al-col-iv', to: 'al-north' }, [4])
        .then([{ type: 'CorpsMoved', result: 'stayed', die: 4, modified: 3 }]);
      given(a1805, s)
        .when({ type: 'MoveCorps', formationId: 'al-col-iv', to: 'al-north' }, [5])
        .then([{ type: 'CorpsMoved', result: 'moved', modified: 4 }]);
      const none = { ...s, fog: { ...s.fog, columns: 0 } };
      given(a1805, none)
        .when({ type: 'MoveCorps', formationId: 'al-col-iv', to: 'al-south' }, [6])
        .thenViolates('NO_COLUMNS_LEFT', '16.4.2.2');
    });

    test('16.4.1.1 a move on the strategic map, and its die, are hidden from the other side', () => {
      const s = maps('allied');
      const [moved] = given(a1805, s).when(
        { type: 'MoveCorps', formationId: 'al-col-iv', to: 'al-south' },
        [5],
      ).events;
      expect(a1805.redactEvent(moved!, FRENCH)).toBeNull();
      expect(a1805.redactEvent(moved!, SPECTATOR)).toBeNull();
      expect(a1805.redactEvent(moved!, ALLIED)).toBe(moved);
      const after = a1805.evolve(s, moved!);
      for (const viewer of [FRENCH, SPECTATOR]) {
        const text = JSON.stringify(a1805.view(after, viewer));
        expect(text).not.toContain('al-col-iv');
        expect(text).not.toContain('al-south');
      }
      expect(JSON.stringify(a1805.view(after, ALLIED))).toContain('al-col-iv');
      expect(a1805.legalActions(s, FRENCH)).toEqual([]);
      const offered = a1805.legalActions(s, ALLIED).filter((a) => a.command.type === 'MoveCorps');
      expect(offered.map((a) => a.command)).toEqual(
        expect.arrayContaining([
          { type: 'MoveCorps', formationId: 'al-col-iv', to: 'al-north' },
          { type: 'MoveCorps', formationId: 'al-col-iv', to: 'al-south' },
        ]),
      );
    });
  });
});
