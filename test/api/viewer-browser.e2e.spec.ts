import { createHash } from 'node:crypto';
import { parseSvg } from '../../libs/render/testing/parse-svg';
import type { Browser, Page } from 'puppeteer-core';
import { launchChromium } from './support/browser';
import { startServer, type TestServer } from './support/server';
import type { CreatedGame } from './support/types';

/**
 * Issue #15 item 3: the reference viewer at /viewer, opened over real HTTP in the system
 * Chromium (test/api/support/browser.ts). It opens a game with a seat's token, steps back and
 * forward (the version shown and the picture's bytes change, and match board.svg?at=), picks a
 * unit (its legal actions listed, its moves drawn: the highlight picture's bytes), and shows a
 * command posted over HTTP while the page is open (the live stream). The token is never in any
 * URL the page requests; the page's headers carry a strict CSP.
 */
jest.setTimeout(90_000);

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('the reference viewer in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The picture the server draws for this query, as the page should show it (its SHA-256). */
  async function boardDigest(gameId: string, query: string, token?: string): Promise<string> {
    const r = await fetch(`${server.base}/v1/games/${gameId}/board.svg?${query}`, {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
    expect(r.status).toBe(200);
    return sha256(await r.text());
  }

  /** A fresh page on /viewer recording every URL it asks for and every console error. */
  async function openViewer(): Promise<{ page: Page; urls: string[]; errors: string[] }> {
    const page = await browser.newPage();
    const urls: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => void urls.push(request.url()));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => void errors.push(String(error)));
    await page.setViewport({ width: 1400, height: 1000 });
    // Each page loads the viewer afresh: the browser would otherwise revalidate its cached copy
    // (the viewer's files carry an ETag: 304), and the test reads the first answer's status.
    await page.setCacheEnabled(false);
    const response = await page.goto(`${server.base}/viewer`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.waitForSelector('body[data-ready="true"]');
    return { page, urls, errors };
  }

  async function openGame(page: Page, gameId: string, token = ''): Promise<void> {
    await page.type('#game-id', gameId);
    if (token !== '') await page.type('#token', token);
    await page.click('#open');
  }

  const text = (page: Page, selector: string): Promise<string> =>
    page.$eval(selector, (e) => e.textContent ?? '');

  /** Waits until the picture of version `at` (and highlight) is shown; returns its digest. */
  async function shownBoard(page: Page, at: number, highlight = ''): Promise<string> {
    // A string: it runs in the page (its DOM, not Node's types).
    await page.waitForFunction(
      `(() => { const img = document.getElementById('board');
        return img !== null && img.dataset.version === ${JSON.stringify(String(at))} &&
          img.dataset.highlight === ${JSON.stringify(highlight)} && img.complete &&
          img.naturalWidth > 0; })()`,
    );
    return page.$eval('#board', (e) => e.getAttribute('data-sha256') ?? '');
  }

  test('/viewer and its files carry a strict Content-Security-Policy and are not in the OpenAPI document', async () => {
    for (const [path, type] of [
      ['/viewer', 'text/html; charset=utf-8'],
      ['/viewer/viewer.js', 'text/javascript; charset=utf-8'],
      ['/viewer/viewer.css', 'text/css; charset=utf-8'],
      ['/viewer/favicon.svg', 'image/svg+xml; charset=utf-8'],
    ] as const) {
      const r = await fetch(`${server.base}${path}`);
      expect([path, r.status]).toEqual([path, 200]);
      expect(r.headers.get('content-type')).toBe(type);
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const document = (await (await fetch(`${server.base}/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/viewer'))).toEqual([]);
    expect((await fetch(`${server.base}/viewer/other.js`)).status).toBe(404);
  });

  test('an SPI game: versions stepped back and forward, a unit picked, a live command shown', async () => {
    const game: CreatedGame = await server.client.createGame({
      rulesetId: 'spi-1980',
      scenarioId: 'historical',
    });
    const id = game.game.id;
    const french = game.seats['french']!.token;
    const allied = game.seats['allied']!.token;
    const [plot] = await server.client.actions(id, french);
    expect((await server.client.command(id, french, plot!.command)).status).toBe(201);
    expect((await server.client.command(id, allied, { type: 'EndPhase' })).status).toBe(201);
    // v3: the Allied Movement Phase; the pictures of v2 and v3 differ for the Allied seat
    const digests = {
      2: await boardDigest(id, 'at=2', allied),
      3: await boardDigest(id, 'at=3', allied),
    };
    expect(digests[2]).not.toBe(digests[3]);

    const { page, urls, errors } = await openViewer();
    await openGame(page, id, allied);
    expect(await shownBoard(page, 3)).toBe(digests[3]);
    expect(await text(page, '#version')).toBe('3');
    expect(await text(page, '#latest')).toBe('3');
    expect(await page.$$eval('#log li', (items) => items.length)).toBe(3);
    expect(await page.$eval('#log li.current', (e) => e.getAttribute('data-version'))).toBe('3');

    await page.click('#back');
    expect(await shownBoard(page, 2)).toBe(digests[2]);
    expect(await text(page, '#version')).toBe('2');
    await page.click('#forward');
    expect(await shownBoard(page, 3)).toBe(digests[3]);
    expect(await text(page, '#version')).toBe('3');
    await page.click('#log li[data-version="1"]');
    expect(await shownBoard(page, 1)).toBe(await boardDigest(id, 'at=1', allied));
    await page.click('#last');
    await shownBoard(page, 3);

    // a unit picked: its legal actions listed, its moves drawn (the highlight picture)
    const moves = await server.client.actions(id, allied, '?unit=kienmayer');
    expect(moves.length).toBeGreaterThan(0);
    // picked on the picture: a click at the centre of its counter (the first rect of its group)
    const svg = await (
      await fetch(`${server.base}/v1/games/${id}/board.svg?at=3`, {
        headers: { authorization: `Bearer ${allied}` },
      })
    ).text();
    const root = parseSvg(svg);
    const group = [...root.getElementsByTagName('g')].find(
      (g) =>
        g.getAttribute('data-unit') === 'kienmayer' && g.getAttribute('class')?.includes('unit'),
    );
    const counter = group?.getElementsByTagName('rect')[0];
    if (counter === undefined) throw new Error('kienmayer is not drawn at version 3');
    const [vx, vy, vw, vh] = (root.getAttribute('viewBox') ?? '').split(' ').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    const cx = Number(counter.getAttribute('x')) + Number(counter.getAttribute('width')) / 2;
    const cy = Number(counter.getAttribute('y')) + Number(counter.getAttribute('height')) / 2;
    const img = await page.$eval('#board', (e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    });
    await page.evaluate(`window.scrollTo(0, 0)`);
    await page.mouse.click(
      img.left + ((cx - vx) * img.width) / vw,
      img.top + ((cy - vy) * img.height) / vh,
    );
    const highlighted = await shownBoard(page, 3, 'kienmayer');
    expect(highlighted).toBe(await boardDigest(id, 'at=3&highlight=kienmayer', allied));
    expect(highlighted).not.toBe(digests[3]);
    await page.waitForFunction(
      `document.querySelectorAll('#actions li').length === ${moves.length}`,
    );
    const listed = await page.$$eval('#actions li', (items) => items.map((i) => i.textContent));
    expect(listed).toEqual(moves.map((m) => JSON.stringify(m.command)));

    // live: a command posted over HTTP while the page is open reaches it
    await page.click('#live');
    await page.waitForFunction(`document.getElementById('live-status').textContent === 'live: on'`);
    const move = moves.find((m) => m.command['type'] === 'MoveUnit')!;
    const posted = await server.client.command<{ version: number; events: { type: string }[] }>(
      id,
      allied,
      move.command,
    );
    expect(posted.status).toBe(201);
    const last = posted.body.version;
    await page.waitForSelector(`#log li.live[data-version="${last}"]`, { timeout: 10_000 });
    expect(await text(page, `#log li[data-version="${last}"]`)).toContain(
      posted.body.events.at(-1)!.type,
    );
    // the page was following the latest version: it moved on to the new one
    await page.waitForFunction(`document.getElementById('version').textContent === '${last}'`);
    expect(await shownBoard(page, last, 'kienmayer')).toBe(
      await boardDigest(id, `at=${last}&highlight=kienmayer`, allied),
    );

    // the token went out in headers only, never in a URL
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter((u) => u.includes(allied))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('event text is shown as text, never as markup; an unknown game is a problem line', async () => {
    // The referee's note is free text the server keeps in GameEnded: markup in it stays text.
    const game = await server.client.createGame({
      rulesetId: 'spi-1980',
      scenarioId: 'historical',
    });
    const note = '<img src=x id=injected onerror="document.title=\'pwned\'"><b>bold</b>';
    const ended = await server.client.command(game.game.id, game.refereeToken, {
      type: 'Adjudicate',
      winner: null,
      level: '<i>draw</i>',
      note,
    });
    expect(ended.status).toBe(201);
    const { page, errors } = await openViewer();
    await openGame(page, game.game.id);
    await page.waitForSelector('#log li[data-version="2"]');
    expect(await text(page, '#log li[data-version="2"]')).toContain('<img src=x id=injected');
    expect(await page.$$eval('#log img, #log b, #log i, #injected', (e) => e.length)).toBe(0);
    expect(await page.title()).toBe('Pratzen viewer');

    await page.click('#game-id', { clickCount: 3 });
    await page.keyboard.press('Backspace');
    await openGame(page, '00000000-0000-4000-8000-000000000000');
    await page.waitForFunction(
      `document.getElementById('message').textContent.includes('GAME_NOT_FOUND')`,
    );
    expect(await page.$$eval('#log li', (items) => items.length)).toBe(0);
    await page.close();
    // the browser logs the 404 itself; nothing else went wrong
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test.each([
    ['dg-2006', 'historical'],
    ['a1805', 'pratzen-example'],
  ])('%s (%s) opens as a spectator: picture, units, log', async (rulesetId, scenarioId) => {
    const game = await server.client.createGame({ rulesetId, scenarioId });
    const id = game.game.id;
    const { page, errors } = await openViewer();
    await openGame(page, id);
    const version = game.game.version;
    expect(await shownBoard(page, version)).toBe(await boardDigest(id, `at=${version}`));
    await page.waitForSelector('#units button[data-unit]');
    expect(await page.$$eval('#log li', (items) => items.length)).toBe(version);
    // a unit picked from the list: the picture with its highlight (no moves for a spectator)
    const unit = await page.$eval('#units button[data-unit]', (e) => e.getAttribute('data-unit'));
    await page.click(`#units button[data-unit="${unit}"]`);
    expect(await shownBoard(page, version, unit ?? '')).toBe(
      await boardDigest(id, `at=${version}&highlight=${encodeURIComponent(unit ?? '')}`),
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
