/**
 * The README's "Hidden information" test vectors, recomputed twice: with `node:crypto` alone from
 * the README's prose (as a third party would), and with the library. The README must show each.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson, hiddenPartOf, publicEnvelopeOf } from '@pratzen/game';
import {
  COMMITMENT_SCHEME,
  SALT_MESSAGE_PREFIX,
  commitKeyCommitment,
  commitmentOf,
  commitmentSalt,
} from './commitment';
import { hmacDie } from './dice';
import { type Envelope, chainHash, envelopeHash, sealPublicBatch } from './hash-chain';

const README = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
const KEY_HEX = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const KEY = Buffer.from(KEY_HEX, 'hex');
const GAME = '3f0c8f8e-0000-4000-8000-000000000001';

const SALTS: readonly [number, string][] = [
  [1, 'e6311ac71c88e3d394117ca587c9c78ab86bbf39ceefc211f43868b04dbe8919'],
  [2, '61f2db2c3eafdf00b115fc3a801bf61bf35247392af1eb5f0b29e34d73677295'],
  [3, '8a6b39096acaccacd6e8cb7a5ad01c6f86184b04fcde620c02b3facdad08d788'],
  [1000, '32a6362066593f55697bb3c9595480f51266bd85dc13f7b3da8f97b908b9aa7e'],
];
const PLOT_HIDDEN =
  '{"command":{"deployments":[{"hex":"1418","unitId":"F-GG"}],"type":"PlotReserveDeployment"},"data":{"deployments":[{"hex":"1418","unitId":"F-GG"}]}}';
const PLOT_COMMITMENT = '1b3593a112f14d329a264ab010e2187a5bc3b020450928c3e8b8d58879e8ee23';
const PLOT_PUBLIC =
  '{"data":{"deployments":[],"redacted":true},"gameId":"3f0c8f8e-0000-4000-8000-000000000001","meta":{"actor":"french","chain":2,"commandId":"c-1","commandType":"PlotReserveDeployment","commitment":"1b3593a112f14d329a264ab010e2187a5bc3b020450928c3e8b8d58879e8ee23","dice":[],"prevHash":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","recordedAt":"2024-12-02T07:00:01.000Z","rulesetVersion":"2.0.0"},"type":"ReserveDeploymentPlotted","version":2}';
const PLOT_HASH = 'c0d11819bab88e4812c95fa692003905889e9b7e6021b938ac699349672f0db7';
const CHIT_HIDDEN = '{"data":{"chit":7},"type":"ChitDrawn"}';
const CHIT_COMMITMENT = '005f3610918231e22b1c2715cdcc8ac705510084c1341f4ee8f84fd58d5b1e1d';
const CHIT_PUBLIC =
  '{"data":null,"gameId":"3f0c8f8e-0000-4000-8000-000000000001","meta":{"actor":"french","chain":2,"commandId":"c-1","commandType":"PlotReserveDeployment","commitment":"005f3610918231e22b1c2715cdcc8ac705510084c1341f4ee8f84fd58d5b1e1d","prevHash":"c0d11819bab88e4812c95fa692003905889e9b7e6021b938ac699349672f0db7","recordedAt":"2024-12-02T07:00:01.000Z","redacted":true,"rulesetVersion":"2.0.0"},"type":"Redacted","version":3}';
const CHIT_HASH = '663cc45b2e1cc8621be1758893f4ee90c094000630f449f283cdcc7bcc1f5886';

/** From the README's prose, with node:crypto only. */
const proseSalt = (version: number): Buffer =>
  createHmac('sha256', KEY).update(`pratzen-commitment-salt/1/${version}`, 'ascii').digest();
const proseCommitment = (salt: Buffer, hiddenJcs: string): string =>
  createHash('sha256')
    .update(Buffer.concat([salt, Buffer.from(hiddenJcs, 'utf8')]))
    .digest('hex');
const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

