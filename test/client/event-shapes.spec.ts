import type { ValidateFunction } from 'ajv';
import type { AnyRuleset } from '@pratzen/rulesets';
import { dg2006 } from '@pratzen/rulesets/dg-2006';
import { playRandomGame as playRandomDgGame } from '@pratzen/rulesets/dg-2006/simulation/random-game';
import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { playRandomGame } from '@pratzen/rulesets/spi-1980/simulation/random-game';
import type { OpenAPIObject } from '@nestjs/swagger';
import { addTypedShapes, componentPrefix } from '../../apps/api/src/openapi/typed-shapes';
import { ruleset as duel } from '../fixtures/freeform-duel/ruleset';
import { check, published } from './support/published-schemas';
import { PlayedBatches, recordOf, storedStream, viewedEvents } from './support/sealed-stream';

/**
 * Issue #15: the events of the OpenAPI document are typed per ruleset (`<Prefix>Event`, a
 * `oneOf` by `type` of envelopes whose `data` is the ruleset's `eventSchemas`). Every event of
 * played games, stored as the API stores it (sealed over public forms) and shown to each viewer
 * by the API's own redaction, must match the committed openapi.yaml — the redacted forms too.
 */
interface Tally {
  readonly types: Set<string>;
  readonly shown: Map<string, number>;
  checked: number;
}

function checkGame(ruleset: AnyRuleset, played: PlayedBatches, tally: Tally): string[] {
  const prefix = componentPrefix(ruleset.info.id);
  const own: ValidateFunction = published(`${prefix}Event`);
  const any: ValidateFunction = published('EventEnvelopeDto');
  const stored = storedStream(ruleset, played);
  // the whole record (GET /record) too: its genesis and every command's events, unredacted
  const record = recordOf(stored);
  const problems: string[] = check(published('GameRecordDto'), record, 'record');
  // ... and the record's events are typed: an event with the wrong data fails it
  const [head, ...rest] = record.commands;
  const wrong = head && { ...head, events: head.events.map((e) => ({ ...e, data: { no: 1 } })) };
  const corrupted = { ...record, commands: wrong === undefined ? rest : [wrong, ...rest] };
  if (published('GameRecordDto')(corrupted)) problems.push('a corrupted record passed');
  for (const { viewer, envelope } of viewedEvents(ruleset, stored)) {
    tally.checked++;
    tally.types.add(envelope.type);
    const key = `${viewer.kind === 'side' ? viewer.side : viewer.kind}:${envelope.type}`;
    tally.shown.set(key, (tally.shown.get(key) ?? 0) + 1);
    const what = `${envelope.type} v${envelope.version} to ${key}`;
    problems.push(...check(own, envelope, what), ...check(any, envelope, what));
    if (
      envelope.type === 'ReserveDeploymentPlotted' &&
      (envelope.data as { redacted?: boolean }).redacted === true
    ) {
      tally.shown.set(`${key}:blanked`, 1);
    }
    if (problems.length > 5) break;
  }
  return problems;
}

const newTally = (): Tally => ({ types: new Set(), shown: new Map(), checked: 0 });

