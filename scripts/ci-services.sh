#!/usr/bin/env bash
# Starts the services the test suite needs, if they are not answering already:
#   - PostgreSQL on 127.0.0.1:5432, user postgres without password (trust), database `test`;
#   - Redis on 127.0.0.1:6379;
#   - Chromium at /usr/bin/chromium (Debian's `chromium`, with the DejaVu fonts the board
#     pictures name), driven headless by test/api/board-browser.e2e.spec.ts through puppeteer-core.
# Installs them from Debian's packages (apt-get) when absent. Idempotent: with both services up
# and configured it changes nothing. Run as root (CI containers) or with passwordless sudo.
#
#   scripts/ci-services.sh            # then: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
set -euo pipefail

PG_HOST=127.0.0.1
PG_PORT=5432
PG_DB=test
REDIS_PORT=6379
WAIT_SECONDS=${CI_SERVICES_WAIT_SECONDS:-60}
HBA_MARK='# pratzen ci-services: passwordless local access for postgres'

log() { echo "== ci-services: $*"; }
die() {
  echo "ci-services: $*" >&2
  exit 1
}

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo -n)
else
  die "must run as root (or with sudo) to install and start services"
fi

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    sudo -n -u postgres -- "$@"
  fi
}

APT_UPDATED=0
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  if [ "$APT_UPDATED" -eq 0 ]; then
    log "apt-get update"
    "${SUDO[@]}" apt-get update -qq
    APT_UPDATED=1
  fi
  log "apt-get install $*"
  "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "$@"
}

# wait_for <what> <command...>: retries the command once a second until it succeeds.
wait_for() {
  local what=$1
  shift
  local i
  for ((i = 0; i < WAIT_SECONDS; i++)); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 1
  done
  die "$what did not answer within ${WAIT_SECONDS}s"
}

# ---------------------------------------------------------------------------------- PostgreSQL

pg_answers() { pg_isready -q -h "$PG_HOST" -p "$PG_PORT" >/dev/null 2>&1; }
pg_login() { psql -h "$PG_HOST" -p "$PG_PORT" -U postgres -d postgres -w -tAc 'SELECT 1' >/dev/null 2>&1; }

pg_version() {
  # The newest installed major version that has a cluster configuration.
  { ls /etc/postgresql 2>/dev/null || true; } | sort -V | tail -n 1
}

ensure_postgres_installed() {
  if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! command -v pg_isready >/dev/null 2>&1 ||
    [ -z "$(pg_version)" ]; then
    apt_install postgresql postgresql-client
  fi
  local version
  version=$(pg_version)
  [ -n "$version" ] || die "postgresql installed but /etc/postgresql holds no version"
  if [ ! -f "/etc/postgresql/$version/main/postgresql.conf" ]; then
    log "creating cluster $version/main"
    "${SUDO[@]}" pg_createcluster "$version" main
  fi
}

# Puts trust rules for user postgres (socket, IPv4 and IPv6 loopback) ahead of every other rule:
# the first matching line of pg_hba.conf wins. Sets HBA_CHANGED=1 when it edited the file.
HBA_CHANGED=0
ensure_trust() {
  local hba=$1
  if "${SUDO[@]}" grep -qF "$HBA_MARK" "$hba"; then return 0; fi
  log "allowing passwordless local access for postgres in $hba"
  local tmp
  tmp=$(mktemp)
  {
    echo "$HBA_MARK"
    echo "local   all   postgres                  trust"
    echo "host    all   postgres   127.0.0.1/32   trust"
    echo "host    all   postgres   ::1/128        trust"
    echo
    "${SUDO[@]}" cat "$hba"
  } >"$tmp"
  "${SUDO[@]}" cp "$tmp" "$hba"
  rm -f "$tmp"
  HBA_CHANGED=1
}

start_postgres() {
  # Already up and reachable without a password (a local cluster or a CI service container):
  # nothing to install, configure or start.
  if ! pg_answers || ! pg_login; then
    ensure_postgres_installed
    local version
    version=$(pg_version)
    ensure_trust "/etc/postgresql/$version/main/pg_hba.conf"
    if pg_answers; then
      if [ "$HBA_CHANGED" -eq 1 ]; then
        log "reloading PostgreSQL $version for the new pg_hba.conf"
        "${SUDO[@]}" pg_ctlcluster --skip-systemctl-redirect "$version" main reload
      fi
    else
      log "starting PostgreSQL $version"
      # `start` fails when the cluster runs but does not answer on TCP yet; the wait decides.
      "${SUDO[@]}" pg_ctlcluster --skip-systemctl-redirect "$version" main start ||
        log "pg_ctlcluster start returned $? (waiting anyway)"
    fi
  fi
  wait_for "PostgreSQL on $PG_HOST:$PG_PORT" pg_answers
  # Passwordless TCP access as postgres is what the tests use; check it for real.
  wait_for "passwordless login as postgres" pg_login
  if [ "$(psql -h "$PG_HOST" -p "$PG_PORT" -U postgres -d postgres -w -tAc \
    "SELECT 1 FROM pg_database WHERE datname = '$PG_DB'")" != 1 ]; then
    log "creating database $PG_DB"
    createdb -h "$PG_HOST" -p "$PG_PORT" -U postgres -w "$PG_DB"
  fi
  log "PostgreSQL ready: postgres://postgres@$PG_HOST:$PG_PORT/$PG_DB"
}

# --------------------------------------------------------------------------------------- Redis

redis_answers() { [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null)" = PONG ]; }

start_redis() {
  if ! command -v redis-server >/dev/null 2>&1 || ! command -v redis-cli >/dev/null 2>&1; then
    apt_install redis-server
  fi
  if ! redis_answers; then
    log "starting Redis"
    "${SUDO[@]}" mkdir -p /var/lib/redis /var/log/redis
    if id redis >/dev/null 2>&1; then
      "${SUDO[@]}" chown redis: /var/lib/redis /var/log/redis 2>/dev/null || true
    fi
    "${SUDO[@]}" redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$REDIS_PORT" \
      --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
  fi
  wait_for "Redis on 127.0.0.1:$REDIS_PORT" redis_answers
  log "Redis ready: redis://127.0.0.1:$REDIS_PORT"
}

# ------------------------------------------------------------------------------------ Chromium

# util-linux's `script` (bsdutils): the CLI's progress test runs it for a real pseudo-terminal
ensure_script() {
  if ! command -v script >/dev/null 2>&1; then
    apt_install bsdutils
  fi
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    apt_install chromium fonts-dejavu-core
  fi
  log "Chromium ready: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
}

start_postgres
start_redis
ensure_chromium
ensure_script
