#!/usr/bin/env python3
"""Several nodes on one PostgreSQL journal behind HAProxy, on loopback, with a node killed and
restarted under load. Starts and stops everything itself (scripts/cluster-test.sh wraps it).

usage: cluster_test.py BINARY [--nodes 3] [--seconds 60] [--clients 32] [--sessions 300]
                              [--kill-at 20] [--restart-at 40] [--direct 0.05] [--reads 0.10]
                              [--rate 1000] [--failover-window 5] [--single]

The load is paced: --rate requests a second from all clients together, each client on its own
schedule (about half of what this 2-core machine sustains with the clients, PostgreSQL, HAProxy
and three nodes on it). `--rate 0` sends each request as soon as the last is answered: the
machine's saturation, where latency is queueing for the cores (Little's law: 32 clients over
about 2,000 requests a second is 16 ms each), which cluster-series.sh measures.

Clients mutate sessions through HAProxy with If-Match (a 412 reads the ETag again and retries),
10 % of requests are reads, and a share of mutations go straight to another node to force
cross-node conflicts. Node 1 is SIGKILLed at --kill-at and restarted at --restart-at.

Fails (exit 1) on: an acknowledged mutation missing from the final export, a mutation journalled
twice, a revision that is not the count of the export's inputs, or any session whose export,
hierarchy or ETag differs between nodes. Prints what it measured.
"""
import argparse, http.client, json, os, random, re, signal, socket, subprocess, sys, tempfile, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def call(port, method, path, body=None, headers=None, timeout=10):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        # The headers as http.client keeps them: names case-insensitive (HAProxy sends them lowercase).
        return response.status, response.headers, response.read()
    finally:
        connection.close()


def call_patiently(port, method, path):
    """A verification read: retried a few times (a node may still be waking the session)."""
    for attempt in range(5):
        try:
            return call(port, method, path)
        except (OSError, http.client.HTTPException):
            time.sleep(0.2 * (attempt + 1))
    return call(port, method, path)


