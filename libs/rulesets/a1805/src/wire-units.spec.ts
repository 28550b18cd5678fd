import { REFEREE, SPECTATOR, setupStateOrThrow } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import type { A1805Event } from './events';
import { a1805 } from './ruleset';
import { FR_LINE, at, position } from './testing/positions';
import { RULESET_VERSION } from './vocabulary';
import { EVENT_SCHEMAS } from './event-schema';
import {
  WIRE_MEMBERS,
  decodeEvent,
  decodeEventStrict,
  encodeEvent,
  eventsInUM,
} from './wire-units';

/** Issue #26: one unit on the wire — a1805's events in UM and degrees from 0.2.0. */
describe('a1805 events on the wire (wire-units.ts)', () => {
  const moved: A1805Event = {
    type: 'UnitMoved',
    unitId: FR_LINE,
    x: 20_837,
    y: 15_000,
    facing: 1_100,
    formation: 'line',
    spent: 1_999,
    passed: [],
  };

  test('distances and positions in UM (ticks / 1,000), facings in degrees (tenths / 10); counts as they are', () => {
    expect(encodeEvent(moved)).toEqual({ ...moved, x: 20.837, y: 15, facing: 110, spent: 1.999 });
    expect(
      encodeEvent({
        type: 'ArtilleryFired',
        unitIds: ['a', 'b'],
        facings: [5, 3_599],
        positions: [
          [1, 39_999],
          [12_345, 0],
        ],
        targetId: 't',
        ammunition: 'round-shot',
        hitRoll: 4,
        needed: 3,
        result: 'hit',
      }),
    ).toEqual({
      type: 'ArtilleryFired',
      unitIds: ['a', 'b'],
      facings: [0.5, 359.9],
      positions: [
        [0.001, 39.999],
        [12.345, 0],
      ],
      targetId: 't',
      ammunition: 'round-shot',
      hitRoll: 4,
      needed: 3,
      result: 'hit',
    });
    const placed: A1805Event = {
      type: 'ChitUnitsPlaced',
      chitId: 'F1',
      units: [{ unitId: FR_LINE, x: 10_250, y: 17_500, facing: 900, formation: 'column' }],
    };
    expect(encodeEvent(placed)).toEqual({
      ...placed,
      units: [{ unitId: FR_LINE, x: 10.25, y: 17.5, facing: 90, formation: 'column' }],
    });
    expect(
      encodeEvent({
        type: 'ReactionOffered',
        unitId: 'u',
        side: 'french',
        against: 'e',
        options: ['press', 'stop'],
        left: 1_500,
      }),
    ).toMatchObject({ left: 1.5 });
    const checked: A1805Event = {
      type: 'MoraleChecked',
      unitId: 'u',
      cause: 'fire',
      dice: [3, 4],
      needed: 8,
      result: 'failed',
    };
    expect(encodeEvent(checked)).toEqual(checked);
    // optional members absent stay absent
    expect(encodeEvent({ type: 'MoraleChanged', unitId: 'u', to: 'stunned' })).toEqual({
      type: 'MoraleChanged',
      unitId: 'u',
      to: 'stunned',
    });
  });

  test('decode(encode(e)) is e, for every tick from 0 to 40 UM and every tenth of a degree', () => {
    let checked = 0;
    for (let t = 0; t <= 40_000; t += 1) {
      const e: A1805Event = { ...moved, x: t, y: 40_000 - t, spent: t, facing: t % 3_600 };
      const w = encodeEvent(e);
      const back = JSON.stringify(decodeEvent(w));
      if (back !== JSON.stringify(e) || JSON.stringify(decodeEventStrict(w)) !== back) {
        throw new Error(`${JSON.stringify(e)} comes back as ${back}`);
      }
      // at most 3 (1) decimals, as JSON prints them
      const text = JSON.stringify(w);
      if (!/"x":\d+(\.\d{1,3})?,/.test(text) || !/"facing":\d+(\.\d)?,/.test(text)) {
        throw new Error(`too many decimals: ${text}`);
      }
      checked += 1;
    }
    expect(checked).toBe(40_001);
  });

  test('a finer value than the wire allows is refused by the strict reading', () => {
    const w = encodeEvent(moved) as typeof moved & { type: 'UnitMoved' };
    expect(() => decodeEventStrict({ ...w, x: 20.8375 })).toThrow(/UnitMoved: distance/);
    expect(() => decodeEventStrict({ ...w, facing: 110.25 })).toThrow(/UnitMoved: angle/);
    expect(decodeEventStrict(w)).toEqual(moved);
  });

  test('which versions speak UM: 0.2.0 on (and the current one when none is named); 0.1.x and 0.0.x ticks', () => {
    expect(RULESET_VERSION).toBe('0.3.0');
    expect(eventsInUM(undefined)).toBe(true);
    expect(eventsInUM('0.3.0')).toBe(true);
    expect(eventsInUM('0.2.0')).toBe(true);
    expect(eventsInUM('0.10.3')).toBe(true);
    expect(eventsInUM('1.0.0')).toBe(true);
    expect(eventsInUM('0.1.0')).toBe(false);
    expect(eventsInUM('0.1.7')).toBe(false);
    expect(eventsInUM('0.0.1')).toBe(false);
    const state = (rulesVersion?: string) =>
      setupStateOrThrow(
        a1805.initialState({
          scenarioId: 'pratzen-example',
          ...(rulesVersion === undefined ? {} : { rulesVersion }),
        }),
      );
    expect(state().eventUnits).toBe('UM');
    expect(state('0.2.0').eventUnits).toBe('UM');
    expect(state('0.1.0').eventUnits).toBeUndefined();
  });

  const units = [at(FR_LINE, 20, 15, 90, 'line')];
  const move = {
    type: 'MoveUnit',
    unitId: FR_LINE,
    steps: [
      { kind: 'turn', angle: 20 },
      { kind: 'forward', distance: 0.837 },
    ],
  } as const;

  test('a game created under 0.2.0 moves a unit: its event speaks UM and degrees, as the command, the state and the preview', () => {
    const s = position(units, { rulesVersion: '0.2.0' });
    const w = given(a1805, s).when(move);
    const [event] = w.events;
    expect(event).toMatchObject({ type: 'UnitMoved', unitId: FR_LINE, facing: 110 });
    const unit = (
      a1805.view(w.after, SPECTATOR) as {
        units: { id: string; position: { x: number; y: number }; facing: number }[];
      }
    ).units.find((u) => u.id === FR_LINE)!;
    expect(event).toMatchObject({ x: unit.position.x, y: unit.position.y, facing: unit.facing });
    const preview = a1805.preview!(s, move) as {
      position: { x: number; y: number };
      facing: number;
      distanceUsed: number;
    };
    expect(event).toMatchObject({
      ...preview.position,
      facing: preview.facing,
      spent: preview.distanceUsed,
    });
    expect(decodeEventStrict(event!)).toEqual(decodeEvent(event!));
    // the redacted copy is the event (nothing hidden in a move), in the same units
    expect(a1805.redactEvent(event!, SPECTATOR)).toEqual(event);
  });

  test('a game created under 0.1.0 goes on with integer events: the same move, in ticks and tenths', () => {
    const ticks = position(units, { rulesVersion: '0.1.0' });
    const um = position(units, { rulesVersion: '0.2.0' });
    const old = given(a1805, ticks).when(move);
    const now = given(a1805, um).when(move);
    expect(old.events).toEqual(now.events.map(decodeEvent));
    expect(old.events[0]).toMatchObject({ facing: 1_100 });
    expect(Number.isInteger((old.events[0] as { x: number }).x)).toBe(true);
    // both fold to the same state (but for the form of their events)
    const { eventUnits: _um, ...same } = now.after;
    expect(old.after).toEqual(same);
    expect(a1805.view(old.after, REFEREE)).toEqual(a1805.view(now.after, REFEREE));
  });

  test('the published event schemas and the conversion agree: each converted member a number in UM or degrees, every other number an integer', () => {
    type Schema = {
      type?: string;
      description?: string;
      items?: Schema;
      properties?: Record<string, Schema>;
    };
    /** The members of an object schema that hold non-integer numbers, with their descriptions. */
    const numbers = (schema: Schema): Record<string, string> =>
      Object.fromEntries(
        Object.entries(schema.properties ?? {}).flatMap(([k, v]) => {
          const leaf =
            v.type === 'array' ? (v.items?.type === 'array' ? v.items.items : v.items) : v;
          return leaf?.type === 'number' ? [[k, leaf.description ?? '']] : [];
        }),
      );
    const nested: Record<string, Record<string, string>> = {
      ArtilleryFired: { facings: 'degrees', positions: 'UM' },
    };
    for (const [type, schema] of Object.entries(EVENT_SCHEMAS)) {
      const members = WIRE_MEMBERS[type as A1805Event['type']];
      const expected: Record<string, string> = {
        ...Object.fromEntries((members.ticks ?? []).map((k) => [k, 'UM'])),
        ...Object.fromEntries((members.tenths ?? []).map((k) => [k, 'degrees'])),
        ...nested[type],
      };
      const found = numbers(schema as Schema);
      expect([type, Object.keys(found).sort()]).toEqual([type, Object.keys(expected).sort()]);
      for (const [k, unit] of Object.entries(expected)) {
        expect([type, k, found[k]]).toEqual([type, k, expect.stringContaining(unit)]);
        expect(found[k]).toContain('games created under 0.1.0');
      }
    }
    // a revealed chit's units placed: a pose each
    const placed = (EVENT_SCHEMAS.ChitUnitsPlaced as Schema).properties!['units']!.items!;
    expect(Object.keys(numbers(placed)).sort()).toEqual(['facing', 'x', 'y']);
  });
});
