#!/usr/bin/env node
'use strict';
// `npx pratzen verify game.json`: runs apps/cli/src/main.ts through ts-node (transpile only)
// with the repository's path aliases (@pratzen/*) from tsconfig.json.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
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

const { main } = require(path.join(root, 'apps/cli/src/main.ts'));
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`pratzen: ${error && error.stack ? error.stack : String(error)}\n`);
    process.exitCode = 2;
  },
);
