import { type ClientRequest, request } from 'node:http';

/**
 * A request whose headers announce a JSON body of `bytes` that is never sent: what a server
 * answers before reading a body. `status` is the answer's status, 'no answer' after `waitMs`,
 * or 'error'; `req` stays open (destroy it to give up the request).
 */
export function announceBody(
  url: string,
  options: {
    readonly method?: string;
    readonly bytes: number;
    readonly headers?: Readonly<Record<string, string>>;
    readonly waitMs?: number;
  },
): { readonly req: ClientRequest; readonly status: Promise<string> } {
  const req = request(url, {
    method: options.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(options.bytes),
      ...options.headers,
    },
  });
  const status = new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve('no answer'), options.waitMs ?? 2_000);
    req.on('response', (res) => {
      clearTimeout(timer);
      res.resume();
      resolve(String(res.statusCode));
    });
    req.on('error', () => resolve('error'));
  });
  req.flushHeaders(); // the body is never written
  return { req, status };
}
