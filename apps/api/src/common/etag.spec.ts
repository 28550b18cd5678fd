import { gameETag, ifNoneMatchHas } from './etag';

const base = {
  gameId: 'g',
  version: 12,
  rules: 'spi-1980@1',
  route: '/v1/games/:gameId/state',
  viewer: 'side:french',
  query: '',
};

describe('game ETags', () => {
  test('weak, led by the version, the same for the same representation', () => {
    const tag = gameETag(base);
    expect(tag).toMatch(/^W\/"12-[A-Za-z0-9_-]{22}"$/);
    expect(gameETag({ ...base })).toBe(tag);
  });

  test.each([
    ['version', { version: 13 }],
    ['game', { gameId: 'h' }],
    ['rules release', { rules: 'spi-1980@2' }],
    ['route', { route: '/v1/games/:gameId/victory' }],
    ['viewer', { viewer: 'spectator' }],
    ['query', { query: 'at=3' }],
  ])('a different %s gives a different tag', (_, change) => {
    expect(gameETag({ ...base, ...change })).not.toBe(gameETag(base));
  });
});

describe('If-None-Match (weak comparison)', () => {
  const tag = 'W/"12-abc"';
  test.each([
    ['W/"12-abc"', true],
    ['"12-abc"', true],
    ['W/"1-x", W/"12-abc"', true],
    ['*', true],
    ['W/"12-abd"', false],
    ['12-abc', false],
    ['', false],
  ])('%s → %s', (header, matches) => {
    expect(ifNoneMatchHas(header, tag)).toBe(matches);
  });

  test('absent, or repeated headers', () => {
    expect(ifNoneMatchHas(undefined, tag)).toBe(false);
    expect(ifNoneMatchHas(['W/"1-x"', 'W/"12-abc"'], tag)).toBe(true);
  });
});
