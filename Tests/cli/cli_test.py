#!/usr/bin/env python3
"""The command line needs no server (issue 40): `containment-playground run FILE...`.

usage: python3 Tests/cli/cli_test.py BINARY BASE_URL
Runs the binary on files written here, checks its exit status and that its JSON equals the
API's answer for the same file (BASE_URL: a running server of the same build). Ends with
`N passed, N failed`.
"""
import json
import os
import subprocess
import sys
import tempfile
import urllib.request

BINARY, BASE = sys.argv[1], sys.argv[2].rstrip("/")
work = tempfile.mkdtemp(prefix="cli-test-")
results = []


def write(name, text):
    path = os.path.join(work, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def run(*args):
    return subprocess.run([BINARY, "run", *args], capture_output=True, text=True, encoding="utf-8", timeout=120)


def api(text, query="include=log"):
    request = urllib.request.Request(f"{BASE}/v1/sessions", data=b"", method="POST")
    session = json.load(urllib.request.urlopen(request))["id"]
    request = urllib.request.Request(f"{BASE}/v1/sessions/{session}/script?{query}", data=text.encode(), method="POST",
                                     headers={"Content-Type": "text/plain"})
    try:
        return json.load(urllib.request.urlopen(request))
    except urllib.error.HTTPError as error:
        return json.load(error)


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"))


EMBED = """import UIKit
class Child: UIViewController {}
class Host: UIViewController {
    let child = Child()
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.view.frame = view.bounds
        child.didMove(toParent: self)
    }
}
let host = Host()
window.rootViewController = host
"""
embed = write("embed.swift", EMBED)

# Text: the log, with the lines, then the hierarchy; exit 0.
out = run(embed)
check("text output and exit 0", out.returncode == 0 and "10\tchild.didMove(toParent: host)" in out.stdout
      and "== hierarchy" in out.stdout and "<Host: host>, state: appeared" in out.stdout, out.stdout + out.stderr)

# JSON equals the API's answer for the same file.
out = run("--format", "json", embed)
check("json equals the API's answer", out.returncode == 0 and json.loads(out.stdout) == api(EMBED), out.stdout[:300])

# A UIKit exception: reported; exit 1 with --fail-on error, 0 without.
CYCLE = "let a = UIViewController()\nlet b = UIViewController()\nwindow.rootViewController = a\na.addChild(b)\nb.addChild(a)\n"
cycle = write("cycle.swift", CYCLE)
failed = run("--fail-on", "error", cycle)
check("an exception exits 1 with --fail-on error", failed.returncode == 1 and "refused (422)" in failed.stdout, failed.stdout + failed.stderr)
check("an exception exits 0 without --fail-on", run(cycle).returncode == 0)
out = run("--format", "json", cycle)
check("an exception's json equals the API's problem", json.loads(out.stdout) == api(CYCLE), out.stdout[:300])

# A pitfall: exit 1 with --fail-on warning only.
PITFALL = "let host = UIViewController()\nwindow.rootViewController = host\nlet child = UIViewController()\nhost.view.addSubview(child.view)\n"
pitfall = write("pitfall.swift", PITFALL)
check("a pitfall exits 1 with --fail-on warning", run("--fail-on", "warning", pitfall).returncode == 1)
check("a pitfall exits 0 with --fail-on error", run("--fail-on", "error", pitfall).returncode == 0)

# Foundation's JSONSerialization on Linux dropped a U+FEFF after an escaped quote: the text
# form printed `a"b` for `a"\u{FEFF}b` (session 37).
bom = write("bom.swift", 'let s = "a\\"\ufeffb"\nprint(s, s.count)\n')
out = run(bom)
check("text output keeps every character printed", out.returncode == 0 and 'console: a"\ufeffb 4' in out.stdout, repr(out.stdout))
# A dictionary walked in order is noted, and the note is information, not a warning.
order = write("order.swift", 'let d = ["a": 1, "b": 2]\nfor (k, v) in d { print(k, v) }\n')
out = run("--fail-on", "warning", order)
check("a dictionary-order note is shown and does not fail --fail-on warning",
      out.returncode == 0 and "diagnostic dictionary-order (line 2)" in out.stdout, out.stdout + out.stderr)
# A syntax error: exit 2; an unreadable file: exit 2 (or the parser's usage error).
broken = write("broken.swift", "import UIKit\nclass A: UIViewController {\n")
out = run(broken)
check("a syntax error exits 2", out.returncode == 2 and "refused (400)" in out.stdout, out.stdout + out.stderr)
check("a missing file is an error", run(os.path.join(work, "missing.swift")).returncode != 0)

# A class-only file: --root runs it; the text says how when it is missing.
CLASSES = "import UIKit\nclass Host: UIViewController {}\n"
classes = write("classes.swift", CLASSES)
out = run(classes)
check("a class-only file names --root", "--root Host" in out.stdout, out.stdout)
out = run("--root", "Host", classes)
check("--root runs it", out.returncode == 0 and "host.viewDidAppear(false)" in out.stdout, out.stdout + out.stderr)

# --ios: the release simulated (iOS 12 has no viewIsAppearing).
out = run("--ios", "12", embed)
check("--ios 12", out.returncode == 0 and "viewIsAppearing" not in out.stdout and "host.viewDidAppear(false)" in out.stdout, out.stdout)

# `serve` started outside the repository (issue 40 item 5): it finds its files beside the
# executable, and refuses to start, naming the setting, when they are nowhere.
import shutil
import socket
import time


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


elsewhere = tempfile.mkdtemp(prefix="cli-elsewhere-")
port = free_port()
server = subprocess.Popen([os.path.abspath(BINARY), "--host", "127.0.0.1", "--port", str(port)], cwd=elsewhere,
                          env=dict(os.environ, PLAYGROUND_DATA_DIR=""), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
try:
    page = None
    for _ in range(100):
        try:
            page = urllib.request.urlopen(f"http://127.0.0.1:{port}/").read().decode()
            break
        except OSError:
            time.sleep(0.05)
    check("served from elsewhere, the explorer is there", page is not None and "Containment Playground" in page, str(page)[:200])
    presets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/presets"))["presets"] if page else []
    check("served from elsewhere, the presets are there", len(presets) > 5, str(presets)[:200])
finally:
    server.terminate()
    server.wait(10)
copy = os.path.join(elsewhere, "containment-playground")
shutil.copy(BINARY, copy)
out = subprocess.run([copy, "--port", "0"], cwd=elsewhere, capture_output=True, text=True, timeout=30)
check("without its files it refuses to start, naming the setting",
      out.returncode != 0 and "PLAYGROUND_PUBLIC_DIR" in out.stderr + out.stdout and "index.html" in out.stderr + out.stdout,
      out.stdout + out.stderr)
help_text = subprocess.run([BINARY, "serve", "--help"], capture_output=True, text=True).stdout
check("serve --help names the environment variables and config/README.md",
      "PLAYGROUND_PORT" in help_text and "config/README.md" in help_text, help_text)

# config/README.md names every setting of the shipped file and every variable the executable reads.
import re
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
readme = open(os.path.join(ROOT, "config/README.md")).read()
shipped = json.load(open(os.path.join(ROOT, "config/playground.json")))
keys = [f"{k}.{inner}" for k, v in shipped.items() if isinstance(v, dict) for inner in v] + [k for k, v in shipped.items() if not isinstance(v, dict)]
check("config/README.md names every key of playground.json", all(f"`{key}`" in readme for key in keys),
      [key for key in keys if f"`{key}`" not in readme])
settings = open(os.path.join(ROOT, "Sources/containment-playground/Settings.swift")).read()
variables = sorted(set(re.findall(r"PLAYGROUND_[A-Z_]+", settings)))
check("config/README.md names every PLAYGROUND_ variable", variables and all(v in readme for v in variables),
      [v for v in variables if v not in readme])

passed = sum(results)
print(f"{passed} passed, {len(results) - passed} failed")
sys.exit(0 if all(results) else 1)
