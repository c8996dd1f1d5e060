#!/usr/bin/env python3
"""SIGKILL under load: clients mutate several sessions while the server is killed with SIGKILL;
after a restart on the same data directory, every mutation that was answered 200 must be there.

usage: kill_under_load.py PATH_TO_SERVER_BINARY   (prints a summary; exits 1 on any loss)
"""
import http.client, json, signal, sys, tempfile, threading, time

from server import request as call, start as start_service

def start(binary, data):
    # Clients at full speed from one address: the per-client rate limit is off (it is not under test).
    return start_service(binary, data, PLAYGROUND_MAX_MUTATIONS_PER_MINUTE="0")

def request(port, method, path, body=None, content_type="text/plain"):
    status, _, data = call(port, method, path, body, content_type)
    return status, data

def main():
    binary = sys.argv[1]
    data = tempfile.mkdtemp(prefix="playground-kill-")
    server, port = start(binary, data)
    sessions = [json.loads(request(port, "POST", "/v1/sessions")[1])["id"] for _ in range(4)]
    acknowledged = {session: [] for session in sessions}
    lock = threading.Lock()
    stop = threading.Event()

    def client(worker):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        index = 0
        while not stop.is_set():
            session = sessions[(worker + index) % len(sessions)]
            name = f"W{worker}_{index}"
            try:
                connection.request("POST", f"/v1/sessions/{session}/script?include=none",
                                   body=f"let {name} = UIViewController()", headers={"Content-Type": "text/plain"})
                response = connection.getresponse()
                response.read()
            except Exception:
                return  # the server is gone: this mutation was never acknowledged
            if response.status == 200:
                with lock:
                    acknowledged[session].append(name)
            index += 1

    threads = [threading.Thread(target=client, args=(worker,)) for worker in range(8)]
    for thread in threads:
        thread.start()
    time.sleep(1.5)
    server.send_signal(signal.SIGKILL)
    server.wait()
    stop.set()
    for thread in threads:
        thread.join()

    server, port = start(binary, data)
    passed = failed = 0
    try:
        for session in sessions:
            status, body = request(port, "GET", f"/v1/sessions/{session}/export")
            if status != 200:
                print(f"FAIL {session}: export answered {status}")
                failed += 1
                continue
            sources = "\n".join(script["source"] for script in json.loads(body)["scripts"])
            lost = [name for name in acknowledged[session] if f"let {name} =" not in sources]
            if lost:
                print(f"FAIL {session}: {len(lost)} acknowledged mutations lost, e.g. {lost[:3]}")
                failed += 1
            else:
                passed += 1
        total = sum(len(names) for names in acknowledged.values())
        status, _ = request(port, "POST", f"/v1/sessions/{sessions[0]}/script", "let afterRestart = UIViewController()")
        if status == 200:
            passed += 1
        else:
            print(f"FAIL: a mutation after the restart answered {status}")
            failed += 1
        print(f"kill -9 under load: {total} acknowledged mutations across {len(sessions)} sessions checked after restart")
    finally:
        server.terminate()
        server.wait()
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)

if __name__ == "__main__":
    main()
