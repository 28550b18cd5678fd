import type { Viewer } from '@pratzen/engine';
import { a1805 } from '@pratzen/rulesets/a1805';
import type { A1805Command } from '@pratzen/rulesets/a1805/commands';
import type { A1805Event } from '@pratzen/rulesets/a1805/events';
import type { A1805State } from '@pratzen/rulesets/a1805/state';
import {
  type Tally,
  contact,
  example,
  historical,
  play,
} from '@pratzen/rulesets/a1805/simulation/random-game';
import { check, published, publishedProperty } from './support/published-schemas';
import {
  PlayedBatches,
  VIEWERS,
  recordOf,
  storedStream,
  viewedEvents,
} from './support/sealed-stream';

/**
 * Issue #15: *Austerlitz 1805*'s shapes in the committed openapi.yaml hold for what the code
 * sends — its state view for every viewer, every event as each viewer gets it (the chits'
 * secrets redacted), the summary's pending decision and a move's preview — over a handful of
 * random games: the historical deployment by chits in the fog, and with the advanced rules two
 * lines in contact and the rulebook's example position, that position once more without them
 * (seeds chosen for the rarer events: routs off the table and back, crewless guns attacked,
 * charges, disengagements; chosen again when the rules' fixes of issue #26 changed the paths).
 */
const GAMES: readonly { start: () => A1805State; seed: number; advanced: boolean }[] = [
  { start: historical, seed: 3, advanced: false },
  { start: contact, seed: 30, advanced: true },
  { start: contact, seed: 46, advanced: true },
  { start: example, seed: 22, advanced: true },
  { start: example, seed: 30, advanced: true },
  { start: example, seed: 94, advanced: false },
  // a unit routed off the table and back (19.2-19.4), since the 0.3.0 rules changed the paths
  { start: example, seed: 9, advanced: true },
];

const ADVANCED = ['alternate-rout', 'allied-artillery', 'grande-armee'];

interface Played {
  readonly batches: PlayedBatches<A1805Command, A1805Event>;
  readonly states: A1805State[];
  readonly moves: { state: A1805State; command: A1805Command }[];
}

function playAll(): Played[] {
  return GAMES.map(({ start, seed, advanced }) => {
    const initial = advanced ? { ...start(), optionalRules: ADVANCED } : start();
    const tally: Tally = { samples: 0, checked: 0, accepted: 0, moves: 0, byType: {} };
    const batches = new PlayedBatches<A1805Command, A1805Event>();
    const states: A1805State[] = [initial];
    const moves: Played['moves'] = [];
    play(
      initial,
      seed,
      tally,
      (state, event) => batches.onEvent(state, event),
      (state, command) => {
        batches.onCommand(state, command);
        states.push(state);
        if (command.type === 'MoveUnit') moves.push({ state, command });
      },
    );
    return { batches, states, moves };
  });
}

let games: Played[] = [];
beforeAll(() => {
  games = playAll();
});

const name = (viewer: Viewer): string => (viewer.kind === 'side' ? viewer.side : viewer.kind);

