#!/usr/bin/env bash
# @pratzen/client stands on its own: `npm pack` in libs/client (its prepack compiles it with its
# own tsconfig), the tarball installed by npm into an empty folder under /tmp with its declared
# dependencies only (from the registry, or npm's cache), a strict consumer
# (scripts/client-pack/consumer.ts and the ts blocks of libs/client/README.md and docs/client.md)
# type-checked against what was installed, and the entry required from a plain Node process.
# Exits non-zero on any failure. Not part of `npm test` (it installs from the registry); run it by hand or in CI:
#
#   bash scripts/check-client-pack.sh
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
TSC="$ROOT/node_modules/typescript/bin/tsc"
work="$(mktemp -d /tmp/pratzen-client-pack.XXXXXX)"
trap 'rm -rf "$work"' EXIT

echo "== npm pack (libs/client)"
(cd "$ROOT/libs/client" && npm pack --silent --pack-destination "$work" >/dev/null)
tarball="$(ls "$work"/*.tgz)"
tar tzf "$tarball" | sort

echo "== npm install of the tarball alone into $work/consumer"
mkdir "$work/consumer"
cd "$work/consumer"
printf '{"name":"consumer","version":"1.0.0","private":true}\n' > package.json
npm install --no-audit --no-fund --prefer-offline --loglevel=error "$tarball"
echo "installed: $(ls node_modules | tr '\n' ' ')$(ls node_modules/@* -d 2>/dev/null | tr '\n' ' ')"

echo "== strict type-check of a consumer against the installed package"
cp "$ROOT/scripts/client-pack/consumer.ts" consumer.ts
# Each ts block of the client's README and of docs/client.md, as a module of its own.
node "$ROOT/scripts/client-pack/extract-blocks.js" "$ROOT/libs/client/README.md" "$ROOT/docs/client.md"
cat > tsconfig.json <<'JSON'
{
  "compilerOptions": {
    "strict": true,
    "noEmit": true,
    "module": "commonjs",
    "moduleResolution": "node",
    "target": "ES2022",
    "lib": ["ES2022", "DOM"],
    "types": []
  },
  "include": ["*.ts"]
}
JSON
node "$TSC" -p tsconfig.json

echo "== require('@pratzen/client') from Node $(node --version)"
node -e '
  const c = require("@pratzen/client");
  const names = ["PratzenClient", "RulesetClient", "ProblemError", "decodeCompactMoves", "compactPath", "asCompactMoves", "RULESETS"];
  const missing = names.filter((n) => c[n] === undefined);
  if (missing.length > 0) { console.error("missing exports:", missing); process.exit(1); }
  const form = { format: "pratzen-moves/1", units: { u: { from: "0101", to: { "0102": [1, null], "0103": [2, "0102"] } } }, actions: [{ command: { type: "EndPhase" } }] };
  const decoded = c.decodeCompactMoves(c.asCompactMoves(form)).map((d) => JSON.stringify(d.command));
  const want = ["{\"type\":\"MoveUnit\",\"unitId\":\"u\",\"path\":[\"0102\"]}", "{\"type\":\"MoveUnit\",\"unitId\":\"u\",\"path\":[\"0102\",\"0103\"]}", "{\"type\":\"EndPhase\"}"];
  if (JSON.stringify(decoded) !== JSON.stringify(want)) { console.error("decoded", decoded); process.exit(1); }
  console.log("exports and the compact decoder work:", decoded.length, "commands");
'
echo "== ok: @pratzen/client packs, installs with its own dependencies, type-checks and loads"
