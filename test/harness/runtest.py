#!/usr/bin/env python3
"""Runtime test runner: runs D scripts against the real kernel, Oracle-style.

Owns the conventions of test/runtime/ (they follow Oracle's test suite so
that DTrace users recognise them):

  tst.NAME.d     must exit 0 (or the @@status) and, when tst.NAME.r exists,
                 print exactly that.
  err.NAME.d     must fail: exit 1 (or the @@status); .r compared likewise.
  err.D_TAG.NAME.d  as err.*, run with -xerrtags so the tag is pinned too.
  tst.NAME.sh / err.NAME.sh
                 a bash script run as `bash FILE DTRACE` (DTRACE also in the
                 environment), for CLI and signal tests; same checks.

The output compared is stdout, then, if stderr is not empty, a line
"-- @@stderr --" followed by stderr.  An executable NAME.r.p (a filter) is
applied to that text first, for pids, addresses and timings.

Directives in the script's comments, one per line (`@@name: value`):
  @@runtest-opts: -q -x foo   extra dtrace options (shell-split)
  @@trigger: NAME [ARGS]      run test/runtime/triggers/NAME under dtrace -c
  @@timeout: N                seconds before the test is killed (default 30)
  @@skip: REASON              do not run
  @@xfail: REASON             a known failure: failing counts as skipped
  @@args: A B                 operands ($1, $2, ...) after the options
  @@env: NAME=VALUE           extra environment (may repeat)
  @@status: N                 the expected exit status

With --oformat json every tst.*.d script runs again with -x oformat=json
(err.* and .sh tests are left out): it must exit as usual and every line
it writes to stdout must be one valid JSON object, the last of them the
"summary" object; the .r file is not compared.

dtrace runs as `dtrace [-xerrtags] -s FILE [-c TRIGGER] [OPTS] [ARGS]` from
the repository root (so FILE, as it appears in messages, is the path
test/runtime/AREA/...), with _DTRACE_TESTING=1 in the environment: dtrace
then leaves out the CPU and ID columns.

After every test the runner checks that nothing outlived it: no process of
the test's session, no BPF program or map whose name starts with "dt_", and
no new kprobe/uprobe event in tracefs.  A leak fails the test.

Prints one line per test and closes with "N passed, N failed, N skipped";
exits 1 when any test failed, 2 on a usage error.
"""

import argparse
import difflib
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
RUNTIME_DIR = REPO_ROOT / "test" / "runtime"
STDERR_MARK = "-- @@stderr --\n"
OBJ_PREFIX = "dt_"
DEFAULT_TIMEOUT = 30
LEAK_WAIT_SECONDS = 3.0
TRACEFS_EVENT_FILES = ("kprobe_events", "uprobe_events")
DIRECTIVE_RE = re.compile(r"@@([a-z][a-z-]*)(?:\s*:\s*(.*?))?\s*(?:\*/)?\s*$")


@dataclass
class Directives:
    opts: list = field(default_factory=list)
    trigger: str = ""
    timeout: int = DEFAULT_TIMEOUT
    skip: str = ""
    xfail: str = ""
    args: list = field(default_factory=list)
    env: dict = field(default_factory=dict)
    status: int | None = None


@dataclass
class Outcome:
    verdict: str  # PASS, FAIL, SKIP, XFAIL, XPASS
    reasons: list = field(default_factory=list)
    diff: str = ""
    output: str = ""
    command: list = field(default_factory=list)


def parse_directives(path):
    """Reads the @@ directives anywhere in the file's comments."""
    d = Directives()
    for line in path.read_text(errors="replace").splitlines():
        if "@@" not in line:
            continue
        m = DIRECTIVE_RE.search(line)
        if not m:
            continue
        name, value = m.group(1), (m.group(2) or "").strip()
        if name == "runtest-opts":
            d.opts += shlex.split(value)
        elif name == "trigger":
            d.trigger = "" if value == "none" else value
        elif name == "timeout":
            d.timeout = int(value)
        elif name == "skip":
            d.skip = value or "skipped"
        elif name == "xfail":
            d.xfail = value or "expected to fail"
        elif name == "args":
            d.args += shlex.split(value)
        elif name == "env":
            key, _, val = value.partition("=")
            d.env[key.strip()] = val
        elif name == "status":
            d.status = int(value)
    return d


def is_test_file(path):
    name = path.name
    return (name.startswith("tst.") or name.startswith("err.")) and \
        path.suffix in (".d", ".sh")


