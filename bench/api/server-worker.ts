/**
 * The server thread: started by ServerThread (server-thread.ts), it runs the bare Fastify server
 * or the Pratzen API on request, and reports its event loop's utilisation and CPU profiles.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { OpReply, OpRequest } from './protocol';

async function serve(): Promise<void> {
  const port = parentPort;
  if (port === null) throw new Error('serve() runs in a worker');
  let close: (() => Promise<void>) | null = null;
  let mark = performance.eventLoopUtilization();
  let profiler: Session | null = null;
  const post = (method: string, params?: object): Promise<unknown> =>
    new Promise((resolve, reject) => {
      profiler?.post(method, params, (error, result) => (error ? reject(error) : resolve(result)));
    });

  const stop = async (): Promise<void> => {
    const c = close;
    close = null;
    if (c !== null) await c();
  };

  const run = async (request: OpRequest): Promise<unknown> => {
    switch (request.op) {
      case 'fastify': {
        await stop();
        const { default: Fastify } = await import('fastify');
        const app = Fastify({ logger: false });
        app.get('/', async () => ({ hello: 'world' }));
        await app.listen({ port: 0, host: '127.0.0.1' });
        close = () => app.close();
        const address = app.server.address();
        return typeof address === 'object' && address !== null ? address.port : 0;
      }
      case 'api': {
        await stop();
        const { createApp } = await import('../../apps/api/src/app');
        const { configFromEnv } = await import('../../apps/api/src/config');
        const config = configFromEnv({
          PRATZEN_DATA_DIR: request.dataDir,
          EVENT_STORE: 'sqlite',
          HOST: '127.0.0.1',
          PORT: '0',
          // 0 = off (config.ts): the benchmark is one client address sending thousands/s.
          RATE_LIMIT_IP_PER_SECOND: '0',
          RATE_LIMIT_TOKEN_PER_SECOND: '0',
          RATE_LIMIT_CREATE_PER_MINUTE: '0',
          // Passed through so that group commit can be compared off and on (README).
          SQLITE_GROUP_COMMIT: process.env.SQLITE_GROUP_COMMIT,
        });
        const app = await createApp({ config, logger: false });
        await app.listen({ port: 0, host: '127.0.0.1' });
        close = () => app.close();
        const address = app.getHttpServer().address();
        return typeof address === 'object' && address !== null ? address.port : 0;
      }
      case 'elu': {
        const current = performance.eventLoopUtilization();
        const since = performance.eventLoopUtilization(current, mark);
        mark = current;
        return since.utilization;
      }
      case 'profile-start':
        profiler = new Session();
        profiler.connect();
        await post('Profiler.enable');
        await post('Profiler.setSamplingInterval', { interval: 100 });
        await post('Profiler.start');
        return null;
      case 'profile-stop': {
        const { profile } = (await post('Profiler.stop')) as { profile: unknown };
        profiler?.disconnect();
        profiler = null;
        writeFileSync(request.file ?? 'api-bench.cpuprofile', JSON.stringify(profile));
        return null;
      }
      case 'stop':
        await stop();
        return null;
    }
  };

  port.on('message', (request: OpRequest) => {
    run(request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies OpReply),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          ok: false,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies OpReply),
    );
  });
}

if (!isMainThread && (workerData as { entry?: string } | null)?.entry !== undefined) {
  void serve();
}
