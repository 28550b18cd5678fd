import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GameRecordV1 } from '@pratzen/audit';
import { reseal } from '../../libs/audit/testing/tamper';
import { expectProblem } from './support/problem';
import { startServer, type TestServer } from './support/server';
import type { CommandResult, CreatedGame, Envelope, Summary } from './support/types';

// Records are verified on the worker pool, whose threads start on first use and run at a lower
// priority (VERIFY_WORKER_NICE): seconds on a quiet machine, ~30 s measured on a loaded one.
jest.setTimeout(90_000);

interface RecordJson {
  readonly format: string;
  readonly headHash: string;
  readonly eventCount: number;
  readonly seats: readonly string[];
  readonly dice: { mode: string; commitment: string | null; seed: string | null };
  readonly genesis: Envelope;
  readonly commands: {
    commandId: string;
    actor: string;
    command: { type: string };
    dice: { index: number; face: number; sides: number }[];
    events: Envelope[];
  }[];
  readonly result: { winner: string | null; reason: string } | null;
}

interface Report {
  readonly ok: boolean;
  readonly diceSource: string;
  readonly firstFailure: { version: number | null; check: string; code: string } | null;
}

/**
 * Issue #5 over real HTTP: resign / draw / adjudication commands, the hash chain in every
 * envelope and the summary's head hash, the game record (who may read it when), and its
 * verification by POST /v1/records/verify and by the CLI in a separate process.
 */
