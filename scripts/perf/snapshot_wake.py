#!/usr/bin/env python3
"""Waking a long flat session with and without an engine snapshot (docs/operations.md, "Snapshots").

usage: scripts/perf/snapshot_wake.py [inputs] [--swift]   (default 1000; PLAYGROUND_BIN: the service
binary, default .build/release/containment-playground)

Builds one session of `inputs` flat inputs (each embeds and removes a child of a 21-controller
tree; with --swift, a Swift file declaring the container's classes, then Swift calls that do the
same through its methods) with snapshots every 100 inputs, stops the service, then starts it twice
with snapshots off and twice with snapshotEvery=100, then once as shipped (snapshotEvery 0,
snapshotOnSleepInputs 100) with the snapshot file deleted, each time with one live playground: a
request to a second session puts the long one to sleep, and the next request to the long one is
timed (a wake: replay, or snapshot plus replay). As shipped, the replay at start wakes the long
session, the request to the second one puts it to sleep, which writes its snapshot, and every
timed wake loads that.
Prints the times, and the snapshot's and the journal's sizes. Standard-library Python.
"""
import json, subprocess, sys, time, urllib.request, os, shutil, signal, tempfile
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.environ.get("PLAYGROUND_BIN", os.path.join(REPO, ".build/release/containment-playground"))
def start(data, every, port, on_sleep=0):
    # Snapshots every `every` inputs, and of sessions of `on_sleep` inputs or more going to sleep.
    env=dict(os.environ, PLAYGROUND_DATA_DIR=data, PLAYGROUND_SNAPSHOT_EVERY=str(every), PLAYGROUND_SNAPSHOT_ON_SLEEP_INPUTS=str(on_sleep),
             PLAYGROUND_LOG_LEVEL="error",
             PLAYGROUND_MAX_MUTATIONS_PER_MINUTE="0", PLAYGROUND_MAX_LIVE_PLAYGROUNDS="1"
)
    p=subprocess.Popen([BIN,"--port",str(port)],env=env,stdout=subprocess.DEVNULL,stderr=subprocess.DEVNULL, cwd=REPO)
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz",timeout=1); return p
        except Exception: time.sleep(0.05)
    raise SystemExit("no server")
def call(port, m, path, body=None):
    r=urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body, method=m)
    if body is not None: r.add_header("Content-Type","text/plain")
    with urllib.request.urlopen(r, timeout=60) as x: return json.loads(x.read() or b"{}")
arguments=[a for a in sys.argv[1:] if a != "--swift"]
swift="--swift" in sys.argv[1:]
n=int(arguments[0]) if arguments else 1000
data=tempfile.mkdtemp(prefix="snapshot-wake-")
p=start(data,100,8960)
sid=call(8960,"POST","/v1/sessions")["id"]
if swift:
    call(8960,"POST",f"/v1/sessions/{sid}/script",b"""import UIKit
final class Card: UIViewController {
    var shown = 0
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        shown += 1
    }
}
final class Board: UIViewController {
    var cards: [Card] = (0..<20).map { _ in Card() }
    var history: [Int] = []
    func embed(_ index: Int) {
        let card = cards[index]
        addChild(card)
        view.addSubview(card.view)
        card.didMove(toParent: self)
        history.append(index)
    }
    func remove(_ index: Int) {
        let card = cards[index]
        card.willMove(toParent: nil)
        card.view.removeFromSuperview()
        card.removeFromParent()
    }
}
let host = Board()
window.rootViewController = host
""")
else:
    call(8960,"POST",f"/v1/sessions/{sid}/script",b"let host = UIViewController()\nwindow.rootViewController = host\n" + b"\n".join(f"let c{i} = UIViewController()".encode() for i in range(20)))
for i in range(n-1):
    k=i%20
    script=f"host.embed({k})\nhost.remove({k})" if swift else f"host.addChild(c{k})\nhost.view.addSubview(c{k}.view)\nc{k}.didMove(toParent: host)\nc{k}.willMove(toParent: nil)\nc{k}.view.removeFromSuperview()\nc{k}.removeFromParent()"
    call(8960,"POST",f"/v1/sessions/{sid}/script",script.encode())
other=call(8960,"POST","/v1/sessions")["id"]
p.send_signal(signal.SIGTERM); p.wait()
for every, on_sleep in ((0,0),(100,0),(0,0),(100,0),(0,100)):
    if on_sleep:
        os.remove(f"{data}/sessions/{sid}.snapshot")  # only what going to sleep writes
    p=start(data,every,8961,on_sleep)
    for round in range(3):
        call(8961,"GET",f"/v1/sessions/{other}")  # puts the long session to sleep (one live playground)
        time.sleep(0.2)  # the snapshot writer's thread
        t=time.perf_counter(); h=call(8961,"GET",f"/v1/sessions/{sid}"); dt=time.perf_counter()-t
        mode = f"snapshotOnSleepInputs={on_sleep} (as shipped), wake {round + 1}" if on_sleep else f"snapshotEvery={every}"
        print(f"{mode}: waking the {h['revision']}-input session {dt*1000:.1f} ms")
    p.send_signal(signal.SIGTERM); p.wait()
print("snapshot file bytes:", os.path.getsize(f"{data}/sessions/{sid}.snapshot"), "journal bytes:", os.path.getsize(f"{data}/sessions/{sid}.jsonl"))
print("data:", data) if os.environ.get("KEEP") else shutil.rmtree(data, ignore_errors=True)
