#!/usr/bin/env bash
# A throwaway PostgreSQL 15 on loopback for the tests and the cluster test: a cluster in a
# temporary folder, trust authentication, listening on 127.0.0.1 only, no fsync (a test
# database; production keeps PostgreSQL's defaults, see docs/operations.md).
#
# usage: scripts/test-postgres.sh start DIR [PORT]   prints the connection URL on its last line
#        scripts/test-postgres.sh stop DIR
# As root, the server runs as the `postgres` user (PostgreSQL refuses to run as root).
set -euo pipefail
command=${1:?start or stop}
dir=${2:?a folder for the cluster}
port=${3:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/pg_ctl" ] || { echo "PostgreSQL is not installed (apt-get install postgresql-15)" >&2; exit 1; }
as_owner() {
    if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case $command in
start)
    mkdir -p "$dir"
    if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1 \
            || { cat "$dir/initdb.log" >&2; exit 1; }
    fi
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c max_connections=200" start >/dev/null \
        || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
stop)
    [ -f "$dir/data/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    ;;
*) echo "usage: $0 start|stop DIR [PORT]" >&2; exit 2 ;;
esac
