#!/usr/bin/env node
'use strict';
// `npx pratzen verify game.json`. With the dev dependencies installed (a clone after
// `npm install`) it runs apps/cli/src/main.ts through ts-node (transpile only) with the
// repository's path aliases (@pratzen/*) from tsconfig.json, so it is always the source that
// runs. Without them (`npm run build && npm prune --omit=dev`, the production image) it runs
// the compiled dist/apps/cli/src/main.js, whose aliases `npm run build` already rewrote.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const compiled = path.join(root, 'dist/apps/cli/src/main.js');

function resolvable(name) {
  try {
    require.resolve(name, { paths: [root] });
    return true;
  } catch {
    return false;
  }
}

function loadFromSource() {
  require('ts-node').register({
    transpileOnly: true,
    project: path.join(root, 'tsconfig.json'),
  });
  const tsconfigPaths = require('tsconfig-paths');
  const config = tsconfigPaths.loadConfig(root);
  if (config.resultType !== 'success') {
    process.stderr.write(`pratzen: cannot load ${root}/tsconfig.json: ${config.message}\n`);
    process.exit(2);
  }
  tsconfigPaths.register({ baseUrl: config.absoluteBaseUrl, paths: config.paths });
  return require(path.join(root, 'apps/cli/src/main.ts'));
}

function load() {
  if (resolvable('ts-node') && resolvable('tsconfig-paths')) return loadFromSource();
  if (fs.existsSync(compiled)) return require(compiled);
  process.stderr.write(
    'pratzen: neither ts-node (npm install) nor the compiled CLI (npm run build) is here\n',
  );
  process.exit(2);
}

const { main } = load();
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`pratzen: ${error && error.stack ? error.stack : String(error)}\n`);
    process.exitCode = 2;
  },
);
