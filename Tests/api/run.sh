#!/usr/bin/env bash
# schemathesis (PyPI) against a running service, with every check: responses must match
# Public/openapi.json (statuses, headers, bodies, content types), schema-valid requests must be
# accepted and invalid ones rejected, undeclared methods answer 405, no 5xx.
# usage: PLAYGROUND_URL=http://127.0.0.1:PORT Tests/api/run.sh
set -euo pipefail
cd "$(dirname "$0")"
: "${PLAYGROUND_URL:?set PLAYGROUND_URL to the running service}"
venv=../../.venv-api
if [ ! -x "$venv/bin/schemathesis" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q -r requirements.txt
fi
# With PLAYGROUND_ADMIN_TOKEN (the server's), every request carries it: the listing needs it.
auth=()
[ -n "${PLAYGROUND_ADMIN_TOKEN:-}" ] && auth=(-H "Authorization: Bearer $PLAYGROUND_ADMIN_TOKEN")
"$venv/bin/schemathesis" --config-file schemathesis.toml run "$PLAYGROUND_URL/openapi.json" \
  --url "$PLAYGROUND_URL" --checks all --seed "${SCHEMATHESIS_SEED:-20261122}" --no-color "${auth[@]}"
