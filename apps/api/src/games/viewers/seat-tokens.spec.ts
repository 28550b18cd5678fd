import { REFEREE, SPECTATOR, sideViewer } from '@pratzen/engine';
import { ApiProblem } from '../../common/problem';
import type { GameSecrets } from '../repository/game-secrets';
import { actorOf, hashToken, newToken, resolveViewer } from './seat-tokens';

const tokens = { allied: newToken(), french: newToken(), referee: newToken() };
const created: GameSecrets = {
  seed: null,
  seatTokenHashes: { allied: hashToken(tokens.allied), french: hashToken(tokens.french) },
  refereeTokenHash: hashToken(tokens.referee),
};

const problemOf = (f: () => unknown): ApiProblem => {
  try {
    f();
  } catch (e) {
    if (e instanceof ApiProblem) return e;
  }
  throw new Error('expected an ApiProblem');
};

describe('seat tokens', () => {
  test('tokens are random, 256 bits, and only their SHA-256 is kept', () => {
    expect(newToken()).not.toBe(newToken());
    expect(Buffer.from(newToken().slice(4), 'base64url')).toHaveLength(32);
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  test('a header resolves to the seat, the referee or a spectator', () => {
    expect(resolveViewer(created, `Bearer ${tokens.french}`)).toEqual(sideViewer('french'));
    expect(resolveViewer(created, `bearer ${tokens.allied}`)).toEqual(sideViewer('allied'));
    expect(resolveViewer(created, `Bearer ${tokens.referee}`)).toEqual(REFEREE);
    expect(resolveViewer(created, undefined)).toEqual(SPECTATOR);
    expect(resolveViewer(created, '')).toEqual(SPECTATOR);
  });

  test('anything else is 401 INVALID_TOKEN', () => {
    for (const header of [
      `Bearer ${newToken()}`,
      `Basic ${tokens.french}`,
      'Bearer',
      'Bearer a b',
    ]) {
      const p = problemOf(() => resolveViewer(created, header));
      expect([p.status, p.code]).toEqual([401, 'INVALID_TOKEN']);
    }
  });

  test('a seat acts as its side, the referee as `referee` (adjudication only); spectators 401', () => {
    expect(actorOf(sideViewer('french'))).toBe('french');
    expect(actorOf(REFEREE)).toBe('referee');
    expect(problemOf(() => actorOf(SPECTATOR)).status).toBe(401);
  });
});
