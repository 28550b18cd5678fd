#!/usr/bin/env bash
# Mutation testing of one folder of a rule library (StrykerJS with its Jest runner), on demand:
# not part of CI, and not in package.json — Stryker is installed (once) into a cache folder
# outside the repository, $STRYKER_HOME (default ~/.cache/pratzen-stryker).
#
#   scripts/mutation.sh libs/rulesets/a1805/src/morale            # every non-spec .ts file there
#   scripts/mutation.sh libs/rulesets/a1805/src/morale flight.ts  # one file (while iterating)
#   scripts/mutation.sh libs/rulesets/a1805/src/morale flight.ts:20-45,60-70  # lines of one file
#   scripts/mutation.sh --incremental libs/rulesets/a1805/src/morale flight.ts  # reuse results
#
# Line ranges are Stryker's mutation ranges (`mutate: ["file.ts:20-45"]`, inclusive lines; a
# range may also be `line:column-line:column`): only mutants inside them run and are reported.
# --incremental keeps one results file per folder or file (the range left out) in
# $STRYKER_HOME/incremental/, and a later --incremental run re-runs only the mutants whose code or
# covering tests changed since (Stryker's incremental mode: a killed mutant is reused while its
# killing test is unchanged; a survivor while no test covering it changed or was added). A range
# run reads and rewrites the same file: the file's mutants outside the range keep their earlier
# results, so the clear-text table after a range run is the whole file's score. --force (with
# --incremental) re-runs every mutant and rewrites the file.
#
# Only the library's own jest tests run (roots limited to libs/rulesets/<name> or libs/<name>);
# the property tests simulation/random-games.spec.ts and simulation/crewless-guns.spec.ts are
# left out unless MUTATION_GAMES=<n> is set (then they run, the first with A1805_GAMES=<n>), and
# so is purity.spec.ts (it reads the source, which Stryker instruments). Static mutants
# (module-level values, which would re-run every test) are skipped. Concurrency 1
# (MUTATION_CONCURRENCY to change it: the machine's cores are shared). The initial run of every
# test may take up to MUTATION_DRY_RUN_MINUTES (default 20; Stryker's own default, 5, is too short
# on the loaded shared machine).
# Each mutant runs its covering tests only (per-test coverage: a test name pattern), and only from
# the spec files that hold them: scripts/mutation/record-tests.js notes each test's spec file in
# the initial run and scripts/mutation/sequencer.js drops the other spec files from each mutant's
# jest run (jest would otherwise load every spec file of the library to skip its tests) — the same
# tests run, the same results. MUTATION_NARROW=0 turns this off (every spec file loaded).
# Prints the mutation score per file (Stryker's clear-text table) and writes the JSON report to
# $STRYKER_HOME/reports/. The sandbox is .stryker-tmp-<run> in the repository, removed at the end.
#
# Stryker 9.6.1: the last line running on Node 20 (10.x needs Node 22); its Jest runner drives
# Jest 30 and ts-jest as the repository's jest.config.js configures them.
set -euo pipefail

STRYKER_VERSION=9.6.1
STRYKER_HOME=${STRYKER_HOME:-$HOME/.cache/pratzen-stryker}
cd "$(dirname "$0")/.."
ROOT=$(pwd)

incremental=false
force=false
while [ $# -gt 0 ]; do
  case "$1" in
    --incremental) incremental=true; shift ;;
    --force) force=true; shift ;;
    --*) echo "unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