def collect_tests(targets):
    """Expands files and directories into a sorted list of test scripts."""
    tests = []
    for t in targets:
        p = Path(t)
        if not p.is_absolute():
            p = (Path.cwd() / p).resolve()
        if p.is_dir():
            for f in sorted(p.rglob("*")):
                if "triggers" in f.relative_to(p).parts:
                    continue
                if f.is_file() and is_test_file(f):
                    tests.append(f)
        elif p.is_file():
            tests.append(p)
        else:
            raise FileNotFoundError(f"no such test or directory: {t}")
    return tests


def display_name(path):
    try:
        return str(path.relative_to(RUNTIME_DIR))
    except ValueError:
        return str(path)


def repo_relative(path):
    try:
        return str(path.relative_to(REPO_ROOT))
    except ValueError:
        return str(path)


# --- leak checks -------------------------------------------------------------

def bpf_objects(bpftool):
    """Names of BPF programs and maps whose names carry our prefix."""
    found = []
    if not bpftool:
        return found
    for kind in ("prog", "map"):
        try:
            out = subprocess.run([bpftool, kind, "list", "-j"], capture_output=True,
                                 text=True, timeout=20).stdout
            objs = json.loads(out or "[]")
        except (subprocess.SubprocessError, json.JSONDecodeError):
            continue
        for o in objs:
            name = o.get("name", "")
            if name.startswith(OBJ_PREFIX):
                found.append(f"{kind} {o.get('id')} '{name}'")
    return found


def tracefs_dir():
    for d in ("/sys/kernel/tracing", "/sys/kernel/debug/tracing"):
        if os.path.exists(os.path.join(d, "kprobe_events")):
            return d
    return None


def tracefs_events():
    d = tracefs_dir()
    events = set()
    if not d:
        return events
    for f in TRACEFS_EVENT_FILES:
        try:
            with open(os.path.join(d, f)) as fh:
                events |= {(f, line.strip()) for line in fh if line.strip()}
        except OSError:
            pass
    return events


def remove_tracefs_events(events):
    """Deletes leaked events so that one leak does not fail every later test."""
    d = tracefs_dir()
    for f, line in events:
        m = re.match(r"^[pr]\d*:(\S+)", line)
        if not m:
            continue
        try:
            with open(os.path.join(d, f), "a") as fh:
                fh.write(f"-:{m.group(1)}\n")
        except OSError:
            pass


def session_processes(sid):
    """Pids of processes still in the test's session (started by the test)."""
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as fh:
                stat = fh.read()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()
        # fields[0] is the state, [3] the session id.
        if len(fields) > 3 and int(fields[3]) == sid and fields[0] != "Z":
            pids.append(int(entry))
    return pids


def kill_session(sid):
    for pid in session_processes(sid):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def check_leaks(sid, bpftool, events_before):
    """Returns the reasons a test leaked, after giving the kernel time to
    release objects (programs are freed asynchronously after the last fd)."""
    reasons = []
    # A -c child killed as dtrace exits (PTRACE_O_EXITKILL) may take a moment
    # to die: give it that before calling it left running.
    left = session_processes(sid)
    deadline = time.monotonic() + 2
    while left and time.monotonic() < deadline:
        time.sleep(0.05)
        left = session_processes(sid)
    if left:
        reasons.append(f"processes left running: {left}")
        kill_session(sid)
    deadline = time.monotonic() + LEAK_WAIT_SECONDS
    while True:
        objs = bpf_objects(bpftool)
        new_events = tracefs_events() - events_before
        if (not objs and not new_events) or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    if objs:
        reasons.append("BPF objects left in the kernel: " + ", ".join(objs))
    if new_events:
        reasons.append("tracefs events left behind: " +
                       ", ".join(line for _, line in sorted(new_events)))
        remove_tracefs_events(new_events)
    return reasons


# --- running one test --------------------------------------------------------

