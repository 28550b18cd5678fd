/**
 * commitmentSalt remembers the last salts of each key (the API derives each one twice: to seal
 * a batch, then to answer its sender). The memo must never change an answer.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { SALT_MESSAGE_PREFIX, commitmentSalt } from './commitment';

const hmac = (key: Buffer, version: number): string =>
  createHmac('sha256', key).update(`${SALT_MESSAGE_PREFIX}${version}`, 'ascii').digest('hex');

describe('commitmentSalt memo', () => {
  it('answers a repeated (key, version) with the same salt, many versions later too', () => {
    const key = randomBytes(32);
    for (let v = 1; v <= 40; v++) {
      expect(commitmentSalt(key, v).toString('hex')).toBe(hmac(key, v));
      expect(commitmentSalt(key, v).toString('hex')).toBe(hmac(key, v));
    }
    expect(commitmentSalt(key, 3).toString('hex')).toBe(hmac(key, 3));
  });

  it('hands out copies: changing a returned salt changes no later answer', () => {
    const key = randomBytes(32);
    commitmentSalt(key, 5).fill(0);
    expect(commitmentSalt(key, 5).toString('hex')).toBe(hmac(key, 5));
    commitmentSalt(key, 5).fill(0);
    expect(commitmentSalt(key, 5).toString('hex')).toBe(hmac(key, 5));
  });

  it('does not trust a key changed in place, nor mix up keys', () => {
    const key = randomBytes(32);
    const other = randomBytes(32);
    expect(commitmentSalt(key, 9).toString('hex')).toBe(hmac(key, 9));
    expect(commitmentSalt(other, 9).toString('hex')).toBe(hmac(other, 9));
    key.writeUInt8(key.readUInt8(0) ^ 0xff, 0);
    expect(commitmentSalt(key, 9).toString('hex')).toBe(hmac(key, 9));
  });
});
