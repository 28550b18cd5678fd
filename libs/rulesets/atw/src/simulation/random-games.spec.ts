import { REFEREE, setupStateOrThrow } from '@pratzen/engine';
import { firstMet } from '@pratzen/rulesets/freeform-kit';
import {
  assertActingIsActiveSide,
  assertNoOverlaps,
  assertOutOf,
  assertReplays,
  assertWireRoundTrip,
  assertWithin,
  emptyTally,
  playFree,
} from '@pratzen/rulesets/freeform-kit/testing';
import type { AtwCommand } from '../commands';
import type { AtwEvent } from '../events';
import { unitRing } from '../footprint';
import { atw } from '../ruleset';
import { sideToAct } from '../sequence/turn';
import type { AtwState } from '../state';
import { impassable } from '../table';
import { decodeEvent, decodeEventStrict, encodeEvent } from '../wire';

/**
 * The free-form random-game property (issue #29) on the Sokolnitz scenario: seeded random
 * players sample the action spaces and play whole games; after every event no two footprints
 * overlap, all stand on the table and out of impassable ground; events are integers inside and
 * exact on the wire; sampled commands are accepted; replay rebuilds the final state.
 * ATW_PROPERTY_GAMES sets the number of games (default 4, a few seconds).
 */
const GAMES = Number(process.env.ATW_PROPERTY_GAMES ?? 4);

const rings = (s: AtwState) => s.units.map((u) => ({ id: u.id, ring: unitRing(s.table, u) }));

describe(`atw random games (${GAMES})`, () => {
  test('no overlapping bases, on the table, integer events exact on the wire, sampled commands accepted, replay equality', () => {
    const initial = setupStateOrThrow(atw.initialState({ scenarioId: 'sokolnitz' }));
    const tally = emptyTally();
    // shooting (16): how often the random games fire and test
    const fire = { shots: 0, hits: 0, fireTests: 0, fireRetreats: 0 };
    for (let seed = 1; seed <= GAMES; seed += 1) {
      const { final, events } = playFree<AtwState, AtwCommand, AtwEvent>(
        atw,
        initial,
        seed,
        tally,
        {
          isOver: (s) => s.over,
          sideToAct,
          fallbackSide: 'allied',
          endPhase: { type: 'EndPhase' },
          guard: 20_000,
          onEvent: (s, e) => {
            if (e.type === 'Shot') {
              fire.shots += 1;
              fire.hits += e.hits;
            }
            if (e.type === 'FireTested') fire.fireTests += 1;
            if (e.type === 'FireTested' && e.result === 'retreats') fire.fireRetreats += 1;
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
        },
      );
      expect(final.over).toBe(true);
      assertWireRoundTrip(events, { encodeEvent, decodeEvent, decodeEventStrict });
      assertReplays(atw, initial, events, final);
      expect(atw.view(final, REFEREE)).toBeDefined();
    }
    if (process.env.ATW_PROPERTY_TALLY !== undefined)
      console.log(JSON.stringify({ ...tally, fire }));
    expect(tally.moves).toBeGreaterThan(GAMES * 10);
    expect(tally.accepted).toBeGreaterThan(0);
    expect(tally.checked).toBeGreaterThan(0);
    // 16: the games reach the shoot phase and fire (4 seeded games fire dozens of times)
    if (GAMES >= 4) expect(fire.shots).toBeGreaterThan(0);
  });
});
