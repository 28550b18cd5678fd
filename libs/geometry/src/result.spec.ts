import { WIRE_ERROR_CODES, ok, wireError } from './result';

describe('result', () => {
  test('ok and error values; codes are stable UPPER_SNAKE strings', () => {
    expect(ok(5)).toEqual({ ok: true, value: 5 });
    expect(wireError('PRECISION', 'too fine')).toEqual({
      ok: false,
      error: { code: 'PRECISION', message: 'too fine' },
    });
    for (const c of WIRE_ERROR_CODES) expect(c).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });
});
