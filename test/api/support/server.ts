import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../../apps/api/src/app';
import { type Env, configFromEnv } from '../../../apps/api/src/config';
import { Client } from './client';

export interface TestServer {
  readonly base: string;
  readonly client: Client;
  readonly dataDir: string;
  readonly app: NestFastifyApplication;
  close(): Promise<void>;
}

/**
 * The real application on 127.0.0.1 and a free port, with the SQLite store in a fresh temporary
 * data dir (unless `env` says otherwise): what `npm start` runs, minus the fixed port.
 */
export async function startServer(env: Env = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pratzen-e2e-'));
  const config = configFromEnv({ PRATZEN_DATA_DIR: dataDir, EVENT_STORE: 'sqlite', ...env });
  const app = await createApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  return {
    base,
    client: new Client(base),
    dataDir,
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
