// Mutation testing (scripts/mutation.sh): jest's test sequencer, narrowed. Stryker runs each
// mutant with a test name pattern made of its covering tests (per-test coverage), but jest would
// still load every spec file of the library to look for them. This sequencer keeps only the spec
// files in which the initial run (record-tests.js) saw a test whose full name the pattern
// matches — as jest-circus matches it (case-insensitive, anywhere in the name) — so the same
// tests run, from fewer files. A spec file the map does not know is kept; with no pattern, no
// map, or no match at all, every file is kept (jest's own behaviour).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

function readMap(mapFile) {
  const byFile = new Map();
  let text;
  try {
    text = fs.readFileSync(mapFile, 'utf8');
  } catch {
    return null;
  }
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const [name, file] = JSON.parse(line);
    if (!byFile.has(file)) byFile.set(file, new Set());
    byFile.get(file).add(name);
  }
  return byFile;
}

class NarrowingSequencer extends Sequencer {
  constructor(options) {
    super(options);
    this.pattern =
      options && options.globalConfig ? options.globalConfig.testNamePattern : undefined;
  }

  async sort(tests) {
    const sorted = await super.sort(tests);
    const file = process.env.MUTATION_TEST_MAP;
    if (!this.pattern || !file) return sorted;
    const byFile = readMap(file);
    if (byFile === null || byFile.size === 0) return sorted;
    const pattern = new RegExp(this.pattern, 'i');
    const kept = sorted.filter((test) => {
      const names = byFile.get(path.relative(process.cwd(), test.path));
      if (names === undefined) return true;
      for (const name of names) if (pattern.test(name)) return true;
      return false;
    });
    const run = kept.length > 0 ? kept : sorted;
    // one line a mutant run: spec files run, spec files found (the script sums them up)
    fs.appendFileSync(file + '.files', `${run.length} ${sorted.length}\n`);
    return run;
  }
}

module.exports = NarrowingSequencer;
