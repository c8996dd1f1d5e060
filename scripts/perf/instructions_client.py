#!/usr/bin/env python3
"""Drives a service (or the C baseline) running under callgrind for scripts/bench-instructions.sh.

usage: instructions_client.py BASE_URL KIND REQUESTS PID
  KIND: healthz | mutation | mutation-none (the embed-and-remove mutation of mutation.lua over
  8 sessions of 10 controllers, the whole answer or ?include=none)

Sends 200 requests to warm up, then zeroes callgrind's counters and turns collection on
(callgrind_control -z, -i on), sends REQUESTS requests on one keep-alive connection, and dumps
(callgrind_control -d): the dump holds those requests only. PID names the process under
callgrind (without it, callgrind_control can stop at another one). Every answer must be 2xx.
"""
import http.client
import subprocess
import sys
import urllib.parse

import session_tree  # scripts/perf, beside this file

MUTATION = ("N0.addChild(X)\nN0.view.addSubview(X.view)\nX.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)\n"
            "X.didMove(toParent: N0)\nX.willMove(toParent: nil)\nX.view.removeFromSuperview()\nX.removeFromParent()")


def main():
    base, kind, count, pid = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    url = urllib.parse.urlparse(base)
    if kind == "healthz":
        requests = [("GET", "/healthz", None)]
    else:
        query = "?include=none" if kind == "mutation-none" else ""
        ids = [session_tree.build(base.rstrip("/"), 10) for _ in range(8)]
        requests = [("POST", f"/v1/sessions/{session}/script{query}", MUTATION) for session in ids]
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=120)

    def send(n):
        for i in range(n):
            method, path, body = requests[i % len(requests)]
            headers = {"Content-Type": "text/plain"} if body else {}
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            response.read()
            if not 200 <= response.status < 300:
                sys.exit(f"{method} {path} answered {response.status}")

    send(200)
    for option in (["-z"], ["-i", "on"]):
        subprocess.run(["callgrind_control", *option, pid], capture_output=True, check=True)
    send(count)
    subprocess.run(["callgrind_control", "-d", pid], capture_output=True, check=True)


if __name__ == "__main__":
    main()
