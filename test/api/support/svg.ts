/** GET a board picture: status, headers and the body as text (problem+json parsed when it is one). */
export async function getSvg(
  base: string,
  path: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; text: string; problem?: { code: string } }> {
  const response = await fetch(`${base}${path}`, {
    headers: { ...headers, ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    text,
    ...(json && text.length > 0 ? { problem: JSON.parse(text) as { code: string } } : {}),
  };
}
