#!/usr/bin/env python3
"""Time from exec to the first answered GET /healthz, for scripts/bench-startup.sh.

usage: scripts/perf/startup_probe.py RUNS COMMAND...   (COMMAND gets --host 127.0.0.1 --port PORT)

For each run: picks a free loopback port, takes the time, starts COMMAND (fork and exec), and
tries to connect every millisecond; once connected sends GET /healthz and waits for the answer.
The time is taken when a complete 200 answer has arrived. The process is then stopped (SIGTERM)
and reaped before the next run. Prints each run, then the median and the maximum in ms; exits
non-zero if a run gets anything but 200 or the server does not answer within 10 s.
"""
import os
import signal
import socket
import statistics
import subprocess
import sys
import time


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def answer(port):
    """The status of GET /healthz if the server takes the connection now, else None."""
    with socket.socket() as client:
        client.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            client.connect(("127.0.0.1", port))
        except (ConnectionRefusedError, ConnectionResetError):
            return None
        client.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        data = b""
        while chunk := client.recv(4096):
            data += chunk
    status = data.split(b" ", 2)[1] if data.startswith(b"HTTP/") else b"?"
    return int(status) if status.isdigit() else -1


def one_run(command):
    port = free_port()
    environment = dict(os.environ, PLAYGROUND_LOG_LEVEL=os.environ.get("PLAYGROUND_LOG_LEVEL", "error"))
    started = time.perf_counter()
    process = subprocess.Popen(command + ["--host", "127.0.0.1", "--port", str(port)], env=environment,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while True:
            status = answer(port)
            if status is not None:
                elapsed = time.perf_counter() - started
                if status != 200:
                    sys.exit(f"startup_probe: GET /healthz answered {status}")
                return elapsed * 1000
            if process.poll() is not None:
                sys.exit(f"startup_probe: the server exited with {process.returncode} before answering")
            if time.perf_counter() - started > 10:
                sys.exit("startup_probe: no answer within 10 s")
            time.sleep(0.001)
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    runs, command = int(sys.argv[1]), sys.argv[2:]
    times = []
    for run in range(1, runs + 1):
        times.append(one_run(command))
        print(f"run {run:2d}: {times[-1]:6.1f} ms")
    print(f"median {statistics.median(times):.1f} ms, max {max(times):.1f} ms, min {min(times):.1f} ms "
          f"over {runs} runs")
    print(f"result median_ms={statistics.median(times):.1f} max_ms={max(times):.1f}")


if __name__ == "__main__":
    main()
