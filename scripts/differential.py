#!/usr/bin/env python3
"""The differential suites' oracles: swiftc on this machine, and clang for the C subset of the
Objective-C front end (issue 43).

Every program in Tests/SwiftFrontEndTests/Differential/<topic>/<name>.swift has, beside it, what a
compiled build of it prints (<name>.expected, its standard output) and, when it traps, how it
traps (<name>.trap: "LINE: MESSAGE" when the trap names a line of the program, as fatalError and
precondition do, or "MESSAGE" when it names the standard library's own file, as an index out of
range does). DifferentialTests runs each program through the Swift front end and compares. The programs of
Tests/SwiftFrontEndTests/DifferentialC/<topic>/<name>.c are C: clang builds them (-O0 and -O2 must
agree), DifferentialCTests runs each through the Objective-C front end.

  differential.py regenerate [PATH...]   compile each program with -Onone and with -O, require
                                         both builds to print the same and to trap alike, and
                                         write the expected files (all programs when no PATH)
  differential.py check [--sample N]     compile a rotating sample of N Swift programs and a quarter
                                         as many C ones (default 20;
                                         0 for all) and compare what they print with the
                                         committed files, so an expected file cannot drift
                                         from the compiler; ends with "N passed, N failed"

The sample rotates with the day (or DIFFERENTIAL_SEED), so successive CI runs cover the suite.
"""
import datetime
import os
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUITE = ROOT / "Tests" / "SwiftFrontEndTests" / "Differential"
C_SUITE = ROOT / "Tests" / "SwiftFrontEndTests" / "DifferentialC"
SWIFTC = os.environ.get("SWIFTC") or ("/opt/swift/usr/bin/swiftc" if Path("/opt/swift/usr/bin/swiftc").exists() else "swiftc")
CLANG = os.environ.get("CLANG") or ("/opt/swift/usr/bin/clang" if Path("/opt/swift/usr/bin/clang").exists() else "clang")
TIMEOUT = 20


def programs(paths):
    if not paths:
        return sorted(SUITE.glob("*/*.swift")) + sorted(C_SUITE.glob("*/*.c"))
    found = []
    for path in map(Path, paths):
        if path.is_dir():
            for suffix in ("swift", "c"):
                found += sorted(path.glob(f"*/*.{suffix}")) + sorted(path.glob(f"*.{suffix}"))
        else:
            found.append(path)
    return found


def trap_line(stderr, program):
    """The trap as the .trap file records it: the first 'Fatal error'-like line of stderr."""
    for line in stderr.splitlines():
        match = re.match(r"^(.*?):(\d+): (.*)$", line)
        if match and ("error" in match.group(3) or "failed" in match.group(3)):
            where, number, message = match.groups()
            if where.endswith("/" + program.name) or where == program.name:
                return f"{number}: {message}"
            return message
        if line.startswith(("Fatal error", "Could not cast", "Precondition failed", "Assertion failed")):
            return line
    return stderr.strip().splitlines()[0] if stderr.strip() else "trapped without a message"


def build_and_run(program, optimisation, workdir):
    binary = Path(workdir) / (program.stem + optimisation)
    if program.suffix == ".c":
        level = "-O0" if optimisation == "-Onone" else "-O2"
        command = [CLANG, level, "-w", str(program), "-o", str(binary), "-lm"]
    else:
        # -lm: an optimised build of a Double stride calls fma, which Linux keeps in libm.
        command = [SWIFTC, optimisation, "-module-name", "main", "-suppress-warnings", str(program), "-o", str(binary), "-lm"]
    compiled = subprocess.run(command, capture_output=True, text=True)
    if compiled.returncode != 0:
        raise RuntimeError(f"{program}: does not compile ({optimisation}):\n{compiled.stderr}")
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    try:
        # stdbuf: a trapping build loses what it printed into a full buffer otherwise.
        ran = subprocess.run(["stdbuf", "-oL", str(binary)], capture_output=True, text=True, timeout=TIMEOUT, env=env,
                             cwd=workdir)
    except subprocess.TimeoutExpired:
        raise RuntimeError(f"{program}: ran longer than {TIMEOUT} s ({optimisation})")
    trap = None if ran.returncode == 0 else trap_line(ran.stderr, program)
    return ran.stdout, trap


