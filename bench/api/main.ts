/** The API benchmark's run: the three sections in order, their phases timed, then cleanup. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bareFastify } from './bare-fastify';
import { commandRoundTrips } from './command-bench';
import type { Connection } from './http-client';
import { fmt, now } from './measure';
import { queries } from './queries';
import { ServerThread } from './server-thread';

/** The temporary data dir while it exists, for whoever must remove it should the run be cut. */
export interface Scratch {
  dataDir: string | null;
}

export async function main(scratch: Scratch): Promise<void> {
  const t0 = now();
  const phases: [string, number][] = [];
  let phaseStart = now();
  const phase = (name: string): void => {
    const t = now();
    phases.push([name, t - phaseStart]);
    phaseStart = t;
  };

  const cpus = os.cpus();
  console.log(
    `api benchmark (node ${process.version}, ${cpus.length} CPUs: ${cpus[0]?.model.trim() ?? '?'}, ` +
      `${os.platform()} ${os.arch()}; servers in a worker thread, clients on the main thread)`,
  );

  const dir = mkdtempSync(path.join(os.tmpdir(), 'pratzen-bench-'));
  scratch.dataDir = dir;
  const server = new ServerThread();
  const conns: Connection[] = [];
  try {
    const bare = await bareFastify(server, phase);
    const { apiPort, factory } = await commandRoundTrips(server, dir, conns, bare, phase);
    await queries(server, apiPort, conns, factory, phase);
  } finally {
    for (const c of conns) c.close();
    await server.call('stop').catch(() => undefined);
    await server.terminate();
    rmSync(dir, { recursive: true, force: true });
    scratch.dataDir = null;
  }
  phase('close servers, remove the data dir');
  console.log('\nphases:');
  for (const [name, t] of phases) console.log(`  ${name.padEnd(52)} ${fmt(t).padStart(6)} ms`);
  console.log(`  ${'total'.padEnd(52)} ${fmt(now() - t0).padStart(6)} ms`);
}
