import { createHash } from 'node:crypto';
import { configFromEnv } from '../config';
import { gameCreationConfigFromEnv, parseOrganiserTokens } from './organiser-config';

const TOKEN_A = 'pzo_a_0123456789abcdefghijklmnopqrstuvwx';
const TOKEN_B = 'pzo_b_0123456789abcdefghijklmnopqrstuvwx';
const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

describe('ORGANISER_TOKENS, ANONYMOUS_GAMES, RATE_LIMIT_CREATE_*', () => {
  test('defaults: no organisers, anonymous games on, 60 a minute per address with a burst of 120', () => {
    expect(gameCreationConfigFromEnv({})).toEqual({
      organisers: [],
      anonymousGames: true,
      anonymousCreate: { perSecond: 1, burst: 120 },
    });
  });

  test('`id:token` pairs and bare tokens; only the hashes are kept', () => {
    const organisers = parseOrganiserTokens(` open:${TOKEN_A} , ${TOKEN_B},, `);
    expect(organisers).toEqual([
      { id: 'open', tokenHash: sha256(TOKEN_A) },
      { id: `organiser-${sha256(TOKEN_B).slice(0, 12)}`, tokenHash: sha256(TOKEN_B) },
    ]);
    expect(JSON.stringify(organisers)).not.toContain(TOKEN_A);
    // The whole configuration keeps no token either.
    const config = configFromEnv({ PRATZEN_DATA_DIR: '/nonexistent', ORGANISER_TOKENS: TOKEN_A });
    expect(JSON.stringify(config)).not.toContain(TOKEN_A);
  });

  test('one organiser may hold several tokens (rotation); one token may not be listed twice', () => {
    expect(parseOrganiserTokens(`open:${TOKEN_A},open:${TOKEN_B}`).map((o) => o.id)).toEqual([
      'open',
      'open',
    ]);
    expect(() => parseOrganiserTokens(`open:${TOKEN_A},club:${TOKEN_A}`)).toThrow(
      /ORGANISER_TOKENS entry 2: a repeated token/,
    );
  });

  test.each([
    ['a short token', 'open:short-token', /entry 1: the token must be 32\.\.512/],
    ['a token with a space', `open:${TOKEN_A} x`, /the token must be/],
    ['a token with a colon', `open:${TOKEN_A}:x`, /the token must be/],
    ['an empty id', `:${TOKEN_A}`, /the organiser id must be/],
    ['an id with a space', `the open:${TOKEN_A}`, /the organiser id must be/],
  ])('%s stops the server with the variable named', (_, value, message) => {
    expect(() => configFromEnv({ PRATZEN_DATA_DIR: '/x', ORGANISER_TOKENS: value })).toThrow(
      message,
    );
  });

  test('ANONYMOUS_GAMES is a boolean', () => {
    expect(gameCreationConfigFromEnv({ ANONYMOUS_GAMES: 'false' }).anonymousGames).toBe(false);
    expect(gameCreationConfigFromEnv({ ANONYMOUS_GAMES: 'YES' }).anonymousGames).toBe(true);
    expect(() => gameCreationConfigFromEnv({ ANONYMOUS_GAMES: 'maybe' })).toThrow(
      'ANONYMOUS_GAMES must be true or false (got "maybe")',
    );
  });

  test('RATE_LIMIT_CREATE_PER_MINUTE becomes a per-second rate; 0 turns the limit off', () => {
    expect(
      gameCreationConfigFromEnv({
        RATE_LIMIT_CREATE_PER_MINUTE: '6',
        RATE_LIMIT_CREATE_BURST: '3',
      }).anonymousCreate,
    ).toEqual({ perSecond: 0.1, burst: 3 });
    expect(
      gameCreationConfigFromEnv({ RATE_LIMIT_CREATE_PER_MINUTE: '0' }).anonymousCreate.perSecond,
    ).toBe(0);
    expect(() => gameCreationConfigFromEnv({ RATE_LIMIT_CREATE_PER_MINUTE: '-1' })).toThrow(
      /RATE_LIMIT_CREATE_PER_MINUTE must be an integer/,
    );
    expect(() => gameCreationConfigFromEnv({ RATE_LIMIT_CREATE_BURST: '0' })).toThrow(
      /RATE_LIMIT_CREATE_BURST must be an integer 1\.\./,
    );
  });
});