def oracle(program):
    """What swiftc's builds print and how they trap; an error when -Onone and -O disagree."""
    with tempfile.TemporaryDirectory() as workdir:
        debug_out, debug_trap = build_and_run(program, "-Onone", workdir)
        release_out, release_trap = build_and_run(program, "-O", workdir)
    if debug_out != release_out:
        raise RuntimeError(f"{program}: -Onone and -O print differently (unordered output?)\n"
                           f"-Onone:\n{debug_out}\n-O:\n{release_out}")
    if (debug_trap is None) != (release_trap is None):
        raise RuntimeError(f"{program}: -Onone {'traps' if debug_trap else 'does not trap'}, -O does not agree")
    return debug_out, debug_trap


def committed(program):
    expected = program.with_suffix(".expected").read_text() if program.with_suffix(".expected").exists() else None
    trap_file = program.with_suffix(".trap")
    return expected, trap_file.read_text().rstrip("\n") if trap_file.exists() else None


def regenerate(paths):
    failures = 0

    def one(program):
        try:
            out, trap = oracle(program)
        except RuntimeError as error:
            return f"FAIL {error}"
        program.with_suffix(".expected").write_text(out)
        trap_file = program.with_suffix(".trap")
        if trap is not None:
            trap_file.write_text(trap + "\n")
        elif trap_file.exists():
            trap_file.unlink()
        return f"ok   {program.relative_to(ROOT) if program.is_relative_to(ROOT) else program}" + (f"  (traps: {trap})" if trap else "")

    with ThreadPoolExecutor(max_workers=2) as pool:
        for line in pool.map(one, programs(paths)):
            print(line, flush=True)
            failures += line.startswith("FAIL")
    print(f"{failures} failed")
    return 1 if failures else 0


def check(sample):
    every = programs([])
    seed = os.environ.get("DIFFERENTIAL_SEED") or datetime.date.today().isoformat()
    # Each suite has its share: N Swift programs and a quarter as many C ones (at least 5).
    swift = [p for p in every if p.suffix == ".swift"]
    c = [p for p in every if p.suffix == ".c"]
    if sample == 0:
        chosen = every
    else:
        rng = random.Random(seed)
        chosen = rng.sample(swift, min(sample, len(swift))) + rng.sample(c, min(max(5, sample // 4), len(c)))
    print(f"checking {len(chosen)} of {len(every)} programs against {SWIFTC} and {CLANG} (seed {seed})", flush=True)

    def one(program):
        try:
            out, trap = oracle(program)
        except RuntimeError as error:
            return False, f"FAIL {error}"
        expected, expected_trap = committed(program)
        name = program.relative_to(SUITE if program.is_relative_to(SUITE) else C_SUITE.parent)
        if expected != out or expected_trap != trap:
            return False, (f"FAIL {name}: the committed files no longer match swiftc's build\n"
                           f"  expected {expected!r} / trap {expected_trap!r}\n  swiftc   {out!r} / trap {trap!r}")
        return True, f"ok   {name}"

    passed = failed = 0
    with ThreadPoolExecutor(max_workers=2) as pool:
        for ok, line in pool.map(one, chosen):
            print(line, flush=True)
            passed += ok
            failed += not ok
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def main(argv):
    if len(argv) >= 1 and argv[0] == "regenerate":
        return regenerate(argv[1:])
    if len(argv) >= 1 and argv[0] == "check":
        sample = int(argv[argv.index("--sample") + 1]) if "--sample" in argv else 20
        return check(sample)
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
