import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/errors.md cannot drift from the server: every UPPER_SNAKE string literal in the server's
 * code (apps/api/src, specs aside; and the one-word codes UNAUTHORIZED, FORBIDDEN, INTERNAL) is either a problem code listed in the doc's table or one of
 * the known non-codes below (configuration variables, injection tokens, Node's error codes);
 * and every code the table lists still occurs in the code.
 */
const ROOT = path.resolve(__dirname, '../..');
const API = path.join(ROOT, 'apps/api/src');
const DOC = readFileSync(path.join(ROOT, 'docs/errors.md'), 'utf8');

/** Upper-snake literals of apps/api/src that are not problem codes. */
const NOT_CODES = new Set([
  // environment variables (README "Configuration")
  'ANONYMOUS_GAMES',
  'BODY_LIMIT_BYTES',
  'LOG_FORMAT',
  'LOG_LEVEL',
  'LOG_REQUESTS',
  'CORS_ORIGINS',
  'EVENT_STORE',
  'GAME_CACHE_LIMIT_BYTES',
  'METRICS_TOKEN',
  'ORGANISER_TOKENS',
  'PRATZEN_DATA_DIR',
  'RATE_LIMIT_CREATE_BURST',
  'RATE_LIMIT_CREATE_PER_MINUTE',
  'RATE_LIMIT_IP',
  'RATE_LIMIT_TOKEN',
  'READ_CACHE_LIMIT_BYTES',
  'RECORD_LIMIT_BYTES',
  'RECORD_LIMIT_EVENTS',
  'REDIS_URL',
  'RULESET_MODULES',
  'SUBSCRIBERS_PER_ADDRESS',
  'SUBSCRIBERS_TOTAL',
  'TRUST_PROXY',
  'VERIFY_QUEUE',
  'VERIFY_QUEUE_BYTES',
  'VERIFY_WORKERS',
  'VERIFY_WORKER_HEAP_MB',
  'VERIFY_WORKER_NICE',
  'GRAPHQL_SCHEMA_FILE',
  // the HTTP server's limits (README "Configuration")
  'BODY_MIN_BYTES_PER_SECOND',
  'BODY_RATE_GRACE_MS',
  'CONNECTIONS_PER_ADDRESS',
  'CONNECTIONS_TOTAL',
  'HEADERS_TIMEOUT_MS',
  'IDLE_TIMEOUT_MS',
  'KEEP_ALIVE_TIMEOUT_MS',
  'REQUEST_TIMEOUT_MS',
  // the bot seats (README "Configuration")
  'BOTS_AT_ONCE',
  'BOT_DELAY_MS',
  'BOT_SWEEP_MS',
  'BOT_THINK_MS',
  'BOT_LEASE_MS',
  'BOT_WORKERS',
  'BOT_MODULES',
  // game ownership across nodes (issue #33; README "Several nodes")
  'GAME_OWNERSHIP',
  'CLUSTER_NAME',
  'CLUSTER_NODE_URL',
  'CLUSTER_HEARTBEAT_MS',
  'CLUSTER_LEASE_MS',
  // Node's error code of a vm script stopped at its timeout (bots/think-limit.ts), never a problem
  'ERR_SCRIPT_EXECUTION_TIMEOUT',
  // a /metrics label: a command the rules refused, whatever its rule's code (never a problem code)
  'RULE_VIOLATION',
  // Nest injection tokens and cache names
  'APP_CONFIG',
  'LIVE_BUS',
  'READ_CACHE',
  // errors of Node and its HTTP parser, mapped to codes of ours
  'ERR_HTTP_REQUEST_TIMEOUT',
  'ERR_WORKER_OUT_OF_MEMORY',
  'HPE_HEADER_OVERFLOW',
  // an example in the OpenAPI document (a rule's code, from a ruleset)
  'ENEMY_OCCUPIED',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [file] : [];
  });
}

const LITERAL = /'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|UNAUTHORIZED|FORBIDDEN|INTERNAL)'/g;

function literalsIn(dir: string): Set<string> {
  const found = new Set<string>();
  for (const file of sources(dir)) {
    for (const m of readFileSync(file, 'utf8').matchAll(LITERAL)) found.add(m[1] as string);
  }
  return found;
}

/** The codes in the first table's code column (backticked). */
function documentedCodes(): Set<string> {
  const codes = new Set<string>();
  const table = DOC.slice(DOC.indexOf('## Codes of the API'), DOC.indexOf('## Codes of the rules'));
  for (const line of table.split('\n')) {
    const cells = line.split('|');
    if (cells.length < 4) continue;
    for (const m of (cells[2] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)) codes.add(m[1] as string);
  }
  return codes;
}

describe('docs/errors.md', () => {
  const literals = literalsIn(API);
  const documented = documentedCodes();

  test('lists a good number of codes (the table is read)', () => {
    expect(documented.size).toBeGreaterThan(50);
    expect(documented).toContain('VERSION_CONFLICT');
  });

  test('every problem code of apps/api/src is documented', () => {
    const missing = [...literals].filter((c) => !NOT_CODES.has(c) && !documented.has(c)).sort();
    expect(missing).toEqual([]);
  });

  test('every documented code occurs in the code, and no non-code is documented', () => {
    const gone = [...documented].filter((c) => !literals.has(c)).sort();
    expect(gone).toEqual([]);
    expect([...documented].filter((c) => NOT_CODES.has(c))).toEqual([]);
  });

  test('the non-codes list holds nothing stale', () => {
    expect([...NOT_CODES].filter((c) => !literals.has(c))).toEqual([]);
  });
});
