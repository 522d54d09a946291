#!/usr/bin/env python3
"""Side-by-side tracer benchmark harness (stdlib only).

Every benchmark runs the SAME work under each configured tracer:
  none      - untraced baseline (workload alone)
  dtrace    - any DTrace-compatible tracer, D syntax   (--dtrace [LABEL=]PATH, repeatable)
  bpftrace  - bpftrace syntax                          (--bpftrace [LABEL=]PATH)
  floor     - hand-written libbpf program (build/floor), the physical limit
Runs are interleaved (round r runs every config once, in rotated order), so
slow drift of a noisy machine hits all configs alike; statistics are medians
with [min-max] ranges; overhead is computed per round against the baseline
measured in the same round (paired deltas), then the median is taken.

Usage: bench.py BENCH [options]     BENCH in: startup syscall keyed uprobe usdt stream compile aggprint pidmany register
       bench.py --help
"""
import argparse
import atexit
import fcntl
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(HERE, "build")
SCRIPTS = os.path.join(HERE, "scripts")
LOCK_PATH = None        # --lock: flock(2) held around every run


# --------------------------------------------------------------------------
# process running
# --------------------------------------------------------------------------
def run_proc(argv, timeout, env=None, stdout_path=None):
    """Run argv under build/peak_rss; return wall time, CPU (rusage of the
    process and its reaped children), peak RSS (from peak_rss, see there),
    exit status, stdout/stderr text (stdout unread if stdout_path given)."""
    so = open(stdout_path, "wb") if stdout_path else tempfile.TemporaryFile()
    se = tempfile.TemporaryFile()
    rss_fd, rss_path = tempfile.mkstemp(prefix="bench-rss-")
    os.close(rss_fd)
    argv = [os.path.join(BUILD, "peak_rss"), rss_path] + list(argv)
    lock = None
    if LOCK_PATH:
        lock = open(LOCK_PATH, "a")
        fcntl.flock(lock, fcntl.LOCK_EX)
    t0 = time.monotonic()
    p = subprocess.Popen(argv, stdout=so, stderr=se, stdin=subprocess.DEVNULL,
                         env=env, start_new_session=True)
    killed = []

    def _kill():
        killed.append(1)
        try:
            os.killpg(p.pid, 9)
        except OSError:
            pass
    timer = threading.Timer(timeout, _kill)
    timer.start()
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.monotonic() - t0
    timer.cancel()
    p.returncode = os.waitstatus_to_exitcode(status)
    # make sure nothing from the session survives (e.g. an orphaned child)
    try:
        os.killpg(p.pid, 9)
    except OSError:
        pass
    if lock:
        lock.close()
    out = ""
    if not stdout_path:
        so.seek(0)
        out = so.read().decode(errors="replace")
    so.close()
    se.seek(0)
    err = se.read().decode(errors="replace")
    se.close()
    with open(rss_path) as f:
        m = re.search(r"maxrss_kb=(\d+)", f.read())
    os.unlink(rss_path)
    return dict(wall_s=wall, rc=p.returncode, timed_out=bool(killed),
                cpu_s=ru.ru_utime + ru.ru_stime, maxrss_kb=int(m.group(1)) if m else None,
                stdout=out, stderr=err)


def foreign_syscall_tracepoints():
    """Syscall tracepoints with BPF attached by anybody right now (checked just
    before a run). While any sys_enter/sys_exit tracepoint is enabled, the
    kernel sends EVERY task's syscalls through the slow tracing path, so an
    'untraced' baseline measured then is not clean."""
    try:
        out = subprocess.run(["bpftool", "perf", "list"], capture_output=True, text=True, timeout=10).stdout
    except Exception:
        return None
    return len(re.findall(r"tracepoint\s+(?:sys_enter|sys_exit)", out))


BENCH_RE = re.compile(r"BENCH loop_ns=(\d+) n=(\d+) utime_us=(\d+) stime_us=(\d+) loop_cpu_ns=(\d+)")
FLOOR_RE = re.compile(r"FLOOR probes=(\d+) count=(\d+) drops=(\d+) delivered=(\d+)")


def parse_workload(err):
    m = BENCH_RE.search(err)
    if not m:
        return None
    return dict(loop_ns=int(m.group(1)), n=int(m.group(2)), loop_cpu_ns=int(m.group(5)),
                wl_cpu_s=(int(m.group(3)) + int(m.group(4))) / 1e6)


# --------------------------------------------------------------------------
# tracers
# --------------------------------------------------------------------------
class Tracer:
    def __init__(self, label, kind, path=None, opts=()):
        self.label, self.kind, self.path, self.opts = label, kind, path, list(opts)

    def argv(self, prog, cmd=None):
        """prog: dict kind -> program (str for dtrace/bpftrace, list for floor).
        cmd: workload argv list (run via -c) or None. Returns None if this
        tracer has no program for the benchmark."""
        if self.kind == "none":
            return list(cmd) if cmd else ["true"]
        p = prog.get(self.kind)
        if p is None:
            return None
        if self.kind == "floor":
            a = [os.path.join(BUILD, "floor")] + list(p)
            return a + (["--"] + list(cmd) if cmd else [])
        if isinstance(p, list):
            a = [self.path] + self.opts + p
        elif self.kind == "dtrace":
            a = [self.path] + self.opts + ["-q", "-n", p]
        else:
            a = [self.path] + self.opts + ["-e", p]
        if cmd:
            a += ["-c", " ".join(shlex.quote(c) for c in cmd)]
        return a


def parse_tracer_list(args):
    tr = [Tracer("untraced", "none")]
    for spec in args.dtrace or []:
        label, _, path = spec.rpartition("=")
        tr.append(Tracer(label or "dtrace", "dtrace", path, args.dtrace_opt or []))
    if not args.no_bpftrace:
        for spec in args.bpftrace or ["/usr/bin/bpftrace"]:
            label, _, path = spec.rpartition("=")
            tr.append(Tracer(label or "bpftrace", "bpftrace", path, args.bpftrace_opt or []))
    if not args.no_floor:
        tr.append(Tracer("floor", "floor"))
    return tr


# --------------------------------------------------------------------------
# output parsing (aggregation results)
# --------------------------------------------------------------------------
def agg_max_count(kind, out, err):
    """Largest single count in the tracer's aggregation output."""
    if kind == "floor":
        m = FLOOR_RE.search(err)
        return int(m.group(2)) if m else None
    vals = []
    for line in out.splitlines():
        line = line.strip()
        if not line:
            continue
        if kind == "bpftrace":
            m = re.match(r"^@[^:]*:\s*(\d+)$", line)
        else:
            m = re.match(r"^(?:.*\s)?(\d+)$", line)
        if m:
            vals.append(int(m.group(1)))
    return max(vals) if vals else None


