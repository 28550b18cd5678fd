/**
 * `METHOD /path` of every route of Fastify's `printRoutes({ commonPrefix: false })`, read back
 * from its tree: each line is a segment, indented four characters a level, with its methods (a
 * segment under the root route `/` has no leading slash of its own: `v1/games`).
 */
export function routesOf(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*?)([^\s│├└─]\S*) \(([A-Z, ]+)\)$/.exec(line.trimEnd());
    if (match === null) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ')) routes.push(`${method} ${stack.join('')}`);
  }
  return routes;
}
