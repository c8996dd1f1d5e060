#!/usr/bin/env bash
# The checks that need no build: swift format's lint, TypeScript's checker over the explorer's
# JavaScript (`tsc --checkJs`, Debian's node-typescript; scripts/jscheck), ESLint over the same
# modules (Debian's eslint; scripts/jscheck/eslintrc.json), pyflakes over the
# Python tests and scripts (unused imports, undefined names), and the UIKit catalogue's generated
# table against its evidence. `make lint`; `make check` and `make test` run them first.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== swift format lint (.swift-format: 4 spaces, 150 columns, ordered imports)"
scripts/format.sh --lint
echo "== tsc --checkJs over Public/js (scripts/jscheck/tsconfig.json)"
command -v tsc >/dev/null || { echo "tsc is missing: make test-deps installs Debian's node-typescript" >&2; exit 1; }
tsc -p scripts/jscheck/tsconfig.json
echo "== eslint over Public/js (scripts/jscheck/eslintrc.json)"
command -v eslint >/dev/null || { echo "eslint is missing: make test-deps installs Debian's eslint" >&2; exit 1; }
# Debian's eslint finds its modules under /usr/share/nodejs, which a Node.js from another
# repository (NodeSource's, on this machine) does not search by itself.
NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH} eslint --no-eslintrc -c scripts/jscheck/eslintrc.json Public/js/*.js
echo "== pyflakes (Tests/, scripts/)"
venv=.venv-lint
if [ ! -x "$venv/bin/pyflakes" ]; then
  python3 -m venv "$venv" >&2
  "$venv/bin/python" -m pip install -q --disable-pip-version-check "pyflakes==3.*" >&2
fi
"$venv/bin/pyflakes" Tests scripts
echo "== the UIKit catalogue's generated table matches its evidence (docs/evidence/uikit-api)"
python3 scripts/uikit-catalogue.py --check
