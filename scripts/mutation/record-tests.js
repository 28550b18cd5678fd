// Mutation testing (scripts/mutation.sh), in jest's setupFilesAfterEnv: during Stryker's initial
// test run (no active mutant), writes each test's full name and spec file (relative to the sandbox), one JSON line a test,
// to $MUTATION_TEST_MAP; sequencer.js reads them back to run only the spec files that hold a
// mutant's covering tests. Plain CommonJS with Node's own modules (jest transforms only .ts).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const map = process.env.MUTATION_TEST_MAP;
if (map && process.env.__STRYKER_ACTIVE_MUTANT__ === undefined) {
  beforeEach(() => {
    const { currentTestName, testPath } = expect.getState();
    fs.appendFileSync(
      map,
      JSON.stringify([currentTestName, path.relative(process.cwd(), testPath)]) + '\n',
    );
  });
}