describe('README "Hidden information": test vectors', () => {
  test('every vector is in the README', () => {
    const values = [KEY_HEX, PLOT_HIDDEN, PLOT_PUBLIC, PLOT_HASH, PLOT_COMMITMENT, CHIT_HIDDEN];
    for (const v of [...values, CHIT_PUBLIC, CHIT_COMMITMENT, CHIT_HASH, COMMITMENT_SCHEME]) {
      expect([v, README.includes(v)]).toEqual([v, true]);
    }
    for (const [version, salt] of SALTS) expect(README).toContain(`| ${version} | \`${salt}\` |`);
  });

  test('by a third party, from the prose: key commitment, salts, commitments, hashes', () => {
    expect(createHash('sha256').update(KEY).digest('hex')).toBe(
      '4773d12e2371bb935b9a0f5439b4a1c3ad3f2414b86980f8418d1cfabdfadfef',
    );
    for (const [version, salt] of SALTS) expect(proseSalt(version).toString('hex')).toBe(salt);
    expect(proseCommitment(proseSalt(2), PLOT_HIDDEN)).toBe(PLOT_COMMITMENT);
    expect(proseCommitment(proseSalt(3), CHIT_HIDDEN)).toBe(CHIT_COMMITMENT);
    expect(sha256(PLOT_PUBLIC)).toBe(PLOT_HASH);
    expect(sha256(CHIT_PUBLIC)).toBe(CHIT_HASH);
  });

  test('by the library: the sealed batch gives the same bytes', () => {
    const plot = [{ unitId: 'F-GG', hex: '1418' }];
    const base = {
      commandId: 'c-1',
      commandType: 'PlotReserveDeployment',
      actor: 'french',
      recordedAt: '2024-12-02T07:00:01.000Z',
      rulesetVersion: '2.0.0',
    };
    const redacted = { deployments: [], redacted: true };
    const sealed = sealPublicBatch(
      GAME,
      2,
      'a'.repeat(64),
      [
        {
          type: 'ReserveDeploymentPlotted',
          data: { deployments: plot },
          meta: {
            ...base,
            command: { type: 'PlotReserveDeployment', deployments: plot },
            dice: [],
          },
          view: { type: 'ReserveDeploymentPlotted', data: redacted },
        },
        { type: 'ChitDrawn', data: { chit: 7 }, meta: base, view: null },
      ],
      KEY,
    );
    expect(commitKeyCommitment(KEY)).toBe(
      '4773d12e2371bb935b9a0f5439b4a1c3ad3f2414b86980f8418d1cfabdfadfef',
    );
    for (const [version, salt] of SALTS)
      expect(commitmentSalt(KEY, version).toString('hex')).toBe(salt);
    const expected = [
      [PLOT_HIDDEN, PLOT_COMMITMENT, PLOT_PUBLIC, PLOT_HASH],
      [CHIT_HIDDEN, CHIT_COMMITMENT, CHIT_PUBLIC, CHIT_HASH],
    ];
    sealed.forEach((e, i) => {
      const stored: Envelope = { gameId: GAME, version: 2 + i, ...e };
      const [hidden, commitment, shown, hash] = expected[i] as string[];
      expect(canonicalJson(hiddenPartOf(stored))).toBe(hidden);
      expect(e.meta.commitment).toBe(commitment);
      expect(commitmentOf(commitmentSalt(KEY, 2 + i), hiddenPartOf(stored))).toBe(commitment);
      const { hash: _h, ...meta } = publicEnvelopeOf(stored).meta;
      expect(canonicalJson({ ...publicEnvelopeOf(stored), meta })).toBe(shown);
      expect(e.meta.hash).toBe(hash);
      expect(chainHash(stored)).toBe(hash);
      // Not the format-1 hash of the same stored event: that one covers the hidden part.
      expect(envelopeHash(stored)).not.toBe(hash);
    });
  });

  test('a salt message is never a die message, and the dice do not change with the commit key', () => {
    const dieMessage = /^\d+(\/\d+)?$/;
    expect(dieMessage.test('pratzen-commitment-salt/1/7')).toBe(false);
    expect(dieMessage.test('7')).toBe(true);
    // Under the same 32 bytes as key, salt 7 and die 7 come from different MACs.
    const dieMac = createHmac('sha256', KEY).update('7', 'ascii').digest('hex');
    expect(commitmentSalt(KEY, 7).toString('hex')).not.toBe(dieMac);
    expect(hmacDie(KEY, 0, 6)).toBe(1); // the README's dice vector, whatever the commit key
  });
});

describe('commitmentSalt computes HMAC-SHA256 from the key blocks (RFC 2104)', () => {
  test("equals node:crypto's createHmac for keys of 0 to 130 bytes and many versions", () => {
    for (let length = 0; length <= 130; length += 1) {
      const key = randomBytes(length);
      for (const version of [1, 2, 9, 10, 99, 12_345, Number.MAX_SAFE_INTEGER]) {
        const expected = createHmac('sha256', key)
          .update(`${SALT_MESSAGE_PREFIX}${version}`, 'ascii')
          .digest();
        expect(commitmentSalt(key, version).equals(expected)).toBe(true);
      }
    }
  });

  test('a key changed in place derives from its new bytes, not the remembered blocks', () => {
    const key = randomBytes(32);
    const before = commitmentSalt(key, 3);
    key[0] = (key[0] as number) ^ 0xff;
    const after = commitmentSalt(key, 4);
    expect(after.equals(createHmac('sha256', key).update(`${SALT_MESSAGE_PREFIX}4`).digest())).toBe(
      true,
    );
    expect(commitmentSalt(key, 3).equals(before)).toBe(false);
  });
});

describe('commitmentOf hashes salt ‖ canonical JSON in one buffer', () => {
  test('equals a SHA-256 fed the salt, then the UTF-8 text (any salt length, non-ASCII text)', () => {
    const hidden = [
      { command: { type: 'EndPhase' } },
      { command: { note: 'Pratzen — Höhe 1805 ✓ 🎲', n: [1.5, -0, 1e21] }, dice: [] },
      'x',
      null,
    ];
    for (const length of [0, 1, 31, 32, 33, 64, 100]) {
      const salt = randomBytes(length);
      for (const h of hidden) {
        const expected = createHash('sha256')
          .update(salt)
          .update(canonicalJson(h), 'utf8')
          .digest('hex');
        expect(commitmentOf(salt, h)).toBe(expected);
      }
    }
  });
});
