import type { Browser } from 'puppeteer-core';
import { HOME_LINKS } from '../../apps/api/src/home/home.controller';
import { launchChromium } from './support/browser';
import { raw } from './support/raw-http';
import { startServer, type TestServer } from './support/server';

/**
 * Issue #32 item 4, the first minutes, over real HTTP: `/` says what this is and links to
 * everything (HTML for a browser, JSON otherwise), the REST reference renders in Chromium from
 * this server's own files under a strict CSP, `GET /graphql` in a browser is a page (not a CSRF
 * refusal), the guide is served, and every cacheable answer has an ETag (304 when held) and
 * `Vary: accept-encoding` where compression may apply.
 */
jest.setTimeout(90_000);

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('issue #32 item 4: the first minutes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('GET / is a page for a browser and the links as JSON for anything else', async () => {
    const page = await raw(server.base, '/', HTML);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['vary']).toMatch(/accept\b/i);
    const html = page.body.toString('utf8');
    for (const link of ['/docs/README.md', '/reference', '/graphql', '/viewer', '/openapi.json']) {
      expect(html).toContain(`href="${link}"`);
    }
    const json = await raw(server.base, '/');
    expect(json.status).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(json.body.toString('utf8'))).toEqual(HOME_LINKS);
  });

  test('every link of / answers 200', async () => {
    for (const link of Object.values(HOME_LINKS.links)) {
      const r = await raw(server.base, link, link === '/graphql' ? HTML : {});
      expect([link, r.status]).toEqual([link, 200]);
    }
  });

  test('GET /graphql from a browser is a page saying how to use it; queries still go to Apollo', async () => {
    const page = await raw(server.base, '/graphql', HTML);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.toString('utf8')).toContain('Bearer');
    // Without text/html (a client), Apollo answers as before: its CSRF refusal for a bare GET.
    const bare = await raw(server.base, '/graphql');
    expect(bare.status).toBe(400);
    const query = await raw(server.base, '/graphql?query=%7B__typename%7D', {
      'apollo-require-preflight': 'true',
      ...HTML,
    });
    expect(query.status).toBe(200);
    expect(JSON.parse(query.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  test('GET /graphql/schema.graphql is the SDL the server runs', async () => {
    const r = await raw(server.base, '/graphql/schema.graphql');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(r.body.toString('utf8')).toMatch(/type Query \{/);
  });

  test('the guide is served, its relative links resolve, and nothing outside docs/ is', async () => {
    const readme = await raw(server.base, '/docs/README.md');
    expect(readme.status).toBe(200);
    expect(readme.headers['content-type']).toBe('text/markdown; charset=utf-8');
    const links = [...readme.body.toString('utf8').matchAll(/\]\(([a-z0-9-]+\.md)\)/g)].map(
      (m) => m[1] ?? '',
    );
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      const r = await raw(server.base, `/docs/${link}`);
      expect([link, r.status]).toEqual([link, 200]);
    }
    expect((await raw(server.base, '/docs')).status).toBe(301);
    for (const path of ['/docs/..%2Fpackage.json', '/docs/%2e%2e%2fREADME.md', '/docs/x.txt']) {
      const r = await raw(server.base, path);
      expect([path, r.status]).toEqual([path, 404]);
      expect(JSON.parse(r.body.toString('utf8')).code).toBe('ROUTE_NOT_FOUND');
    }
    expect((await raw(server.base, '/reference/package.json')).status).toBe(404);
  });

  test.each([
    '/',
    '/v1/rulesets',
    '/v1/rulesets/spi-1980',
    '/openapi.json',
    '/reference',
    '/reference/swagger-ui-bundle.js',
    '/viewer/viewer.js',
    '/docs/README.md',
    '/graphql/schema.graphql',
  ])('%s has an ETag that answers 304 while current, and Vary: accept-encoding', async (path) => {
    const first = await raw(server.base, path, { 'accept-encoding': 'identity' });
    expect(first.status).toBe(200);
    const tag = first.headers['etag'];
    expect(tag).toMatch(/^"c-[A-Za-z0-9_-]{22}"$/);
    expect(first.headers['vary']).toMatch(/accept-encoding/i);
    const again = await raw(server.base, path);
    expect(again.headers['etag']).toBe(tag);
    const held = await raw(server.base, path, { 'if-none-match': tag ?? '' });
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
    const stale = await raw(server.base, path, { 'if-none-match': '"c-stale"' });
    expect(stale.status).toBe(200);
  });

  test('a small uncompressed JSON answer says it varies by encoding', async () => {
    const r = await raw(server.base, '/v1/games/no-such-game', { 'accept-encoding': 'identity' });
    expect(r.status).toBe(404);
    expect(r.headers['vary']).toMatch(/accept-encoding/i);
  });
});

describe('issue #32 item 4: the REST reference in Chromium', () => {
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

  test('renders every operation from this server alone, with no CSP violation', async () => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(server.base) && !url.startsWith('data:')) foreign.push(url);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => void errors.push(String(error)));
    const response = await page.goto(`${server.base}/reference`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.waitForSelector('.opblock', { timeout: 30_000 });
    const document = (await (await fetch(`${server.base}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(document.paths).reduce(
      (n, methods) =>
        n + Object.keys(methods).filter((m) => ['get', 'post', 'put', 'delete'].includes(m)).length,
      0,
    );
    const shown = await page.$$eval('.opblock', (blocks) => blocks.length);
    expect(shown).toBe(operations);
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
