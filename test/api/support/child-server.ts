import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { Client } from './client';

const ROOT = path.resolve(__dirname, '../../..');
export const START_TIMEOUT_MS = 60_000;

export interface Running {
  readonly child: ChildProcess;
  readonly client: Client;
}

/**
 * `npm start`'s command in a child process (the SQLite store in `dataDir`, unless `env` picks
 * another), on a free port; resolves with a client of the URL it prints. For the crash tests,
 * which SIGKILL it.
 */
export function startChild(
  dataDir: string,
  env: Readonly<Record<string, string>> = {},
): Promise<Running> {
  const child = spawn(
    process.execPath,
    [
      '-r',
      'ts-node/register/transpile-only',
      '-r',
      'tsconfig-paths/register',
      'apps/api/src/main.ts',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        PRATZEN_DATA_DIR: dataDir,
        // no line per request: noise here (the tests read the URL line, messages and errors)
        LOG_REQUESTS: process.env['LOG_REQUESTS'] ?? 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start:\n${output}`));
    }, START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url !== undefined) {
        clearTimeout(timer);
        resolve({ child, client: new Client(url) });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
}

/** SIGKILL: no shutdown hook runs. Resolves once the process is gone. */
export function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