class Runner:
    def __init__(self, dtrace, triggers, bpftool, verbose, oformat=None):
        self.dtrace = dtrace
        self.triggers = triggers
        self.bpftool = bpftool
        self.verbose = verbose
        self.oformat = oformat

    def environment(self, d):
        env = dict(os.environ)
        env.update({"_DTRACE_TESTING": "1", "LANG": "C", "LC_ALL": "C",
                    "DTRACE": self.dtrace, "DTRACE_TRIGGERS": self.triggers})
        env.update(d.env)
        return env

    def command(self, test, d):
        if test.suffix == ".sh":
            return ["bash", str(test), self.dtrace] + d.args, None
        cmd = [self.dtrace]
        if test.name.startswith("err.D_"):
            cmd.append("-xerrtags")
        cmd += ["-s", repo_relative(test)]
        if d.trigger:
            parts = d.trigger.split()
            path = os.path.join(self.triggers, parts[0])
            if not os.access(path, os.X_OK):
                return None, f"trigger '{parts[0]}' is not built in {self.triggers}"
            cmd += ["-c", " ".join([path] + parts[1:])]
        if self.oformat:
            cmd += ["-x", "oformat=" + self.oformat]
        return cmd + d.opts + d.args, None

    def execute(self, cmd, d):
        """Runs cmd in a session of its own; returns (proc, out, err, note).

        Output goes to files, not pipes, so that a process the test left
        behind holding them open cannot stall the runner: the leak check
        reports (and kills) it instead."""
        with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
            proc = subprocess.Popen(cmd, cwd=REPO_ROOT, env=self.environment(d),
                                    stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                    start_new_session=True)
            note = ""
            try:
                proc.wait(timeout=d.timeout)
            except subprocess.TimeoutExpired:
                kill_session(proc.pid)
                proc.wait()
                note = f"timed out after {d.timeout}s"
            texts = []
            for f in (out, err):
                f.seek(0)
                texts.append(f.read().decode(errors="replace"))
        return proc, texts[0], texts[1], note

    def run(self, test):
        d = parse_directives(test)
        if d.skip:
            return Outcome("SKIP", [d.skip])
        if self.oformat and (test.suffix != ".d" or not test.name.startswith("tst.")):
            return Outcome("SKIP", ["not run with -x oformat"])
        cmd, problem = self.command(test, d)
        if problem:
            return Outcome("FAIL", [problem])
        events_before = tracefs_events()
        proc, out, err, note = self.execute(cmd, d)
        outcome = Outcome("PASS", command=cmd)
        if note:
            outcome.reasons.append(note)
        outcome.reasons += check_leaks(proc.pid, self.bpftool, events_before)
        self.judge(test, d, proc.returncode, out, err, outcome)
        if outcome.reasons:
            outcome.verdict = "FAIL"
        if d.xfail:
            outcome.verdict = "XFAIL" if outcome.verdict == "FAIL" else "XPASS"
            outcome.reasons.insert(0, d.xfail)
        return outcome

    def judge(self, test, d, status, out, err, outcome):
        """Checks the exit status and compares output with the .r file."""
        expected_status = d.status
        if expected_status is None:
            expected_status = 1 if test.name.startswith("err.") else 0
        if status < 0:
            outcome.reasons.append(f"killed by signal {-status}")
        elif status != expected_status:
            outcome.reasons.append(f"exit status {status}, expected {expected_status}")
        if self.oformat:
            outcome.output = out + (STDERR_MARK + err if err else "")
            outcome.reasons += check_json_lines(out, status == expected_status,
                                                bool(d.trigger))
            return
        actual = out + (STDERR_MARK + err if err else "")
        base = test.with_suffix("")
        actual, problem = postprocess(Path(str(base) + ".r.p"), test, actual)
        if problem:
            outcome.reasons.append(problem)
        outcome.output = actual
        rfile = Path(str(base) + ".r")
        if rfile.exists():
            expected = rfile.read_text()
            if expected != actual:
                outcome.reasons.append("output differs from " + rfile.name)
                outcome.diff = "".join(difflib.unified_diff(
                    expected.splitlines(keepends=True), actual.splitlines(keepends=True),
                    fromfile="expected", tofile="actual"))


def check_json_lines(out, completed, child_output):
    """-x oformat=json: every line one JSON object, a summary last.  A
    trigger (the -c child) shares stdout: its own lines are passed over."""
    reasons = []
    last = None
    for n, line in enumerate(out.splitlines(), 1):
        if child_output and not line.startswith("{"):
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            reasons.append(f"stdout line {n} is not JSON: {e}")
            break
        if not isinstance(obj, dict) or "type" not in obj:
            reasons.append(f"stdout line {n} is not a typed JSON object")
            break
        last = obj
    if not reasons and completed and (last is None or last.get("type") != "summary"):
        reasons.append("no closing summary object")
    return reasons


def postprocess(filt, test, text):
    if not filt.exists():
        return text, None
    cmd = [str(filt)] if os.access(filt, os.X_OK) else ["sh", str(filt)]
    r = subprocess.run(cmd + [test.name], input=text, capture_output=True, text=True,
                       cwd=REPO_ROOT, timeout=60)
    if r.returncode != 0:
        return text, f"{filt.name} failed with status {r.returncode}: {r.stderr.strip()}"
    return r.stdout, None


