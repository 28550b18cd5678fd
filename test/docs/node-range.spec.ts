import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain Node script, shared with CI
const { nodeRangeProblems } = require('../../scripts/check-node-range.js') as {
  nodeRangeProblems(root: string, runtime?: string): string[];
};

const ROOT = path.resolve(__dirname, '../..');
const FILES = [
  'package.json',
  'package-lock.json',
  'libs/client/package.json',
  'libs/client/README.md',
  'README.md',
  'docs/README.md',
  'docs/client.md',
  'docker/Dockerfile',
  'scripts/node-range-exceptions.json',
];

/** A copy of the files the check reads, `change` applied to one of them. */
function copyWith(file: string, change: (text: string) => string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'pratzen-node-range-'));
  for (const f of FILES) cpSync(path.join(ROOT, f), path.join(root, f), { recursive: true });
  writeFileSync(path.join(root, file), change(readFileSync(path.join(root, file), 'utf8')));
  return root;
}

describe("Node's supported versions: stated once (engines) and true", () => {
  test('this repository: no problem, and this Node is inside the range', () => {
    expect(nodeRangeProblems(ROOT)).toEqual([]);
  });

  test.each([
    ['a Node outside the range', 'README.md', (t: string) => t, '21.7.0', /this Node 21.7.0/],
    [
      "the client's engines",
      'libs/client/package.json',
      (t: string) => t.replace(/"node": "[^"]*"/, '"node": ">=18"'),
      undefined,
      /libs\/client\/package.json engines.node >=18/,
    ],
    [
      'a document stating its own version',
      'docs/client.md',
      (t: string) => `${t}\nRuns on Node 18+.\n`,
      undefined,
      /docs\/client.md states a version of its own: "Node 18\+"/,
    ],
    [
      'an image outside the range',
      'docker/Dockerfile',
      (t: string) => t.replace(/NODE_IMAGE=node:\d+/, 'NODE_IMAGE=node:21'),
      undefined,
      /NODE_IMAGE node:21 is outside/,
    ],
    [
      'an exception no longer needed',
      'scripts/node-range-exceptions.json',
      (t: string) => t.replace('{', '{"left-pad@1.0.0": "gone",'),
      undefined,
      /left-pad@1.0.0 is not needed/,
    ],
    [
      'a production dependency that needs more, without an exception',
      'scripts/node-range-exceptions.json',
      () => '{}',
      undefined,
      /@whatwg-node\/promise-helpers@2.0.0 needs node >=22.15.0/,
    ],
  ])('fails on %s', (_what, file, change, runtime, expected) => {
    const root = copyWith(file, change);
    try {
      const problems = nodeRangeProblems(root, runtime);
      expect(problems.some((p) => expected.test(p))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
