#!/usr/bin/env bash
# The explorer's browser tests: Debian's chromium + chromium-driver, selenium in .venv-browser,
# pytest. The caller exports PLAYGROUND_URL (the running server); without it the tests start the
# built binary themselves. The last line printed is pytest's summary line.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "== installing chromium and chromium-driver" >&2
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-driver >&2
fi

venv=.venv-browser
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv" >&2
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check -r Tests/browser/requirements.txt >&2

mkdir -p test-output/screenshots
rm -f test-output/screenshots/*.png
exec "$venv/bin/python" -m pytest -q -p no:cacheprovider Tests/browser "$@"
