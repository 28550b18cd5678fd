import {
  type Envelope as ChainEnvelope,
  canonicalJson,
  commitmentOf,
  envelopeHash,
  sha256Hex,
  verifyPublicChain,
} from '@pratzen/audit';
import {
  ALLIED_LIST,
  FRENCH_LIST,
  choosingPosition,
  lineBattalion,
  mediumBattery,
  sealedLockData,
} from '@pratzen/rulesets/atw/testing/army-lists';
import { startServer, type TestServer } from './support/server';
import { SseReader } from './support/sse';
import type { CreatedGame, Envelope } from './support/types';
import { WHO, type Who, headersOf, readAs } from './support/viewers';

type Report = { ok: boolean; checks: Record<string, string> };
type List = { units: unknown[]; generals?: unknown[] };
const LOCKED = 'ArmyLocked';
/** What nobody but the French seat and the referee may learn before the reveal. */
const FRENCH_SECRETS = ['fr-1', 'fr-b', 'fr-g', 'Legrand', 'medium-artillery', '"points":450'];

/** Every 64-hex-digit value in what a viewer was shown: the hashes an attacker can test. */
const digestsIn = (shown: unknown): Set<string> =>
  new Set(JSON.stringify(shown).match(/[0-9a-f]{64}/g) ?? []);

/**
 * The French lists an attacker tries: the real one among variants of it (other grades, the
 * battery or battalion moved, without the general, a second battalion); a list is low-entropy,
 * so a hash over it unsalted would be found this way.
 */
function candidates(): List[] {
  const [line, battery] = FRENCH_LIST.units;
  const out: List[] = [FRENCH_LIST, { units: FRENCH_LIST.units }];
  for (const grade of ['A', 'B', 'D']) {
    out.push({ ...FRENCH_LIST, units: [{ ...line, grade }, battery] });
  }
  for (const x of [10, 30, 50, 60]) {
    out.push({ ...FRENCH_LIST, units: [line, mediumBattery('fr-b', x, 40, 180)] });
    out.push({ ...FRENCH_LIST, units: [lineBattalion('fr-1', x, 40, 180), battery] });
  }
  out.push({ ...FRENCH_LIST, units: [...FRENCH_LIST.units, lineBattalion('fr-2', 60, 40, 180)] });
  return out;
}

/** The hidden part a candidate list would have: the command as sent and the event's data. */
function hiddenOf(list: List) {
  const command = { type: 'LockArmy', side: 'french', ...list };
  const units = list.units.map((u) => ({ ...(u as object), side: 'french' }));
  const generals = (list.generals ?? []).map((g) => ({ ...(g as object), side: 'french' }));
  const points = list.generals === undefined ? 350 : 450;
  return { command, data: { side: 'french', units, generals, points, rule: '20' } };
}

/** What the attacker hashes for a candidate: the envelope unredacted, the parts bare or zero-salted. */
function guesses(shown: Envelope, list: List): string[] {
  const { command, data } = hiddenOf(list);
  const { hash: _h, redacted: _r, commitment: _c, ...meta } = shown.meta as Record<string, unknown>;
  const full: ChainEnvelope = {
    gameId: shown.gameId,
    version: shown.version,
    type: LOCKED,
    data,
    meta: { ...meta, command },
  };
  return [
    envelopeHash(full),
    sha256Hex(canonicalJson({ command, data })),
    sha256Hex(canonicalJson(data)),
    sha256Hex(canonicalJson(command)),
    sha256Hex(canonicalJson(list)),
    commitmentOf(Buffer.alloc(32), { command, data }),
  ];
}

/**
 * Issue #29 (20) over real HTTP: a game created from a points limit, a table and two deployment
 * zones; the French lock their list; the Allied seat and a spectator read the state, the events,
 * the legal actions, the summary, the live stream and GraphQL and see no unit of it, and no hash
 * they were shown confirms any candidate list; the Allies are refused over the limit, then lock;
 * both lists are revealed and set down; records verify.
 */