describe('event shapes of openapi/openapi.yaml against played games, as each viewer sees them', () => {
  test('SPI 1980: every event of two random games, to each viewer, matches Spi1980Event', () => {
    const tally = newTally();
    for (const seed of [1, 2]) {
      const played = new PlayedBatches();
      playRandomGame({
        seed,
        maxCommands: 1500,
        onEvent: played.onEvent,
        onCommand: played.onCommand,
      });
      expect(checkGame(spi1980, played, tally)).toEqual([]);
    }
    expect(tally.checked).toBeGreaterThan(2000);
    // the Allies and spectators get the written reserve deployment blanked (12.0)
    expect(tally.shown.get('allied:ReserveDeploymentPlotted:blanked')).toBe(1);
    expect(tally.shown.get('french:ReserveDeploymentPlotted:blanked')).toBeUndefined();
    expect([...tally.types]).toEqual(
      expect.arrayContaining([
        'GameCreated',
        'UnitMoved',
        'AttackDeclared',
        'AttackResolved',
        'CombatDecisionRequested',
        'PhaseEnded',
        'GameEnded',
        'DrawOffered',
      ]),
    );
  });

  test('DG 2006: every event of two random games, to each viewer, matches Dg2006Event', () => {
    const tally = newTally();
    for (const seed of [1, 2]) {
      const played = new PlayedBatches();
      playRandomDgGame({
        seed,
        maxCommands: 1500,
        onEvent: played.onEvent,
        onCommand: played.onCommand,
      });
      expect(checkGame(dg2006, played, tally)).toEqual([]);
    }
    expect(tally.checked).toBeGreaterThan(1000);
    expect([...tally.types]).toEqual(
      expect.arrayContaining(['UnitMoved', 'AttackResolved', 'UnitRetreated', 'PhaseEnded']),
    );
  });

  test('the event schemas are strict: a wrong type, a missing or an extra member, an unknown type fail', () => {
    const spi = published('Spi1980Event');
    const meta = {
      commandId: 'c1',
      commandType: 'MoveUnit',
      actor: 'french',
      recordedAt: '2026-11-27T00:00:00.000Z',
      rulesetVersion: '2.0.0',
    };
    const moved = {
      gameId: '00000000-0000-4000-8000-000000000015',
      version: 2,
      type: 'UnitMoved',
      data: {
        unitId: 'a',
        path: ['1521'],
        mpSpent: 2,
        marchOrder: false,
        entered: false,
        exited: false,
      },
      meta,
    };
    expect(check(spi, moved, 'UnitMoved')).toEqual([]);
    expect(spi({ ...moved, data: { ...moved.data, mpSpent: '2' } })).toBe(false);
    expect(spi({ ...moved, data: { ...moved.data, extra: 1 } })).toBe(false);
    const { exited: _exited, ...missing } = moved.data;
    expect(spi({ ...moved, data: missing })).toBe(false);
    expect(spi({ ...moved, type: 'NoSuchEvent' })).toBe(false);
    expect(spi({ ...moved, gameId: 'not-a-uuid' })).toBe(false);
    // DG's UnitMoved is another shape: the union of its ruleset refuses SPI's
    expect(published('Dg2006Event')(moved)).toBe(false);
    // the placeholder carries no data
    expect(spi({ ...moved, type: 'Redacted', data: null })).toBe(true);
    expect(spi({ ...moved, type: 'Redacted', data: moved.data })).toBe(false);
  });

  test('a ruleset publishing no shapes (the free-form fixture) is documented free-form beside typed ones', () => {
    const document: OpenAPIObject = {
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: {},
      components: {
        schemas: {
          GameStateDto: { type: 'object', required: ['state'], properties: { state: {} } },
          GameSummaryDto: { type: 'object', properties: { pendingDecision: {} } },
        },
      },
    };
    addTypedShapes(document, [spi1980, duel]);
    const schemas = document.components?.schemas ?? {};
    const prefix = componentPrefix(duel.info.id);
    expect(schemas[`${prefix}Event`]).toMatchObject({ properties: { type: { type: 'string' } } });
    expect(schemas['EventEnvelopeDto']).toEqual({
      description: expect.any(String),
      anyOf: [
        { $ref: '#/components/schemas/Spi1980Event' },
        { $ref: `#/components/schemas/${prefix}Event` },
      ],
    });
    // its preview and pending decision fall back to free objects; SPI's stay typed
    expect(schemas['AnyPreview']).toMatchObject({
      anyOf: [
        { $ref: '#/components/schemas/Spi1980AttackPreview' },
        { additionalProperties: true },
      ],
    });
    expect(schemas['AnyPendingDecision']).toMatchObject({
      anyOf: [
        { $ref: '#/components/schemas/Spi1980PendingDecision' },
        { additionalProperties: true },
      ],
    });
  });
});
