import { createHash } from 'node:crypto';
import { canonicalJson } from '@pratzen/game';
import { type Envelope, GENESIS_PREV_HASH, envelopeHash, sealBatch, sha256Hex } from './hash-chain';

const gameId = '3f0c8f8e-0000-4000-8000-000000000001';
const meta = (commandId: string) => ({
  commandId,
  commandType: 'MoveUnit',
  actor: 'french',
  recordedAt: '2024-12-02T07:00:01.000Z',
  rulesetVersion: '1.1.0',
});

describe('hash chain', () => {
  test('sha256Hex hashes the UTF-8 bytes', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('é')).toBe(
      createHash('sha256')
        .update(Buffer.from([0xc3, 0xa9]))
        .digest('hex'),
    );
  });

  test('GENESIS_PREV_HASH is 64 zeros', () => {
    expect(GENESIS_PREV_HASH).toMatch(/^0{64}$/);
  });

  test('the README worked example', () => {
    const [sealed] = sealBatch(gameId, 2, 'a'.repeat(64), [
      {
        type: 'UnitMoved',
        data: { unitId: 'F-1', path: ['0710', '0711'] },
        meta: {
          ...meta('c-1'),
          command: { type: 'MoveUnit', unitId: 'F-1', path: ['0710', '0711'] },
          dice: [],
        },
      },
    ]);
    expect(sealed?.meta.hash).toBe(
      '8d364e8712ce547e6d9af003539969f299f0a215ec2c08a434334f2b6261439e',
    );
  });

  test('sealBatch chains each event to the one before; envelopeHash recomputes each hash', () => {
    const events = [
      { type: 'A', data: { n: 1 }, meta: meta('c-1') },
      { type: 'B', data: { n: 2, list: [1, 2] }, meta: meta('c-1') },
      { type: 'C', data: {}, meta: meta('c-1') },
    ];
    const first = sealBatch(gameId, 1, GENESIS_PREV_HASH, events.slice(0, 1));
    const rest = sealBatch(gameId, 2, first[0]?.meta.hash as string, events.slice(1));
    const envelopes: Envelope[] = [...first, ...rest].map((e, i) => ({
      gameId,
      version: i + 1,
      ...e,
    }));
    let prev = GENESIS_PREV_HASH;
    for (const e of envelopes) {
      expect(e.meta.prevHash).toBe(prev);
      expect(e.meta.hash).toBe(envelopeHash(e));
      const { hash: _h, ...unhashed } = e.meta;
      expect(e.meta.hash).toBe(
        sha256Hex(
          canonicalJson({ gameId, version: e.version, type: e.type, data: e.data, meta: unhashed }),
        ),
      );
      prev = e.meta.hash as string;
    }
    // the input is not changed
    expect(events[0]?.meta).toEqual(meta('c-1'));
  });

  test('every member is covered: changing any of them changes the hash', () => {
    const [sealed] = sealBatch(gameId, 5, 'b'.repeat(64), [
      { type: 'A', data: { n: 1 }, meta: meta('c') },
    ]);
    const e: Envelope = {
      gameId,
      version: 5,
      ...(sealed as { type: string; data: unknown; meta: Record<string, unknown> }),
    };
    const hash = envelopeHash(e);
    expect(envelopeHash({ ...e, gameId: 'other' })).not.toBe(hash);
    expect(envelopeHash({ ...e, version: 6 })).not.toBe(hash);
    expect(envelopeHash({ ...e, type: 'B' })).not.toBe(hash);
    expect(envelopeHash({ ...e, data: { n: 2 } })).not.toBe(hash);
    expect(envelopeHash({ ...e, meta: { ...e.meta, actor: 'allied' } })).not.toBe(hash);
    expect(envelopeHash({ ...e, meta: { ...e.meta, prevHash: 'c'.repeat(64) } })).not.toBe(hash);
    // the hash member itself is not hashed; member order does not matter
    expect(envelopeHash({ ...e, meta: { ...e.meta, hash: 'x' } })).toBe(hash);
    expect(envelopeHash({ meta: e.meta, data: e.data, type: e.type, version: 5, gameId })).toBe(
      hash,
    );
  });

  test('resealing replaces stale chain members', () => {
    const [a] = sealBatch(gameId, 1, GENESIS_PREV_HASH, [{ type: 'A', data: {}, meta: meta('c') }]);
    const [b] = sealBatch(gameId, 1, GENESIS_PREV_HASH, [
      a as { type: string; data: unknown; meta: Record<string, unknown> },
    ]);
    expect(b).toEqual(a);
  });
});
