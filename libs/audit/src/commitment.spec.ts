import { canonicalJson } from './canonical-json';
import {
  SALT_MESSAGE_PREFIX,
  commitKeyCommitment,
  commitmentOf,
  commitmentSalt,
} from './commitment';
import { hmacDie } from './dice';

const KEY = Buffer.from('00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff', 'hex');

describe('commitments to hidden parts (README "Hidden information")', () => {
  test('print', () => {
    const hidden = {
      command: { deployments: [{ hex: '1418', unitId: 'F-GG' }], type: 'PlotReserveDeployment' },
      data: { deployments: [{ hex: '1418', unitId: 'F-GG' }] },
    };
    console.log(commitKeyCommitment(KEY));
    for (const v of [1, 2, 3, 1000]) console.log(v, commitmentSalt(KEY, v).toString('hex'));
    console.log(canonicalJson(hidden));
    console.log(commitmentOf(commitmentSalt(KEY, 2), hidden));
    console.log(
      commitmentOf(commitmentSalt(KEY, 3), { type: 'ChitDrawn', data: { chit: 7 }, dice: [] }),
    );
    expect(SALT_MESSAGE_PREFIX).toBeDefined();
    expect(hmacDie).toBeDefined();
  });
});
