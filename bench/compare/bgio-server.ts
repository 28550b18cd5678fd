/**
 * A boardgame.io 0.50 server (its own Koa app and socket.io transport) playing bgio-game.ts, with
 * in-memory storage (argv[2] = `memory`; not durable) or its flat-file storage (`flatfile`,
 * node-persist files under argv[3]). Run as a child process by bench/compare.
 *
 * The matches are made here, in the server's storage, with boardgame.io's own `createMatch`:
 * its lobby routes answer 404 with the koa-compose this tree installs (4.2 copies the middleware
 * list when socket.io's `attach` builds the HTTP handler, before `run` adds the lobby router).
 */
import { createMatch } from 'boardgame.io/internal';
import { FlatFile, Server } from 'boardgame.io/server';
import { MarchGame } from './bgio-game';

/** Matches made at start-up, `m0`…: one per client (the benchmark's clients never exceed it). */
export const MATCHES = 256;

async function main(): Promise<void> {
  const [mode, dir] = process.argv.slice(2);
  if (mode !== 'memory' && !(mode === 'flatfile' && dir !== undefined)) {
    throw new Error('usage: bgio-server.ts memory | flatfile <dir>');
  }
  const db = mode === 'flatfile' ? new FlatFile({ dir: dir as string }) : undefined;
  const server = Server({ games: [MarchGame], ...(db === undefined ? {} : { db }) });
  const { appServer } = await server.run({ port: 0 });
  for (let i = 0; i < MATCHES; i++) {
    const made = createMatch({
      game: MarchGame,
      numPlayers: 2,
      setupData: undefined,
      unlisted: true,
    });
    if (!('initialState' in made)) throw new Error('boardgame.io: no match');
    await server.db.createMatch(`m${i}`, made);
  }
  const address = appServer.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  console.log(`boardgame.io (${mode}) listening on http://127.0.0.1:${port}`);
  const stop = (): void => {
    server.kill({ apiServer: undefined, appServer });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
