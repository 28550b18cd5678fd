import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPACT_MOVES_FORMAT, type CompactMoves } from '@pratzen/rulesets/hex-kit';
import { bodyBytes, compactMovesBody, pickEncoding } from './compact-moves.body';

describe('the compact moves as sent', () => {
  it('picks brotli, else gzip, else none, by Accept-Encoding and its q-values', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('x-gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(pickEncoding('gzip;q=abc')).toBe('identity');
    expect(pickEncoding(['gzip', 'br'])).toBe('br');
  });

  it('holds the same JSON three ways', async () => {
    const moves: CompactMoves = {
      format: COMPACT_MOVES_FORMAT,
      units: { a: { from: '0101', to: { '0102': [1, null] } } },
      actions: [{ command: { type: 'EndPhase' } }],
    };
    const body = await compactMovesBody(moves);
    expect(JSON.parse(body.identity.toString('utf8'))).toEqual(moves);
    expect(brotliDecompressSync(body.br)).toEqual(body.identity);
    expect(gunzipSync(body.gzip)).toEqual(body.identity);
    expect(bodyBytes(body)).toBeGreaterThan(body.identity.byteLength + body.br.byteLength);
  });
});
