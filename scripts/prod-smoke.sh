#!/usr/bin/env bash
# The lean production start, proved on a copy of this tree (README "Production"):
#   npm run build && npm prune --omit=dev && npm run start:prod
# in a temporary directory (this tree keeps its dev dependencies for the tests), then the
# compiled server, with the default embedded SQLite store on a free port, must answer
# GET /health with 200, create a game, hand its record to the verification worker thread and
# verify it, and serve GET /metrics; the compiled CLI must verify that record; and a compiled
# ruleset module of one's own (the free-form test fixture) must load through RULESET_MODULES. Exits non-zero (with the server's log) on
# any failure.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/pratzen-prod.XXXXXX")"
SERVER_PID=""
START_TIMEOUT_S=60

cleanup() {
  if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM -- "-$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

echo "-- copy: the files git knows (tracked, and untracked unless ignored) and node_modules"
(cd "$ROOT" && git ls-files -z --cached --others --exclude-standard |
  tar --null -T - --ignore-failed-read -cf - 2>/dev/null) | tar -xf - -C "$WORK"
cp -a "$ROOT/node_modules" "$WORK/node_modules"
cd "$WORK"

echo "-- npm run build"
npm run build --silent
# a ruleset module of one's own, compiled the same way (the free-form test fixture), for RULESET_MODULES
npx tsc -p test/fixtures/freeform-duel/tsconfig.build.json
npx tsc-alias -p test/fixtures/freeform-duel/tsconfig.build.json
echo "-- npm prune --omit=dev"
npm prune --omit=dev --no-audit --no-fund
for dev in ts-node tsconfig-paths typescript tsc-alias jest; do
  if [[ -e "node_modules/$dev" ]]; then
    echo "FAIL node_modules/$dev is still here after npm prune --omit=dev" >&2
    exit 1
  fi
done

# Starts `npm run start:prod` (extra environment as arguments) and sets BASE to its URL.
start_server() {
  local log="$WORK/server.log"
  : >"$log"
  # Its own process group (setsid), so that stopping it reaches npm's child node too.
  setsid env -u EVENT_STORE -u DATABASE_URL -u REDIS_URL -u SQLITE_PATH -u KURRENTDB_URL \
    PORT=0 HOST=127.0.0.1 PRATZEN_DATA_DIR="$WORK/data" "$@" \
    npm run start:prod --silent >"$log" 2>&1 &
  SERVER_PID=$!
  BASE=""
  local deadline=$((SECONDS + START_TIMEOUT_S))
  while ((SECONDS < deadline)); do
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
      echo "FAIL the server exited during start-up:" >&2
      cat "$log" >&2
      exit 1
    fi
    BASE="$(grep -o 'http://[^ ]*' "$log" | head -n 1 || true)"
    if [[ -n "$BASE" ]] &&
      node -e "fetch('$BASE/health').then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"; then
      echo "ok   $BASE/health answered 200 after $((SECONDS + START_TIMEOUT_S - deadline)) s"
      return 0
    fi
    sleep 0.5
  done
  echo "FAIL no 200 from /health within ${START_TIMEOUT_S} s:" >&2
  cat "$log" >&2
  exit 1
}

stop_server() {
  kill -TERM -- "-$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=""
}

echo "-- npm run start:prod (default store: embedded SQLite)"
start_server
if ! node scripts/prod-smoke-checks.mjs "$BASE" --record "$WORK/record.json"; then
  cat "$WORK/server.log" >&2
  exit 1
fi
stop_server

echo "-- the compiled CLI: node bin/pratzen.js verify"
node bin/pratzen.js verify "$WORK/record.json" --quiet

echo "-- RULESET_MODULES with a compiled module (dist/test/fixtures/freeform-duel/ruleset.js)"
start_server RULESET_MODULES=dist/test/fixtures/freeform-duel/ruleset.js
node scripts/prod-smoke-checks.mjs "$BASE" --ruleset freeform-duel
node scripts/prod-smoke-checks.mjs "$BASE" --ruleset a1805
stop_server
echo "== production start: ok"