describe('a1805 shapes of openapi/openapi.yaml against played games', () => {
  test('every view, for every viewer, before every command, matches A1805State', () => {
    const validate = published('A1805State');
    const problems: string[] = [];
    let views = 0;
    let hiddenChits = 0;
    for (const game of games) {
      for (const state of game.states) {
        for (const viewer of VIEWERS) {
          const view = a1805.view(state, viewer) as { fog: { chits: { box?: number }[] } };
          views++;
          hiddenChits += view.fog.chits.filter((c) => c.box === undefined).length;
          problems.push(...check(validate, view, `${name(viewer)} turn ${state.turn}`));
          if (problems.length > 5) throw new Error(problems.join('\n'));
        }
      }
    }
    expect(problems).toEqual([]);
    expect(views).toBeGreaterThan(400);
    // the chits' contents were hidden from the other side in some views (16.4.2)
    expect(hiddenChits).toBeGreaterThan(0);
  });

  test('every event, as each viewer gets it from the API (and the whole record), matches A1805Event', () => {
    const own = published('A1805Event');
    const any = published('EventEnvelopeDto');
    const problems: string[] = [];
    const shown = new Map<string, number>();
    const record = published('GameRecordDto');
    for (const game of games) {
      const stored = storedStream(a1805, game.batches);
      problems.push(...check(record, recordOf(stored), 'record'));
      for (const { viewer, envelope } of viewedEvents(a1805, stored)) {
        const data = envelope.data as { box?: number } | null;
        const form = envelope.type === 'ChitDeployed' && data?.box === undefined ? ':hidden' : '';
        const key = `${name(viewer)}:${envelope.type}${form}`;
        shown.set(key, (shown.get(key) ?? 0) + 1);
        const what = `${key} v${envelope.version}`;
        problems.push(...check(own, envelope, what), ...check(any, envelope, what));
        if (problems.length > 5) throw new Error(problems.join('\n'));
      }
    }
    expect(problems).toEqual([]);
    // the redacted forms were among them: chits without their contents, corps moves as Redacted
    expect(shown.get('spectator:ChitDeployed:hidden')).toBeGreaterThan(0);
    expect(shown.get('referee:ChitDeployed:hidden')).toBeUndefined();
    expect(shown.get('spectator:Redacted')).toBeGreaterThan(0);
    const types = new Set([...shown.keys()].map((k) => k.split(':')[1]));
    // every event type of the ruleset but three rare ones (a crew back to its guns, 13.15.1.1.2;
    // a unit shaken by its lost HQ, 12.6.3; crewless guns attacked, 13.15.1.1.3, which no random
    // game of about a thousand searched reached under the 0.3.0 rules: its shape is checked on
    // the event below) occurs in these games
    const RARE = new Set(['CrewReturned', 'Shaken', 'CrewlessGunsAttacked']);
    const missing = Object.keys(a1805.eventSchemas ?? {}).filter((t) => !types.has(t));
    expect(missing.filter((t) => !RARE.has(t))).toEqual([]);
    // 13.15.1.1.3 as reactions/crew.ts emits it (reactions.spec.ts plays it through decide)
    const crewless = {
      gameId: '00000000-0000-4000-8000-000000000015',
      version: 40,
      type: 'CrewlessGunsAttacked',
      data: {
        unitId: 'al-col-iv-art-1',
        attackers: ['fr-iv-vandamme-3'],
        roll: 3,
        result: 'destroyed',
      },
      meta: {
        commandId: 'c',
        commandType: 'Assault',
        actor: 'french',
        recordedAt: '2026-11-28T00:00:00Z',
        rulesetVersion: '0.3.0',
      },
    };
    expect(check(own, crewless, 'CrewlessGunsAttacked')).toEqual([]);
    expect(own({ ...crewless, data: { ...crewless.data, result: 'won' } })).toBe(false);
  });

  test("the summary's pending decision and a move's preview match their published shapes", () => {
    const pending = publishedProperty('GameSummaryDto', 'pendingDecision');
    const own = published('A1805PendingDecision');
    const preview = published('A1805MoveUnitPreview');
    const anyPreview = publishedProperty('ValidationResultDto', 'preview');
    const problems: string[] = [];
    const decisions = new Set<string>();
    for (const game of games) {
      for (const state of game.states) {
        const decision = a1805.status(state).pendingDecision;
        problems.push(...check(pending, decision, `pending ${decision?.type ?? 'none'}`));
        if (decision !== null) {
          decisions.add(decision.type);
          problems.push(...check(own, decision, decision.type));
        }
      }
      for (const { state, command } of game.moves.slice(0, 40)) {
        const shown = a1805.preview?.(state, command, { kind: 'referee' });
        problems.push(...check(preview, shown, 'MoveUnit'), ...check(anyPreview, shown, 'any'));
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect([...decisions]).toEqual(expect.arrayContaining(['React', 'PlaceChitUnits']));
    expect(pending(null)).toBe(true);
    expect(own({ type: 'React', side: 'french', rule: '4.6.1' })).toBe(false);
  });

  test('the a1805 schemas are strict: a wrong type or an extra member fails', () => {
    const state = published('A1805State');
    const view = a1805.view(games[0]!.states[1]!, { kind: 'spectator' }) as Record<string, unknown>;
    expect(check(state, view, 'view')).toEqual([]);
    expect(state({ ...view, turn: '1' })).toBe(false);
    expect(state({ ...view, secret: true })).toBe(false);
    const event = published('A1805Event');
    const moved = {
      gameId: '00000000-0000-4000-8000-000000000015',
      version: 3,
      type: 'ChitMoved',
      data: { chitId: 'F1', x: 1, y: 2.125, distance: 2 },
      meta: {
        commandId: 'c',
        commandType: 'MoveChit',
        actor: 'french',
        recordedAt: '2026-11-27T00:00:00Z',
        rulesetVersion: '0.2.0',
      },
    };
    expect(check(event, moved, 'ChitMoved')).toEqual([]);
    // a game created under 0.1.0: the same event in ticks
    const ticks = {
      ...moved,
      data: { chitId: 'F1', x: 1000, y: 2125, distance: 2000 },
      meta: { ...moved.meta, rulesetVersion: '0.1.0' },
    };
    expect(check(event, ticks, 'ChitMoved')).toEqual([]);
    expect(event({ ...moved, data: { ...moved.data, x: '1.5' } })).toBe(false);
    expect(event({ ...moved, data: { ...moved.data, units: ['fr-1'] } })).toBe(false);
  });
});
