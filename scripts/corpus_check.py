#!/usr/bin/env python3
# Vendored from shared/tools/corpus-check (the team's fidelity runner), so a clone of the project
# runs its corpus over HTTP without the shared folder. One addition: a scenario's optional "ios"
# names the release its session simulates (POST /v1/sessions {"ios": ...}).
"""Run fidelity-corpus scenarios against a running playground and report differences.

usage: corpus-check BASE_URL [--min-confidence high|medium|low] [--quiet] [--json FILE] [PATH ...]

PATH is a scenario file or a folder of them (default: the corpus folder beside this tool).
Only standard-library Python. Prints every failing scenario with a diff, then a closing
'N passed, N failed' line (', N skipped' when some fall under --min-confidence).
Exit status: 0 when none failed, 1 otherwise, 2 on bad usage or an unreachable server.
"""
import argparse
import difflib
import json
import os
import re
import sys
import urllib.error
import urllib.request

KINDS = {
    "containment": {"willMove", "didMove"},
    "loading": {"loadView", "viewDidLoad"},
    "appearance": {"viewWillAppear", "viewIsAppearing", "viewDidAppear",
                   "viewWillDisappear", "viewDidDisappear"},
    "layout": {"updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"},
    "segue": {"prepare", "unwind", "performSegue", "shouldPerformSegue"},
}
PREFIX_KINDS = ("console", "exception", "completion")
RANK = {"low": 0, "medium": 1, "high": 2}
CALL = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*\.([A-Za-z_][A-Za-z0-9_]*)\(")


def kind_of(line):
    """The kind of a canonical log line, judged from its text alone."""
    for prefix in PREFIX_KINDS:
        if line.startswith(prefix + ":"):
            return prefix
    match = CALL.match(line)
    if not match:
        return "other"
    method = match.group(1)
    for kind, methods in KINDS.items():
        if method in methods:
            return kind
    return "event"


def normalise(line):
    return re.sub(r"\s+", " ", line.strip())


class Client:
    def __init__(self, base):
        self.base = base.rstrip("/")

    def call(self, method, path, body=None, content_type=None, accept="application/json"):
        data = body.encode() if isinstance(body, str) else body
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Accept", accept)
        if content_type:
            request.add_header("Content-Type", content_type)
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, response.read().decode("utf-8", "replace")
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode("utf-8", "replace")

    def json(self, method, path, body=None, content_type=None):
        status, text = self.call(method, path, body, content_type)
        try:
            return status, json.loads(text) if text else {}
        except json.JSONDecodeError:
            return status, {"_unparsed": text[:500]}


def log_lines(payload):
    lines = []
    for entry in payload.get("log", []) or []:
        text = entry.get("text") if isinstance(entry, dict) else entry
        if isinstance(text, str):
            lines.append(normalise(text))
    exception = payload.get("exception")
    if isinstance(exception, dict) and exception.get("name"):
        line = "exception: %s: %s" % (exception["name"], exception.get("reason", ""))
        if not any(l.startswith("exception:") for l in lines):
            lines.append(normalise(line))
    return lines


def run_scenario(client, scenario):
    """Returns a list of problems; empty means the scenario passed."""
    problems = []
    # `ios` (the project's scenarios): the release the session simulates.
    body = json.dumps({"ios": scenario["ios"]}).encode() if scenario.get("ios") else b""
    status, created = client.json("POST", "/v1/sessions", body, "application/json")
    if status != 201 or "id" not in created:
        return ["POST /v1/sessions answered %s %s" % (status, str(created)[:200])]
    session = "/v1/sessions/%s" % created["id"]
    try:
        setup = scenario.get("setup") or ""
        if setup.strip():
            status, payload = client.json("POST", session + "/script", setup, "text/plain")
            if status != 200:
                return ["setup failed with %s: %s" % (status, str(payload)[:300])]
        status, payload = client.json("POST", session + "/script", scenario.get("script", ""),
                                      "text/plain")
        expect = scenario.get("expect", {})
        wanted_kinds = set(expect.get("compare") or ["containment", "loading", "appearance",
                                                      "completion", "console", "exception"])
        # `ignore`: regular expressions; matching lines are dropped from both sides.
        ignored = [re.compile(p) for p in expect.get("ignore", [])]
        keep = lambda l: kind_of(l) in wanted_kinds and not any(p.search(l) for p in ignored)
        expected = [normalise(l) for l in expect.get("log", []) if keep(l)]
        expects_exception = any(l.startswith("exception:") for l in expected)
        if status not in (200, 422):
            problems.append("script answered %s: %s" % (status, str(payload)[:300]))
        elif expects_exception and status != 422:
            problems.append("expected an exception (422), got %s" % status)
        elif not expects_exception and status != 200:
            problems.append("expected 200, got %s: %s" % (status, str(payload)[:300]))
        actual = [l for l in log_lines(payload) if keep(l)]
        if actual != expected:
            diff = difflib.unified_diff(expected, actual, "expected", "actual", lineterm="", n=2)
            problems.append("log differs (compared: %s)\n      %s"
                            % (", ".join(sorted(wanted_kinds)), "\n      ".join(diff)))
        if expect.get("hierarchy"):
            status, text = client.call("GET", session + "/hierarchy", accept="text/plain")
            want = [normalise(l) for l in expect["hierarchy"].splitlines() if l.strip()]
            got = [normalise(l) for l in text.splitlines() if l.strip()]
            if status != 200 or want != got:
                diff = difflib.unified_diff(want, got, "expected", "actual", lineterm="", n=2)
                problems.append("hierarchy differs (%s)\n      %s" % (status, "\n      ".join(diff)))
    finally:
        client.call("DELETE", session)
    return problems


def scenario_files(paths):
    for path in paths:
        if os.path.isdir(path):
            for name in sorted(os.listdir(path)):
                if name.endswith(".json"):
                    yield os.path.join(path, name)
        else:
            yield path


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base_url")
    parser.add_argument("paths", nargs="*", default=[os.path.join(here, "..", "corpus")])
    parser.add_argument("--min-confidence", choices=list(RANK), default="low")
    parser.add_argument("--quiet", action="store_true", help="print only the closing line")
    parser.add_argument("--json", help="write a JSON report of every scenario to this file")
    args = parser.parse_args()

    client = Client(args.base_url)
    try:
        client.call("GET", "/healthz", accept="application/json")
    except (urllib.error.URLError, OSError) as error:
        print("cannot reach %s: %s" % (args.base_url, error), file=sys.stderr)
        return 2

    passed = failed = skipped = 0
    report = []
    for path in scenario_files(args.paths):
        with open(path, encoding="utf-8") as handle:
            scenario = json.load(handle)
        ident = scenario.get("id", os.path.basename(path))
        if RANK.get(scenario.get("confidence", "low"), 0) < RANK[args.min_confidence]:
            skipped += 1
            continue
        try:
            problems = run_scenario(client, scenario)
        except (urllib.error.URLError, OSError) as error:
            problems = ["request failed: %s" % error]
        report.append({"id": ident, "passed": not problems, "problems": problems})
        if problems:
            failed += 1
            if not args.quiet:
                print("FAIL %s" % ident)
                for problem in problems:
                    print("   - " + problem)
        else:
            passed += 1
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(report, handle, indent=1)
    closing = "%d passed, %d failed" % (passed, failed)
    if skipped:
        closing += ", %d skipped" % skipped
    print(closing)
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