def agg_hist_total(kind, out, err):
    """Total of all histogram buckets (quantize()/hist()) of the key whose
    total is largest (i.e. the workload's execname)."""
    if kind == "floor":
        m = FLOOR_RE.search(err)
        return int(m.group(2)) if m else None
    totals, cur = [], None
    for line in out.splitlines():
        if kind == "bpftrace":
            m = re.match(r"^\[[^\]\)]*[\]\)]\s+(\d+)\s*\|", line)
        else:
            m = re.match(r"^\s*-?\d+\s*\|[@ ]*\|?\s+(\d+)\s*$", line)
        if m:
            if cur is None:
                totals.append(0)
                cur = len(totals) - 1
            totals[cur] += int(m.group(1))
        elif line.strip() and "Distribution" not in line:
            cur = None          # a key line starts a new histogram
    return max(totals) if totals else None


def count_check(counts, n):
    """Exact match, or N plus a few events from other processes (the probes
    are system-wide, as in the brief; e.g. every new bash calls getppid)."""
    if not counts or any(c is None for c in counts):
        return "MISMATCH (no count parsed)"
    if all(c == n for c in counts):
        return f"ok ({n:,})"
    if all(n <= c <= n + max(100, n // 1000) for c in counts):
        return f"ok ({n:,} +≤{max(counts) - n} other procs)"
    return "MISMATCH " + ",".join(str(c) for c in counts[:7])


def reported_drops(kind, out, err):
    if kind == "floor":
        m = FLOOR_RE.search(err)
        return int(m.group(3)) if m else None
    n = 0
    if kind == "bpftrace":
        for m in re.finditer(r"Lost (\d+) events", out + err):
            n += int(m.group(1))
    else:
        for m in re.finditer(r"(\d+) (?:dynamic variable |aggregation |speculative )?drops?", out + err):
            n += int(m.group(1))
    return n


# --------------------------------------------------------------------------
# statistics / reporting
# --------------------------------------------------------------------------
def med(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def rng(xs):
    xs = [x for x in xs if x is not None]
    return (min(xs), max(xs)) if xs else (None, None)


def fmt(x, nd=1):
    if x is None:
        return "n/a"
    if isinstance(x, str):
        return x
    return f"{x:,.{nd}f}"


def fmt_mr(xs, nd=1, scale=1.0):
    xs = [x * scale for x in xs if x is not None]
    if not xs:
        return "n/a"
    lo, hi = rng(xs)
    return f"{fmt(med(xs), nd)} [{fmt(lo, nd)}–{fmt(hi, nd)}]"


def emit(args, name, title, header, rows, notes, raw):
    lines = [f"### {title}", ""]
    lines.append("| " + " | ".join(header) + " |")
    lines.append("|" + "|".join("---" for _ in header) + "|")
    for r in rows:
        lines.append("| " + " | ".join(str(c) for c in r) + " |")
    lines.append("")
    for n in notes:
        lines.append(f"- {n}")
    lines.append("")
    md = "\n".join(lines)
    print(md, flush=True)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, f"{name}.md"), "w") as f:
        f.write(md)
    with open(os.path.join(args.out, f"{name}.json"), "w") as f:
        json.dump(dict(bench=name, title=title, params=vars(args), runs=raw), f, indent=1, default=str)


def log(args, msg):
    if args.verbose:
        print(msg, file=sys.stderr, flush=True)


def interleaved(args, configs, one_run):
    """configs: list of (key, tracer, argv). Runs every config once per round,
    rotating the order each round. Returns {key: [result, ...]} ."""
    res = {k: [] for k, _, _ in configs}
    fails = {k: 0 for k, _, _ in configs}
    for r in range(args.runs):
        order = configs[r % len(configs):] + configs[:r % len(configs)]
        for key, tr, argv in order:
            if fails[key] >= 2:
                res[key].append(None)
                continue
            out = one_run(key, tr, argv, r)
            if out is None or out.get("error"):
                fails[key] += 1
                msg = out.get("error") if out else "?"
                print(f"[{key}] run {r} FAILED: {msg}", file=sys.stderr, flush=True)
                res[key].append(out if out else None)
                continue
            res[key].append(out)
            log(args, f"[{key}] run {r}: " + ", ".join(
                f"{k}={v}" for k, v in out.items() if k not in ("stdout", "stderr")))
    return res


def workload_env(args):
    env = dict(os.environ)
    env["BENCH_CPU"] = str(args.cpu)
    return env


def errtail(r):
    t = (r.get("stderr", "") + r.get("stdout", ""))[-600:]
    return t.replace("\n", " | ")


# --------------------------------------------------------------------------
# benchmark: per-event overhead (syscall, keyed, uprobe, usdt)
# --------------------------------------------------------------------------
def overhead_bench(args, name, title, cases, notes):
    notes_extra = []
    """cases: list of (case_label, workload_argv, prog dict, checker, floor_variants)
    where checker(kind, out, err) -> observed count (compared with N)."""
    tracers = parse_tracer_list(args)
    env = workload_env(args)
    all_raw = {}
    rows = []
    for case_label, wl, prog, checker in cases:
        configs = []
        for tr in tracers:
            if tr.kind == "floor":
                for fl_label, fl_prog in prog.get("floor_variants", [("floor", prog.get("floor"))]):
                    if fl_prog is None:
                        continue
                    configs.append((fl_label, tr, tr.argv({"floor": fl_prog}, wl)))
                continue
            a = tr.argv(prog, wl)
            if a is None:
                continue
            configs.append((tr.label, tr, a))

        def one_run(key, tr, argv, r):
            foreign = foreign_syscall_tracepoints() if key == "untraced" else None
            p = run_proc(argv, args.timeout, env=env)
            w = parse_workload(p["stderr"])
            if p["timed_out"] or w is None:
                return dict(error=f"rc={p['rc']} timed_out={p['timed_out']} no BENCH line; {errtail(p)}",
                            rc=p["rc"], stderr=p["stderr"][-2000:], stdout=p["stdout"][-2000:])
            d = dict(loop_ns=w["loop_ns"], loop_cpu_ns=w["loop_cpu_ns"], n=w["n"], wall_s=p["wall_s"], rc=p["rc"],
                     tracer_cpu_s=max(0.0, p["cpu_s"] - w["wl_cpu_s"]) if tr.kind != "none" else 0.0,
                     maxrss_kb=p["maxrss_kb"], foreign_sys_tp=foreign)
            if tr.kind != "none" and not key.endswith("-empty"):
                d["count"] = checker(tr.kind, p["stdout"], p["stderr"])
            return d

        print(f"== {name}: {case_label}: " + ", ".join(k for k, _, _ in configs), file=sys.stderr, flush=True)
        res = interleaved(args, configs, one_run)
        all_raw[case_label] = dict(configs={k: a for k, _, a in configs}, results=res)
        base = res.get("untraced", [])
        bok = [x for x in base if x and not x.get("error")]
        clean = [x for x in bok if not x.get("foreign_sys_tp")]
        base_cpu = med([x["loop_cpu_ns"] / x["n"] for x in (clean or bok)])
        if len(clean) < len(bok):
            notes_extra.append(f"{case_label}: {len(bok) - len(clean)}/{len(bok)} untraced runs had foreign syscall tracepoints "
                               f"enabled (other users' tracers); the baseline median uses the {len(clean) or len(bok)} "
                               f"{'clean' if clean else 'polluted (no clean run!)'} runs.")
        floor_ovh = bt_ovh = empty_ovh = None
        case_rows = []
        for key, tr, argv in configs:
            rs = res[key]
            ok = [x for x in rs if x and not x.get("error")]
            if not ok:
                err = next((x.get("error") for x in rs if x), "no result")
                case_rows.append([case_label, key, "FAILED", "", "", None, "", "", err[:200], tr.kind])
                continue
            n = ok[0]["n"]
            cpu = [x["loop_cpu_ns"] / x["n"] for x in ok]
            wall = [x["loop_ns"] / x["n"] for x in ok]
            deltas = []
            for i, x in enumerate(rs):
                b = base[i] if i < len(base) else None
                if x and not x.get("error") and b and not b.get("error"):
                    deltas.append((x["loop_ns"] - b["loop_ns"]) / n)
            ovh = (med(cpu) - base_cpu) if (key != "untraced" and base_cpu is not None) else None
            if key == "floor":
                floor_ovh = ovh
            if key == "floor-empty":
                empty_ovh = ovh
            if tr.kind == "bpftrace" and bt_ovh is None:
                bt_ovh = ovh
            counts = [x.get("count") for x in ok if "count" in x]
            check = "–" if (key == "untraced" or key.endswith("-empty")) else count_check(counts, n)
            case_rows.append([case_label, key, f"{len(ok)}/{len(rs)}", fmt_mr(cpu, 1), fmt(ovh, 1) if ovh is not None else "–",
                              ovh, fmt_mr(wall, 1), fmt_mr(deltas, 1) if key != "untraced" else "–",
                              check, fmt(med([x["wall_s"] for x in ok]), 2), tr.kind])
        for row in case_rows:
            kind = row.pop()
            if row[2] == "FAILED":
                rows.append(row[:5] + ["", "", "", "", "", row[8], ""])
                continue
            ovh = row[5]
            ratio, ratio_bt, ratio_empty = "–", "–", "–"
            if ovh is not None and floor_ovh and floor_ovh > 0 and kind in ("dtrace", "bpftrace"):
                ratio = f"{ovh / floor_ovh:.2f}×"
            if ovh is not None and empty_ovh and empty_ovh > 0 and kind in ("dtrace", "bpftrace", "floor") \
                    and row[1] != "floor-empty":
                ratio_empty = f"{ovh / empty_ovh:.2f}×"
            if ovh is not None and bt_ovh and bt_ovh > 0 and kind == "dtrace":
                ratio_bt = f"{ovh / bt_ovh:.2f}×"
            row[5:6] = [ratio, ratio_empty, ratio_bt]
            rows.append(row)
    header = ["case", "config", "ok runs", "CPU ns/event in loop: median [range]",
              "overhead ns/event (CPU, median − untraced median)", "overhead ratio vs floor",
              "overhead ratio vs floor-empty", "overhead ratio vs bpftrace",
              "wall ns/event: median [range]", "wall overhead ns/event (paired per round): median [range]",
              "count check", "tracer wall s (median)"]
    emit(args, name, title, header, rows, notes + notes_extra, all_raw)


def bench_syscall(args):
    n = args.events or 2_000_000
    wl = [os.path.join(BUILD, "syscall_loop"), str(n), "getppid"]
    prog = {"dtrace": "syscall::getppid:entry { @ = count(); }",
            "bpftrace": "tracepoint:syscalls:sys_enter_getppid { @ = count(); }",
            "floor_variants": [("floor", ["tp", "syscalls", "sys_enter_getppid"]),
                               ("floor-empty", ["tp-empty", "syscalls", "sys_enter_getppid"])]}
    overhead_bench(args, "02-syscall", f"2. Hot syscall tracepoint, @ = count() (N={n:,} getppid)",
                   [("getppid count()", wl, prog, agg_max_count)],
                   ["floor = libbpf tracepoint prog incrementing a per-CPU array; floor-empty = same tracepoint, empty prog (cost of the syscall tracepoint + BPF dispatch alone).",
                    "primary metric: thread CPU time of the workload's loop / N (includes in-kernel BPF work, excludes time preempted by unrelated load); overhead = median(config) − median(untraced).",
                    "ratio = peer overhead / floor overhead (CPU metric). Wall-clock per-round paired deltas are shown for reference."])


def bench_keyed(args):
    n = args.events or 2_000_000
    wl1 = [os.path.join(BUILD, "syscall_loop"), str(n), "getppid"]
    wl2 = [os.path.join(BUILD, "syscall_loop"), str(n), "umask"]
    p1 = {"dtrace": "syscall::getppid:entry { @[pid, tid] = count(); }",
          "bpftrace": "tracepoint:syscalls:sys_enter_getppid { @[pid, tid] = count(); }",
          "floor_variants": [("floor", ["tp-keyed", "syscalls", "sys_enter_getppid"])]}
    p2 = {"dtrace": "syscall::umask:entry { @[execname] = quantize(arg0); }",
          "bpftrace": "tracepoint:syscalls:sys_enter_umask { @[comm] = hist(args->mask); }",
          "floor_variants": [("floor", ["tp-hist", "syscalls", "sys_enter_umask"])]}
    overhead_bench(args, "03-keyed", f"3. Keyed aggregations at a hot syscall tracepoint (N={n:,})",
                   [("getppid @[pid,tid]=count()", wl1, p1, agg_max_count),
                    ("umask @[execname]=quantize(arg0)", wl2, p2, agg_hist_total)],
                   ["floor (count) = per-CPU hash keyed by pid_tgid; floor (quantize) = per-CPU hash keyed by {comm, log2 bucket}.",
                    "umask(i & 0777) is used for quantize so arg0 varies over 0..511 (10 buckets); getppid has no arg0.",
                    "count check: largest key's count == N (keyed) / total of all buckets == N (quantize)."])


def bench_uprobe(args):
    n = args.events or 200_000
    cases = []
    for fn, what in (("bench_func_push", "entry insn push %rbp (emulated, 1 trap)"),
                     ("bench_func", "entry insn lea (single-stepped out of line, 2 traps)")):
        exe = os.path.join(BUILD, "uprobe_loop")
        wl = [exe, str(n), fn]
        prog = {"dtrace": f"pid$target:a.out:{fn}:entry {{ @ = count(); }}",
                "bpftrace": f"uprobe:{exe}:{fn} {{ @ = count(); }}",
                "floor_variants": [("floor", ["up", exe, fn]), ("floor-empty", ["up-empty", exe, fn])]}
        cases.append((f"uprobe {fn}: {what}", wl, prog, agg_max_count))
    overhead_bench(args, "04-uprobe", f"4. uprobe on a noinline function, @ = count() (N={n:,})", cases,
                   ["floor-empty = empty BPF program on the uprobe: the raw uprobe trap cost.",
                    "dtrace: pid$target:a.out:FUNC:entry with -c; bpftrace: uprobe:/abs/path:FUNC with -c."])


def dof_site(exe):
    """(file offset, virtual address) of the probe site of a dtrace -G
    workload: the five one-byte NOPs -G wrote over the probe call in main."""
    dis = subprocess.run(["objdump", "-d", "-j", ".text", exe], capture_output=True, text=True).stdout
    in_main, run = False, []
    for line in dis.splitlines():
        if line.endswith("<main>:"):
            in_main = True
            continue
        if in_main and line.endswith(">:"):
            break
        m = re.match(r"^\s*([0-9a-f]+):\t([0-9a-f ]+?)\s*\t", line) if in_main else None
        if not m:
            continue
        run = run + [int(m.group(1), 16)] if m.group(2) == "90" else []
        if len(run) == 5:
            break
    if len(run) < 5:
        return None
    hdr = subprocess.run(["objdump", "-h", "-j", ".text", exe], capture_output=True, text=True).stdout
    m = re.search(r"\.text\s+[0-9a-f]+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", hdr)
    return (run[0] - int(m.group(1), 16) + int(m.group(2), 16), run[0]) if m else None


def bench_usdt(args):
    n = args.events or 1_000_000
    exe = os.path.join(BUILD, "usdt_loop")
    wl = [exe, str(n)]
    prog = {"bpftrace": f"usdt:{exe}:bench:tick {{ @ = count(); }}",
            "floor_variants": [("floor", ["usdt", exe, "bench", "tick"]),
                               ("floor-empty", ["usdt-empty", exe, "bench", "tick"])]}
    if args.dtrace_usdt:
        prog["dtrace"] = args.dtrace_usdt
    cases = [("usdt bench:tick (stapsdt)", wl, prog, agg_max_count)]
    notes = ["dtrace is only run on the stapsdt probe when --dtrace-usdt 'D program' is given (e.g. \"bench$target:::tick { @ = count(); }\" for a dtrace that reads stapsdt notes).",
             "floor = libbpf bpf_program__attach_usdt() (uprobe at the nop); floor-empty = empty program.",
             "ratio vs floor-empty = the issue's measure: overhead of the tracer's program over an empty BPF program on the same site."]
    dof_exe = os.path.join(BUILD, "usdt_dof_loop")
    if os.path.exists(dof_exe) and args.dtprobed:
        site = dof_site(dof_exe)
        if site is None:
            sys.exit(f"no probe site (five NOPs) found in main of {dof_exe}")
        off, vaddr = site
        dprog = {"dtrace": args.dtrace_usdt or "bench$target:::tick { @ = count(); }",
                 "floor_variants": [("floor", ["up", dof_exe, f"{off:#x}"]),
                                    ("floor-empty", ["up-empty", dof_exe, f"{off:#x}"]),
                                    ("floor+argcopy", ["up-args", dof_exe, f"{off:#x}"])]}
        cases.append(("usdt bench:tick (DOF, dtrace -G)", [dof_exe, str(n)], dprog, agg_max_count))
        notes.append(f"DOF case: build/usdt_dof_loop (make dof DTRACE=...) registered with a private dtprobed "
                     f"({args.dtprobed}); its site is five NOPs at file offset {off:#x} (vaddr {vaddr:#x}), "
                     f"where the floor attaches plain uprobes. floor+argcopy (not a floor) "
                     f"adds an eager copy of ten arguments (six registers, 32 bytes of user stack by "
                     f"bpf_probe_read_user) to the counter, to price that copy alone. bpftrace cannot read DOF, and its 0.17 refuses a "
                     f"uprobe at an address inside a function (built without offset checking), so it has no row here.")
    elif os.path.exists(dof_exe):
        notes.append("DOF case skipped: build/usdt_dof_loop needs --dtprobed PATH (a private daemon).")
    overhead_bench(args, "05-usdt", f"5. USDT probe, @ = count() (N={n:,})", cases, notes)


# --------------------------------------------------------------------------
# benchmark: registration of a program with many DOF probes (exec -> main)
# --------------------------------------------------------------------------
def bench_register(args):
    exe = os.path.join(BUILD, f"reg{args.reg_probes}")
    launch = os.path.join(BUILD, "exec_launch")
    for f in (exe, launch):
        if not os.path.exists(f):
            sys.exit(f"missing {f}: run `make -C {HERE} dof DTRACE=/path/to/dtrace REG_N={args.reg_probes}` first")
    if not args.dtprobed:
        sys.exit("register needs --dtprobed PATH (a private daemon is started for the run)")
    base = dict(os.environ)
    for k in ("DTRACE_DOF_INIT_DISABLE", "DTRACE_DOF_INIT_DEBUG"):
        base.pop(k, None)
    env_off = dict(base, DTRACE_DOF_INIT_DISABLE="1")
    env_on = dict(base, DTRACE_DOF_INIT_DEBUG="1")
    env_nod = dict(base, DTRACE_DOF_INIT_SOCKET=os.path.join(DAEMON["root"], "absent.sock"))
    copies = tempfile.mkdtemp(prefix="bench-reg-", dir=args.tmpdir)
    atexit.register(shutil.rmtree, copies, True)
    configs = [("DTRACE_DOF_INIT_DISABLE=1", None, "off"),
               ("registers (first process of this file)", None, "first"),
               ("registers (file already registered by a live process)", None, "same"),
               ("no daemon (socket absent)", None, "nod")]
    # "same": a second file, kept registered by a waiting process for the
    # whole run, so the daemon's per-object parse exists (design/usdt.md 3.5).
    shared_exe = os.path.join(copies, "reg-shared")
    shutil.copy2(exe, shared_exe)
    pid_dirs = os.path.join(DAEMON["root"], "stash", "dof-pid")
    holder = subprocess.Popen([shared_exe, "wait"], env=env_on, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
    if b"registered" not in holder.stderr.readline():     # drti's one line
        sys.exit("the holder process did not register")
    atexit.register(lambda: (holder.kill(), holder.wait()))
    re_e2m = re.compile(r"EXEC_TO_MAIN ns=(\d+)")

    def one_run(key, _tr, what, r):
        prog, env = exe, {"off": env_off, "first": env_on, "same": env_on, "nod": env_nod}[what]
        if what == "first":     # a new inode: nothing of it in the stash
            prog = os.path.join(copies, f"reg-{r}")
            shutil.copy2(exe, prog)
        elif what == "same":
            prog = shared_exe
        before = set(os.listdir(pid_dirs))
        p = run_proc([launch, prog], args.timeout, env=env)
        # The daemon serves one request at a time: wait until it has
        # removed this run's registration (drti asks at exit, but gives up
        # waiting after 2 s), so no run queues behind the previous one.
        t0 = time.monotonic()
        while time.monotonic() - t0 < 60 and set(os.listdir(pid_dirs)) - before:
            time.sleep(0.005)
        drain_ms = (time.monotonic() - t0) * 1e3
        if what == "first":
            os.unlink(prog)
        m = re_e2m.search(p["stderr"])
        if p["rc"] != 0 or not m:
            return dict(error=f"rc={p['rc']}; {errtail(p)}")
        if what in ("first", "same") and ("registered" not in p["stderr"] or "registration failed" in p["stderr"]):
            return dict(error=f"did not register: {errtail(p)}")
        return dict(e2m_ms=int(m.group(1)) / 1e6, wall_ms=p["wall_s"] * 1e3, drain_ms=drain_ms)

    print(f"== 11-usdt-register: {exe}: " + ", ".join(k for k, _, _ in configs), file=sys.stderr, flush=True)
    res = interleaved(args, configs, one_run)
    ok = {k: [x for x in v if x and not x.get("error")] for k, v in res.items()}
    off_med = med([x["e2m_ms"] for x in ok["DTRACE_DOF_INIT_DISABLE=1"]])
    rows = []
    for key, _, what in configs:
        xs = ok[key]
        if not xs:
            err = next((x.get("error") for x in res[key] if x), "no result")
            rows.append([key, "FAILED", "", "", "", "", err[:200]])
            continue
        e2m = [x["e2m_ms"] for x in xs]
        # paired with the DISABLE run of the same round
        deltas = [x["e2m_ms"] - b["e2m_ms"] for x, b in zip(res[key], res["DTRACE_DOF_INIT_DISABLE=1"])
                  if x and not x.get("error") and b and not b.get("error")]
        rows.append([key, f"{len(xs)}/{len(res[key])}", fmt_mr(e2m, 2),
                     fmt(med(e2m) - off_med, 2) if what != "off" and off_med is not None else "–",
                     fmt_mr(deltas, 2) if what != "off" else "–",
                     fmt_mr([x["wall_ms"] for x in xs], 1),
                     fmt_mr([x["drain_ms"] for x in xs], 1) if what in ("first", "same") else "–"])
    header = ["config", "ok runs", "exec → main ms: median [range]", "minus DISABLE median, ms",
              "paired per round − DISABLE, ms: median [range]", "launcher wall ms, incl. exit: median [range]",
              "daemon still removing after exit, ms: median [range]"]
    notes = [f"program: build/reg{args.reg_probes}, {args.reg_probes} probes of one provider, each at its own call site, "
             f"built with dtrace -h/-G; main returns at once. exec_launch reads CLOCK_MONOTONIC in the child just "
             f"before execve; main prints the difference first thing (dynamic loading, relocation and every "
             f"constructor, drti's synchronous registration included).",
             f"daemon: a private dtprobed ({args.dtprobed}) on a temporary root; every registering run was checked "
             f"(DTRACE_DOF_INIT_DEBUG=1) to have registered (drti says so only on a 0 reply).",
             "first process: a fresh copy of the program (new inode) every run, so the daemon writes the "
             "object's whole stash (one parsed file per probe) and this process's links; already registered: "
             "another copy kept registered by a waiting process all along, so the daemon finds the object's "
             "parse and only links this process to it (design/usdt.md 3.5).",
             "no daemon: drti's connect() fails (the cost of drti when nobody listens).",
             "launcher wall includes drti's removal request at exit, whose wait for the reply drti caps at 2 s; "
             "the last column is how much longer the daemon took to finish that removal (until its "
             "stash/dof-pid was empty; polled every 5 ms)."]
    emit(args, "11-usdt-register", f"11. Registration of a program with {args.reg_probes:,} USDT probes "
         "(exec → main)", header, rows, notes, dict(configs=[k for k, _, _ in configs], results=res))


# --------------------------------------------------------------------------
# private dtprobed (--dtprobed)
# --------------------------------------------------------------------------
DAEMON = {}


def start_dtprobed(args):
    """A private dtprobed on a temporary root, for the whole run; drti and
    dtrace find it through the environment every run inherits."""
    root = tempfile.mkdtemp(prefix="bench-dtprobed-", dir=args.tmpdir)   # tmpfs, like /run/dtrace
    sock = os.path.join(root, "helper.sock")
    log_f = open(os.path.join(root, "dtprobed.log"), "w")
    p = subprocess.Popen([args.dtprobed, "--root", root, "-F"], stdout=log_f, stderr=subprocess.STDOUT,
                         stdin=subprocess.DEVNULL)

    def stop():
        p.terminate()
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
        shutil.rmtree(root, ignore_errors=True)
    atexit.register(stop)
    for _ in range(100):
        if os.path.exists(sock):
            break
        if p.poll() is not None:
            sys.exit(f"dtprobed exited: {open(os.path.join(root, 'dtprobed.log')).read()[-500:]}")
        time.sleep(0.05)
    else:
        sys.exit("dtprobed did not create its socket")
    os.environ["DTRACE_DOF_INIT_SOCKET"] = sock
    os.environ["DTRACE_OPT_DOFSTASHPATH"] = root
    DAEMON.update(root=root, proc=p)


# --------------------------------------------------------------------------
# benchmark: event streaming
# --------------------------------------------------------------------------
def bench_stream(args):
    tracers = parse_tracer_list(args)
    env = workload_env(args)
    n = args.events or 500_000
    rates = [int(x) for x in args.rates.split(",")]
    prog = {"dtrace": 'syscall::getppid:entry { printf("%d %d\\n", pid, tid); }',
            "bpftrace": 'tracepoint:syscalls:sys_enter_getppid { printf("%d %d\\n", pid, tid); }',
            "floor": ["stream", "syscalls", "sys_enter_getppid"]}
    rows, raw = [], {}
    line_re = re.compile(rb"^\d+ \d+$", re.M)
    for rate in rates:
        nn = n if rate == 0 else min(n, args.paced_events)
        wl = [os.path.join(BUILD, "syscall_loop"), str(nn), "getppid", str(rate)]
        configs = []
        for tr in tracers:
            a = tr.argv(prog, wl)
            if a is not None:
                configs.append((tr.label, tr, a))
        outpath = os.path.join(args.tmpdir, f"bench-stream-{os.getpid()}.out")

        def one_run(key, tr, argv, r):
            p = run_proc(argv, args.timeout, env=env, stdout_path=outpath)
            w = parse_workload(p["stderr"])
            with open(outpath, "rb") as f:
                data = f.read()
            os.unlink(outpath)
            if p["timed_out"] or w is None:
                return dict(error=f"rc={p['rc']} no BENCH line; {errtail(p)}")
            delivered = len(line_re.findall(data)) if tr.kind != "none" else None
            return dict(loop_ns=w["loop_ns"], loop_cpu_ns=w["loop_cpu_ns"], n=w["n"], wall_s=p["wall_s"], rc=p["rc"],
                        delivered=delivered, bytes=len(data),
                        reported_drops=reported_drops(tr.kind, "", p["stderr"]) if tr.kind != "none" else None,
                        tracer_cpu_s=max(0.0, p["cpu_s"] - w["wl_cpu_s"]) if tr.kind != "none" else 0.0)

        label = "unpaced (max rate)" if rate == 0 else f"paced {rate:,}/s"
        print(f"== 06-stream: {label}", file=sys.stderr, flush=True)
        res = interleaved(args, configs, one_run)
        raw[label] = dict(configs={k: a for k, _, a in configs}, results=res)
        base = res.get("untraced", [])
        base_cpu = med([x["loop_cpu_ns"] / x["n"] for x in base if x and not x.get("error")])
        for key, tr, argv in configs:
            rs = res[key]
            ok = [x for x in rs if x and not x.get("error")]
            if not ok:
                err = next((x.get("error") for x in rs if x), "no result")
                rows.append([label, key, "FAILED", "", "", "", "", "", "", err[:200]])
                continue
            gen_rate = [x["n"] / (x["loop_ns"] / 1e9) for x in ok]
            deltas = []
            for i, x in enumerate(rs):
                b = base[i] if i < len(base) else None
                if x and not x.get("error") and b and not b.get("error"):
                    deltas.append((x["loop_ns"] - b["loop_ns"]) / x["n"])
            if key == "untraced":
                rows.append([label, key, f"{len(ok)}/{len(rs)}", fmt_mr(gen_rate, 0, 1e-3), "–", "–", "–", "–", "–", "–"])
                continue
            deliv = [100.0 * x["delivered"] / x["n"] for x in ok]
            cpu_per_ev = [1e9 * x["tracer_cpu_s"] / x["n"] for x in ok]
            rows.append([label, key, f"{len(ok)}/{len(rs)}",
                         fmt_mr(gen_rate, 0, 1e-3),
                         fmt_mr(deliv, 2),
                         fmt(med([x["reported_drops"] for x in ok]), 0),
                         (fmt(med([x["loop_cpu_ns"] / x["n"] for x in ok]) - base_cpu, 1) if base_cpu else "n/a") if rate == 0 else "n/a (paced loop spins)",
                         fmt_mr(deltas, 1),
                         fmt_mr([x["tracer_cpu_s"] for x in ok], 3) + f" ({fmt(med(cpu_per_ev), 0)} ns/event)",
                         fmt(med([x["wall_s"] for x in ok]), 2)])
    header = ["rate", "config", "ok runs", "generated kev/s (workload)", "delivered % of generated",
              "reported drops (median)", "workload CPU overhead ns/event (median − untraced)",
              "workload wall overhead ns/event (paired)",
              "tracer CPU s (user+sys, excl. workload)", "tracer wall s"]
    emit(args, "06-stream", f"6. Event streaming: printf(\"%d %d\\n\", pid, tid) per getppid (unpaced N={n:,}; paced N={min(n, args.paced_events):,})",
         header, rows,
         [f"tracer stdout is redirected to a file in {args.tmpdir} (tmpfs) and lines are counted afterwards; that costs about what /dev/null does.",
          "delivered % = output lines / events generated; reported drops = bpftrace 'Lost N events' / dtrace 'N drops' messages.",
          "floor = libbpf ring buffer (1 MiB) + fprintf consumer; bpftrace uses perf buffers; dtrace uses perf ring buffers.",
          "tracer CPU = rusage of the tracer process tree minus the workload's own rusage (in-kernel BPF time is charged to the workload)."],
         raw)


# --------------------------------------------------------------------------
# benchmarks: startup and compile (launch -> exit of the tracer itself)
# --------------------------------------------------------------------------
def launch_bench(args, name, title, cases, notes, env=None):
    """cases: list of (label, prog dict). Each config is launched, runs to
    its exit (no workload), and its wall, CPU and peak RSS are recorded."""
    tracers = parse_tracer_list(args)
    rows, raw = [], {}
    for label, prog in cases:
        configs = []
        for tr in tracers:
            if tr.kind == "none":
                if "floor" in prog:
                    configs.append(("untraced (/bin/true)", tr, ["true"]))
                continue
            a = tr.argv(prog, ["true"] if tr.kind == "floor" else None)
            if a is not None:
                configs.append((tr.label, tr, a))

        def one_run(key, tr, argv, r):
            p = run_proc(argv, args.timeout, env=env)
            if p["timed_out"] or p["rc"] != 0:
                return dict(error=f"rc={p['rc']} timed_out={p['timed_out']}; {errtail(p)}")
            d = dict(wall_s=p["wall_s"], cpu_s=p["cpu_s"], maxrss_kb=p["maxrss_kb"])
            if tr.kind == "bpftrace":
                m = re.search(r"Attaching (\d+) probe", p["stdout"])
                d["probes"] = int(m.group(1)) if m else None
            elif tr.kind == "floor":
                m = FLOOR_RE.search(p["stderr"])
                d["probes"] = int(m.group(1)) if m else None
            return d

        print(f"== {name}: {label}", file=sys.stderr, flush=True)
        res = interleaved(args, configs, one_run)
        raw[label] = dict(configs={k: a for k, _, a in configs}, results=res)
        rows += launch_rows(label, configs, res)
    header = ["program", "config", "ok runs", "wall ms: median [range]", "CPU ms (user+sys)",
              "peak RSS MiB", "wall ratio vs floor", "wall ratio vs bpftrace", "probes attached"]
    emit(args, name, title, header, rows, notes, raw)


def launch_rows(label, configs, res):
    """Table rows of one launch case; ratios are of median wall times."""
    def wall_med(kind):
        for key, tr, _ in configs:
            if tr.kind == kind:
                return med([x["wall_s"] for x in res[key] if x and not x.get("error")])
        return None
    fl, bt = wall_med("floor"), wall_med("bpftrace")
    rows = []
    for key, tr, argv in configs:
        ok = [x for x in res[key] if x and not x.get("error")]
        if not ok:
            err = next((x.get("error") for x in res[key] if x), "no result")
            rows.append([label, key, "FAILED", "", "", "", "", "", err[:200]])
            continue
        w = [x["wall_s"] for x in ok]
        peer = tr.kind in ("dtrace", "bpftrace")
        r_fl = f"{med(w) / fl:.3g}×" if fl and peer else "–"
        r_bt = f"{med(w) / bt:.3g}×" if bt and tr.kind == "dtrace" else "–"
        probes = sorted(set(x.get("probes") for x in ok if x.get("probes") is not None))
        rows.append([label, key, f"{len(ok)}/{len(res[key])}", fmt_mr(w, 1, 1e3),
                     fmt_mr([x["cpu_s"] * 1e3 for x in ok], 1),
                     fmt_mr([x["maxrss_kb"] / 1024 if x["maxrss_kb"] else None for x in ok], 1),
                     r_fl, r_bt, ",".join(str(p) for p in probes) or "–"])
    return rows


def bench_startup(args):
    cases = [
        ("trivial: BEGIN exit", {
            "dtrace": "BEGIN { exit(0); }",
            "bpftrace": "BEGIN { exit(); }",
            "floor": ["tp", "syscalls", "sys_enter_getppid"]}),
        ("55 probes: syscall::*get*:entry + BEGIN exit", {
            "dtrace": "syscall::*get*:entry { @[probefunc] = count(); } BEGIN { exit(0); }",
            "bpftrace": "tracepoint:syscalls:sys_enter_*get* { @[probe] = count(); } BEGIN { exit(); }",
            "floor": ["tp", "syscalls", "sys_enter_*get*"]}),
    ]
    if args.all_syscalls:
        cases.append(("all syscall entry probes (~360) + BEGIN exit", {
            "dtrace": "syscall:::entry { @[probefunc] = count(); } BEGIN { exit(0); }",
            "bpftrace": "tracepoint:syscalls:sys_enter_* { @[probe] = count(); } BEGIN { exit(); }",
            "floor": ["tp", "syscalls", "sys_enter_*"]}))
    launch_bench(args, "01-startup", "1. Startup: launch → exit", cases,
                 ["wall = fork/exec of the tracer until it has been reaped (includes compile, load, attach, BEGIN, exit, detach).",
                  "peak RSS = ru_maxrss of the tracer (max over it and its reaped children).",
                  "floor = libbpf loader that loads floor.bpf.o, attaches the same tracepoints, runs /bin/true and exits. "
                  "In the trivial case it attaches sys_enter_getppid (~80 ms of kernel time on a 6.18 VM) where a tracer's BEGIN "
                  "needs no tracepoint, so a ratio below 1 there is expected."])


def bench_compile(args):
    big_d = os.path.join(SCRIPTS, "big.d")
    big_bt = os.path.join(SCRIPTS, "big.bt")
    with open(big_d) as f:
        lines = sum(1 for _ in f)
    elf = os.path.join(args.tmpdir, f"bench-compile-{os.getpid()}.elf")
    cases = [
        ("BEGIN { exit(0); }: run", {
            "dtrace": ["-q", "-n", "BEGIN { exit(0); }"],
            "bpftrace": ["-e", "BEGIN { exit(); }"]}),
        ("BEGIN { exit(0); }: compile only", {
            "dtrace": ["-e", "-n", "BEGIN { exit(0); }"],
            "bpftrace": ["--emit-elf", elf, "-e", "BEGIN { exit(); }"]}),
        (f"big.d ({lines} lines): compile only", {
            "dtrace": ["-e", "-s", big_d],
            "bpftrace": ["--emit-elf", elf, big_bt]}),
        (f"big.d ({lines} lines): run (compile, load, attach, exit from BEGIN)", {
            "dtrace": ["-q", "-s", big_d],
            "bpftrace": [big_bt]}),
    ]
    try:
        launch_bench(args, "08-compile", "8. Compile time and startup", cases,
                     ["compile only: dtrace -e (parse, check, lower to BPF; nothing loaded); "
                      "bpftrace --emit-elf FILE (parse, check, LLVM codegen to an ELF; nothing loaded).",
                      "run: the whole life of the tracer, including the kernel verifier, attaching and detaching "
                      f"(big.d: 16 syscall tracepoints + tick + BEGIN/END; its bpftrace twin big.bt is the same clauses "
                      "on the sys_enter_/sys_exit_ tracepoints, with @maps for D's globals).",
                      "scripts/big.d and scripts/big.bt are written by scripts/gen_big.py.",
                      "peak RSS = ru_maxrss of the tracer; there is no floor for compiling (the floor is compiled ahead of time)."])
    finally:
        if os.path.exists(elf):
            os.unlink(elf)


def bench_aggprint(args):
    """Reading, sorting and printing an aggregation of N keys at exit: each
    tracer runs the same workload twice, once printing @ at exit and once
    clearing it in END so nothing is printed; the paired difference of the
    wall times is the cost of printing."""
    n = args.events or 100_000
    wl = [os.path.join(BUILD, "syscall_loop"), str(n), "lseek"]
    progs = {
        "print": {
            "dtrace": "syscall::lseek:entry /pid == $target/ { @[arg1] = count(); }",
            "bpftrace": "tracepoint:syscalls:sys_enter_lseek /pid == cpid/ { @[args->offset] = count(); }"},
        "one key": {
            "dtrace": "syscall::lseek:entry /pid == $target/ { @[arg1 & 0] = count(); }",
            "bpftrace": "tracepoint:syscalls:sys_enter_lseek /pid == cpid/ { @[args->offset & 0] = count(); }"},
    }
    tracers = [t for t in parse_tracer_list(args) if t.kind in ("dtrace", "bpftrace")]
    configs = []
    for tr in tracers:
        for variant, prog in progs.items():
            configs.append((f"{tr.label} {variant}", tr, tr.argv(prog, wl)))

    def one_run(key, tr, argv, r):
        out_path = os.path.join(args.tmpdir, f"bench-aggprint-{os.getpid()}.out")
        env = workload_env(args)
        env["BPFTRACE_MAP_KEYS_MAX"] = str(2 * n)  # bpftrace keeps 4,096 keys by default
        p = run_proc(argv, args.timeout, env=env, stdout_path=out_path)
        lines = 0
        if os.path.exists(out_path):
            with open(out_path, "rb") as f:
                lines = sum(1 for ln in f if ln.strip())
            os.unlink(out_path)
        if p["timed_out"] or p["rc"] != 0:
            return dict(error=f"rc={p['rc']} timed_out={p['timed_out']}; {errtail(p)}")
        return dict(wall_s=p["wall_s"], cpu_s=p["cpu_s"], maxrss_kb=p["maxrss_kb"], lines=lines)

    print(f"== 09-aggprint: {n:,} keys", file=sys.stderr, flush=True)
    res = interleaved(args, configs, one_run)
    rows, cost = [], {}
    for tr in tracers:
        pr, np_ = res[f"{tr.label} print"], res[f"{tr.label} one key"]
        pairs = [(a, b) for a, b in zip(pr, np_) if a and b and not a.get("error") and not b.get("error")]
        if not pairs:
            rows.append([tr.label, "FAILED", "", "", "", "", ""])
            continue
        d = [a["wall_s"] - b["wall_s"] for a, b in pairs]
        dc = [a["cpu_s"] - b["cpu_s"] for a, b in pairs]
        cost[tr.label] = med(d)
        rows.append([tr.label, f"{len(pairs)}/{args.runs}",
                     fmt_mr([a["wall_s"] for a, _ in pairs], 1, 1e3),
                     fmt_mr([b["wall_s"] for _, b in pairs], 1, 1e3),
                     fmt_mr(d, 1, 1e3), fmt_mr(dc, 1, 1e3),
                     ",".join(sorted(set(str(a["lines"]) for a, _ in pairs)))])
    bt = next((cost[t.label] for t in tracers if t.kind == "bpftrace" and t.label in cost), None)
    for row, tr in zip(rows, tracers):
        c = cost.get(tr.label)
        row.append(f"{c / bt:.3g}×" if c is not None and bt and tr.kind == "dtrace" else "–")
    header = ["tracer", "ok pairs", f"wall ms, {n:,} keys", "wall ms, 1 key",
              "print cost ms (paired difference)", "print CPU ms", "output lines", "print cost vs bpftrace"]
    emit(args, "09-aggprint", f"9. Printing an aggregation of {n:,} keys at exit", header, rows,
         [f"workload: syscall_loop {n} lseek (lseek(-1, i, SEEK_SET): one key per call); "
          f"{n:,} keys = @[arg1] = count(), printed at exit; 1 key = @[arg1 & 0] = count() (the same "
          "keyed map update, one line printed). bpftrace runs with BPFTRACE_MAP_KEYS_MAX = 2N.",
          "print cost = median over rounds of (printing − not printing) wall time: reading the map, sorting, "
          "formatting and writing the lines (stdout to a file in tmpdir)."], res)


def bench_pidmany(args):
    """Tracing many functions of a library at once: launch, attach every
    probe, run /bin/true, detach, exit."""
    libc = "/usr/lib/x86_64-linux-gnu/libc.so.6"
    cases = []
    for label, fglob in (("libc str* functions", "str*"), ("every libc function", "*")):
        cases.append((f"{label}: entry, @[probefunc] = count()", {
            "dtrace": ["-q", "-n", f"pid$target:libc.so.6:{fglob}:entry {{ @[probefunc] = count(); }}",
                       "-c", "/bin/true"],
            "bpftrace": ["-e", f"uprobe:{libc}:{fglob} /pid == cpid/ {{ @[func] = count(); }}",
                         "-c", "/bin/true"]}))
    env = dict(os.environ)
    env["BPFTRACE_MAX_PROBES"] = "20000"  # bpftrace refuses more than 512 by default
    launch_bench(args, "10-pidmany", "10. Tracing many library functions: launch, attach, run /bin/true, exit",
                 cases,
                 ["dtrace: pid$target:libc.so.6:GLOB:entry with -c /bin/true (one probe per function "
                  "address; on Linux 6.6+ one shared program and one uprobe_multi link per object).",
                  "bpftrace: uprobe:/path/libc.so.6:GLOB with -c /bin/true and BPFTRACE_MAX_PROBES=20000 "
                  "(one uprobe per symbol, aliases included).",
                  "wall = the whole life of the tracer: compile, load, attach, run, detach, print."],
                 env=env)


# --------------------------------------------------------------------------
def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("bench", choices=["startup", "syscall", "keyed", "uprobe", "usdt", "stream", "compile",
                                      "aggprint", "pidmany", "register"])
    ap.add_argument("--dtrace", action="append", metavar="[LABEL=]PATH",
                    help="DTrace-compatible tracer (D syntax); repeatable, e.g. --dtrace old=/path/to/dtrace --dtrace new=./build/dtrace")
    ap.add_argument("--dtrace-opt", action="append", metavar="OPT",
                    help="extra argument for every dtrace invocation (repeatable), e.g. --dtrace-opt=-xbufsize=16m")
    ap.add_argument("--bpftrace", action="append", metavar="[LABEL=]PATH", help="bpftrace binary (default /usr/bin/bpftrace)")
    ap.add_argument("--bpftrace-opt", action="append", metavar="OPT")
    ap.add_argument("--no-bpftrace", action="store_true")
    ap.add_argument("--no-floor", action="store_true")
    ap.add_argument("--runs", type=int, default=7, help="rounds (each round runs every config once)")
    ap.add_argument("-n", "--events", type=int, default=0, help="events per run (default depends on benchmark)")
    ap.add_argument("--cpu", type=int, default=(os.cpu_count() or 1) - 1,
                    help="CPU the workload pins itself to (-1 = no pinning); default: last CPU")
    ap.add_argument("--timeout", type=float, default=180.0, help="per-run timeout, seconds")
    ap.add_argument("--rates", default="0,50000", help="stream: comma list of event rates/s (0 = unpaced)")
    ap.add_argument("--paced-events", type=int, default=100_000, help="stream: events for paced rates")
    ap.add_argument("--dtrace-usdt", metavar="PROG", help="usdt: D program to run for dtrace tracers")
    ap.add_argument("--dtprobed", metavar="PATH",
                    help="start this dtprobed on a private root for the run (usdt: the DOF case; register)")
    ap.add_argument("--reg-probes", type=int, default=1000, help="register: build/regN to run (make dof REG_N=N)")
    ap.add_argument("--lock", metavar="FILE",
                    help="hold flock(FILE) around every run (e.g. /tmp/dtrace-runtime.lock, shared with the tests)")
    ap.add_argument("--all-syscalls", action="store_true",
                    help="startup: add the ~360-probe case (slow: ~30 s per run on a 6.18 VM, kernel-bound)")
    ap.add_argument("--tmpdir", default="/dev/shm" if os.path.isdir("/dev/shm") else "/tmp")
    ap.add_argument("--out", default=os.path.join(HERE, "results"), help="directory for .md/.json results")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    for f in ("syscall_loop", "uprobe_loop", "usdt_loop", "floor", "floor.bpf.o", "peak_rss"):
        if not os.path.exists(os.path.join(BUILD, f)):
            sys.exit(f"missing {BUILD}/{f}: run `make -C {HERE}` first")
    if os.geteuid() != 0:
        print("warning: not root; BPF attach will probably fail", file=sys.stderr)
    global LOCK_PATH
    LOCK_PATH = args.lock
    if args.dtprobed:
        start_dtprobed(args)
    {"startup": bench_startup, "syscall": bench_syscall, "keyed": bench_keyed,
     "uprobe": bench_uprobe, "usdt": bench_usdt, "stream": bench_stream,
     "compile": bench_compile, "aggprint": bench_aggprint,
     "pidmany": bench_pidmany, "register": bench_register}[args.bench](args)


if __name__ == "__main__":
    main()
