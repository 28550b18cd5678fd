// The checks scripts/prod-smoke.sh runs against the compiled, pruned server (plain Node, no
// TypeScript: the dev dependencies are gone there). Usage:
//   node scripts/prod-smoke-checks.mjs <base-url> --record <file>   (writes a game record there)
//   node scripts/prod-smoke-checks.mjs <base-url> --ruleset <id>
// Exits 0 when every check passed, 1 (naming the check) otherwise.
import { writeFileSync } from 'node:fs';

const [base, flag, arg] = process.argv.slice(2);
if (base === undefined || arg === undefined || !['--record', '--ruleset'].includes(flag)) {
  console.error('usage: prod-smoke-checks.mjs <base-url> (--record <file> | --ruleset <id>)');
  process.exit(2);
}

async function call(method, path, { token, body } = {}) {
  const headers = {};
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: response.status, text: await response.text() };
}

function expectStatus(what, reply, status) {
  if (reply.status !== status) {
    throw new Error(`${what}: ${reply.status}, expected ${status}: ${reply.text.slice(0, 300)}`);
  }
  console.log(`ok   ${what} (${status})`);
}

async function main() {
  if (flag === '--ruleset') {
    // RULESET_MODULES loaded a compiled ruleset module: it is served.
    expectStatus(`GET /v1/rulesets/${arg}`, await call('GET', `/v1/rulesets/${arg}`), 200);
    return;
  }
  const health = await call('GET', '/health');
  expectStatus('GET /health', health, 200);
  // Files the server reads beside its compiled modules (scripts/copy-assets.js) and from a
  // runtime dependency (swagger-ui-dist): present after the build and the prune.
  for (const path of ['/viewer/viewer.js', '/reference', '/reference/swagger-ui-bundle.js', '/docs/README.md']) {
    expectStatus(`GET ${path}`, await call('GET', path), 200);
  }
  const created = await call('POST', '/v1/games', {
    body: { rulesetId: 'spi-1980', scenarioId: 'historical' },
  });
  expectStatus('POST /v1/games', created, 201);
  const { game, refereeToken } = JSON.parse(created.text);
  const record = await call('GET', `/v1/games/${game.id}/record`, { token: refereeToken });
  expectStatus('GET /v1/games/{id}/record (referee)', record, 200);
  writeFileSync(arg, record.text);
  // Verified on a piscina worker thread: its compiled worker file must load under plain node.
  const verified = await call('POST', '/v1/records/verify', { body: record.text });
  expectStatus('POST /v1/records/verify (worker thread)', verified, 200);
  const report = JSON.parse(verified.text);
  if (report.ok !== true) throw new Error(`the record did not verify: ${verified.text.slice(0, 300)}`);
  // Bots think on piscina worker threads (apps/api/src/bots/bot-thinking.worker.js): a game of
  // two bots moves on by itself.
  const bots = await call('POST', '/v1/games', {
    body: {
      rulesetId: 'spi-1980',
      scenarioId: 'historical',
      players: { allied: { bot: 'greedy' }, french: { bot: 'random' } },
    },
  });
  expectStatus('POST /v1/games (two bot seats)', bots, 201);
  const botGame = JSON.parse(bots.text).game.id;
  const deadline = Date.now() + 60_000;
  for (let version = 1; version < 4; ) {
    if (Date.now() > deadline) {
      const status = await call('GET', `/v1/games/${botGame}/bots`);
      throw new Error(`the bot game stayed at version ${version} for 60 s: ${status.text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    version = JSON.parse((await call('GET', `/v1/games/${botGame}`)).text).version;
  }
  console.log('ok   bot seats played on their worker threads (version 4 reached)');
  // prom-client is a runtime dependency: the metrics answer, the requests above counted.
  const metrics = await call('GET', '/metrics');
  expectStatus('GET /metrics', metrics, 200);
  if (!/^pratzen_http_request_duration_seconds_count\{[^}]*route="\/v1\/games"/m.test(metrics.text)) {
    throw new Error('GET /metrics: POST /v1/games was not counted');
  }
}

main().catch((error) => {
  console.error(`FAIL ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
