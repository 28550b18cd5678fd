import { REFEREE } from '@pratzen/engine';
import { firstMet } from '@pratzen/rulesets/freeform-kit';
import {
  assertActingIsActiveSide,
  assertNoOverlaps,
  assertOutOf,
  assertReplays,
  assertWireRoundTrip,
  assertWithin,
  emptyTally,
} from '@pratzen/rulesets/freeform-kit/testing';
import { unitRing } from '../footprint';
import { atw } from '../ruleset';
import { sideToAct } from '../sequence/turn';
import type { AtwState } from '../state';
import { impassable } from '../table';
import { decodeEvent, decodeEventStrict, encodeEvent } from '../wire';
import { closeQuarters } from './close-quarters';
import { playRandomGame, sokolnitz } from './random-game';

/**
 * The free-form random-game property (issue #29) on the Sokolnitz scenario: seeded random
 * players sample the action spaces and play whole games; after every event no two footprints
 * overlap, all stand on the table and out of impassable ground; events are integers inside and
 * exact on the wire; sampled commands are accepted; replay rebuilds the final state. Odd seeds
 * play Sokolnitz unbiased; even seeds the close-quarters start (close-quarters.ts), whose random
 * player makes an attack move whenever one is legal, so close combat, reactions, retreats and
 * rallies are exercised; the counts are printed. ATW_PROPERTY_GAMES sets the number of games
 * (default 4, a few seconds).
 */
const GAMES = Number(process.env.ATW_PROPERTY_GAMES ?? 4);

const rings = (s: AtwState) => s.units.map((u) => ({ id: u.id, ring: unitRing(s.table, u) }));

describe(`atw random games (${GAMES})`, () => {
  test('no overlapping bases, on the table, integer events exact on the wire, sampled commands accepted, replay equality', () => {
    const starts = { sokolnitz: sokolnitz(), close: closeQuarters() };
    const tally = emptyTally();
    // shooting (16) and close combat (14, 17): how often the random games play them
    const fire = { shots: 0, hits: 0, fireTests: 0, fireRetreats: 0 };
    const combat: Record<string, number> = {};
    const COUNTED = new Set(['AttackMade', 'ReactionOffered', 'HastySquareTested', 'Evaded']);
    COUNTED.add('CombatRoundFought').add('UnitRetreated').add('RallyTested').add('AttackHalted');
    COUNTED.add('UnitPassedThrough').add('PinTested');
    // 17.8, 17.9 (optional, declared by the close-quarters start)
    COUNTED.add('BreakthroughOffered').add('BreakthroughChosen');
    for (let seed = 1; seed <= GAMES; seed += 1) {
      // odd seeds: Sokolnitz unbiased; even seeds: close quarters, attacks preferred
      const close = seed % 2 === 0;
      const { initial, final, events } = playRandomGame({
        seed,
        initial: close ? starts.close : starts.sokolnitz,
        attackBias: close,
        tally,
        onEvent: (s, e) => {
          if (e.type === 'Shot') {
            fire.shots += 1;
            fire.hits += e.hits;
          }
          if (e.type === 'FireTested') fire.fireTests += 1;
          if (e.type === 'FireTested' && e.result === 'retreats') fire.fireRetreats += 1;
          if (COUNTED.has(e.type)) combat[e.type] = (combat[e.type] ?? 0) + 1;
          if (e.type === 'AttackMade' && e.behind !== undefined)
            combat.reinforcing = (combat.reinforcing ?? 0) + 1;
          if (e.type === 'BreakthroughChosen' && e.choice === 'attack')
            combat.breakthroughAttacks = (combat.breakthroughAttacks ?? 0) + 1;
          const label = `${seed}: ${JSON.stringify(e)}`;
          const r = rings(s);
          assertNoOverlaps(r, label);
          assertWithin(r, s.table.bbox, label);
          assertOutOf(
            r.filter((x) => s.units.find((u) => u.id === x.id)!.block === null),
            (ring) => firstMet(ring, impassable(s.table)),
            'impassable ground',
            label,
          );
          // 15.1: the owner of a pending retreat acts, else the active side
          if (s.retreats.length === 0) assertActingIsActiveSide(atw, s, label);
          else expect(sideToAct(s)).toBe(atw.status(s).pendingDecision?.side);
        },
      });
      expect(final.over).toBe(true);
      assertWireRoundTrip(events, { encodeEvent, decodeEvent, decodeEventStrict });
      assertReplays(atw, initial, events, final);
      expect(atw.view(final, REFEREE)).toBeDefined();
    }
    console.log(
      `atw random games (${GAMES}): ${JSON.stringify({ commands: tally.byType, combat, fire })}`,
    );
    expect(tally.moves).toBeGreaterThan(GAMES * 10);
    expect(tally.accepted).toBeGreaterThan(0);
    expect(tally.checked).toBeGreaterThan(0);
    // 16: the games reach the shoot phase and fire (4 seeded games fire dozens of times)
    if (GAMES >= 4) expect(fire.shots).toBeGreaterThan(0);
    // 14, 17, 10-2b: the close-quarters games attack, fight and react
    if (GAMES >= 4) {
      expect(tally.byType.FightCombats ?? 0).toBeGreaterThan(0);
      expect(combat.AttackMade ?? 0).toBeGreaterThan(0);
    }
    if (GAMES >= 10) expect(tally.byType.React ?? 0).toBeGreaterThan(0);
  });
});
