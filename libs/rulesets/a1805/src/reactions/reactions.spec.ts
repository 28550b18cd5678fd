import { given } from '@pratzen/engine/testing';
import { sideViewer } from '@pratzen/engine';
import { withinGap } from '@pratzen/geometry';
import type { A1805Command } from '../commands';
import { U, unitSpec } from '../data/catalogue';
import type { A1805Event } from '../events';
import { unitRing } from '../movement/pose';
import { a1805 } from '../ruleset';
import type { A1805State, UnitState } from '../state';
import {
  AL_ART,
  AL_LINE,
  AL_LINE_2,
  FR_FOOT_ART,
  FR_HEAVY_CAV,
  FR_HORSE_ART,
  FR_LINE,
  FR_LINE_2,
  at,
  position,
} from '../testing/positions';
import { CONTACT } from '../movement/obstacles';

const AL_CAV = 'al-vg-kienmayer-cav-1';
const COSSACKS = 'al-vg-kienmayer-cav-2';
const unit = (s: A1805State, id: string): UnitState => {
  const u = s.units.find((x) => x.id === id);
  if (u === undefined) throw new Error(`no ${id}`);
  return u;
};
const ofType = <T extends A1805Event['type']>(events: readonly A1805Event[], type: T) =>
  events.filter((e): e is Extract<A1805Event, { type: T }> => e.type === type);
const close = (unitId: string, target: string): A1805Command => ({
  type: 'MoveUnit',
  unitId,
  steps: [{ kind: 'close', unitId: target }],
});
const react = (unitId: string, reaction: string, extra: object = {}): A1805Command =>
  ({ type: 'React', unitId, reaction, ...extra }) as A1805Command;
const touching = (a: UnitState, b: UnitState): boolean =>
  withinGap(unitRing(a), unitRing(b), CONTACT);
const rating = (id: string): number => unitSpec(id)!.morale;

/** French `attacker` 1.5 UM south of Allied `defender` (front to front), then it closes. */
function attacked(
  attacker: string,
  defender: string,
  defenderFormation: 'line' | 'column' | 'unlimbered' = 'line',
  defenderFacing = 180,
  extra: Parameters<typeof position>[0] = [],
): A1805State {
  // facing east, the defender's front edge is east of the attacker's centre: a flank
  const x = defenderFacing === 90 ? 36.2 : 36;
  const s = position([
    at(attacker, 36, 6, 0, 'line'),
    at(defender, x, 7.5, defenderFacing, defenderFormation),
    ...extra,
  ]);
  return given(a1805, s).when(close(attacker, defender)).after;
}