# --- driver ------------------------------------------------------------------

def report(name, outcome, verbose):
    line = f"{outcome.verdict} {name}"
    if outcome.reasons:
        line += ": " + "; ".join(outcome.reasons)
    print(line, flush=True)
    if verbose and outcome.command:
        print("  command: " + shlex.join(outcome.command))
    if outcome.verdict == "FAIL" and outcome.diff:
        print(outcome.diff, end="" if outcome.diff.endswith("\n") else "\n")
    elif (outcome.verdict == "FAIL" or verbose) and outcome.output:
        print("  output:")
        for text_line in outcome.output.splitlines():
            print("  | " + text_line)
    sys.stdout.flush()


def default_triggers(dtrace):
    env = os.environ.get("DTRACE_TRIGGERS")
    if env:
        return env
    build = Path(dtrace).resolve().parent.parent
    return str(build / "test" / "runtime" / "triggers")


def parse_args(argv):
    ap = argparse.ArgumentParser(description="Run Ardent's runtime tests (as root).")
    ap.add_argument("--dtrace", default=str(REPO_ROOT / "build" / "cmd" / "dtrace"),
                    help="the dtrace binary (default: build/cmd/dtrace)")
    ap.add_argument("--triggers", help="directory of built trigger programs "
                    "(default: $DTRACE_TRIGGERS, else <build>/test/runtime/triggers)")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="print each command and its output")
    ap.add_argument("--oformat", choices=["json"],
                    help="run the tst.*.d scripts with -x oformat=FORMAT and check "
                    "only that the output is well-formed")
    ap.add_argument("tests", nargs="*", help="test files or directories (default: all)")
    return ap.parse_args(argv)


def hold_runtime_lock():
    """Serialises runtime suites on this machine: the leak check looks at
    every dt_* BPF object in the kernel, so two suites (or a suite and a
    hand-run dtrace wrapped in `flock /tmp/dtrace-runtime.lock`) must not
    overlap.  The lock is released when the process exits.  A suite run
    under `flock /tmp/dtrace-runtime.lock` already has it: waiting for it
    would wait for ourselves."""
    import fcntl
    path = "/tmp/dtrace-runtime.lock"
    f = open(path, "a")
    try:
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return f
    except BlockingIOError:
        pass
    pid = os.getppid()
    while pid > 1:
        try:
            cmd = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            stat = Path(f"/proc/{pid}/stat").read_text()
        except OSError:
            break
        if cmd and os.path.basename(cmd[0].decode(errors="replace")) == "flock" and \
                path.encode() in cmd:
            return f  # an ancestor holds the lock for this run
        pid = int(stat.rsplit(")", 1)[1].split()[1])
    fcntl.flock(f, fcntl.LOCK_EX)
    return f


def main(argv):
    args = parse_args(argv)
    _lock = hold_runtime_lock()  # noqa: F841 (held until exit)
    dtrace = str(Path(args.dtrace).resolve())
    if not os.access(dtrace, os.X_OK):
        print(f"runtest.py: no dtrace binary at {dtrace}", file=sys.stderr)
        return 2
    if os.geteuid() != 0:
        print("runtest.py: runtime tests need root (BPF, tracefs)", file=sys.stderr)
        return 2
    bpftool = shutil.which("bpftool") or next(
        (p for p in ("/usr/sbin/bpftool", "/sbin/bpftool") if os.access(p, os.X_OK)), None)
    if not bpftool:
        print("runtest.py: warning: bpftool not found, BPF leak check disabled",
              file=sys.stderr)
    try:
        tests = collect_tests(args.tests or [str(RUNTIME_DIR)])
    except FileNotFoundError as e:
        print(f"runtest.py: {e}", file=sys.stderr)
        return 2
    runner = Runner(dtrace, args.triggers or default_triggers(dtrace), bpftool, args.verbose,
                    args.oformat)
    counts = {"passed": 0, "failed": 0, "skipped": 0}
    for test in tests:
        outcome = runner.run(test)
        report(display_name(test), outcome, args.verbose)
        key = {"PASS": "passed", "XPASS": "passed", "FAIL": "failed"}.get(
            outcome.verdict, "skipped")
        counts[key] += 1
    print(f"{counts['passed']} passed, {counts['failed']} failed, "
          f"{counts['skipped']} skipped")
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
