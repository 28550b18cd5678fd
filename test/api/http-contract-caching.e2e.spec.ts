import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type RawReply, raw } from './support/raw-http';
import { startServer, type TestServer } from './support/server';
import type { Action, CreatedGame } from './support/types';

/**
 * Issue #10, defect 7 over real HTTP: answers compressed by Accept-Encoding (not the event
 * stream), and every read of a game tagged by version and view, 304 while the tag is current.
 */

const ORGANISER = 'club:' + 'o'.repeat(40);
const ORGANISER_TOKEN = 'o'.repeat(40);

describe('issue #10 defect 7: compression and ETags', () => {
  let server: TestServer;
  let game: CreatedGame;
  let french: string;
  let allied: string;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  beforeAll(async () => {
    server = await startServer({ ORGANISER_TOKENS: ORGANISER });
    game = await server.client.createGame({}, ORGANISER_TOKEN);
    french = game.seats['french']?.token ?? '';
    allied = game.seats['allied']?.token ?? '';
  });
  afterAll(() => server.close());

  const actionsPath = () => `/v1/games/${game.game.id}/legal-actions`;

  describe('compression', () => {
    /** The Allied seat at the opening of its Movement Phase: most of a megabyte of JSON. */
    let heavy: { path: string; token: string };
    let identity: RawReply;
    beforeAll(async () => {
      const other = await server.client.createGame();
      const id = other.game.id;
      const seat = (side: string): string => other.seats[side]?.token ?? '';
      const [plot] = await server.client.actions(id, seat('french'));
      expect((await server.client.command(id, seat('french'), plot?.command)).status).toBe(201);
      for (let i = 0; i < 10; i++) {
        const s = await server.client.summary(id);
        const side = s.pendingDecision?.side ?? s.activeSide;
        if (s.phase === 'movement' && s.pendingDecision === null) {
          heavy = { path: `/v1/games/${id}/legal-actions`, token: seat(side) };
          break;
        }
        const r = await server.client.command(id, seat(side), { type: 'EndPhase' });
        expect(r.status).toBe(201);
      }
      identity = await raw(server.base, heavy.path, bearer(heavy.token));
    });

    test('without Accept-Encoding: the JSON as it is, uncompressed', () => {
      expect(identity.status).toBe(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect((JSON.parse(identity.body.toString('utf8')) as Action[]).length).toBeGreaterThan(0);
    });

    test.each([
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const)(
      '%s: decompresses to the same bytes, over ten times smaller',
      async (encoding, inflate) => {
        const r = await raw(server.base, heavy.path, {
          ...bearer(heavy.token),
          'accept-encoding': encoding,
        });
        expect(r.status).toBe(200);
        expect(r.headers['content-encoding']).toBe(encoding);
        expect(r.headers['vary']?.toLowerCase()).toContain('accept-encoding');
        expect(inflate(r.body).equals(identity.body)).toBe(true);
        expect(identity.body.length).toBeGreaterThan(500_000);
        expect(r.body.length * 10).toBeLessThan(identity.body.length);
      },
    );

    test('brotli is preferred when both are acceptable; small answers are sent as they are', async () => {
      const r = await raw(server.base, heavy.path, {
        ...bearer(heavy.token),
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(r.headers['content-encoding']).toBe('br');
      const small = await raw(server.base, `/v1/games/${game.game.id}`, {
        'accept-encoding': 'gzip',
      });
      // Under the 1 KiB threshold: not worth compressing.
      expect(small.body.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    test('the event stream is never compressed and arrives message by message', async () => {
      const controller = new AbortController();
      const first = await new Promise<{ headers: http.IncomingHttpHeaders; chunk: string }>(
        (resolve, reject) => {
          const request = http.get(
            `${server.base}/v1/games/${game.game.id}/events/stream`,
            { headers: { 'accept-encoding': 'gzip, br' }, signal: controller.signal },
            (response) => {
              let text = '';
              response.on('data', (c: Buffer) => {
                text += c.toString('utf8');
                // The first event (version 1) arrives at once, readable as it is.
                if (text.includes('id: 1\n')) resolve({ headers: response.headers, chunk: text });
              });
            },
          );
          request.on('error', (e) => (controller.signal.aborted ? undefined : reject(e)));
        },
      );
      controller.abort();
      expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(first.headers['content-encoding']).toBeUndefined();
      expect(first.chunk).toContain('retry: 2000');
    });
  });

  describe('ETag and If-None-Match', () => {
    const reads = (id: string) => [
      `/v1/games/${id}`,
      `/v1/games/${id}/state`,
      `/v1/games/${id}/state?at=1`,
      `/v1/games/${id}/legal-actions`,
      `/v1/games/${id}/legal-actions?type=EndPhase`,
      `/v1/games/${id}/events`,
      `/v1/games/${id}/events?from=1&limit=5`,
      `/v1/games/${id}/victory`,
      `/v1/games/${id}/record`,
    ];

    test('every read of a game has a weak tag by version; repeating it is 304, no body', async () => {
      for (const path of reads(game.game.id)) {
        const first = await raw(server.base, path, bearer(game.refereeToken));
        expect({ path, status: first.status }).toEqual({ path, status: 200 });
        const tag = first.headers['etag'] ?? '';
        expect(tag).toMatch(/^W\/"1-[A-Za-z0-9_-]+"$/);
        expect(first.headers['cache-control']).toBe('private, no-cache');
        expect(first.headers['vary']?.toLowerCase()).toContain('authorization');
        const again = await raw(server.base, path, {
          ...bearer(game.refereeToken),
          'if-none-match': tag,
          'accept-encoding': 'br',
        });
        expect({ path, status: again.status, bytes: again.body.length }).toEqual({
          path,
          status: 304,
          bytes: 0,
        });
        expect(again.headers['etag']).toBe(tag);
        expect(again.headers['content-encoding']).toBeUndefined();
      }
    });

    test('If-None-Match as a list, as the strong form, or *; HEAD likewise', async () => {
      const path = actionsPath();
      const tag = (await raw(server.base, path, bearer(french))).headers['etag'] ?? '';
      const list = await raw(server.base, path, {
        ...bearer(french),
        'if-none-match': `W/"0-x", ${tag}`,
      });
      expect(list.status).toBe(304);
      const strong = await raw(server.base, path, {
        ...bearer(french),
        'if-none-match': tag.replace(/^W\//, ''),
      });
      expect(strong.status).toBe(304);
      const any = await raw(server.base, path, { ...bearer(french), 'if-none-match': '*' });
      expect(any.status).toBe(304);
      const head = await raw(
        server.base,
        path,
        { ...bearer(french), 'if-none-match': tag },
        'HEAD',
      );
      expect(head.status).toBe(304);
      const other = await raw(server.base, path, { ...bearer(french), 'if-none-match': 'W/"1-x"' });
      expect(other.status).toBe(200);
    });

    test('viewers and queries get different tags; a token is never in them', async () => {
      const path = `/v1/games/${game.game.id}/state`;
      const tagOf = async (p: string, headers: Record<string, string> = {}) =>
        (await raw(server.base, p, headers)).headers['etag'] ?? '';
      const tags = [
        await tagOf(path),
        await tagOf(path, bearer(french)),
        await tagOf(path, bearer(allied)),
        await tagOf(path, bearer(game.refereeToken)),
        await tagOf(`${path}?at=1`, bearer(french)),
      ];
      expect(new Set(tags).size).toBe(tags.length);
      // The organiser's token is this game's referee credential: the same view, the same tag.
      expect(await tagOf(path, bearer(ORGANISER_TOKEN))).toBe(tags[3]);
      for (const token of [french, allied, game.refereeToken, ORGANISER_TOKEN]) {
        for (const tag of tags) expect(tag).not.toContain(token.slice(-12));
      }
      // A seat's tag does not answer for the spectator's view.
      const spectator = await raw(server.base, path, { 'if-none-match': tags[1] ?? '' });
      expect(spectator.status).toBe(200);
    });

    test('a command moves the game on: a new tag, and the old one gets the new body', async () => {
      const path = `/v1/games/${game.game.id}/state`;
      const before = await raw(server.base, path, bearer(allied));
      const tag = before.headers['etag'] ?? '';
      const actions = await server.client.actions(game.game.id, french);
      const plot = actions[0]?.command;
      const r = await server.client.command(game.game.id, french, plot);
      expect(r.status).toBe(201);
      const after = await raw(server.base, path, { ...bearer(allied), 'if-none-match': tag });
      expect(after.status).toBe(200);
      expect(after.headers['etag']).toMatch(/^W\/"2-/);
      expect(after.headers['etag']).not.toBe(tag);
      const state = JSON.parse(after.body.toString('utf8')) as { version: number };
      expect(state.version).toBe(2);
    });

    test('errors carry no tag (and a tag never hides the 401 of a bad token)', async () => {
      const bad = await raw(server.base, `/v1/games/${game.game.id}/state?at=999`);
      expect(bad.status).toBe(400);
      expect(bad.headers['etag']).toBeUndefined();
      const tag = (await raw(server.base, `/v1/games/${game.game.id}/state`)).headers['etag'] ?? '';
      const forged = await raw(server.base, `/v1/games/${game.game.id}/state`, {
        ...bearer('pzt_not-a-token'),
        'if-none-match': tag,
      });
      expect(forged.status).toBe(401);
      const missing = await raw(server.base, '/v1/games/00000000-0000-4000-8000-000000000000');
      expect(missing.status).toBe(404);
      expect(missing.headers['etag']).toBeUndefined();
    });

    test('reads that are not of one game carry no tag', async () => {
      const list = await raw(server.base, '/v1/games');
      expect(list.status).toBe(200);
      expect(list.headers['etag']).toBeUndefined();
    });
  });
});
