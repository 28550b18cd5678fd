#!/usr/bin/env bash
# Validates docker/compose.yaml the way `docker compose config` does, without a Docker engine.
#
# Uses, in order of preference:
#   1. `docker compose` (the Compose v2 plugin), when this machine has it;
#   2. `docker-compose` (standalone), when installed;
#   3. otherwise installs Debian's `docker-compose` package with apt-get and uses that.
# Debian bookworm ships no Compose v2 (no docker-compose-plugin / docker-compose-v2, nothing in
# bookworm-backports); its `docker-compose` is Compose 1.29.2 (Python), whose `config` parses,
# interpolates and validates the file against the Compose schema. compose.yaml keeps to what
# both versions accept. Idempotent: a second run installs nothing.
#
# Usage: scripts/check-compose.sh [compose file]   (default: docker/compose.yaml)
set -euo pipefail
cd "$(dirname "$0")/.."

file="${1:-docker/compose.yaml}"
[ -f "$file" ] || { echo "check-compose: $file not found" >&2; exit 1; }

compose=()
if docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
elif command -v docker-compose >/dev/null 2>&1; then
  compose=(docker-compose)
else
  echo "== check-compose: no Compose found; installing Debian's docker-compose"
  sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
    docker-compose >/dev/null
  compose=(docker-compose)
fi

echo "== check-compose: $("${compose[@]}" version --short 2>/dev/null || "${compose[@]}" version | head -n 1) on $file"
# Variables the file reads with defaults are left unset: the check covers the defaults.
# --quiet: validate only (exit status non-zero and the error on stderr when invalid).
"${compose[@]}" -f "$file" config --quiet
# Print the services as Compose resolved them, so a CI log shows what was checked.
"${compose[@]}" -f "$file" config --services | sed 's/^/   service: /'
echo "== check-compose: $file is valid"
