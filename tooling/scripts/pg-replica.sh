#!/usr/bin/env bash
# A streaming replica of the local PostgreSQL (127.0.0.1:5432) on 127.0.0.1:5433, for the
# read-replica tests (apps/server/test/read-replica.test.ts).
#   pg-replica.sh start   makes it (or reuses a running one) and prints its URL on stdout
#   pg-replica.sh stop    stops it and removes its folder
# Progress goes to stderr. Needs the PostgreSQL binaries; run as root (it works as the postgres
# OS user) or as the user that owns the primary.
set -euo pipefail

PRIMARY_PORT="${PG_PRIMARY_PORT:-5432}"
REPLICA_PORT="${PG_REPLICA_PORT:-5433}"
REPLICA_DIR="${PG_REPLICA_DIR:-/tmp/lobby-pg-replica}"
REPLICA_LOG="${REPLICA_DIR}.log"
DATABASE="${PG_REPLICA_DATABASE:-test}"

say() { echo "pg-replica: $*" >&2; }
bin() {
  if command -v "$1" >/dev/null 2>&1; then command -v "$1"; return; fi
  local found
  found="$(ls -d /usr/lib/postgresql/*/bin/"$1" 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$found" ] || { say "$1 not found"; exit 1; }
  echo "$found"
}
# The server refuses to run as root: its own commands run as the postgres OS user then.
as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
primary() { psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres -Atqc "$1"; }
replica_in_recovery() {
  [ "$(psql -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -d postgres -Atqc 'select pg_is_in_recovery()' 2>/dev/null)" = t ]
}

stop() {
  if [ -f "$REPLICA_DIR/postmaster.pid" ]; then
    as_postgres "$(bin pg_ctl)" -D "$REPLICA_DIR" -m fast -w stop >&2 || true
  fi
  rm -rf "$REPLICA_DIR"
}

start() {
  if replica_in_recovery; then
    say "a replica already answers on port $REPLICA_PORT: reusing it"
    # A test run that died while it held replay paused would leave it paused.
    psql -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -d postgres -Atqc 'select pg_wal_replay_resume()' >/dev/null
  else
    # A folder left by an earlier run (stopped, or broken) is made again from scratch.
    stop
    say "primary wal_level=$(primary 'show wal_level') max_wal_senders=$(primary 'show max_wal_senders')"
    # pg_basebackup connects as a replication client: allow one from this machine once.
    local hba
    hba="$(primary 'show hba_file')"
    if ! grep -Eq '^[[:space:]]*host[[:space:]]+replication[[:space:]]+all[[:space:]]+127\.0\.0\.1/32[[:space:]]+trust' "$hba"; then
      say "allowing replication connections from 127.0.0.1 in $hba"
      printf '\n# Streaming replica for the read-replica tests.\nhost replication all 127.0.0.1/32 trust\n' >>"$hba"
      primary 'select pg_reload_conf()' >/dev/null
    fi
    mkdir -m 0700 -p "$REPLICA_DIR"
    if [ "$(id -u)" = 0 ]; then chown postgres: "$REPLICA_DIR"; fi
    # A fast checkpoint: the default spreads it over most of checkpoint_timeout (minutes of waiting).
    say "copying the primary into $REPLICA_DIR"
    as_postgres "$(bin pg_basebackup)" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$REPLICA_DIR" -R -X stream --checkpoint=fast >&2
    # Packaged clusters keep their configuration outside the data folder: the copy gets its own.
    # A hot standby needs these at least as high as on its primary.
    local settings
    settings="$(primary "select string_agg(name || ' = ' || setting, E'\n') from pg_settings where name in
      ('max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')")"
    as_postgres sh -c "cat > '$REPLICA_DIR/postgresql.conf'" <<EOF
$settings
hot_standby = on
listen_addresses = '127.0.0.1'
port = $REPLICA_PORT
unix_socket_directories = '/tmp'
EOF
    as_postgres sh -c "printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' > '$REPLICA_DIR/pg_hba.conf'"
    as_postgres sh -c ": > '$REPLICA_DIR/pg_ident.conf'"
    rm -f "$REPLICA_DIR/postmaster.pid" "$REPLICA_DIR/postmaster.opts"
    touch "$REPLICA_LOG"
    if [ "$(id -u)" = 0 ]; then chown postgres: "$REPLICA_LOG"; fi
    as_postgres "$(bin pg_ctl)" -D "$REPLICA_DIR" -l "$REPLICA_LOG" -w start >&2
    replica_in_recovery || { say "the replica did not start as a standby (see $REPLICA_LOG)"; exit 1; }
  fi
  echo "postgres://postgres@127.0.0.1:$REPLICA_PORT/$DATABASE"
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  *) say "usage: $0 [start|stop]"; exit 2 ;;
esac
