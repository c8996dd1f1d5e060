#!/usr/bin/env python3
"""Creates a session holding a visible tree of view controllers and prints its id.

usage: scripts/perf/session_tree.py BASE_URL CONTROLLERS
  e.g. scripts/perf/session_tree.py http://127.0.0.1:8080 10000

The session holds CONTROLLERS controllers in all: N0, the window's root; N1..N{CONTROLLERS-2}
embedded properly (addChild, addSubview, didMove) in a tree of fan-out 10 (N{i}'s parent is
N{(i-1)//10}); and X, created but not embedded, which the mutation of bench-http.sh embeds in N0
and removes again. With 10 this is the 10-controller session bench-http.sh always used (a root, 8
children, and the one it embeds). The tree is sent in scripts of 400 controllers, inside the
default limits (maxStatementsPerScript 2000, maxScriptBytes 65536); only maxControllers must be at
least CONTROLLERS (the default, 10000, just fits 10,000). Standard library only.
"""
import http.client
import json
import os
import sys
import urllib.parse

CHUNK = 400


def request(connection, method, path, body=None, content_type=None):
    headers = {"Content-Type": content_type} if content_type else {}
    if os.environ.get("PLAYGROUND_ADMIN_TOKEN"):  # the listing needs it (scripts/perf/common.sh sets one)
        headers["Authorization"] = "Bearer " + os.environ["PLAYGROUND_ADMIN_TOKEN"]
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    data = response.read()
    if not 200 <= response.status < 300:
        sys.exit(f"session_tree: {method} {path} answered {response.status}: {data[:300]!r}")
    return json.loads(data) if data else None


def embed_script(first, end):
    """Statements creating N{first}..N{end-1}, each embedded properly in N{(i-1)//10}."""
    lines = []
    for index in range(first, end):
        parent, child = f"N{(index - 1) // 10}", f"N{index}"
        lines += [f"let {child} = UIViewController()", f"{parent}.addChild({child})",
                  f"{parent}.view.addSubview({child}.view)", f"{child}.didMove(toParent: {parent})"]
    return "\n".join(lines) + "\n"


def build(base, count):
    if count < 2:
        sys.exit("session_tree: need at least 2 controllers (the root and X)")
    url = urllib.parse.urlsplit(base)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=300)
    session = request(connection, "POST", "/v1/sessions")["id"]
    path = f"/v1/sessions/{session}/script"
    request(connection, "POST", path, "let N0 = UIViewController()\nwindow.rootViewController = N0\n"
            "let X = UIViewController()\n", "text/plain")
    for start in range(1, count - 1, CHUNK):
        request(connection, "POST", path, embed_script(start, min(start + CHUNK, count - 1)), "text/plain")
    summaries = request(connection, "GET", "/v1/sessions")["sessions"]
    held = next(summary["controllers"] for summary in summaries if summary["id"] == session)
    if held != count:
        sys.exit(f"session_tree: session {session} holds {held} controllers, expected {count}")
    connection.close()
    return session


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    print(build(sys.argv[1].rstrip("/"), int(sys.argv[2])))