def wait_ready(port, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            if call(port, "GET", "/readyz", timeout=1)[0] == 200:
                return True
        except OSError:
            pass
        time.sleep(0.05)
    return False


class Node:
    def __init__(self, binary, index, database, workdir):
        self.binary, self.index, self.database = binary, index, database
        self.port = free_port()
        self.log = open(os.path.join(workdir, f"node{index}.log"), "ab")
        self.data_directory = os.path.join(workdir, f"data{index}")
        self.process = None

    def start(self):
        # Behind a proxy every connection comes from its address: the per-address limits go up
        # (docs/operations.md, "Running several nodes"); the clients share one address too.
        # Without a database (`--single`): the embedded default, journals in a data directory.
        journal = dict(PLAYGROUND_JOURNAL=self.database, PLAYGROUND_DATA_DIR="") if self.database else dict(
            PLAYGROUND_JOURNAL="", PLAYGROUND_DATA_DIR=self.data_directory)
        environment = dict(os.environ, **journal,
                           PLAYGROUND_MAX_MUTATIONS_PER_MINUTE="0", PLAYGROUND_LOG_LEVEL="warning",
                           PLAYGROUND_PER_IP_CONNECTION_LIMIT="256")
        self.process = subprocess.Popen([self.binary, "--host", "127.0.0.1", "--port", str(self.port)],
                                        cwd=ROOT, env=environment, stdout=self.log, stderr=self.log)
        if not wait_ready(self.port):
            raise SystemExit(f"node {self.index} did not become ready (see its log)")

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def cpu_seconds(self):
        try:
            fields = open(f"/proc/{self.process.pid}/stat").read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except OSError:
            return 0.0

    def rss_mib(self):
        try:
            for line in open(f"/proc/{self.process.pid}/status"):
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        except OSError:
            pass
        return 0.0


def start_haproxy(nodes, workdir):
    port = free_port()
    config = open(os.path.join(ROOT, "deploy/haproxy.cfg")).read()
    config = config.replace("bind 127.0.0.1:8000", f"bind 127.0.0.1:{port}")
    # The shipped file lists three nodes; keep as many as run, with their ports.
    lines = []
    for line in config.splitlines():
        match = re.match(r"\s*server node(\d) 127\.0\.0\.1:808\d check", line)
        if match:
            index = int(match.group(1))
            if index > len(nodes):
                continue
            line = line.replace(f"127.0.0.1:808{index}", f"127.0.0.1:{nodes[index - 1].port}")
        lines.append(line)
    # One line per request on HAProxy's output: when it came (epoch seconds), status, method,
    # URI and HAProxy's own total time (%Ta, ms): the latency through HAProxy, without the
    # Python clients' own delays (GIL, scheduling) that the clients' figures include.
    text = "\n".join(lines) + "\n"
    text = text.replace("global\n", "global\n    log stdout format raw local0\n", 1)
    text = text.replace("defaults\n", 'defaults\n    log global\n    log-format "%Ts.%ms %ST %HM %HU %Ta"\n', 1)
    path = os.path.join(workdir, "haproxy.cfg")
    open(path, "w").write(text)
    log = open(os.path.join(workdir, "haproxy.log"), "ab")
    process = subprocess.Popen(["haproxy", "-db", "-f", path], stdout=log, stderr=log)
    if not wait_ready(port):
        raise SystemExit("HAProxy did not become ready")
    return process, port


def cache_uses(nodes):
    """Each live node's session cache hits and misses so far, by node index."""
    uses = {}
    for node in nodes:
        if node.process.poll() is not None:
            continue
        try:
            _, _, body = call(node.port, "GET", "/metrics", timeout=5)
        except (OSError, http.client.HTTPException):
            continue
        counts = dict(re.findall(r"^playground_session_cache_(hits|misses)_total (\S+)$", body.decode(), re.M))
        uses[node.index] = (float(counts.get("hits", 0)), float(counts.get("misses", 0)))
    return uses


def cache_rate_between(before, after):
    """Hits and misses between two samples, over the nodes (the same processes) in both."""
    hits = sum(after[index][0] - before[index][0] for index in after if index in before)
    misses = sum(after[index][1] - before[index][1] for index in after if index in before)
    return hits, misses


def haproxy_latency(workdir, started, windows):
    """Mutation times through HAProxy (ms, its %Ta) from its log: all, and outside `windows`."""
    every, outside = [], []
    try:
        lines = open(os.path.join(workdir, "haproxy.log")).read().splitlines()
    except OSError:
        return every, outside
    for line in lines:
        fields = line.split()
        if len(fields) != 5 or fields[2] != "POST" or "/script" not in fields[3]:
            continue
        try:
            at, elapsed = float(fields[0]) - started, float(fields[4])
        except ValueError:
            continue
        every.append(elapsed)
        if not any(begin <= at < end for begin, end in windows):
            outside.append(elapsed)
    return every, outside


def lag_quantiles(buckets):
    """p50 and p99 from a cumulative Prometheus histogram: the upper bound of the bucket reached."""
    bounds = sorted((float("inf") if le == "+Inf" else float(le), count) for le, count in buckets.items())
    total = bounds[-1][1] if bounds else 0
    if not total:
        return "no notifications"
    def at(fraction):
        for bound, count in bounds:
            if count >= fraction * total:
                return "over 2 s" if bound == float("inf") else f"<= {bound * 1000:g} ms"
    return f"p50 {at(0.5)}, p99 {at(0.99)} ({total:.0f} notifications)"


def percentile(values, fraction):
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(fraction * len(values)))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--nodes", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--sessions", type=int, default=300)
    parser.add_argument("--kill-at", type=float, default=20)
    parser.add_argument("--restart-at", type=float, default=40)
    parser.add_argument("--direct", type=float, default=0.05, help="share of mutations sent to a node directly")
    parser.add_argument("--reads", type=float, default=0.10)
    parser.add_argument("--rate", type=float, default=1000,
                        help="requests per second of all clients together (0: each sends as soon as answered)")
    parser.add_argument("--failover-window", type=float, default=5,
                        help="seconds after the kill and after the restart counted as failover in the figures")
    parser.add_argument("--single", action="store_true",
                        help="one process with its file journal, no PostgreSQL, no HAProxy: the figure to compare with")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    workdir = tempfile.mkdtemp(prefix="playground-cluster-")
    os.chmod(workdir, 0o755)  # PostgreSQL runs as its own user (as root, `postgres`): it must reach its folder
    postgres = os.path.join(workdir, "postgres")
    if arguments.single:
        arguments.nodes, arguments.direct, database = 1, 0.0, None
    else:
        database = subprocess.run([os.path.join(ROOT, "scripts/test-postgres.sh"), "start", postgres, str(free_port())],
                                  check=True, capture_output=True, text=True).stdout.strip().splitlines()[-1]
    nodes, haproxy = [], None
    try:
        nodes = [Node(binary, index + 1, database, workdir) for index in range(arguments.nodes)]
        for node in nodes:
            node.start()
        if database:
            haproxy, front = start_haproxy(nodes, workdir)
        else:
            front = nodes[0].port
        arguments.workdir = workdir
        failed = run(arguments, nodes, front, database)
    finally:
        if haproxy:
            haproxy.terminate()
            haproxy.wait()
        for node in nodes:
            node.stop()
        if database:
            subprocess.run([os.path.join(ROOT, "scripts/test-postgres.sh"), "stop", postgres], capture_output=True)
    print(f"logs: {workdir}")
    sys.exit(1 if failed else 0)