describe('atw 20 hidden army lists over HTTP: lock, then reveal', () => {
  let server: TestServer;
  let game: CreatedGame;
  const streams = new Map<Who, SseReader>();
  const id = (): string => game.game.id;
  const tokenOf = (who: Who): string | undefined => readAs(game, who).token;
  const as = (who: Who) => readAs(game, who);
  const log = async (who: Who) =>
    (await server.client.get<Envelope[]>(`/v1/games/${id()}/events`, as(who))).body;
  /** Everything `who` is shown of the game over REST, SSE and GraphQL, as one JSON text. */
  const everything = async (who: Who): Promise<unknown[]> => {
    const events = await log(who);
    const gql = await server.client.post('/graphql', {
      body: {
        query:
          'query($id: ID!) { game(id: $id) { headHash state legalActions { command } events { gameId version type data meta } } }',
        variables: { id: id() },
      },
      ...as(who),
    });
    // A seat's own ready-made lists (atw armies/offer.ts: built from public facts only, the same
    // whatever the other side locked, libs/rulesets/atw offer.spec.ts) may name the same unit
    // types as the secret list: left out of what is searched for secrets.
    const notOwnOffer = (a: { command: { type: string; side?: string } }) =>
      !(a.command.type === 'LockArmy' && a.command.side === who);
    const body = gql.body as {
      data?: { game?: { legalActions?: { command: { type: string } }[] } };
    };
    const game = body.data?.game;
    if (game?.legalActions !== undefined) game.legalActions = game.legalActions.filter(notOwnOffer);
    const actions = (
      await server.client.get<{ command: { type: string } }[]>(
        `/v1/games/${id()}/legal-actions`,
        as(who),
      )
    ).body;
    return [
      events,
      (await streams.get(who)?.waitFor(events.length))?.map((m) => m.data),
      (await server.client.get(`/v1/games/${id()}/state`, as(who))).body,
      actions.filter(notOwnOffer),
      (await server.client.get(`/v1/games/${id()}`, as(who))).body,
      body,
    ];
  };

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame({
      rulesetId: 'atw',
      scenarioId: 'custom',
      setup: choosingPosition(),
    });
    for (const who of WHO) {
      const url = `${server.base}/v1/games/${id()}/events/stream`;
      streams.set(who, await SseReader.open(url, headersOf(game, who)));
    }
    const r = await server.client.command(id(), tokenOf('french'), {
      type: 'LockArmy',
      side: 'french',
      ...FRENCH_LIST,
    });
    expect(r.status).toBe(201);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([...streams.values()].map((s) => s.close()));
    await server.close();
  });

  test('20 while the French list is locked, the Allied seat and a spectator see that it is locked, no unit of it', async () => {
    for (const who of ['allied', 'spectator'] as const) {
      const shown = await everything(who);
      const text = JSON.stringify(shown);
      for (const secret of FRENCH_SECRETS)
        expect([who, text.includes(secret)]).toEqual([who, false]);
      const locked = (shown[0] as Envelope[]).find((e) => e.type === LOCKED);
      expect(locked?.data).toEqual(sealedLockData('french'));
      expect(JSON.stringify(locked?.meta)).not.toContain('commitmentSalt');
      expect((shown[2] as { state: unknown }).state).toMatchObject({
        units: [],
        armies: { sides: { french: { locked: true, list: null }, allied: { locked: false } } },
      });
      expect(shown[3]).toEqual([]);
    }
    // the French seat and the referee see it whole
    for (const who of ['french', 'referee'] as const) {
      const text = JSON.stringify(await everything(who));
      for (const secret of FRENCH_SECRETS)
        expect([who, text.includes(secret)]).toEqual([who, true]);
    }
  });

  test('20 no hash a spectator or the Allies were shown confirms a candidate French list; the French open their own commitment', async () => {
    const lists = candidates();
    expect(lists.length).toBeGreaterThan(10);
    for (const who of ['allied', 'spectator'] as const) {
      const shown = await everything(who);
      const published = digestsIn(shown);
      const locked = (shown[0] as Envelope[]).find((e) => e.type === LOCKED) as Envelope;
      expect(published.has(locked.meta['hash'] as string)).toBe(true);
      const found = lists.filter((l) => guesses(locked, l).some((g) => published.has(g)));
      expect([who, found]).toEqual([who, []]);
    }
    const own = (await log('french')).find((e) => e.type === LOCKED) as Envelope;
    const salt = Buffer.from(own.meta['commitmentSalt'] as string, 'hex');
    expect(commitmentOf(salt, { command: own.meta.command, data: own.data })).toBe(
      own.meta['commitment'],
    );
    // the attack's reconstruction is exact: with the salt (which only the French got) it
    // confirms the real list and no other, so only the salt stands between it and the secret
    expect(hiddenOf(FRENCH_LIST)).toEqual({ command: own.meta.command, data: own.data });
    const opened = lists.filter((l) => commitmentOf(salt, hiddenOf(l)) === own.meta['commitment']);
    expect(opened).toEqual([FRENCH_LIST]);
    // the spectator's chain checks from the public forms alone
    expect(verifyPublicChain((await log('spectator')) as never).ok).toBe(true);
  });

  test('20 the turn check, a locked list is final, over the limit is refused with its case', async () => {
    const french = { type: 'LockArmy', side: 'french', ...FRENCH_LIST };
    const byAllies = await server.client.command(id(), tokenOf('allied'), french);
    expect([byAllies.status, (byAllies.body as { code: string }).code]).toEqual([
      403,
      'NOT_YOUR_TURN',
    ]);
    const again = await server.client.command(id(), tokenOf('french'), french);
    expect([again.status, again.body]).toMatchObject([422, { code: 'ARMY_LOCKED', rule: '20' }]);
    const tooMany = {
      type: 'LockArmy',
      side: 'allied',
      units: [0, 1, 2, 3, 4].map((i) => lineBattalion(`al-${i}`, 6 + i * 12, 10, 0)),
    };
    const over = await server.client.command(id(), tokenOf('allied'), tooMany);
    expect([over.status, over.body]).toMatchObject([
      422,
      { code: 'OVER_POINTS_LIMIT', rule: '20' },
    ]);
    const end = await server.client.command(id(), tokenOf('allied'), { type: 'EndPhase' });
    expect([end.status, end.body]).toMatchObject([422, { code: 'ARMIES_NOT_CHOSEN', rule: '20' }]);
  });

  test('20 the Allies lock: both lists are revealed and set down, play begins; records verify', async () => {
    const r = await server.client.command<{ events: Envelope[] }>(id(), tokenOf('allied'), {
      type: 'LockArmy',
      side: 'allied',
      ...ALLIED_LIST,
    });
    expect(r.status).toBe(201);
    expect(r.body.events.map((e) => e.type)).toEqual([LOCKED, 'ArmiesRevealed']);
    const events = await log('spectator');
    const revealed = events.find((e) => e.type === 'ArmiesRevealed');
    expect(revealed?.data).toMatchObject({
      armies: { french: { points: 450 }, allied: { points: 312 } },
    });
    const { state } = (
      await server.client.get<{ state: { units: { id: string }[] } }>(`/v1/games/${id()}/state`)
    ).body;
    expect(state.units.map((u) => u.id).sort()).toEqual(['al-1', 'al-2', 'fr-1', 'fr-b']);
    expect(verifyPublicChain(events as never).ok).toBe(true);
    const record = await server.client.get(`/v1/games/${id()}/record`, as('referee'));
    const report = await server.client.post<Report>('/v1/records/verify', { body: record.body });
    expect(report.body).toMatchObject({
      ok: true,
      checks: { chain: 'passed', commitments: 'passed', rules: 'passed' },
    });
    const actions = await server.client.actions(id(), tokenOf('allied'));
    expect(actions.some((a) => a.command.type === 'EndPhase')).toBe(true);
  }, 60_000);
});
