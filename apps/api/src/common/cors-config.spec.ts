import { CorsConfigError, corsOriginsFrom } from './cors-config';

describe('CORS_ORIGINS', () => {
  test('unset or blank: CORS off', () => {
    expect(corsOriginsFrom(undefined)).toBeNull();
    expect(corsOriginsFrom('  ')).toBeNull();
  });

  test('* : any origin', () => {
    expect(corsOriginsFrom(' * ')).toBe('*');
  });

  test('a comma-separated list of origins, trimmed, without a trailing slash', () => {
    expect(
      corsOriginsFrom('https://club.example, http://localhost:5173/,http://[::1]:8080'),
    ).toEqual(['https://club.example', 'http://localhost:5173', 'http://[::1]:8080']);
  });

  test.each(['club.example', 'https://club.example/path', 'ftp://club.example', '*,https://a.b'])(
    '%s stops the server with the variable named',
    (raw) => {
      expect(() => corsOriginsFrom(raw)).toThrow(CorsConfigError);
      expect(() => corsOriginsFrom(raw)).toThrow(/CORS_ORIGINS/);
    },
  );
});