def run(arguments, nodes, front, database):
    sessions = []
    for _ in range(arguments.sessions):
        status, headers, body = call(front, "POST", "/v1/sessions")
        assert status == 201, (status, body)
        sessions.append(json.loads(body)["id"])
    etags = {session: '"0"' for session in sessions}
    acknowledged = {session: [] for session in sessions}
    lock = threading.Lock()
    stop = threading.Event()
    started = time.time()
    stats = {"requests": 0, "status": {}, "fivexx_times": [], "errors": [], "error_times": [], "latency": [],
             "mutation_latency": [], "retried_412": 0, "first_ok_after_failure": {}}
    failed_after_kill = {}

    def record(status, elapsed, mutation):
        with lock:
            stats["requests"] += 1
            stats["status"][status] = stats["status"].get(status, 0) + 1
            stats["latency"].append(elapsed)
            if mutation:
                stats["mutation_latency"].append(elapsed)
            if status >= 500:
                stats["fivexx_times"].append(time.time() - started)

    # With --rate, each client sends on its own schedule (clients / rate seconds apart, started
    # at an offset); one that falls behind sends at once, so a slow answer delays only its own.
    interval = arguments.clients / arguments.rate if arguments.rate > 0 else 0.0

    def client(worker):
        generator = random.Random(worker)
        front_connection = http.client.HTTPConnection("127.0.0.1", front, timeout=10)
        count = 0
        due = time.time() + interval * worker / arguments.clients
        while not stop.is_set():
            if interval:
                pause = due - time.time()
                if pause > 0 and stop.wait(pause):
                    break
                due = max(due + interval, time.time() - interval)
            session = generator.choice(sessions)
            path = f"/v1/sessions/{session}"
            if generator.random() < arguments.reads:
                began = time.time()
                try:
                    front_connection.request("GET", path + "/hierarchy")
                    response = front_connection.getresponse()
                    response.read()
                    record(response.status, time.time() - began, False)
                except (OSError, http.client.HTTPException) as error:
                    front_connection = http.client.HTTPConnection("127.0.0.1", front, timeout=10)
                    with lock:
                        stats["errors"].append(str(error))
                        stats["error_times"].append(time.time() - started)
                continue
            name = f"c{worker}_{count}"
            count += 1
            body = f"let {name} = UIViewController()"
            direct = generator.random() < arguments.direct
            for attempt in range(4):
                with lock:
                    etag = etags[session]
                began = time.time()
                try:
                    if direct:
                        node = generator.choice([node for node in nodes if node.process.poll() is None])
                        status, headers, _ = call(node.port, "POST", path + "/script?include=none", body,
                                                  {"Content-Type": "text/plain", "If-Match": etag})
                    else:
                        front_connection.request("POST", path + "/script?include=none", body=body,
                                                 headers={"Content-Type": "text/plain", "If-Match": etag})
                        response = front_connection.getresponse()
                        response.read()
                        status, headers = response.status, response.headers
                except (OSError, http.client.HTTPException) as error:
                    front_connection = http.client.HTTPConnection("127.0.0.1", front, timeout=10)
                    with lock:
                        stats["errors"].append(str(error))
                        stats["error_times"].append(time.time() - started)
                        failed_after_kill.setdefault(session, time.time())
                    break
                record(status, time.time() - began, True)
                if status == 200:
                    with lock:
                        acknowledged[session].append(name)
                        etags[session] = headers.get("ETag", etag)
                        if session in failed_after_kill and session not in stats["first_ok_after_failure"]:
                            stats["first_ok_after_failure"][session] = time.time() - failed_after_kill[session]
                    break
                if status >= 500:
                    with lock:
                        failed_after_kill.setdefault(session, time.time())
                    break
                if status == 412:
                    with lock:
                        stats["retried_412"] += 1
                    try:
                        _, headers, _ = call(front, "GET", path)
                        with lock:
                            etags[session] = headers.get("ETag", etag)
                    except OSError:
                        break
                    continue
                with lock:
                    stats["errors"].append(f"unexpected {status} for {name}")
                break

    threads = [threading.Thread(target=client, args=(worker,), daemon=True) for worker in range(arguments.clients)]
    cpu_before = [node.cpu_seconds() for node in nodes]
    # Cache uses sampled around the failover windows (the kill and the restart, each followed by
    # --failover-window seconds), so the hit rate outside them can be told apart.
    samples = {"start": cache_uses(nodes)}
    window = arguments.failover_window
    for thread in threads:
        thread.start()
    killed_at = restarted_at = None
    restarted = False
    while time.time() - started < arguments.seconds:
        elapsed = time.time() - started
        if killed_at is None and elapsed >= arguments.kill_at:
            samples["kill"] = cache_uses(nodes)
            cpu_before[0] = -nodes[0].cpu_seconds() + cpu_before[0]  # keep the dead process's share
            nodes[0].kill()
            killed_at = elapsed
            print(f"t={elapsed:.1f}s: node 1 killed (SIGKILL)", flush=True)
        if killed_at is not None and "after kill" not in samples and elapsed >= killed_at + window:
            samples["after kill"] = cache_uses(nodes)
        if killed_at is not None and not restarted and elapsed >= arguments.restart_at:
            samples["restart"] = cache_uses(nodes)
            nodes[0].start()
            restarted = True
            print(f"t={time.time() - started:.1f}s: node 1 restarted", flush=True)
            restarted_at = time.time() - started
        if restarted and "after restart" not in samples and elapsed >= restarted_at + window:
            samples["after restart"] = cache_uses(nodes)
        time.sleep(0.05)
    samples["end"] = cache_uses(nodes)
    stop.set()
    for thread in threads:
        thread.join(15)
    duration = time.time() - started
    cpu = [node.cpu_seconds() for node in nodes]
    cpu[0] += max(0.0, -cpu_before[0]) if cpu_before[0] < 0 else 0.0
    stats["samples"], stats["started"], stats["workdir"] = samples, started, arguments.workdir
    stats["windows"] = [(killed_at, killed_at + window)] if killed_at is not None else []
    if restarted:
        stats["windows"].append((restarted_at, restarted_at + window))
    return verify(arguments, nodes, sessions, acknowledged, stats, duration, cpu, database)


