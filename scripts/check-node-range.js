#!/usr/bin/env node
/**
 * Node's supported versions are stated once: `engines.node` of the root package.json. This check
 * keeps every other statement of them true (`node scripts/check-node-range.js`; CI runs it first,
 * and test/docs/node-range.spec.ts in `npm test`):
 * - libs/client/package.json's `engines.node` is the same range;
 * - README.md quotes it (in backticks) where it says what to install;
 * - docker/Dockerfile's NODE_IMAGE is a Node major inside the range;
 * - the running Node (CI's) is inside the range;
 * - every production dependency in package-lock.json admits every version of the range (probed
 *   from 18.0 to 30.40), unless scripts/node-range-exceptions.json names that exact version with
 *   the reason its declaration is not a need (its source read); an exception no longer in the
 *   lock is an error too, so the list stays true.
 * No other document states a version (`Node ≥ 20`, `Node 20+`): those point here.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
// semver comes with npm's tree (hoisted here); `satisfies` is all this check uses of it.
const semver = require('semver');

function probes(range) {
  const out = [];
  for (let major = 18; major <= 30; major++) {
    for (let minor = 0; minor <= 40; minor++) {
      for (const patch of [0, 99]) {
        const v = `${major}.${minor}.${patch}`;
        if (semver.satisfies(v, range)) out.push(v);
      }
    }
  }
  return out;
}

/** The problems found under `root` (none: the range is stated once and true). */
function nodeRangeProblems(root, runtime = process.versions.node) {
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const json = (file) => JSON.parse(read(file));
  const range = json('package.json').engines?.node;
  if (typeof range !== 'string' || semver.validRange(range) === null) {
    return [`package.json engines.node is not a range: ${String(range)}`];
  }
  const problems = [];
  const client = json('libs/client/package.json').engines?.node;
  if (client !== range) problems.push(`libs/client/package.json engines.node ${client} ≠ ${range}`);
  if (!read('README.md').includes(`Node.js \`${range}\``)) {
    problems.push(`README.md does not quote the range as Node.js \`${range}\``);
  }
  for (const file of ['README.md', 'libs/client/README.md', 'docs/README.md', 'docs/client.md']) {
    const stray = read(file).match(/Node(?:\.js)?\s*(?:≥|>=)\s*\d+|Node(?:\.js)?\s+\d+\+/g) ?? [];
    for (const s of stray) problems.push(`${file} states a version of its own: "${s}"`);
  }
  const image = /ARG NODE_IMAGE=node:(\d+)/.exec(read('docker/Dockerfile'))?.[1];
  if (image === undefined || !probes(range).some((v) => v.startsWith(`${image}.`))) {
    problems.push(`docker/Dockerfile NODE_IMAGE node:${image} is outside ${range}`);
  }
  if (!semver.satisfies(runtime, range)) problems.push(`this Node ${runtime} is outside ${range}`);
  const exceptions = json('scripts/node-range-exceptions.json');
  const used = new Set();
  const seen = new Set();
  const versions = probes(range);
  const outsideOf = new Map(); // needs → the versions of the range outside it (ranges repeat)
  for (const [where, entry] of Object.entries(json('package-lock.json').packages)) {
    const needs = entry.engines?.node;
    if (where === '' || entry.dev === true || typeof needs !== 'string') continue;
    const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const outside = outsideOf.get(needs) ?? versions.filter((v) => !semver.satisfies(v, needs));
    outsideOf.set(needs, outside);
    if (outside.length === 0) continue;
    const key = `${name}@${entry.version}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (exceptions[key] !== undefined) used.add(key);
    else problems.push(`${key} needs node ${needs}: not ${outside[0]} (in ${range})`);
  }
  for (const key of Object.keys(exceptions)) {
    if (!used.has(key)) problems.push(`scripts/node-range-exceptions.json: ${key} is not needed`);
  }
  return problems;
}

module.exports = { nodeRangeProblems };

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const problems = nodeRangeProblems(root);
  const range = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  for (const p of problems) console.error(`node range: ${p}`);
  if (problems.length > 0) process.exit(1);
  console.log(`node ${process.versions.node} in ${range}, stated once (engines) and true`);
}
