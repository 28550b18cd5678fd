import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { launchChromium } from './support/browser';
import { startServer, type TestServer } from './support/server';

/**
 * Issue #15 item 2's "renders in Chromium": the served pictures opened over real HTTP by the
 * system browser (Debian's chromium, installed by scripts/ci-services.sh; CHROMIUM_PATH to use
 * another), screenshotted in memory (nothing is written anywhere) and required to be non-blank.
 * One browser for the whole file.
 */
const FIXTURE = path.resolve(__dirname, '../fixtures/freeform-duel/ruleset.ts');

jest.setTimeout(60_000);

/** Runs in the browser (its DOM, not Node's types): decodes a PNG, counts colours and ink. */
const COUNT_PIXELS = `async (data) => {
  const image = new Image();
  image.src = 'data:image/png;base64,' + data;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const rgba = context.getImageData(0, 0, image.width, image.height).data;
  const colours = new Set();
  let nonWhite = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    colours.add((rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2]);
    if (rgba[i] < 245 || rgba[i + 1] < 245 || rgba[i + 2] < 245) nonWhite++;
  }
  return { width: image.width, height: image.height, colours: colours.size, nonWhite };
}`;

interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly colours: number;
  readonly nonWhite: number;
}

describe('board pictures render in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ RULESET_MODULES: FIXTURE });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Screenshots a page (PNG, in memory) and counts its pixels in a canvas of another page. */
  async function pixelsOf(page: Page): Promise<Pixels> {
    const png = Buffer.from(await page.screenshot({ type: 'png' })).toString('base64');
    const blank = await browser.newPage();
    try {
      return (await blank.evaluate(`(${COUNT_PIXELS})(${JSON.stringify(png)})`)) as Pixels;
    } finally {
      await blank.close();
    }
  }

  /** Opens the URL over HTTP (with the token, if any) and measures its screenshot. */
  async function screenshot(url: string, token?: string): Promise<Pixels> {
    const page = await browser.newPage();
    try {
      await page.setViewport({ width: 1000, height: 1000 });
      if (token !== undefined) await page.setExtraHTTPHeaders({ authorization: `Bearer ${token}` });
      const response = await page.goto(url, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
      return await pixelsOf(page);
    } finally {
      await page.close();
    }
  }

  /** Non-blank: terrain, sides, markers and text give many colours over most of the viewport. */
  const drawn = (shot: Pixels): boolean =>
    shot.colours > 50 && shot.nonWhite / (shot.width * shot.height) > 0.3;

  test.each([
    ['spi-1980', 'historical', 'french'],
    ['dg-2006', 'historical', 'allied'],
    ['a1805', 'pratzen-example', 'french'],
    ['freeform-duel', 'duel', 'blue'],
  ])(
    '%s (%s): the picture a seat (%s) and a spectator get is drawn, not blank',
    async (rulesetId, scenarioId, side) => {
      const game = await server.client.createGame({ rulesetId, scenarioId });
      const url = `${server.base}/v1/games/${game.game.id}/board.svg`;
      for (const token of [game.seats[side]?.token, undefined]) {
        const shot = await screenshot(url, token);
        expect(shot).toEqual(expect.objectContaining({ width: 1000, height: 1000 }));
        expect(drawn(shot)).toBe(true);
      }
    },
  );

  test('a blank page is not "drawn" by the same measure (the check can fail)', async () => {
    const page = await browser.newPage();
    try {
      await page.setViewport({ width: 1000, height: 1000 });
      const shot = await pixelsOf(page);
      expect(shot.nonWhite).toBe(0);
      expect(drawn(shot)).toBe(false);
    } finally {
      await page.close();
    }
  });
});
