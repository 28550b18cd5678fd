/** Clients of the floor server (floor-server.ts): each appends to its own stream in a loop. */
import { randomUUID } from 'node:crypto';
import { Connection } from '../api/http-client';
import { now } from '../api/measure';

export async function floorRun(
  port: number,
  clients: number,
  seconds: number,
): Promise<{ latencies: number[]; ms: number; problems: number }> {
  const conns: Connection[] = [];
  const latencies: number[] = [];
  let problems = 0;
  try {
    for (let i = 0; i < clients; i++) conns.push(await Connection.open(port));
    const start = now();
    const deadline = start + seconds * 1000;
    await Promise.all(
      conns.map(async (conn) => {
        const stream = randomUUID();
        let version = 0;
        while (now() < deadline) {
          const t0 = now();
          const r = await conn.send('POST', `/streams/${stream}`, undefined, {
            expectedVersion: version,
          });
          if (r.status !== 201) {
            problems++;
            continue;
          }
          latencies.push(now() - t0);
          version = (JSON.parse(r.text) as { version: number }).version;
        }
      }),
    );
    return { latencies, ms: now() - start, problems };
  } finally {
    for (const c of conns) c.close();
  }
}
