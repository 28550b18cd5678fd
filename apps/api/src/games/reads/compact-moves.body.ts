import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type CompactMoves } from '@pratzen/rulesets/hex-kit';

/**
 * The compact legal moves (`?format=compact`, libs/rulesets/hex-kit/src/compact-moves.ts) as they are sent:
 * the JSON bytes and their gzip and brotli encodings, made once per game version, viewer and
 * query (on libuv's thread pool, not the event loop) and cached, so a request only picks one.
 */
export interface CompactMovesBody {
  readonly identity: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
}

export type BodyEncoding = keyof CompactMovesBody;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli quality 6 and gzip level 6: at the SPI opening (62 KB of JSON) ~8.8 KB and ~11.2 KB
 * in ~3 ms each; quality 11 would save another 1.4 KB for ~100 ms.
 */
export async function compactMovesBody(moves: CompactMoves): Promise<CompactMovesBody> {
  const identity = Buffer.from(JSON.stringify(moves), 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(identity, { level: 6 }),
  ]);
  return { identity, gzip: gz, br };
}

/** Bytes the cached body holds (for the read cache's cap). */
export const bodyBytes = (b: CompactMovesBody): number =>
  b.identity.byteLength + b.gzip.byteLength + b.br.byteLength + 192;

/**
 * The encoding to send for an `Accept-Encoding` header (RFC 9110 12.5.3): brotli, else gzip,
 * else none; a coding with `q=0` is refused, `*` stands for any coding not named.
 */
export function pickEncoding(header: string | string[] | undefined): BodyEncoding {
  if (header === undefined) return 'identity';
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name === undefined || name === '') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: string): number => q.get(coding) ?? q.get('*') ?? 0;
  const brQ = weight('br');
  const gzQ = Math.max(weight('gzip'), q.get('x-gzip') ?? 0);
  if (brQ > 0 && brQ >= gzQ) return 'br';
  return gzQ > 0 ? 'gzip' : 'identity';
}
