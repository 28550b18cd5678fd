import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Smaller answers gain nothing worth the CPU (and problems are a few hundred bytes). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers by `Accept-Encoding`: brotli, else gzip (quality 4 and level 6: at the
 * SPI opening the legal actions shrink about twentyfold for a few milliseconds of CPU, spent in
 * libuv's thread pool, not on the event loop). JSON, problem+json and text are compressed;
 * server-sent events never (the stream is written on the raw socket, and `text/event-stream`
 * is excluded anyway), nor graphql-ws (a WebSocket upgrade, not a reply). Request bodies are
 * never decompressed (the body limits stay limits on what is parsed).
 *
 * Registered on the Fastify instance before Nest adds its routes: the plugin hooks each route
 * as it is added.
 */
export async function useCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
