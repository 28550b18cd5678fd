import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { GENESIS_PREV_HASH, sealBatch, seedCommitment } from '@pratzen/audit';
import { SqliteEventStore } from '@pratzen/event-store';
import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { hashToken } from '../../apps/api/src/games/viewers/seat-tokens';
import { startServer, type TestServer } from './support/server';
import type { Envelope } from './support/types';

type Report = { ok: boolean; checks: Record<string, string>; notes: string[] };

/**
 * Issue #10: nothing is migrated silently. A game created before commitments (its GameCreated
 * and secrets as the server wrote them then, events hashed as stored) goes on being sealed as
 * format 1 by the new server, and its record is a `pratzen-record/1` that still verifies.
 */
describe('a game created before commitments (format 1)', () => {
  let dataDir: string;
  let server: TestServer;
  const gameId = randomUUID();
  const tokens = {
    allied: randomBytes(24).toString('base64url'),
    french: randomBytes(24).toString('base64url'),
  };
  const referee = randomBytes(24).toString('base64url');

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pratzen-legacy-'));
    const store = new SqliteEventStore(path.join(dataDir, 'pratzen.db'));
    const seed = randomBytes(32);
    const now = new Date().toISOString();
    const meta = {
      commandId: randomUUID(),
      commandType: 'CreateGame',
      actor: 'system',
      recordedAt: now,
      rulesetVersion: spi1980.info.version,
    };
    await store.appendToStream(
      `game-${gameId}-secrets`,
      [
        {
          type: 'GameSecretsCreated',
          data: {
            seed: seed.toString('hex'),
            seatTokenHashes: { allied: hashToken(tokens.allied), french: hashToken(tokens.french) },
            refereeTokenHash: hashToken(referee),
          },
          meta,
        },
      ],
      { expectedVersion: 0 },
    );
    const created = {
      gameId,
      rulesetId: spi1980.info.id,
      rulesetVersion: spi1980.info.version,
      scenarioId: 'historical',
      optionalRules: [],
      setup: null,
      custom: false,
      dice: { mode: 'server', commitment: seedCommitment(seed) },
      seats: ['allied', 'french'],
      label: 'before issue 10',
      tournament: null,
      createdAt: now,
    };
    const sealed = sealBatch(gameId, 1, GENESIS_PREV_HASH, [
      { type: 'GameCreated', data: created, meta },
    ]);
    await store.appendToStream(`game-${gameId}`, sealed, { expectedVersion: 0 });
    await store.close();
    server = await startServer({ PRATZEN_DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('it goes on as format 1, and its record verifies as format 1', async () => {
    const [plot] = await server.client.actions(gameId, tokens.french);
    expect((await server.client.command(gameId, tokens.french, plot?.command)).status).toBe(201);
    const log = (await server.client.get<Envelope[]>(`/v1/games/${gameId}/events`)).body;
    expect(log.map((e) => e.meta['chain'])).toEqual([undefined, undefined]);
    expect(log[1]?.meta['commitment']).toBeUndefined();
    expect((await server.client.command(gameId, tokens.french, { type: 'Resign' })).status).toBe(
      201,
    );
    const record = await server.client.get<{ format: string }>(`/v1/games/${gameId}/record`);
    expect(record.status).toBe(200);
    expect(record.body.format).toBe('pratzen-record/1');
    expect(record.body).not.toHaveProperty('commitments');
    const report = await server.client.post<Report>('/v1/records/verify', { body: record.body });
    expect(report.body).toMatchObject({
      ok: true,
      checks: { chain: 'passed', commitments: 'skipped', rules: 'passed' },
    });
    expect(report.body.notes.join(' ')).toContain('pratzen-record/1: events are hashed as stored');
    // 90 s: the first verification starts a worker thread that compiles the rulesets with
    // ts-node under Jest (26 s measured with two other Jest workers busy on the two cores).
  }, 90_000);
});
