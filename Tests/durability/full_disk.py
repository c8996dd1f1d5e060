#!/usr/bin/env python3
"""A full disk, simulated with a file-size limit on the server (prlimit --fsize, which fails a
write past it with EFBIG as a full disk fails it with ENOSPC): writes past it answer 503 with
Retry-After and /readyz goes 503; after a restart without the limit every write answered 200 is
in the session, none twice, the journal ends in a whole line, and writes go on at the next
revision. A create that cannot write its journal leaves no phantom session.

usage: full_disk.py PATH_TO_SERVER_BINARY   (prints a summary; exits 1 on any failure)
"""
import json, os, sys, tempfile

from server import request, start

FILE_LIMIT = 4096

def main():
    binary = sys.argv[1]
    data = tempfile.mkdtemp(prefix="playground-full-")
    failures = []
    def check(condition, what):
        if not condition:
            failures.append(what)

    server, port = start(binary, data, file_size_limit=FILE_LIMIT)
    status, _, body = request(port, "POST", "/v1/sessions")
    session = json.loads(body)["id"]
    acknowledged, refused = [], 0
    for index in range(80):
        script = f"let view{index} = UIView() // {'x' * 40}"
        status, headers, body = request(port, "POST", f"/v1/sessions/{session}/script?include=none", script)
        if status == 200:
            check(not refused, f"write {index} acknowledged after a refused one: the journal must stay full")
            acknowledged.append((index, json.loads(body)["revision"]))
        else:
            check(status == 503 and headers.get("Retry-After") == "1", f"write {index}: {status} {headers} {body[:200]!r}")
            refused += 1
    check(refused > 0, "the file-size limit was never reached")
    status, _, body = request(port, "GET", "/readyz")
    check(status == 503, f"/readyz answered {status} on a full disk")
    status, _, _ = request(port, "GET", "/healthz")
    check(status == 200, "/healthz is liveness: it stays 200")
    # A big session create: its journal alone is over the limit; it must leave nothing behind.
    document = json.dumps({"scripts": [{"source": f"let big = UIView() // {'y' * (FILE_LIMIT * 2)}", "settle": True}]})
    status, _, body = request(port, "POST", "/v1/sessions", document, "application/json")
    check(status == 503, f"a create over the limit answered {status}")
    server.terminate(); server.wait()

    journals = sorted(os.listdir(os.path.join(data, "sessions")))
    check(journals == [f"{session}.jsonl"], f"files after the full disk: {journals}")
    with open(os.path.join(data, "sessions", f"{session}.jsonl"), "rb") as journal:
        content = journal.read()
    check(content.endswith(b"\n"), "the journal does not end in a whole line")

    server, port = start(binary, data)
    status, _, body = request(port, "GET", f"/v1/sessions/{session}/export")
    check(status == 200, f"export after restart: {status} {body[:200]!r}")
    scripts = [entry["source"] for entry in json.loads(body)["scripts"]] if status == 200 else []
    for index, revision in acknowledged:
        present = [source for source in scripts if source.startswith(f"let view{index} ")]
        check(len(present) == 1, f"acknowledged write {index} (revision {revision}) found {len(present)} times")
    check(len(scripts) == len(acknowledged), f"{len(scripts)} scripts for {len(acknowledged)} acknowledged writes")
    status, _, body = request(port, "POST", f"/v1/sessions/{session}/script?include=none", "let after = UIView()")
    check(status == 200 and json.loads(body)["revision"] == len(acknowledged) + 1, f"the next write: {status} {body[:200]!r}")
    status, _, body = request(port, "GET", "/v1/sessions")
    listed = [entry["id"] for entry in json.loads(body)["sessions"]]
    check(listed == [session], f"sessions after restart: {listed} (a phantom from the failed create?)")
    status, _, _ = request(port, "GET", "/readyz")
    check(status == 200, f"/readyz after restart: {status}")
    server.terminate(); server.wait()

    print(f"full disk: {len(acknowledged)} writes acknowledged before the limit, {refused} refused with 503; "
          f"after restart {len(scripts)} present, {len(failures)} failures")
    for failure in failures:
        print("FAIL:", failure)
    sys.exit(1 if failures else 0)

if __name__ == "__main__":
    main()
