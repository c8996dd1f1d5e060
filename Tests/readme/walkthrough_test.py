#!/usr/bin/env python3
"""The README's curl walkthrough, run as written against a live server (issue 40: recipes that
work as written). The shell block under "## A walkthrough with curl" is taken from README.md,
`localhost:8080` pointed at BASE_URL, and run by bash in a temporary folder; what each command
prints is checked against what the README says it shows.

usage: python3 Tests/readme/walkthrough_test.py BASE_URL      ends with `N passed, N failed`
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BASE = sys.argv[1].rstrip("/")
address = re.sub(r"^https?://", "", BASE)
readme = open(os.path.join(ROOT, "README.md")).read()
section = readme.split("## A walkthrough with curl", 1)[1]
block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
script = block.replace("localhost:8080", address)
results = []


def check(name, condition, detail=""):
    results.append(bool(condition))
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"))


folder = tempfile.mkdtemp(prefix="readme-walkthrough-")
run = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=folder, capture_output=True, text=True, timeout=120)
out = run.stdout
check("the walkthrough runs to its end", run.returncode == 0, run.stderr[-2000:] + out[-2000:])
check("the embed's log", '"text" : "detail.didMove(toParent: host)"' in out or '"text": "detail.didMove(toParent: host)"' in out, out[:1500])
check("the hierarchy as _printHierarchy", re.search(r"^<UIViewController: host>, state: appeared, view: <UIView: host.view>$", out, re.M) and "   | <DetailViewController: detail>, state: appeared" in out, out[:3000])
check("the pasted class runs", "summary.didMove(toParent: segmented)" in out, out[:4000])
check("the mistake answers UIKit's exception", "NSInvalidArgumentException" in out and "must have a common parent view controller" in out)
check("the presets are listed", re.search(r"^uikit-navigation - ", out, re.M), out)
check("a preset loads", "didMove(toParent:" in out.split("uikit-navigation", 1)[-1])
check("the ETag is the revision", re.search(r'(?i)^etag: "\d+"', out, re.M), out)
check("a stale If-Match answers 412", '"status":412' in out.replace(" ", ""), out[-3000:])
check("the export imports", re.search(r'"imported":\d+', out), out[-2000:])
check("the Swift export runs in a new session", os.path.getsize(os.path.join(folder, "session.swift")) > 100)
check("the log is paged", re.search(r'(?i)^link: <[^>]+>; rel="next"', out, re.M), out[-2000:])
check("metrics are served", "http_requests_total" in out)
passed = sum(results)
print(f"{passed} passed, {len(results) - passed} failed")
sys.exit(0 if all(results) else 1)
