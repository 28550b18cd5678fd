import {
  chainHash,
  commitmentOf,
  envelopeHash,
  hiddenPartOf,
  sealPublicBatch,
  spectatorView,
} from '@pratzen/audit';
import { REFEREE, SPECTATOR, sideViewer, type Viewer } from '@pratzen/engine';
import type { StoredEvent } from '@pratzen/event-store';
import type { AnyRuleset } from '../../rulesets/ruleset-registry';
import { viewOfEvent } from '@pratzen/game';
import { saltsOf } from '../repository/game-secrets';

/** The API's view of a stored event, with the game's commit key (libs/game viewOfEvent). */
const redactFor = (r: AnyRuleset, e: StoredEvent, viewer: Viewer, key?: Buffer) =>
  viewOfEvent(r, e, viewer, saltsOf(key));

/** A ruleset whose `Secret` events only the French see (null for everyone else). */
const ruleset = {
  redactEvent: (e: { type: string }, viewer: Viewer) =>
    e.type === 'Secret' &&
    !(viewer.kind === 'referee' || (viewer.kind === 'side' && viewer.side === 'french'))
      ? null
      : e,
} as unknown as AnyRuleset;

const stored = (version: number, type: string, data: unknown, meta: object): StoredEvent => ({
  streamId: 'game-11111111-1111-4111-8111-111111111111',
  version,
  position: version,
  type,
  data,
  meta: {
    commandId: 'c1',
    commandType: 'Plot',
    actor: 'french',
    recordedAt: '2025-01-01T00:00:00.000Z',
    rulesetVersion: '1.0.0',
    ...meta,
  },
  recordedAt: '2025-01-01T00:00:00.000Z',
});

describe('redactFor', () => {
  const secret = stored(
    2,
    'Secret',
    { hex: '1313' },
    {
      command: { type: 'Plot', hex: '1313' },
      dice: [{ index: 0, face: 3, purpose: 'x' }],
    },
  );

  test('an event the viewer may not see is a Redacted placeholder at the same version', () => {
    const e = redactFor(ruleset, secret, sideViewer('allied'));
    expect(e).toEqual({
      gameId: '11111111-1111-4111-8111-111111111111',
      version: 2,
      type: 'Redacted',
      data: null,
      meta: expect.objectContaining({ commandId: 'c1', actor: 'french', redacted: true }),
    });
    expect(JSON.stringify(e)).not.toContain('1313');
    expect(e.meta['dice']).toBeUndefined();
  });

  test('the sender and the referee see the event and the command; others never the command', () => {
    for (const viewer of [sideViewer('french'), REFEREE]) {
      const e = redactFor(ruleset, secret, viewer);
      expect(e.data).toEqual({ hex: '1313' });
      expect(e.meta['command']).toEqual({ type: 'Plot', hex: '1313' });
    }
    const open = stored(3, 'Moved', { hex: '1414' }, { command: { type: 'Move' } });
    expect(redactFor(ruleset, open, SPECTATOR).meta['command']).toBeUndefined();
    expect(redactFor(ruleset, open, SPECTATOR).data).toEqual({ hex: '1414' });
  });

  test('a legacy GameCreated (token hashes inside, before the secrets stream held them) shows the seats, never a hash', () => {
    const created = stored(
      1,
      'GameCreated',
      {
        gameId: 'g',
        seats: { allied: { tokenHash: 'aa' }, french: { tokenHash: 'bb' } },
        refereeTokenHash: 'cc',
      },
      {},
    );
    const e = redactFor(ruleset, created, REFEREE);
    expect(e.data).toEqual({ gameId: 'g', seats: ['allied', 'french'] });
  });

  test('the session events are everyone’s: the ruleset is not asked', () => {
    const hideAll = { redactEvent: () => null } as unknown as AnyRuleset;
    const ended = stored(9, 'GameEnded', { reason: 'resignation', seed: 'ab' }, {});
    expect(redactFor(hideAll, ended, SPECTATOR)).toMatchObject({
      type: 'GameEnded',
      data: { reason: 'resignation', seed: 'ab' },
    });
    expect(redactFor(hideAll, stored(8, 'Secret', {}, {}), SPECTATOR).type).toBe('Redacted');
  });

  describe('events sealed over their public forms (meta.chain 2)', () => {
    const key = Buffer.alloc(32, 7);
    const gameId = '11111111-1111-4111-8111-111111111111';
    const sealedEvent = (type: string, data: unknown, meta: Record<string, unknown>) => {
      const [sealed] = sealPublicBatch(
        gameId,
        2,
        'a'.repeat(64),
        [{ type, data, meta, view: spectatorView(ruleset, { version: 2, type, data }) }],
        key,
      );
      return stored(2, type, data, sealed!.meta);
    };
    const secret2 = sealedEvent(
      'Secret',
      { hex: '1313' },
      { ...secret.meta, command: { type: 'Plot', hex: '1313' } },
    );
    const open2 = sealedEvent(
      'Moved',
      { hex: '1414' },
      { ...secret.meta, command: { type: 'Move' } },
    );

    test('a spectator gets exactly the public form that was hashed, nothing hidden', () => {
      for (const e of [secret2, open2]) {
        const shown = redactFor(ruleset, e, SPECTATOR);
        const { hash, ...meta } = shown.meta;
        expect(envelopeHash({ ...shown, meta })).toBe(hash);
        expect(chainHash({ ...shown, meta: shown.meta })).toBe(hash);
        expect(shown.meta['command']).toBeUndefined();
        expect(shown.meta['public']).toBeUndefined();
        expect(shown.meta['commitmentSalt']).toBeUndefined();
      }
      const hidden = redactFor(ruleset, secret2, SPECTATOR);
      expect(hidden).toMatchObject({ type: 'Redacted', data: null, meta: { redacted: true } });
      expect(JSON.stringify(hidden)).not.toContain('1313');
      expect(hidden.meta['dice']).toBeUndefined();
    });

    test('the sender and the referee see it whole, with the salt that opens its commitment', () => {
      for (const viewer of [sideViewer('french'), REFEREE]) {
        const e = redactFor(ruleset, secret2, viewer, key);
        expect(e.data).toEqual({ hex: '1313' });
        expect(e.meta['public']).toBeUndefined();
        const salt = Buffer.from(e.meta['commitmentSalt'] as string, 'hex');
        const hidden = hiddenPartOf({ ...e, meta: { ...e.meta, public: secret2.meta.public } });
        expect(commitmentOf(salt, hidden)).toBe(e.meta['commitment']);
      }
    });

    test('nobody else gets a salt, nor the stored public form', () => {
      for (const e of [redactFor(ruleset, secret2, sideViewer('allied'), key)]) {
        expect(e.type).toBe('Redacted');
        expect(e.meta['commitmentSalt']).toBeUndefined();
        expect(e.meta['public']).toBeUndefined();
      }
      // The allied sees the Moved event whole, but not the French command: no salt either.
      const moved = redactFor(ruleset, open2, sideViewer('allied'), key);
      expect(moved.data).toEqual({ hex: '1414' });
      expect(moved.meta['commitmentSalt']).toBeUndefined();
      // Without the key (a caller that does not pass it) no salt is shown to anyone.
      expect(redactFor(ruleset, secret2, REFEREE).meta['commitmentSalt']).toBeUndefined();
    });
  });
});
