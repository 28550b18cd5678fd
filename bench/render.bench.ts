/**
 * Board pictures (issue #15 item 2): how long @pratzen/render holds the event loop to draw one
 * board, from the view and the map as GET board.svg does (view and map included, as the route
 * computes them on every request that its ETag does not answer; a hex map is built once per
 * ruleset and its drawn layer reused, as the route does), and how big the SVG is. The first
 * call of each case draws the map layer too.
 * Prints figures; asserts nothing. `npm run bench:render`.
 */
import { type Command, type Ruleset, type Viewer, SPECTATOR, sideViewer } from '@pratzen/engine';
import { renderBoard } from '@pratzen/render';
import { a1805 } from '@pratzen/rulesets/a1805';
import { dg2006 } from '@pratzen/rulesets/dg-2006';
import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { startServer } from '../test/api/support/server';
import { medianMs, now } from './timing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any ruleset's state
type AnyRules = Ruleset<any, Command>;

function opening(rules: AnyRules, scenarioId: string): unknown {
  const init = rules.initialState({ scenarioId });
  if (!init.ok) throw new Error(init.problems[0]?.message);
  return init.state;
}

/** A hex ruleset's map, built once as the API's GameBoard keeps it (its drawn layer is reused). */
const maps = new Map<string, unknown>();

function draw(rules: AnyRules, state: unknown, viewer: Viewer, unitId?: string): string {
  const actions = unitId === undefined ? undefined : rules.legalActions(state, viewer, { unitId });
  let map = rules.mapOf === undefined ? maps.get(rules.info.id) : rules.mapOf(state);
  if (map === undefined) maps.set(rules.info.id, (map = rules.map()));
  return renderBoard({
    geometry: rules.info.geometry,
    map,
    view: rules.view(state, viewer),
    caption: `${rules.info.id} · bench`,
    ...(unitId !== undefined && actions !== undefined ? { highlight: { unitId, actions } } : {}),
  });
}

const CASES: readonly [string, AnyRules, string, Viewer, string?][] = [
  ['SPI opening, spectator', spi1980 as unknown as AnyRules, 'historical', SPECTATOR],
  [
    'SPI opening, Allies, highlight kienmayer',
    spi1980 as unknown as AnyRules,
    'historical',
    sideViewer('allied'),
    'kienmayer',
  ],
  ['DG opening, spectator', dg2006 as unknown as AnyRules, 'historical', SPECTATOR],
  ['a1805 pratzen-example, spectator', a1805 as unknown as AnyRules, 'pratzen-example', SPECTATOR],
];

function pureFigures(): void {
  console.log('board pictures: time to draw one (view + map + render), median of 5 runs');
  for (const [label, rules, scenario, viewer, unit] of CASES) {
    const state = opening(rules, scenario);
    const cold = now();
    const svg = draw(rules, state, viewer, unit);
    const first = now() - cold;
    const ms = medianMs(20, () => draw(rules, state, viewer, unit), 20);
    const worst: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t = now();
      draw(rules, state, viewer, unit);
      worst.push(now() - t);
    }
    worst.sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(42)} ${ms.toFixed(2).padStart(6)} ms  (p95 ${worst[47]!.toFixed(2)} ms, ` +
        `first call ${first.toFixed(1)} ms)  ${(svg.length / 1024).toFixed(0)} KiB`,
    );
  }
}

/** GET board.svg over loopback (SQLite, one client, SPI opening), beside GET state. */
async function httpFigures(): Promise<void> {
  const server = await startServer();
  try {
    const game = await server.client.createGame();
    console.log('GET over HTTP (loopback, one client, 60 requests each, no If-None-Match):');
    for (const [path, encoding] of [
      ['board.svg', 'identity'],
      ['board.svg', 'gzip'],
      ['state', 'identity'],
    ] as const) {
      const url = `${server.base}/v1/games/${game.game.id}/${path}`;
      const times: number[] = [];
      for (let i = 0; i < 60; i++) {
        const t = now();
        const r = await fetch(url, { headers: { 'accept-encoding': encoding } });
        await r.arrayBuffer();
        times.push(now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${`${path} (${encoding})`.padEnd(22)} p50 ${times[30]!.toFixed(2)} ms, p95 ${times[57]!.toFixed(2)} ms`,
      );
    }
  } finally {
    await server.close();
  }
}

pureFigures();
void httpFigures();
