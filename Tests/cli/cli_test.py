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
    with open(path, "w") as f:
        f.write(text)
    return path


def run(*args):
    return subprocess.run([BINARY, "run", *args], capture_output=True, text=True, timeout=120)


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

passed = sum(results)
print(f"{passed} passed, {len(results) - passed} failed")
sys.exit(0 if all(results) else 1)
