#!/usr/bin/env bash
# Throughput of GET /healthz under each libmicrohttpd threading mode, and of one script mutation
# (embed then remove a child in a visible 10-controller session), with wrk on loopback.
# usage: scripts/bench-http.sh [seconds] [connections]   (needs: apt-get install wrk)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}; connections=${2:-32}
command -v wrk >/dev/null || { echo "install wrk: apt-get install wrk" >&2; exit 1; }
swift build -c release --product containment-playground >/dev/null
bin=.build/release/containment-playground
out=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$out"' EXIT

start() {  # mode -> sets base
  PLAYGROUND_THREADING=$1 PLAYGROUND_LOG_LEVEL=error $bin --port 0 > "$out/server.log" 2>&1 &
  server=$!
  for _ in $(seq 1 100); do base=$(grep -o 'http://127.0.0.1:[0-9]*' "$out/server.log" || true); [ -n "$base" ] && break; sleep 0.05; done
}
stop() { kill "$server"; wait "$server" 2>/dev/null || true; }
report() {  # label, wrk output
  rps=$(grep 'Requests/sec' <<<"$2" | awk '{print $2}')
  lat=$(grep -A4 'Latency Distribution' <<<"$2" | awk '/50%|99%/ {printf "%s=%s ", $1, $2}')
  errors=$(grep -E 'Non-2xx|Socket errors' <<<"$2" | tr '\n' ' ' || true)
  printf '%-34s %10s req/s  %s %s\n' "$1" "$rps" "$lat" "${errors:-no errors}"
}

for mode in threadPool singleThread threadPerConnection; do
  start "$mode"
  report "GET /healthz ($mode)" "$(wrk -t1 -c"$connections" -d"${seconds}s" --latency "$base/healthz")"
  stop
done

start threadPool
id=$(curl -s -X POST "$base/v1/sessions" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
setup='let P = UIViewController()
window.rootViewController = P
let C = UIViewController()'
for i in $(seq 1 8); do setup+=$'\n'"let K$i = UIViewController()"$'\n'"P.addChild(K$i)"$'\n'"P.view.addSubview(K$i.view)"$'\n'"K$i.didMove(toParent: P)"; done
curl -s -o /dev/null -X POST "$base/v1/sessions/$id/script" -H 'Content-Type: text/plain' --data-binary "$setup"
cat > "$out/mutation.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/plain"
wrk.body = "P.addChild(C)\nP.view.addSubview(C.view)\nC.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)\nC.didMove(toParent: P)\nC.willMove(toParent: nil)\nC.view.removeFromSuperview()\nC.removeFromParent()"
LUA
report "POST script (10 controllers)" "$(wrk -t1 -c"$connections" -d"${seconds}s" --latency -s "$out/mutation.lua" "$base/v1/sessions/$id/script")"
stop