describe('4.6.1, 5.4.5, 13.8, 13.12, 13.15 reactions to an attack', () => {
  test('5.4.5 infantry attacked by cavalry is offered a hasty square; the game waits for its owner', () => {
    const s = attacked(FR_HEAVY_CAV, AL_LINE);
    expect(s.reaction).toMatchObject({
      unitId: AL_LINE,
      side: 'allied',
      against: FR_HEAVY_CAV,
      options: ['hasty-square', 'none'],
    });
    expect(a1805.actingSide(s, { type: 'EndPhase' })).toBe('allied');
    expect(a1805.status(s).pendingDecision).toMatchObject({ type: 'React', side: 'allied' });
    // nothing else meanwhile: the French may not go on, the Allies may only react
    given(a1805, s).when({ type: 'EndPhase' }).thenViolates('REACTION_PENDING', '4.6.1');
    expect(a1805.legalActions(s, sideViewer('french'))).toEqual([]);
    const offered = a1805.legalActions(s, sideViewer('allied')).map((a) => a.command);
    expect(offered).toEqual([react(AL_LINE, 'hasty-square'), react(AL_LINE, 'none')]);
    for (const c of offered) expect(given(a1805, s).when(c, [1, 2]).decision.ok).toBe(true);
  });

  test('5.4.5 no hasty square against infantry; 5.4 nor where there is no room', () => {
    expect(attacked(FR_LINE, AL_LINE).reaction).toBeNull();
    // a friend right behind the line: the square has no room either way
    const cramped = attacked(FR_HEAVY_CAV, AL_LINE, 'line', 180, [
      at(AL_LINE_2, 36, 7.95, 180, 'line'),
    ]);
    expect(cramped.reaction).toBeNull();
  });

  test('5.4.5.1 a line attacked from the front checks at −1: passed, it forms square against the cavalry', () => {
    const s = attacked(FR_HEAVY_CAV, AL_LINE);
    const w = given(a1805, s).when(react(AL_LINE, 'hasty-square'), [3, 3]);
    const check = ofType(w.events, 'MoraleChecked')[0]!;
    expect(check).toMatchObject({ unitId: AL_LINE, needed: rating(AL_LINE) - 1, result: 'passed' });
    const sq = unit(w.after, AL_LINE);
    expect(sq.formation).toBe('square');
    // the square keeps its front edge where the line's was: the cavalry is still in contact
    expect(touching(sq, unit(w.after, FR_HEAVY_CAV))).toBe(true);
  });

  test('5.4.5.1 failed, the unit keeps its formation and is stunned', () => {
    const s = attacked(FR_HEAVY_CAV, AL_LINE);
    const w = given(a1805, s).when(react(AL_LINE, 'hasty-square'), [4, 4]);
    expect(unit(w.after, AL_LINE)).toMatchObject({ formation: 'line', morale: 'stunned' });
    expect(w.events.at(-1)).toMatchObject({ type: 'Reacted', result: 'failed' });
    expect(w.after.reaction).toBeNull();
    expect(w.after.combats).toHaveLength(1);
  });

  test('5.4.5.1 a column checks unmodified; from a flank or the rear, −2', () => {
    const column = attacked(FR_HEAVY_CAV, AL_LINE, 'column');
    const c = given(a1805, column).when(react(AL_LINE, 'hasty-square'), [6, 1]);
    expect(ofType(c.events, 'MoraleChecked')[0]).toMatchObject({ needed: rating(AL_LINE) });
    // the line faces east: the cavalry comes at its flank
    const flank = position([
      at(FR_HEAVY_CAV, 36, 6, 0, 'line'),
      at(AL_LINE, 36.2, 7.5, 90, 'line'),
    ]);
    const s = given(a1805, flank).when(close(FR_HEAVY_CAV, AL_LINE)).after;
    expect(s.reaction?.options).toContain('hasty-square');
    const f = given(a1805, s).when(react(AL_LINE, 'hasty-square'), [1, 2]);
    expect(ofType(f.events, 'MoraleChecked')[0]).toMatchObject({ needed: rating(AL_LINE) - 2 });
    expect(unit(f.after, AL_LINE).formation).toBe('square');
  });

  test('13.12.2.1 cavalry whose charge met a hasty square presses home (no longer a charge: 13.12.3) or stops ½ UM off', () => {
    let s = position([at(FR_HEAVY_CAV, 36, 4, 0, 'line'), at(AL_LINE, 36, 6.5, 180, 'line')], {});
    s = given(a1805, s).when({
      type: 'DeclareCharge',
      unitId: FR_HEAVY_CAV,
      targetId: AL_LINE,
    }).after;
    // 12.7.1: the target's check as the cavalry comes in (passed), then its reaction
    s = given(a1805, s).when(close(FR_HEAVY_CAV, AL_LINE), [1, 2]).after;
    expect(s.combats[0]?.chargers).toEqual([FR_HEAVY_CAV]);
    s = given(a1805, s).when(react(AL_LINE, 'hasty-square'), [1, 2]).after;
    expect(s.reaction).toMatchObject({
      unitId: FR_HEAVY_CAV,
      side: 'french',
      options: ['press', 'stop'],
    });
    const press = given(a1805, s).when(react(FR_HEAVY_CAV, 'press')).after;
    expect(press.combats).toEqual([
      expect.objectContaining({ defender: AL_LINE, attackers: [FR_HEAVY_CAV], chargers: [] }),
    ]);
    expect(touching(unit(press, FR_HEAVY_CAV), unit(press, AL_LINE))).toBe(true);
    const stop = given(a1805, s).when(react(FR_HEAVY_CAV, 'stop')).after;
    expect(stop.combats).toEqual([]);
    const cav = unit(stop, FR_HEAVY_CAV);
    expect(withinGap(unitRing(cav), unitRing(unit(stop, AL_LINE)), U / 2 - 1)).toBe(false);
    expect(withinGap(unitRing(cav), unitRing(unit(stop, AL_LINE)), U / 2 + 5)).toBe(true);
  });

  test('4.6.1, 13.15.1.1.1 a battery within 2 UM of a friendly square may send its crew into it; 13.15.1.1.2 crewless guns neither fire nor move', () => {
    const s = attacked(FR_LINE, AL_ART, 'unlimbered', 180, [
      at(AL_LINE_2, 37.5, 8.5, 180, 'square'),
    ]);
    expect(s.reaction?.options).toEqual(['shelter', 'none']);
    expect(a1805.legalActions(s, sideViewer('allied')).map((a) => a.command)).toEqual([
      react(AL_ART, 'shelter', { squareId: AL_LINE_2 }),
      react(AL_ART, 'none'),
    ]);
    given(a1805, s)
      .when(react(AL_ART, 'shelter', { squareId: FR_LINE }))
      .thenViolates('NO_SHELTER', '13.15.1.1.1');
    const w = given(a1805, s).when(react(AL_ART, 'shelter', { squareId: AL_LINE_2 }));
    expect(unit(w.after, AL_ART).crewIn).toBe(AL_LINE_2);
    const musketry = { ...w.after, phase: 'defender-musketry' as const };
    given(a1805, musketry)
      .when({ type: 'FireArtillery', unitIds: [AL_ART], targetId: FR_LINE, ammunition: 'canister' })
      .thenViolates('CREWLESS', '13.15.1.1.2');
  });

  test('13.15.1.1.3 an attack on crewless guns destroys them on 1–4', () => {
    const s = attacked(FR_LINE, AL_ART, 'unlimbered', 180, [
      at(AL_LINE_2, 37.5, 8.5, 180, 'square'),
    ]);
    const crewless = {
      ...given(a1805, s).when(react(AL_ART, 'shelter', { squareId: AL_LINE_2 })).after,
      phase: 'close-combat' as const,
    };
    const four = given(a1805, crewless).when({ type: 'Assault', defenderId: AL_ART }, [4]);
    expect(four.events[0]).toMatchObject({
      type: 'CrewlessGunsAttacked',
      roll: 4,
      result: 'destroyed',
    });
    expect(four.after.eliminated).toEqual([AL_ART]);
    const five = given(a1805, crewless).when({ type: 'Assault', defenderId: AL_ART }, [5]);
    expect(five.after.eliminated).toEqual([]);
    expect(five.after.combats).toEqual([]);
  });

  test('13.15.1.1.2 the danger past, the crew returns in its Rally Phase, and the guns do not fire that turn; 13.15.1.1 a square lost takes the crew with it', () => {
    const base = position(
      [
        at(AL_ART, 36, 7.5, 180, 'unlimbered'),
        at(AL_LINE_2, 37.5, 8.5, 180, 'square'),
        at(FR_LINE, 36, 7, 0, 'line'),
      ],
      { phase: 'rally', attacker: 'allied' },
    );
    const crewless = {
      ...base,
      units: base.units.map((u) => (u.id === AL_ART ? { ...u, crewIn: AL_LINE_2 } : u)),
    };
    given(a1805, crewless)
      .when({ type: 'ReturnCrew', unitId: AL_ART })
      .thenViolates('DANGER', '13.15.1.1.2');
    const safe = { ...crewless, units: crewless.units.filter((u) => u.id !== FR_LINE) };
    const w = given(a1805, safe).when({ type: 'ReturnCrew', unitId: AL_ART });
    expect(w.events).toEqual([{ type: 'CrewReturned', unitId: AL_ART, squareId: AL_LINE_2 }]);
    expect(unit(w.after, AL_ART)).toMatchObject({ fired: true });
    expect(unit(w.after, AL_ART).crewIn).toBeUndefined();
    // the square destroyed with the crew inside: the battery is lost with it
    const fight = {
      ...crewless,
      phase: 'artillery-preparation-fire' as const,
      attacker: 'french' as const,
      units: crewless.units.map((u) => (u.id === AL_LINE_2 ? { ...u, stepsLost: 1 } : u)),
    };
    const gunner = position([at(FR_FOOT_ART, 37.5, 6.9, 0, 'unlimbered')]).units[0]!;
    const withGun = { ...fight, units: [...fight.units.filter((u) => u.id !== FR_LINE), gunner] };
    const shot = given(a1805, withGun).when(
      {
        type: 'FireArtillery',
        unitIds: [FR_FOOT_ART],
        targetId: AL_LINE_2,
        ammunition: 'canister',
      },
      [6, 6, 6],
    );
    expect(shot.after.eliminated).toEqual(expect.arrayContaining([AL_LINE_2, AL_ART]));
  });

  test('9.6, 13.15.1.2 a battery attacked from the front fires canister in the Defender Musketry Phase — at half firepower and −1 if it fired in the Defensive Fire Phase', () => {
    const s = attacked(FR_LINE, AL_ART, 'unlimbered');
    expect(s.reaction).toBeNull(); // no square near: it holds
    const musketry = { ...s, phase: 'defender-musketry' as const };
    const fire = {
      type: 'FireArtillery' as const,
      unitIds: [AL_ART],
      targetId: FR_LINE,
      ammunition: 'canister' as const,
    };
    const fresh = given(a1805, musketry).when(fire, [1, 1, 2]);
    const again = given(a1805, {
      ...musketry,
      units: musketry.units.map((u) => (u.id === AL_ART ? { ...u, fired: true } : u)),
    }).when(fire, [1, 1, 2]);
    const m1 = ofType(fresh.events, 'FireResolved')[0]!.modifier;
    const m2 = ofType(again.events, 'FireResolved')[0]!.modifier;
    expect(m2).toBeLessThan(m1); // half firepower (7 → 4) and −1
    expect(m1 - m2).toBeGreaterThanOrEqual(1);
    // the canister did not stop the attack: the battery is overrun there and then (13.15.1.2)
    expect(fresh.after.eliminated).toEqual([AL_ART]);
    expect(fresh.events.at(-1)).toMatchObject({ type: 'CombatEnded', defender: AL_ART });
    // … one that stops it (a double 6 routs the attacker away) lives, and fires no more this phase
    const stopped = given(a1805, musketry).when(fire, [6, 6, 6, 1, 1]);
    expect(stopped.after.eliminated).not.toContain(AL_ART);
    given(a1805, stopped.after).when(fire, [1, 1, 2]).thenViolates('ALREADY_FIRED', '9.6');
    given(a1805, musketry)
      .when({ ...fire, ammunition: 'round-shot' })
      .thenViolates('CANISTER_ONLY', '9.6');
  });

  test('13.15.1.2 from a flank a battery cannot hold and fire; 13.15 guns still reached in close combat are overrun', () => {
    const s = attacked(FR_LINE, AL_ART, 'unlimbered', 90);
    given(a1805, { ...s, phase: 'defender-musketry' })
      .when({ type: 'FireArtillery', unitIds: [AL_ART], targetId: FR_LINE, ammunition: 'canister' })
      .thenViolates('NOT_ATTACKED', '9.6');
    const w = given(a1805, { ...s, phase: 'close-combat' }).when(
      { type: 'Assault', defenderId: AL_ART },
      [],
    );
    expect(w.events[0]).toMatchObject({
      type: 'UnitEliminated',
      unitId: AL_ART,
      cause: 'overrun (13.15.1.2)',
    });
  });

  test('9.6.1 French horse artillery fires in the Attacker Musketry Phase; other batteries do not', () => {
    const s = position(
      [
        at(FR_HORSE_ART, 36, 6, 0, 'unlimbered'),
        at(FR_FOOT_ART, 38, 6, 0, 'unlimbered'),
        at(AL_LINE, 36, 7.5, 180, 'line'),
      ],
      { phase: 'attacker-musketry' },
    );
    const w = given(a1805, s).when(
      { type: 'FireArtillery', unitIds: [FR_HORSE_ART], targetId: AL_LINE, ammunition: 'canister' },
      [1, 1, 2],
    );
    expect(w.events[0]).toMatchObject({ type: 'ArtilleryFired', unitIds: [FR_HORSE_ART] });
    given(a1805, s)
      .when({
        type: 'FireArtillery',
        unitIds: [FR_FOOT_ART],
        targetId: AL_LINE,
        ammunition: 'canister',
      })
      .thenViolates('NOT_HORSE_ARTILLERY', '9.6.1');
  });

  test('13.8 cavalry frontally attacked by infantry alone may withdraw up to 2 UM after a check, facing the enemy or turning its back', () => {
    const s = attacked(FR_LINE, AL_CAV);
    expect(s.reaction?.options).toEqual(['withdraw', 'none']);
    const before = unit(s, AL_CAV);
    const w = given(a1805, s).when(react(AL_CAV, 'withdraw', { distance: 2 }), [2, 3]);
    const after = unit(w.after, AL_CAV);
    expect(ofType(w.events, 'MoraleChecked')[0]).toMatchObject({ needed: rating(AL_CAV) });
    expect(after.facing).toBe(before.facing);
    expect(after.y - before.y).toBe(2 * U);
    expect(w.after.combats).toEqual([]);
    const back = given(a1805, s).when(
      react(AL_CAV, 'withdraw', { distance: 1, back: true }),
      [2, 3],
    ).after;
    expect(unit(back, AL_CAV).facing).toBe(0);
    // failed: it stays and the attack stands
    const failed = given(a1805, s).when(react(AL_CAV, 'withdraw', { distance: 2 }), [5, 6]);
    expect(unit(failed.after, AL_CAV).y).toBe(before.y);
    expect(failed.after.combats).toHaveLength(1);
    given(a1805, s)
      .when(react(AL_CAV, 'withdraw', { distance: 2.5 }))
      .thenViolates('BAD_DISTANCE', '13.8');
  });

  test('13.8 not when attacked from a flank, nor by cavalry', () => {
    expect(attacked(FR_LINE, AL_CAV, 'line', 90).reaction).toBeNull();
    expect(attacked(FR_HEAVY_CAV, AL_CAV).reaction).toBeNull();
  });

  test('13.12.1.2 Cossacks attacked from the front retreat before combat: without a check against infantry, with one against cavalry', () => {
    const byInfantry = attacked(FR_LINE, COSSACKS);
    expect(byInfantry.reaction?.options).toEqual(['withdraw', 'evade', 'none']);
    const w = given(a1805, byInfantry).when(react(COSSACKS, 'evade'));
    expect(ofType(w.events, 'MoraleChecked')).toEqual([]);
    expect(unit(w.after, COSSACKS).y - unit(byInfantry, COSSACKS).y).toBe(U);
    expect(w.after.combats).toEqual([]);
    const byCavalry = attacked(FR_HEAVY_CAV, COSSACKS);
    expect(byCavalry.reaction?.options).toEqual(['evade', 'none']);
    const c = given(a1805, byCavalry).when(react(COSSACKS, 'evade'), [6, 5]);
    expect(ofType(c.events, 'MoraleChecked')[0]).toMatchObject({ result: 'failed' });
    expect(c.after.combats).toHaveLength(1);
    expect(attacked(FR_LINE, COSSACKS, 'line', 90).reaction).toBeNull();
  });

  test('one reaction per attack: a second attacker joining does not ask again', () => {
    let s = position([
      at(FR_LINE, 35.5, 6, 0, 'line'),
      at(FR_LINE_2, 36.55, 6, 0, 'line'),
      at(AL_CAV, 36, 7.5, 180, 'line'),
    ]);
    s = given(a1805, s).when(close(FR_LINE, AL_CAV)).after;
    s = given(a1805, s).when(react(AL_CAV, 'none')).after;
    const w = given(a1805, s).when(close(FR_LINE_2, AL_CAV));
    expect(ofType(w.events, 'ReactionOffered')).toEqual([]);
    expect(w.after.combats[0]?.attackers).toEqual([FR_LINE, FR_LINE_2]);
  });

  test('12.7.2.1 units that pass their check for a routed friend may hold or retreat in order — each asked in turn', () => {
    const s = position(
      [
        at(AL_ART, 38, 6, 270, 'unlimbered'),
        at(FR_LINE, 35.5, 6, 90, 'line'),
        at(FR_LINE_2, 35.5, 7.2, 90, 'line'),
        at('fr-iv-vandamme-3', 35.5, 4.8, 90, 'line'),
      ],
      { phase: 'artillery-preparation-fire', attacker: 'allied' },
    );
    // hit (3), the table (3), FR_LINE's check a double 6: it routs; both neighbours pass (1+2, 2+1)
    const w = given(a1805, s).when(
      { type: 'FireArtillery', unitIds: [AL_ART], targetId: FR_LINE, ammunition: 'round-shot' },
      [3, 3, 6, 6, 1, 2, 2, 1],
    );
    expect(w.after.reaction).toMatchObject({
      unitId: FR_LINE_2,
      side: 'french',
      against: FR_LINE,
      options: ['retreat', 'none'],
    });
    expect(w.after.laterReactions).toEqual([
      expect.objectContaining({ unitId: 'fr-iv-vandamme-3', options: ['retreat', 'none'] }),
    ]);
    expect(a1805.actingSide(w.after, { type: 'EndPhase' })).toBe('french');
    const before = unit(w.after, FR_LINE_2);
    const retreated = given(a1805, w.after).when(react(FR_LINE_2, 'retreat')).after;
    // 1 UM straight back (west: it faces east), its facing kept
    expect(unit(retreated, FR_LINE_2)).toMatchObject({ x: before.x - U, y: before.y, facing: 900 });
    expect(retreated.reaction?.unitId).toBe('fr-iv-vandamme-3');
    const held = given(a1805, retreated).when(react('fr-iv-vandamme-3', 'none')).after;
    expect(held.reaction).toBeNull();
    expect(a1805.actingSide(held, { type: 'EndPhase' })).toBe('allied');
  });

  test('12.7.2.1 a retreat whose room is gone when the unit is asked is not offered (decide would refuse it NO_ROOM); holding still is', () => {
    // both pass their check for FR_LINE; vandamme-3, behind FR_LINE_2 and facing south-west, has
    // room when it passes, but FR_LINE_2, asked first, retreats 1 UM west into its way
    const s = position(
      [
        at(AL_ART, 38, 6, 270, 'unlimbered'),
        at(FR_LINE, 35.5, 6, 90, 'line'),
        at(FR_LINE_2, 35.5, 7.2, 90, 'line'),
        at('fr-iv-vandamme-3', 34, 7.25, 225, 'line'),
      ],
      { phase: 'artillery-preparation-fire', attacker: 'allied' },
    );
    const w = given(a1805, s).when(
      { type: 'FireArtillery', unitIds: [AL_ART], targetId: FR_LINE, ammunition: 'round-shot' },
      [3, 3, 6, 6, 1, 2, 2, 1],
    );
    expect(w.after.reaction).toMatchObject({ unitId: FR_LINE_2, options: ['retreat', 'none'] });
    expect(w.after.laterReactions).toEqual([
      expect.objectContaining({ unitId: 'fr-iv-vandamme-3', options: ['retreat', 'none'] }),
    ]);
    // while FR_LINE_2 stands, vandamme-3 could retreat
    expect(
      given(a1805, { ...w.after, reaction: w.after.laterReactions[0]!, laterReactions: [] }).when(
        react('fr-iv-vandamme-3', 'retreat'),
      ).decision.ok,
    ).toBe(true);
    const retreated = given(a1805, w.after).when(react(FR_LINE_2, 'retreat')).after;
    expect(retreated.reaction?.unitId).toBe('fr-iv-vandamme-3');
    given(a1805, retreated)
      .when(react('fr-iv-vandamme-3', 'retreat'))
      .thenViolates('NO_ROOM', '12.7.2.1');
    const offered = a1805.legalActions(retreated, sideViewer('french')).map((a) => a.command);
    expect(offered).toEqual([react('fr-iv-vandamme-3', 'none')]);
    for (const c of offered) expect(given(a1805, retreated).when(c).decision.ok).toBe(true);
    // the view and the pending decision offer what the legal actions do (a client's buttons)
    const view = a1805.view(retreated, sideViewer('french')) as { reaction: { options: string[] } };
    expect(view.reaction.options).toEqual(['none']);
    expect(a1805.status(retreated).pendingDecision?.prompt).toBe(
      `fr-iv-vandamme-3: none (against ${retreated.reaction?.against})`,
    );
    // the state keeps what was offered when the check passed (the record is unchanged)
    expect(retreated.reaction?.options).toEqual(['retreat', 'none']);
  });

  test('a unit that leaves the table has no choice left to make: the next one is asked', () => {
    const s0 = position([at(FR_LINE, 35.5, 6, 90, 'line'), at(FR_LINE_2, 35.5, 7.2, 90, 'line')]);
    const ask = (unitId: string) => ({
      side: 'french' as const,
      unitId,
      against: AL_LINE,
      options: ['retreat' as const, 'none' as const],
    });
    const s = { ...s0, reaction: ask(FR_LINE), laterReactions: [ask(FR_LINE_2)] };
    const after = a1805.evolve(s, { type: 'UnitEliminated', unitId: FR_LINE, cause: 'test' });
    expect(after.reaction).toEqual(ask(FR_LINE_2));
    expect(after.laterReactions).toEqual([]);
    const other = a1805.evolve(s, { type: 'UnitEliminated', unitId: FR_LINE_2, cause: 'test' });
    expect(other.reaction).toEqual(ask(FR_LINE));
    expect(other.laterReactions).toEqual([]);
  });
});