describe('audit over HTTP: session commands, hash chain, records and verification', () => {
  let server: TestServer;
  let game: CreatedGame;
  let id: string;
  const token = (side: string): string => game.seats[side]?.token ?? '';

  beforeAll(async () => {
    server = await startServer();
    game = await server.client.createGame({ label: 'audit' });
    id = game.game.id;
    // The French reserve plot (a pending decision at the start), then a few phases.
    const [plot] = await server.client.actions(id, token('french'));
    expect(plot).toBeDefined();
    expect((await server.client.command(id, token('french'), plot?.command)).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const s = await server.client.summary(id);
      const r = await server.client.command(id, token(s.activeSide), { type: 'EndPhase' });
      expect(r.status).toBe(201);
    }
  });
  afterAll(() => server.close());

  test('every envelope carries prevHash and hash, chained from GameCreated; the summary names the head', async () => {
    const referee = { token: game.refereeToken };
    const events = (await server.client.get<Envelope[]>(`/v1/games/${id}/events`, referee)).body;
    expect(events.length).toBeGreaterThan(3);
    expect(events[0]?.meta['prevHash']).toBe('0'.repeat(64));
    for (let i = 1; i < events.length; i++) {
      expect(events[i]?.meta['prevHash']).toBe(events[i - 1]?.meta['hash']);
    }
    const summary = await server.client.summary(id);
    expect(summary.headHash).toBe(events[events.length - 1]?.meta['hash']);
  });

  test('the record is the referee’s at any time, nobody else’s before the end', async () => {
    const path = `/v1/games/${id}/record`;
    expectProblem(await server.client.get(path), 403, 'RECORD_NOT_AVAILABLE');
    expectProblem(
      await server.client.get(path, { token: token('allied') }),
      403,
      'RECORD_NOT_AVAILABLE',
    );
    const r = await server.client.get<RecordJson>(path, { token: game.refereeToken });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ format: 'pratzen-record/2', seats: ['allied', 'french'] });
    expect(JSON.stringify(r.body)).not.toContain(token('allied'));
    expect(r.body.dice.seed).toBeNull();
    const report = await server.client.post<Report>('/v1/records/verify', { body: r.body });
    expect(report.body).toMatchObject({ ok: true, diceSource: 'seed-not-revealed' });
    // On request, the referee has the seed too (the game is still in play).
    const withSeed = await server.client.get<RecordJson>(`${path}?seed=true`, {
      token: game.refereeToken,
    });
    expect(withSeed.body.dice.seed).toMatch(/^[0-9a-f]{64}$/);
    const full = await server.client.post<Report>('/v1/records/verify', { body: withSeed.body });
    expect(full.body).toMatchObject({ ok: true, diceSource: 'server-seed-verified' });
  });

  test('draw offers: the other side is offered AcceptDraw/DeclineDraw; declining lets play go on', async () => {
    const offer = await server.client.command(id, token('allied'), { type: 'OfferDraw' });
    expect(offer.status).toBe(201);
    const types = (await server.client.actions(id, token('french'))).map((a) => a.command.type);
    expect(types).toEqual(expect.arrayContaining(['AcceptDraw', 'DeclineDraw']));
    expectProblem(
      await server.client.command(id, token('allied'), { type: 'AcceptDraw' }),
      422,
      'OWN_DRAW_OFFER',
    );
    const decline = await server.client.command<CommandResult>(id, token('french'), {
      type: 'DeclineDraw',
    });
    expect(decline.body.events.map((e) => e.type)).toEqual(['DrawDeclined']);
  });

  test('only the referee adjudicates, and the referee does nothing else', async () => {
    const adjudicate = { type: 'Adjudicate', winner: 'french', level: 'marginal' };
    expectProblem(
      await server.client.command(id, token('allied'), adjudicate),
      403,
      'REFEREE_ONLY',
    );
    expectProblem(
      await server.client.command(id, game.refereeToken, { type: 'EndPhase' }),
      403,
      'REFEREE_MAY_NOT_ACT',
    );
    const bad = await server.client.command(id, game.refereeToken, { ...adjudicate, winner: 1 });
    expectProblem(bad, 400, 'INVALID_COMMAND');
  });

  describe('after the French resign', () => {
    let record: RecordJson;
    let ended: Envelope;

    beforeAll(async () => {
      const r = await server.client.command<CommandResult>(id, token('french'), { type: 'Resign' });
      expect(r.status).toBe(201);
      const last = r.body.events[r.body.events.length - 1];
      if (last === undefined) throw new Error('no event');
      ended = last;
      record = (await server.client.get<RecordJson>(`/v1/games/${id}/record`)).body;
    });

    test('GameEnded carries the result, the reason and the seed, which matches the commitment', async () => {
      expect(ended).toMatchObject({
        type: 'GameEnded',
        data: { reason: 'resignation', by: 'french', result: { winner: 'allied' } },
      });
      const seed = (ended.data as { seed: string }).seed;
      expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(
        game.game.dice.commitment,
      );
      const summary: Summary = await server.client.summary(id);
      expect(summary).toMatchObject({
        status: 'over',
        pendingDecision: null,
        result: { winner: 'allied', reason: 'resignation' },
        headHash: ended.meta['hash'],
      });
      expectProblem(
        await server.client.command(id, token('allied'), { type: 'EndPhase' }),
        422,
        'GAME_OVER',
      );
    });

    test('POST /v1/records/verify passes the record and names the first bad event of a tampered one', async () => {
      // Anyone may read it now; the dice check recomputes every roll from the revealed seed.
      expect(record.result).toMatchObject({ winner: 'allied', reason: 'resignation' });
      expect(record.headHash).toBe(ended.meta['hash']);
      const good = await server.client.post<Report>('/v1/records/verify', { body: record });
      expect(good.body).toMatchObject({
        ok: true,
        firstFailure: null,
        diceSource: 'server-seed-verified',
      });
      const tampered = structuredClone(record);
      const batch = tampered.commands[1];
      const event = batch?.events[0];
      if (event === undefined) throw new Error('no event to tamper with');
      (event.data as Record<string, unknown>)['tampered'] = true;
      const bad = await server.client.post<Report>('/v1/records/verify', { body: tampered });
      expect(bad.status).toBe(200);
      expect(bad.body.ok).toBe(false);
      expect(bad.body.firstFailure?.version).toBe(event.version);
      const garbage = await server.client.post<Report>('/v1/records/verify', { body: { a: 1 } });
      expect(garbage.body).toMatchObject({ ok: false, firstFailure: { check: 'schema' } });
    });

    test('a rewrite that re-decides cleanly and is resealed (the draw offer dropped) fails on the head hash this server published', async () => {
      const rewritten = structuredClone(record) as unknown as GameRecordV1;
      const commands = rewritten.commands.filter(
        (c) => c.commandType !== 'OfferDraw' && c.commandType !== 'DeclineDraw',
      );
      expect(commands.length).toBe(record.commands.length - 2);
      const forged = reseal({ ...rewritten, commands });
      const r = await server.client.post<Report>('/v1/records/verify', { body: forged });
      expect(r.body).toMatchObject({
        ok: false,
        firstFailure: { check: 'chain', code: 'HEAD_HASH_NOT_PUBLISHED' },
      });
    });

    test('the CLI verifies the exported record in a separate process, without the database', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'pratzen-record-'));
      try {
        const file = path.join(dir, 'game.json');
        writeFileSync(file, JSON.stringify(record));
        const run = spawnSync(process.execPath, ['bin/pratzen.js', 'verify', file, '--json'], {
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({
          status: 0,
          stderr: '',
        });
        expect(JSON.parse(run.stdout)).toMatchObject({ ok: true });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    test('GraphQL: the record field and verifyRecord', async () => {
      const r = await server.client.post<{
        data: { game: { record: RecordJson }; verifyRecord: Report };
      }>('/graphql', {
        body: {
          query: 'query($id: ID!, $r: JSON!) { game(id: $id) { record } verifyRecord(record: $r) }',
          variables: { id, r: record },
        },
      });
      expect(r.status).toBe(200);
      expect(r.body.data.game.record.headHash).toBe(record.headHash);
      expect(r.body.data.verifyRecord.ok).toBe(true);
    });
  });
});