def verify(arguments, nodes, sessions, acknowledged, stats, duration, cpu, database):
    problems = []
    total_acknowledged = sum(len(names) for names in acknowledged.values())
    for session in sessions:
        answers = []
        for node in nodes:
            status, headers, body = call_patiently(node.port, "GET", f"/v1/sessions/{session}/export")
            if status != 200:
                problems.append(f"{session}: export answered {status} on node {node.index}")
                continue
            export = json.loads(body)
            _, _, hierarchy = call_patiently(node.port, "GET", f"/v1/sessions/{session}/hierarchy")
            hierarchy_document = json.loads(hierarchy)
            answers.append((node.index, body, headers.get("ETag"), json.dumps(hierarchy_document, sort_keys=True)))
        if len({(body, etag, hierarchy) for _, body, etag, hierarchy in answers}) > 1:
            problems.append(f"{session}: nodes differ: " + ", ".join(f"node {index} ETag {etag}" for index, _, etag, _ in answers))
        if not answers:
            continue
        export = json.loads(answers[0][1])
        names = [re.match(r"let (\S+) =", script["source"]).group(1) for script in export["scripts"]]
        if export["revision"] != len(export["scripts"]):
            problems.append(f"{session}: revision {export['revision']} but {len(export['scripts'])} inputs")
        if len(set(names)) != len(names):
            problems.append(f"{session}: a mutation journalled twice")
        missing = set(acknowledged[session]) - set(names)
        if missing:
            problems.append(f"{session}: {len(missing)} acknowledged mutations missing, e.g. {sorted(missing)[:3]}")

    latency = [value * 1000 for value in stats["latency"]]
    mutation = [value * 1000 for value in stats["mutation_latency"]]
    fivexx = stats["fivexx_times"]
    recovery = sorted(stats["first_ok_after_failure"].values())
    metrics, lag_buckets = {}, {}
    for node in nodes:
        _, _, body = call(node.port, "GET", "/metrics")
        for line in body.decode().splitlines():
            match = re.match(r"(playground_(?:journal_conflicts|session_delta_replays|session_replays|session_cache_hits|session_cache_misses)_total) (\S+)", line)
            if match:
                metrics[match.group(1)] = metrics.get(match.group(1), 0) + float(match.group(2))
            match = re.match(r'playground_journal_notify_lag_seconds_bucket\{le="([^"]+)"\} (\S+)', line)
            if match:
                lag_buckets[match.group(1)] = lag_buckets.get(match.group(1), 0) + float(match.group(2))
    size = subprocess.run(["psql", database, "-Atc",
                           "SELECT coalesce(sum(pg_column_size(i.*)), 0), count(*) FROM playground_inputs i"],
                          capture_output=True, text=True).stdout.strip().split("|") if database else []
    setup = "one process, file journal, no proxy" if not database else f"nodes {len(nodes)} on PostgreSQL behind HAProxy"
    load = f"paced at {arguments.rate:.0f} requests/s" if arguments.rate > 0 else "each as fast as answered"
    print(f"{setup}, clients {arguments.clients} ({load}), sessions {len(sessions)}, {duration:.1f} s")
    print(f"requests through HAProxy and direct: {stats['requests']} ({stats['requests'] / duration:.0f}/s), statuses {stats['status']}")
    print(f"latency p50 {percentile(latency, 0.5):.2f} ms, p99 {percentile(latency, 0.99):.2f} ms; "
          f"mutations p50 {percentile(mutation, 0.5):.2f} ms, p99 {percentile(mutation, 0.99):.2f} ms")
    window = f" between t={min(fivexx):.1f}s and t={max(fivexx):.1f}s" if fivexx else ""
    print(f"5xx: {len(fivexx)}{window}; connection errors: {len(stats['errors'])}; 412 answered and retried: {stats['retried_412']}")
    if recovery:
        print(f"sessions that failed and answered 200 again: {len(recovery)}, after p50 {percentile(recovery, 0.5):.2f} s, "
              f"max {recovery[-1]:.2f} s")
    print("journal conflicts (lost appends, retried inside a node): %d; delta replays: %d; full replays: %d" % (
        metrics.get("playground_journal_conflicts_total", 0), metrics.get("playground_session_delta_replays_total", 0),
        metrics.get("playground_session_replays_total", 0)))
    # From the samples taken during the load (the verification's own reads, every session on
    # every node, come after): whole run, and outside the failover windows.
    samples = stats["samples"]
    order = [name for name in ("start", "kill", "after kill", "restart", "after restart", "end") if name in samples]
    spans = list(zip(order, order[1:]))
    def rate(pairs):
        hits = misses = 0.0
        for before, after in pairs:
            h, m = cache_rate_between(samples[before], samples[after])
            hits, misses = hits + h, misses + m
        return hits, misses
    hits, misses = rate(spans)
    quiet_hits, quiet_misses = rate([span for span in spans if span not in (("kill", "after kill"), ("restart", "after restart"))])
    windows = ", ".join(f"t={begin:.0f}-{end:.0f}s" for begin, end in stats["windows"])
    if hits + misses:
        print(f"served from a node's cache: {100 * hits / (hits + misses):.1f} % of {hits + misses:.0f} uses"
              + (f"; outside the failover windows ({windows}): {100 * quiet_hits / max(1, quiet_hits + quiet_misses):.1f} %"
                 f" of {quiet_hits + quiet_misses:.0f}" if stats["windows"] else ""))
    if database:
        through, outside = haproxy_latency(stats["workdir"], stats["started"], stats["windows"])
        if through:
            print(f"mutations through HAProxy (its own %Ta): {len(through)}, p50 {percentile(through, 0.5):.0f} ms, "
                  f"p99 {percentile(through, 0.99):.0f} ms; outside the failover windows p99 {percentile(outside, 0.99):.0f} ms")
    print(f"notification lag (a commit to a node hearing of it): {lag_quantiles(lag_buckets)}")
    print("per node: " + ", ".join(f"node {node.index} CPU {cpu[index]:.1f} s, RSS {node.rss_mib():.0f} MiB"
                                   for index, node in enumerate(nodes))
          + f"; CPU per request, all nodes: {1e6 * sum(cpu) / max(1, stats['requests']):.0f} us")
    if len(size) == 2 and size[1] not in ("", "0"):
        print(f"PostgreSQL: {size[1]} inputs, {int(size[0]) / int(size[1]):.0f} bytes per input row")
    print(f"acknowledged mutations: {total_acknowledged}, all checked in every node's export")
    for problem in problems[:20]:
        print("FAIL:", problem)
    print(f"{'FAILED' if problems else 'passed'}: {len(problems)} problems")
    return bool(problems)


if __name__ == "__main__":
    main()
