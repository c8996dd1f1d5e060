#!/usr/bin/env python3
"""Memory bombs against a running service whose address space is capped (prlimit --as), so a
bomb the budgets miss is a crash, not a swapped machine (issue 38). Each bomb must answer 422
naming its budget; the session growing every request stops at maxSessionHeapBytes; then sixteen
bombs at once on sixteen sessions. Throughout, /healthz answers, the service's resident memory
stays under 1 GiB, and the bystander sessions' writes are intact and they take new ones.

usage: memory_budgets.py PATH_TO_SERVER_BINARY   (prints the figures; exits 1 on any failure)
"""
import json, sys, tempfile, threading, time

from server import request, start

ADDRESS_SPACE = 4 << 30
RSS_LIMIT_KB = 1 << 20  # 1 GiB

BOMBS = [
    ("string doubling", 'var s = "x"\nfor _ in 0..<64 { s += s }', "maxValueBytes"),
    ("array doubling", "var a = [1]\nfor _ in 0..<64 { a = a + a }", "maxValueBytes"),
    ("one huge String(repeating:)", 'let s = String(repeating: "x", count: 1 << 40)', "maxValueBytes"),
    ("one huge Array(repeating:)", "let a = Array(repeating: 0, count: 1 << 40)", "maxValueBytes"),
    ("medium strings in a dictionary", 'var d: [Int: String] = [:]\nfor i in 0..<1000 { d[i] = String(repeating: "y", count: 1_000_000) }',
     "maxRequestBytes"),
    ("a shared string printed 10,000 times", 'let big = String(repeating: "z", count: 1_000_000)\nprint(Array(repeating: big, count: 10_000))',
     "maxValueBytes"),
]

def main():
    binary = sys.argv[1]
    data = tempfile.mkdtemp(prefix="playground-memory-")
    failures = []
    def check(condition, what):
        if not condition:
            failures.append(what)

    server, port = start(binary, data, address_space_limit=ADDRESS_SPACE)
    def post(session, script):
        return request(port, "POST", f"/v1/sessions/{session}/script?include=none", "import Foundation\n" + script)
    def new_session():
        return json.loads(request(port, "POST", "/v1/sessions")[2])["id"]

    bystanders = []
    for index in range(3):
        session = new_session()
        for step in range(2):
            status, _, _ = post(session, f"var kept{step} = \"bystander {index} step {step}\"")
            check(status == 200, f"bystander {index} write {step}: {status}")
        bystanders.append(session)

    stop = threading.Event()
    peak_rss_kb, health = [0], {"answers": 0, "failures": 0, "slowest": 0.0}
    def sample_rss():
        while not stop.is_set():
            try:
                with open(f"/proc/{server.pid}/status") as status:
                    for line in status:
                        if line.startswith("VmRSS:"):
                            peak_rss_kb[0] = max(peak_rss_kb[0], int(line.split()[1]))
            except OSError:
                pass
            time.sleep(0.02)
    def probe_health():
        while not stop.is_set():
            started = time.monotonic()
            try:
                status = request(port, "GET", "/healthz")[0]
            except OSError:
                status = 0
            health["slowest"] = max(health["slowest"], time.monotonic() - started)
            health["answers" if status == 200 else "failures"] += 1
            time.sleep(0.1)
    watchers = [threading.Thread(target=sample_rss), threading.Thread(target=probe_health)]
    for watcher in watchers:
        watcher.start()

    timings = []
    def bomb(name, script, limit, figures):
        session = new_session()
        started = time.monotonic()
        status, _, body = post(session, script)
        elapsed = time.monotonic() - started
        answer = json.loads(body) if body.startswith(b"{") else {}
        figures.append((name, status, answer.get("limit"), elapsed))
        check(status == 422 and answer.get("limit") == limit, f"{name}: {status} {body[:300]!r}")
        revision = json.loads(request(port, "GET", f"/v1/sessions/{session}")[2]).get("revision")
        check(revision == 0, f"{name}: the session moved to revision {revision}")

    for name, script, limit in BOMBS:
        bomb(name, script, limit, timings)

    # A session growing by 50 MB a request: more than one request may make.
    big_grower = new_session()
    check(post(big_grower, "var kept: [String] = []")[0] == 200, "the 50 MB session's first write")
    status, _, body = post(big_grower, 'for _ in 0..<7 { kept.append(String(repeating: "g", count: 7_000_000)) }')
    big_limit = json.loads(body).get("limit") if body.startswith(b"{") else None
    check(status == 422 and big_limit == "maxRequestBytes", f"50 MB in a request: {status} {body[:200]!r}")

    # A session growing by 7 MB a request (two strings of 3.5 MB kept in a global each time).
    grower = new_session()
    check(post(grower, "var kept: [String] = []")[0] == 200, "the growing session's first write")
    grown, growth_limit = 0, None
    for _ in range(20):
        status, _, body = post(grower, 'kept.append(String(repeating: "g", count: 3_500_000))\nkept.append(String(repeating: "h", count: 3_500_000))')
        if status == 200:
            grown += 1
            continue
        growth_limit = json.loads(body).get("limit")
        break
    check(growth_limit == "maxSessionHeapBytes", f"the growing session stopped on {growth_limit} after {grown} requests")

    # Sixteen at once, on sixteen sessions.
    together = []
    threads = [threading.Thread(target=bomb, args=(*BOMBS[index % len(BOMBS)], together)) for index in range(16)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    together_seconds = time.monotonic() - started

    stop.set()
    for watcher in watchers:
        watcher.join()
    check(server.poll() is None, "the service is no longer running")
    check(peak_rss_kb[0] < RSS_LIMIT_KB, f"resident memory reached {peak_rss_kb[0] // 1024} MiB")
    check(health["failures"] == 0, f"/healthz failed {health['failures']} times")
    for index, session in enumerate(bystanders):
        status, _, body = request(port, "GET", f"/v1/sessions/{session}")
        check(status == 200 and json.loads(body)["revision"] == 2, f"bystander {index}: {status} {body[:200]!r}")
        status, _, body = request(port, "GET", f"/v1/sessions/{session}/export")
        sources = [script["source"] for script in json.loads(body)["scripts"]] if status == 200 else []
        check(len(sources) == 2 and all(f"bystander {index} step" in source for source in sources), f"bystander {index}'s inputs: {sources}")
        check(post(session, 'print(kept0, kept1)')[0] == 200, f"bystander {index} takes a new write")
    status, _, metrics = request(port, "GET", "/metrics")
    refusals = [line for line in metrics.decode().splitlines() if line.startswith("playground_budget_refusals_total")]
    server.terminate()
    server.wait()

    for name, status, limit, elapsed in timings:
        print(f"  {name}: {status} {limit} in {elapsed * 1000:.0f} ms")
    print(f"  a session growing by 50 MB a request: 422 {big_limit} on the first")
    print(f"  growing session: {grown} requests of 7 MB accepted, then 422 {growth_limit}")
    print(f"  sixteen at once: {sum(1 for entry in together if entry[1] == 422)}/16 answered 422 in {together_seconds:.2f} s "
          f"(slowest {max(entry[3] for entry in together) * 1000:.0f} ms)")
    print(f"  peak resident memory {peak_rss_kb[0] // 1024} MiB; /healthz answered {health['answers']} times, "
          f"slowest {health['slowest'] * 1000:.0f} ms; {' '.join(refusals)}")
    print(f"memory budgets: {len(BOMBS) + 18} bombs, {len(failures)} failures")
    for failure in failures:
        print("FAIL:", failure)
    sys.exit(1 if failures else 0)

if __name__ == "__main__":
    main()
