import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import {
  type Command,
  type DomainEvent,
  type LegalAction,
  type Ruleset,
  type Viewer,
  isViolation,
} from '@pratzen/engine';
import { RULESETS } from '@pratzen/rulesets';
import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { playRandomGame } from '@pratzen/rulesets/spi-1980/simulation/random-game';
import { dg2006 } from '@pratzen/rulesets/dg-2006';
import { playRandomGame as playRandomDgGame } from '@pratzen/rulesets/dg-2006/simulation/random-game';
import { a20 } from '@pratzen/rulesets/a20';
import { view as a20View } from '@pratzen/rulesets/a20/view';
import {
  playRandomGame as playRandomA20Game,
  scenarioOfSeed,
} from '@pratzen/rulesets/a20/simulation/random-game';
import { check, published, publishedProperty } from './support/published-schemas';

const VIEWERS: readonly Viewer[] = [
  { kind: 'side', side: 'allied' },
  { kind: 'side', side: 'french' },
  { kind: 'spectator' },
  { kind: 'referee' },
];

/** Plays one game, checking the summary's pending decision after every event and attack previews. */
function previewsAndDecisions<S, C extends Command, E extends DomainEvent>(
  ruleset: Ruleset<S, C, E>,
  play: (options: {
    seed: number;
    maxCommands: number;
    onEvent: (state: S) => void;
    onActions: (state: S, offered: readonly LegalAction<C>[]) => void;
  }) => unknown,
  prefix: string,
  seen: Set<string>,
): { problems: string[]; previews: number } {
  const pending = publishedProperty('GameSummaryDto', 'pendingDecision');
  const preview = publishedProperty('ValidationResultDto', 'preview');
  const ownPending = published(`${prefix}PendingDecision`);
  const ownPreview = published(`${prefix}AttackPreview`);
  const problems: string[] = [];
  let previews = 0;
  play({
    seed: 4,
    maxCommands: 1500,
    onEvent: (state) => {
      const decision = ruleset.status(state).pendingDecision;
      problems.push(...check(pending, decision, `${prefix} pending`));
      if (decision === null) return;
      seen.add(`${prefix}:${decision.type}`);
      problems.push(...check(ownPending, decision, `${prefix} ${decision.type}`));
    },
    onActions: (state, offered) => {
      for (const a of offered.filter((x) => x.command.type === 'Attack').slice(0, 3)) {
        const shown = ruleset.preview?.(state, a.command, { kind: 'referee' });
        if (shown === undefined || isViolation(shown)) continue;
        previews++;
        problems.push(...check(ownPreview, shown, `${prefix} preview`));
        problems.push(...check(preview, shown, `${prefix} preview (any)`));
      }
    },
  });
  return { problems, previews };
}

/**
 * Issue #15: the typed shapes of the OpenAPI document (what the typed client is generated from)
 * hold for what the code really sends — SPI 1980's state for every viewer at every step of played
 * games, and every legal action's command, of every ruleset's schema — so they cannot drift.
 */
