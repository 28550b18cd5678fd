import http from 'node:http';

/** An answer as it crossed the wire: the body still compressed when Content-Encoding says so. */
export interface RawReply {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, not decompressed. */
  readonly body: Buffer;
}

/** A request with node:http (fetch would decompress the body and add headers behind our back). */
export function raw(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
