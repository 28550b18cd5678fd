import { SPECTATOR, sideViewer } from '@pratzen/engine';
import { a1805 } from '@pratzen/rulesets/a1805';
import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { commitmentOf, commitmentSalt } from './commitment';
import { gameCreatedSeenBy, hiddenPartOf, publicEnvelopeOf, spectatorView } from '@pratzen/game';
import type { GameRecordV1 } from './record';
import { cloneRecord, envelopesOf, playRandomGame, randomCommitKey, reseal } from '../testing';
import { verifyRecord } from './verify';

const resolve = (id: string) => (id === a1805.info.id ? a1805 : undefined);
const RESERVE = [{ id: 'al-col-iv-repninsky' }, { id: 'al-col-iv-art-1', area: 'al-south' }];
const SETUP = {
  units: [{ id: 'fr-iv-vandamme-1', x: 5, y: 25, facing: 90, formation: 'line' }],
  reserve: RESERVE,
  weather: 'fog',
};
const genesisOf = (record: GameRecordV1) => envelopesOf(record)[0]!;

/**
 * Issue #26, defect 1 (a1805 16.4.1.1): a custom set-up's secret parts reach the public form of
 * the game's first event only as the ruleset's `setupView` shows them to a spectator; the whole
 * set-up is committed to, and the record (with the key) opens it.
 */
describe("a set-up's secrets in GameCreated (16.4.1.1)", () => {
  let record: GameRecordV1;
  beforeAll(() => {
    record = playRandomGame(a1805, {
      seed: 3,
      diceMode: 'server',
      ending: 'resign',
      maxCommands: 6,
      scenarioId: 'free-form',
      setup: SETUP,
      commitKey: randomCommitKey(3),
    });
  });

  test('16.4.1.1 GameCreated is sealed over a public form without the reserve, and committed to whole', () => {
    const genesis = genesisOf(record);
    expect((genesis.data as { setup: unknown }).setup).toEqual(SETUP);
    const shown = publicEnvelopeOf(genesis);
    expect((shown.data as { setup: unknown }).setup).toEqual({
      ...SETUP,
      reserve: [],
      reserveRedacted: true,
    });
    expect(JSON.stringify(shown)).not.toContain('al-col-iv');
    const hidden = hiddenPartOf(genesis);
    expect(hidden).toEqual({ data: genesis.data });
    const salt = commitmentSalt(randomCommitKey(3), 1);
    expect(commitmentOf(salt, hidden)).toBe(genesis.meta.commitment);
  });

  test('16.4.1.1 the record verifies, the commitment opened', () => {
    const report = verifyRecord(record, resolve);
    expect(report.firstFailure).toBeNull();
    expect(report.checks).toMatchObject({
      chain: 'passed',
      commitments: 'passed',
      rules: 'passed',
    });
  });

  test('16.4.1.1 a server that publishes the reserve is caught: PUBLIC_FORM_MISMATCH at event 1', () => {
    const copy = cloneRecord(record);
    const genesis = genesisOf(copy) as { meta: Record<string, unknown> };
    delete genesis.meta.public;
    const report = verifyRecord(reseal(copy), resolve);
    expect(report.ok).toBe(false);
    expect(report.firstFailure).toMatchObject({ version: 1, code: 'PUBLIC_FORM_MISMATCH' });
  });

  test('16.4.1.1 each side sees its own reserve entries; games created under 0.1.0 keep the set-up they published', () => {
    const data = genesisOf(record).data as Record<string, unknown>;
    expect(gameCreatedSeenBy(a1805, data, sideViewer('allied'))).toMatchObject({
      setup: { reserve: RESERVE, reserveRedacted: true },
    });
    expect(gameCreatedSeenBy(a1805, data, sideViewer('french'))).toMatchObject({
      setup: { reserve: [], reserveRedacted: true },
    });
    const legacy = { ...data, rulesetVersion: '0.1.0' };
    expect(gameCreatedSeenBy(a1805, legacy, SPECTATOR)).toBe(legacy);
    expect(spectatorView(a1805, { version: 1, type: 'GameCreated', data: legacy })).toEqual({
      type: 'GameCreated',
      data: legacy,
    });
    // a ruleset whose set-ups hold no secret shows GameCreated as it is
    expect(gameCreatedSeenBy(spi1980, data, SPECTATOR)).toBe(data);
  });
});
