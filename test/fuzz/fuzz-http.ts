import http, { type IncomingHttpHeaders } from 'node:http';

/** A request as the fuzzer sends it: method, path with its query string, headers, body bytes. */
export interface RawRequest {
  readonly method: string;
  /** Already encoded: what goes on the request line. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface RawReply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  /** An event stream: its headers arrived, the body was not waited for. */
  readonly streamed: boolean;
}

/** Node refuses header values with characters outside these (as any proxy would). */
export const headerSafe = (value: string): string => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');

/** Percent-encoded UTF-8 (lone surrogates become U+FFFD, as a browser would send them). */
export const percentEncode = (value: string): string =>
  [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** Node refuses request lines with characters outside these: the rest is percent-encoded. */
export const pathSafe = (value: string): string =>
  value.replace(/[^\x21-\x7e]+/g, (run) => percentEncode(run));

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** Closes the fuzzer's kept-alive sockets. */
export const closeAgent = (): void => agent.destroy();

/**
 * Sends one request over a real socket and reads the whole answer, or only the headers of an
 * event stream. Rejects with a `hang` error when no complete answer came within `timeoutMs`.
 */
export function send(port: number, request: RawRequest, timeoutMs: number): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      agent,
      method: request.method,
      path: request.path,
      headers:
        request.body === undefined
          ? request.headers
          : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`hang: no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (String(res.headers['content-type']).startsWith('text/event-stream')) {
        clearTimeout(timer);
        res.destroy();
        req.destroy();
        resolve({ status, headers: res.headers, text: '', streamed: true });
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      res.on('end', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status, headers: res.headers, text, streamed: false });
      });
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

const CODE = /^[A-Z][A-Z0-9_]*$/;

/** A 503 the API documents as load shedding (verification queue, subscriber limits). */
const isLoadShedding = (status: number, code: unknown): boolean =>
  status === 503 && code === 'SERVER_BUSY';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with a REST answer, if anything: a 5xx (other than documented load shedding),
 * an internal-error code, or a 4xx that is not problem+json with an UPPER_SNAKE `code`.
 */
export function restReplyIssues(method: string, reply: RawReply): string[] {
  const issues: string[] = [];
  const body = parseJson(reply.text) as { code?: unknown } | undefined;
  const code = body?.code;
  if (reply.status >= 500 && !isLoadShedding(reply.status, code)) {
    issues.push(`status ${reply.status} ${reply.text.slice(0, 200)}`);
  }
  if (typeof code === 'string' && /^INTERNAL/.test(code)) issues.push(`code ${code}`);
  if (reply.status >= 400 && reply.status < 500 && method !== 'HEAD') {
    const type = String(reply.headers['content-type']);
    if (!type.startsWith('application/problem+json')) {
      issues.push(`${reply.status} as ${type}, not problem+json: ${reply.text.slice(0, 120)}`);
    } else if (typeof code !== 'string' || !CODE.test(code)) {
      issues.push(
        `${reply.status} problem without an UPPER_SNAKE code: ${reply.text.slice(0, 120)}`,
      );
    }
  }
  return issues;
}

interface GqlErrorShape {
  readonly extensions?: { readonly code?: unknown; readonly status?: unknown };
}

/** What is wrong with a list of GraphQL errors: internal codes, 5xx statuses, missing codes. */
export function graphqlErrorIssues(errors: readonly GqlErrorShape[] | undefined): string[] {
  return (errors ?? []).flatMap((error) => {
    const code = error.extensions?.code;
    const status = error.extensions?.status;
    if (typeof code !== 'string' || !CODE.test(code)) {
      return [`error without a code: ${JSON.stringify(error).slice(0, 160)}`];
    }
    if (/INTERNAL/.test(code)) return [`code ${code}: ${JSON.stringify(error).slice(0, 160)}`];
    if (typeof status === 'number' && status >= 500 && !isLoadShedding(status, code)) {
      return [`status ${status}: ${JSON.stringify(error).slice(0, 160)}`];
    }
    return [];
  });
}

/**
 * What is wrong with an answer of POST or GET /graphql: a 5xx, an internal code, or a 4xx that
 * is neither a problem document (the body parser's, as over REST) nor GraphQL errors with codes.
 */
export function graphqlHttpReplyIssues(reply: RawReply): string[] {
  const body = parseJson(reply.text) as
    { code?: unknown; errors?: readonly GqlErrorShape[] } | undefined;
  const type = String(reply.headers['content-type']);
  if (type.startsWith('application/problem+json')) return restReplyIssues('POST', reply);
  const issues = graphqlErrorIssues(body?.errors);
  if (reply.status >= 500) issues.push(`status ${reply.status} ${reply.text.slice(0, 200)}`);
  if (reply.status >= 400 && reply.status < 500 && (body?.errors?.length ?? 0) === 0) {
    issues.push(
      `${reply.status} with neither a problem nor GraphQL errors: ${reply.text.slice(0, 120)}`,
    );
  }
  return issues;
}