describe('typed shapes of openapi/openapi.yaml against played games', () => {
  test('SPI 1980: every view of every state of two random games matches Spi1980State', () => {
    const validate = published('Spi1980State');
    const problems: string[] = [];
    let views = 0;
    const seen = new Set<string>();
    for (const seed of [1, 2]) {
      playRandomGame({
        seed,
        maxCommands: 1500,
        onEvent: (state, event) => {
          seen.add(event.type);
          for (const viewer of VIEWERS) {
            views++;
            problems.push(...check(validate, spi1980.view(state, viewer), `after ${event.type}`));
            if (problems.length > 5) throw new Error(problems.join('\n'));
          }
        },
      });
    }
    expect(problems).toEqual([]);
    expect(views).toBeGreaterThan(1000);
    // The games went through the combat decisions the schema describes.
    expect([...seen]).toEqual(expect.arrayContaining(['UnitMoved', 'AttackDeclared']));
  });

  test('SPI 1980: every command offered by the legal actions matches Spi1980Command and AnyCommand', () => {
    const own = published('Spi1980Command');
    const any = published('AnyCommand');
    const problems: string[] = [];
    let actions = 0;
    playRandomGame({
      seed: 3,
      maxCommands: 800,
      onActions: (_state, offered) => {
        for (const a of offered) {
          actions++;
          problems.push(...check(own, a.command, a.command.type));
          problems.push(...check(any, a.command, a.command.type));
        }
      },
    });
    expect(problems.slice(0, 5)).toEqual([]);
    expect(actions).toBeGreaterThan(100);
  });

  test('DG 2006: every state of two random games matches Dg2006State; its commands Dg2006Command', () => {
    const state = published('Dg2006State');
    const own = published('Dg2006Command');
    const problems: string[] = [];
    const seen = new Set<string>();
    let views = 0;
    for (const seed of [1, 2]) {
      playRandomDgGame({
        seed,
        maxCommands: 1500,
        onEvent: (s, event) => {
          seen.add(event.type);
          views++;
          problems.push(...check(state, dg2006.view(s, { kind: 'spectator' }), event.type));
          if (problems.length > 5) throw new Error(problems.join('\n'));
        },
        onActions: (_s, offered) => {
          for (const a of offered) problems.push(...check(own, a.command, a.command.type));
        },
      });
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(views).toBeGreaterThan(300);
    expect(seen.size).toBeGreaterThan(5);
  });

  test('Austerlitz 20: every view, for every viewer, of three random games (one per scenario, the Standard one with Fog of War) matches A20State; every pending decision A20PendingDecision', () => {
    const state = published('A20State');
    const ownPending = published('A20PendingDecision');
    const anyPending = publishedProperty('GameSummaryDto', 'pendingDecision');
    const problems: string[] = [];
    const seen = new Set<string>();
    let views = 0;
    let faceDownMasked = 0;
    // seed 3: the Standard scenario with Fog of War and Cadres; 0 Historical; 4 The Earlier Battle
    for (const seed of [3, 0, 4]) {
      seen.add(scenarioOfSeed(seed));
      playRandomA20Game({
        seed,
        maxCommands: 600,
        onEvent: (s, event) => {
          for (const viewer of VIEWERS) {
            views++;
            const v = a20View(s, viewer);
            faceDownMasked += v.units.filter((u) => u.faceDown && u.name === undefined).length;
            problems.push(...check(state, v, `${seed} ${viewer.kind} after ${event.type}`));
          }
          const decision = a20.status(s).pendingDecision;
          if (decision !== null) {
            seen.add(`A20:${decision.type}`);
            problems.push(...check(ownPending, decision, `A20 ${decision.type}`));
            problems.push(...check(anyPending, decision, `A20 ${decision.type} (any)`));
          }
          if (problems.length > 5) throw new Error(problems.join('\n'));
        },
      });
    }
    expect(problems).toEqual([]);
    expect(views).toBeGreaterThan(1000);
    expect(faceDownMasked).toBeGreaterThan(0);
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'standard',
        'historical',
        'earlierBattle',
        'A20:Reaction',
        'A20:Retreat',
      ]),
    );
    // the check can fail: a face-down counter showing a printed fact is refused
    const opened = a20.initialState({ scenarioId: 'historical' });
    if (!opened.ok) throw new Error('set-up failed');
    const v = a20View(opened.state, { kind: 'spectator' });
    expect(state(v)).toBe(true);
    expect(state({ ...v, units: [{ ...v.units[0], secret: 'x' }] })).toBe(false);
    expect(state({ ...v, cards: { ...v.cards, deck: ['sun-of-austerlitz'] } })).toBe(false);
  });

  test("SPI and DG: every attack's preview and every summary's pending decision match their published shapes", () => {
    const seen = new Set<string>();
    const spi = previewsAndDecisions(spi1980, playRandomGame, 'Spi1980', seen);
    const dg = previewsAndDecisions(dg2006, playRandomDgGame, 'Dg2006', seen);
    expect([...spi.problems, ...dg.problems].slice(0, 5)).toEqual([]);
    expect(spi.previews).toBeGreaterThan(20);
    expect(dg.previews).toBeGreaterThan(20);
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'Spi1980:TakeLosses',
        'Spi1980:DeclareDefence',
        'Dg2006:RetreatUnit',
      ]),
    );
    // a preview of one ruleset is not another's: DG's refuses SPI's
    expect(published('Dg2006AttackPreview')({ odds: '1-1' })).toBe(false);
  });

  test('a published command schema refuses what the ruleset refuses (the check can fail)', () => {
    const own = published('Spi1980Command');
    expect(own({ type: 'MoveUnit', unitId: 'x', path: ['0101'] })).toBe(true);
    expect(own({ type: 'MoveUnit', unitId: 'x' })).toBe(false);
    expect(own({ type: 'NoSuchCommand' })).toBe(false);
    const state = published('Spi1980State');
    expect(state({ rulesetId: 'spi-1980' })).toBe(false);
  });

  test('every ruleset has its command union and its state envelope in the document', () => {
    const document = parse(readFileSync('openapi/openapi.yaml', 'utf8'), { maxAliasCount: -1 }) as {
      components: { schemas: Record<string, { oneOf?: unknown[] }> };
    };
    const prefixes = RULESETS.map((r) =>
      r.info.id
        .split('-')
        .map((w) => w[0]?.toUpperCase() + w.slice(1))
        .join(''),
    );
    for (const prefix of prefixes) {
      expect(document.components.schemas[`${prefix}Command`]?.oneOf?.length).toBeGreaterThan(3);
      expect(document.components.schemas[`${prefix}GameState`]).toBeDefined();
    }
    expect(document.components.schemas['GameStateDto']?.oneOf).toHaveLength(RULESETS.length);
  });
});
