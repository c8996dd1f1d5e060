#!/usr/bin/env python3
"""Latency of posting a real Swift container file (about 150 lines plus its driver) to a new session.

usage: swift_file_latency.py BASE_URL FILE[,FILE...] [REQUESTS, default 200]
FILE,FILE...: the files are pasted as one (later files without their `import` lines): the figures
in docs/performance.md post Tests/SwiftFrontEndTests/Containers/state-container.swift,
custom-tab-bar.swift and side-menu-drawer.swift together, 159 lines.
Each request goes to a session of its own (a class stays declared in its session, so the same file
cannot be posted twice to one), with a comment of its own at the end, so every request is parsed
as a new paste is (the front end caches lowered files by their text). Only the script POST is
timed; creating the session is not.
Prints p50, p90, p99 and max in milliseconds, and the status counts.
"""
import http.client
import json
import sys
import time
from urllib.parse import urlparse


def main():
    base, path = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    url = urlparse(base)
    parts = [open(name, "rb").read() for name in path.split(",")]
    body = parts[0] + b"".join(b"\n".join(line for line in part.split(b"\n") if not line.startswith(b"import ")) for part in parts[1:])
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    timings, statuses = [], {}
    for number in range(count + 10):
        connection.request("POST", "/v1/sessions", body=b"", headers={"Content-Type": "application/json"})
        created = connection.getresponse()
        session = json.loads(created.read())["id"]
        started = time.perf_counter()
        text = body + f"\n// paste {number}\n".encode()
        connection.request("POST", f"/v1/sessions/{session}/script?include=none", body=text, headers={"Content-Type": "text/plain"})
        reply = connection.getresponse()
        reply.read()
        elapsed = (time.perf_counter() - started) * 1000
        statuses[reply.status] = statuses.get(reply.status, 0) + 1
        timings.append(elapsed)
        connection.request("DELETE", f"/v1/sessions/{session}")
        connection.getresponse().read()
    timings = sorted(timings[10:])  # the first ten warm the caches
    def at(fraction):
        return timings[min(len(timings) - 1, int(fraction * len(timings)))]
    lines = body.count(b"\n")
    print(f"{path} ({lines} lines), {len(timings)} requests: p50 {at(0.5):.2f} ms, p90 {at(0.9):.2f} ms, "
          f"p99 {at(0.99):.2f} ms, max {timings[-1]:.2f} ms; statuses {statuses}")
    if set(statuses) != {200}:
        sys.exit(1)


if __name__ == "__main__":
    main()