usage='usage: scripts/mutation.sh [--incremental [--force]] <folder> [file.ts[:from-to[,from-to...]]]'
folder=${1:?$usage}
folder=${folder%/}
only=${2:-}
ranges=
case "$only" in *:*) ranges=${only#*:}; only=${only%%:*} ;; esac
if [ -n "$only" ] && [ ! -f "$folder/$only" ]; then echo "no file $folder/$only" >&2; exit 2; fi
if [ -n "$ranges" ] && ! [[ "$ranges" =~ ^[0-9]+(:[0-9]+)?-[0-9]+(:[0-9]+)?(,[0-9]+(:[0-9]+)?-[0-9]+(:[0-9]+)?)*$ ]]; then
  echo "bad line ranges '$ranges' (from-to[,from-to...], e.g. 20-45,60-70)" >&2; exit 2
fi
if $force && ! $incremental; then echo "--force goes with --incremental" >&2; exit 2; fi
[ -d "$folder" ] || { echo "no folder $folder" >&2; exit 2; }
case "$folder" in
  libs/rulesets/*) library=$(echo "$folder" | cut -d/ -f1-3) ;;
  libs/*) library=$(echo "$folder" | cut -d/ -f1-2) ;;
  *) echo "$folder is not a library folder (libs/...)" >&2; exit 2 ;;
esac

# Stryker's core reads tsconfig files with TypeScript: the repository's version, beside it
TS_VERSION=$(node -p "require('typescript/package.json').version")
if [ "$(cat "$STRYKER_HOME/.version" 2>/dev/null)" != "$STRYKER_VERSION $TS_VERSION" ]; then
  echo "== installing StrykerJS $STRYKER_VERSION (TypeScript $TS_VERSION) into $STRYKER_HOME"
  mkdir -p "$STRYKER_HOME"
  npm install --prefix "$STRYKER_HOME" --no-save --no-audit --no-fund \
    "@stryker-mutator/core@$STRYKER_VERSION" "@stryker-mutator/jest-runner@$STRYKER_VERSION" \
    "typescript@$TS_VERSION"
  echo "$STRYKER_VERSION $TS_VERSION" > "$STRYKER_HOME/.version"
fi

# one name per folder or file (the results of its ranges share the incremental file)
name=$(echo "${folder}${only:+/$only}" | tr '/.' '__')
mkdir -p "$STRYKER_HOME/configs" "$STRYKER_HOME/reports" "$STRYKER_HOME/incremental"
config="$STRYKER_HOME/configs/$name.json"
if [ -n "$ranges" ]; then
  IFS=, read -r -a parts <<< "$ranges"
  mutate=()
  for r in "${parts[@]}"; do mutate+=("$folder/$only:$r"); done
elif [ -n "$only" ]; then mutate=("$folder/$only")
else mutate=("$folder/**/*.ts" "!$folder/**/*.spec.ts"); fi

FOLDER="$folder" LIBRARY="$library" CONFIG="$config" STRYKER_HOME="$STRYKER_HOME" \
  GAMES="${MUTATION_GAMES:-}" CONCURRENCY="${MUTATION_CONCURRENCY:-1}" NAME="$name" \
  INCREMENTAL="$incremental" FORCE="$force" NARROW="${MUTATION_NARROW:-1}" \
  DRY_RUN_MINUTES="${MUTATION_DRY_RUN_MINUTES:-20}" \
  node -e '
const e = process.env;
const mutate = process.argv.slice(1);
// purity.spec.ts reads the source text, which Stryker instruments (process.env, globals)
const ignore = ["/simulation/(random-games|crewless-guns)\\.spec\\.ts$", "/purity\\.spec\\.ts$"];
const config = {
  packageManager: "npm",
  plugins: [e.STRYKER_HOME + "/node_modules/@stryker-mutator/jest-runner/dist/src/index.js"],
  testRunner: "jest",
  jest: {
    projectType: "custom",
    configFile: "jest.config.js",
    enableFindRelatedTests: false,
    config: {
      roots: ["<rootDir>/" + e.LIBRARY],
      testMatch: ["**/*.spec.ts"],
      testPathIgnorePatterns: e.GAMES ? ["/node_modules/"] : ["/node_modules/", ...ignore],
      maxWorkers: 1,
      ...(e.NARROW === "0" ? {} : {
        setupFilesAfterEnv: ["<rootDir>/scripts/mutation/record-tests.js"],
        testSequencer: "<rootDir>/scripts/mutation/sequencer.js",
      }),
    },
  },
  mutate,
  coverageAnalysis: "perTest",
  // mutants of module-level values would re-run every test for each: skipped (reported as ignored)
  ignoreStatic: true,
  // the sandbox holds the libraries and the configuration the tests need, nothing else
  ignorePatterns: ["/apps", "/test", "/bench", "/docker", "/docs", "/openapi", "/dist", "/coverage", "/bin", "/data"],
  // mutants that do not type-check still run (ts-jest only transpiles: tsconfig isolatedModules)
  disableTypeChecks: e.LIBRARY + "/**/*.ts",
  concurrency: Number(e.CONCURRENCY),
  timeoutMS: 30000,
  // the initial run of every test (3 min at load 15) outlasts the default 5 min when the
  // shared cores are busier
  dryRunTimeoutMinutes: Number(e.DRY_RUN_MINUTES),
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: e.STRYKER_HOME + "/reports/" + e.NAME + ".json" },
  clearTextReporter: { allowColor: false, reportTests: false, reportMutants: true },
  tempDirName: ".stryker-tmp-" + e.NAME,
  cleanTempDir: true,
  incremental: e.INCREMENTAL === "true",
  incrementalFile: e.STRYKER_HOME + "/incremental/" + e.NAME + ".json",
  force: e.FORCE === "true",
};
require("node:fs").writeFileSync(e.CONFIG, JSON.stringify(config, null, 2));
' "${mutate[@]}"

echo "== mutation testing ${mutate[*]} against the tests of $library (config: $config$($incremental && echo ", incremental$($force && echo ", forced")"))"
cleanup() { rm -rf "$ROOT/.stryker-tmp-$name"; }
trap cleanup EXIT
if [ -n "${MUTATION_GAMES:-}" ]; then export A1805_GAMES=$MUTATION_GAMES; fi
# the initial run's test names and spec files, for scripts/mutation/sequencer.js (and its count
# of spec files run per mutant, summed up at the end)
mkdir -p "$STRYKER_HOME/testmaps"
export MUTATION_TEST_MAP="$STRYKER_HOME/testmaps/$name.jsonl"
rm -f "$MUTATION_TEST_MAP" "$MUTATION_TEST_MAP.files"
"$STRYKER_HOME/node_modules/.bin/stryker" run "$config"
if [ -s "$MUTATION_TEST_MAP.files" ]; then
  awk '{ run += $1; all += $2; n++ } END { printf "== spec files loaded per mutant run: %.1f of %.1f on average (%d runs)\n", run / n, all / n, n }' \
    "$MUTATION_TEST_MAP.files"
fi
