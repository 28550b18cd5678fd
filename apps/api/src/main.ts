import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { ClusterMembership } from './cluster/cluster.module';
import { configFromEnv } from './config';

/**
 * `npm start`: reads the environment (README "Configuration"), listens, and prints the URL on
 * stdout (scripts and the crash test read it, e.g. with PORT=0). SIGTERM/SIGINT close the
 * server and the event store cleanly.
 */
async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  const app = await createApp({ config });
  app.enableShutdownHooks();
  await app.listen({ port: config.port, host: config.host });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  // With Redis: this node joins the nodes sharing its store, and serves its share of the games.
  await app.get(ClusterMembership).join(url);
  console.log(`Pratzen API listening on ${url}`);
}

main().catch((error: unknown) => {
  new Logger('main').error('failed to start', error instanceof Error ? error.stack : error);
  process.exit(1);
});
