/**
 * A CPU profile of the command route under bench:compare's 32-client load (for whoever works on
 * its speed): the server as bench:compare starts it, with V8's sampling profiler on, one run of
 * EndPhase at PROFILE_CLIENTS (32) clients for BENCH_SECONDS (PROFILE_ROUTE=legal-actions: bench:compare's
 * GET legal-actions run instead, verbose then compact); the profile is written to
 * PROFILE_DIR (a temporary directory, printed) when the server stops. Read it with Chrome's
 * DevTools or any .cpuprofile viewer. PROFILE=off runs the same load without the profiler (the
 * figures alone, e.g. to compare two builds side by side).
 *
 * Run: npm run build && npx ts-node --transpile-only -r tsconfig-paths/register bench/compare/profile-commands.ts
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ServerProcess } from '../hostile/server-process';
import { Connection } from '../api/http-client';
import { CountingFactory, commandsAt } from './commands-at';
import { legalActions } from './legal-actions';

async function run(): Promise<void> {
  const dir = process.env.PROFILE_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'pratzen-prof-'));
  const clients = Number(process.env.PROFILE_CLIENTS ?? 32);
  const interval = process.env.PROFILE_INTERVAL_US ?? '100';
  const server = await ServerProcess.start(
    {
      RATE_LIMIT_IP_PER_SECOND: '0',
      RATE_LIMIT_TOKEN_PER_SECOND: '0',
      RATE_LIMIT_CREATE_PER_MINUTE: '0',
    },
    process.env.PROFILE === 'off'
      ? []
      : ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-interval=${interval}`],
  );
  try {
    if (process.env.PROFILE_ROUTE === 'legal-actions') {
      const conns: Connection[] = [];
      for (let i = 0; i < clients; i++) conns.push(await Connection.open(server.port));
      const q = await legalActions(server.pid, server.port, conns, new CountingFactory());
      for (const c of conns) c.close();
      console.log(
        `legal actions, compact, ${clients} connections: ${q.compact.perSecond.toFixed(0)}/s ` +
          `p99 ${q.compact.p99.toFixed(2)} ms, ${q.compact.cpuUs.toFixed(0)} µs CPU per answer`,
      );
      return;
    }
    const f = await commandsAt(server, clients, new CountingFactory());
    console.log(
      `${clients} clients (${server.build}): ${f.perSecond.toFixed(0)}/s p50 ${f.p50.toFixed(2)} ms ` +
        `p99 ${f.p99.toFixed(2)} ms, ${f.cpuUs.toFixed(0)} µs CPU per command ${f.problems}`,
    );
  } finally {
    await server.stop();
  }
  if (process.env.PROFILE !== 'off') console.log(`profile in ${dir}`);
}

run().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
