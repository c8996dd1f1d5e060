#!/usr/bin/env python3
"""Fills a running service with idle sessions for scripts/bench-idle-sessions.sh.

usage: scripts/perf/idle_sessions.py BASE_URL SESSIONS CONTROLLERS [WORKERS]
  e.g. scripts/perf/idle_sessions.py http://127.0.0.1:8080 10000 20 4

Each session takes two requests: POST /v1/sessions, then one text/plain script making N0 the
window's root and embedding N1..N{CONTROLLERS-1} in a tree of fan-out 10 (so every controller is
loaded, in the window and appeared), sent with ?include=none (the plain route if the service
answers that with 400). WORKERS threads (default 4) each use one keep-alive
connection. Then GET /v1/sessions must list every session with CONTROLLERS controllers. Prints
the time taken and the request rate; exits non-zero on any answer outside 2xx. Standard library.
"""
import http.client
import json
import os
import sys
import threading
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from session_tree import embed_script  # noqa: E402


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    base, sessions, controllers = sys.argv[1].rstrip("/"), int(sys.argv[2]), int(sys.argv[3])
    workers = int(sys.argv[4]) if len(sys.argv) == 5 else 4
    url = urllib.parse.urlsplit(base)
    script = "let N0 = UIViewController()\nwindow.rootViewController = N0\n" + embed_script(1, controllers)
    failures, ids, lock = [], [], threading.Lock()
    query = ["?include=none"]  # the answer's log and hierarchy are not needed here

    def work(count):
        connection = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
        try:
            for _ in range(count):
                connection.request("POST", "/v1/sessions")
                response = connection.getresponse()
                body = response.read()
                if response.status != 201:
                    raise RuntimeError(f"POST /v1/sessions answered {response.status}: {body[:300]!r}")
                session = json.loads(body)["id"]
                connection.request("POST", f"/v1/sessions/{session}/script{query[0]}", body=script,
                                   headers={"Content-Type": "text/plain"})
                response = connection.getresponse()
                body = response.read()
                if response.status == 400 and query[0] and b"include" in body:
                    query[0] = ""  # a service without ?include: the plain route, answered in full
                    connection.request("POST", f"/v1/sessions/{session}/script", body=script,
                                       headers={"Content-Type": "text/plain"})
                    response = connection.getresponse()
                    body = response.read()
                if response.status != 200:
                    raise RuntimeError(f"POST script answered {response.status}: {body[:300]!r}")
                with lock:
                    ids.append(session)
        except Exception as error:  # reported below, after the other workers stop
            with lock:
                failures.append(str(error))
        finally:
            connection.close()

    started = time.monotonic()
    threads = [threading.Thread(target=work, args=(sessions // workers + (i < sessions % workers),))
               for i in range(workers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started
    if failures:
        sys.exit("idle_sessions: " + "; ".join(failures[:3]))

    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=120)
    token = os.environ.get("PLAYGROUND_ADMIN_TOKEN")  # the listing needs it (scripts/perf/common.sh sets one)
    connection.request("GET", "/v1/sessions", headers={"Authorization": "Bearer " + token} if token else {})
    response = connection.getresponse()
    listed = {s["id"]: s["controllers"] for s in json.loads(response.read())["sessions"]}
    wrong = [i for i in ids if listed.get(i) != controllers]
    if len(ids) != sessions or wrong:
        sys.exit(f"idle_sessions: {len(ids)} sessions made, {len(wrong)} not holding {controllers} controllers")
    print(f"created {sessions} sessions of {controllers} controllers in {elapsed:.1f} s "
          f"({2 * sessions / elapsed:.0f} requests/s, {workers} connections)")


if __name__ == "__main__":
    main()
