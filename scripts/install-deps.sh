#!/usr/bin/env bash
# Installs the system packages the build needs, only when they are missing; with --test, also
# what the tests need (PostgreSQL and HAProxy for the shared-journal tests and the cluster test).
set -euo pipefail
tests=false
[ "${1:-}" = "--test" ] && tests=true
need=()
pkg-config --exists libmicrohttpd 2>/dev/null || need+=(libmicrohttpd-dev)
command -v pkg-config >/dev/null || need+=(pkg-config)
command -v python3 >/dev/null || need+=(python3)
python3 -m venv --help >/dev/null 2>&1 || need+=(python3-venv)
command -v wrk >/dev/null || need+=(wrk)          # the short soak in make test
command -v curl >/dev/null || need+=(curl)
[ -f /usr/share/javascript/codemirror/codemirror.js ] || need+=(libjs-codemirror)   # the explorer's editor
pkg-config --exists libpq 2>/dev/null || need+=(libpq-dev)                            # journals in PostgreSQL
pkg-config --exists zlib 2>/dev/null || need+=(zlib1g-dev)                            # gzip answers
pkg-config --exists libtcmalloc_minimal 2>/dev/null || need+=(libgoogle-perftools-dev) # the service's allocator
if $tests; then
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql-15)        # the shared-journal tests' server
  command -v psql >/dev/null || need+=(postgresql-client-15)
  command -v haproxy >/dev/null || need+=(haproxy)                                    # the cluster test
  command -v tsc >/dev/null || need+=(node-typescript)                                # the explorer's JavaScript checked (scripts/lint.sh)
  command -v eslint >/dev/null || need+=(eslint)                                      # and linted (scripts/lint.sh)
fi
if [ ${#need[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "installing: ${need[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
command -v swift >/dev/null || { echo "swift 6 is required: https://www.swift.org/install/" >&2; exit 1; }
