import { parserProblem, rawProblemResponse } from './client-errors';

const packet = (text: string): Buffer => Buffer.from(text, 'latin1');
const overflow = { code: 'HPE_HEADER_OVERFLOW' };

describe('problems of requests the HTTP parser refused', () => {
  test('headers over the limit: 431 HEADERS_TOO_LARGE', () => {
    const p = parserProblem(overflow, packet(`GET / HTTP/1.1\r\nX: ${'a'.repeat(20_000)}`));
    expect([p.status, p.code]).toEqual([431, 'HEADERS_TOO_LARGE']);
  });

  test('a request line over 8 KiB: 414 URI_TOO_LONG, complete or not', () => {
    const line = `GET /?q=${'a'.repeat(9_000)}`;
    expect(parserProblem(overflow, packet(line)).code).toBe('URI_TOO_LONG');
    expect(parserProblem(overflow, packet(`${line} HTTP/1.1\r\n`)).code).toBe('URI_TOO_LONG');
  });

  test('no bytes to look at: 431', () => {
    expect(parserProblem(overflow).status).toBe(431);
  });

  test('a timeout is 408, anything else 400 MALFORMED_REQUEST', () => {
    expect(parserProblem({ code: 'ERR_HTTP_REQUEST_TIMEOUT' }).code).toBe('REQUEST_TIMEOUT');
    expect(parserProblem({ code: 'HPE_INVALID_METHOD' }).code).toBe('MALFORMED_REQUEST');
  });

  test('the raw answer: problem+json with its length, no body to HEAD', () => {
    const problem = parserProblem(overflow);
    const get = rawProblemResponse(problem, false);
    const [head, body = ''] = get.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toContain('Content-Type: application/problem+json');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(body)).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE' });
    expect(rawProblemResponse(problem, true)).toBe(`${head}\r\n\r\n`);
  });
});
