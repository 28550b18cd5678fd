import type { Problem } from './types';

/** Checks a reply is an RFC 9457 problem with this status and code; returns the problem. */
export function expectProblem(
  r: { status: number; headers: Headers; body: unknown },
  status: number,
  code: string,
): Problem {
  expect({ status: r.status, code: (r.body as Problem).code }).toEqual({ status, code });
  expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const p = r.body as Problem;
  expect(p).toMatchObject({ status, code, title: expect.any(String), detail: expect.any(String) });
  expect(p.type).toBe(`urn:pratzen:problem:${code.toLowerCase().replace(/_/g, '-')}`);
  return p;
}
