#!/usr/bin/env python3
"""Checks the manual pages under man/ (issue 10).

Every page must format with `groff -man -Tutf8 -ww` without a single
warning.  dtrace.8 must have an entry (a .TP item) for every option letter
that cmd/cli.cpp accepts (its getopt option strings, with -3/-6 as -32/-64,
and its long options such as --version)
and for every -x option row of libdtrace/options/options.def, and the bash
completion (tools/dtrace-completion.bash) must list every -x option, so
adding an option without documenting it fails this test.

usage: check_manpages.py SOURCE_DIR
"""
import pathlib
import re
import subprocess
import sys


def groff_warnings(page):
    r = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", str(page)],
                       capture_output=True, text=True)
    problems = r.stderr.strip().splitlines()
    if r.returncode != 0:
        problems.append(f"groff exited with status {r.returncode}")
    return problems


def cli_options(src):
    """The option letters of cmd/cli.cpp's option_spec()."""
    text = (src / "cmd/cli.cpp").read_text()
    letters = []
    for name in ("kWithArg", "kFlags"):
        m = re.search(name + r'\s*=\s*"([^"]*)"', text)
        if not m:
            sys.exit(f"cannot find {name} in cmd/cli.cpp")
        letters += list(m.group(1))
    letters = ["32" if c == "3" else "64" if c == "6" else c for c in letters]
    # Long options: the `a == "--name"` tests of scan_argv() ("--" alone is
    # the end of the options, not an option).
    longs = [m[1:] for m in re.findall(r'a == "(--[a-z][a-z-]*)"', text)]
    if not longs:
        sys.exit("cannot find the long options in cmd/cli.cpp")
    return letters + longs


def x_options(src):
    text = (src / "libdtrace/options/options.def").read_text()
    return re.findall(r"^DT_OPTION\(\s*(\w+)", text, re.M)


def tagged_items(page):
    """The first word of each .TP tag line, with roff escapes removed."""
    lines = page.read_text().splitlines()
    tags = set()
    for i, line in enumerate(lines[:-1]):
        if line.strip() != ".TP":
            continue
        tag = re.sub(r"^\.\w+\s+", "", lines[i + 1])
        tag = tag.replace("\\-", "-").replace('"', "")
        tag = re.sub(r"\\f[A-Z]|\\~|\\c", "", tag)
        word = re.split(r"[\s=]", tag.strip(), maxsplit=1)[0]
        tags.add(word)
    return tags


def main():
    src = pathlib.Path(sys.argv[1]).resolve()
    man = src / "man"
    failures = []
    pages = sorted(p for p in man.iterdir() if re.search(r"\.[1-9]$", p.name))
    for page in pages:
        failures += [f"{page.name}: {w}" for w in groff_warnings(page)]
    dtrace8 = man / "dtrace.8"
    tags = tagged_items(dtrace8)
    for letter in cli_options(src):
        if "-" + letter not in tags:
            failures.append(f"dtrace.8: option -{letter} is not documented")
    for name in x_options(src):
        if name not in tags:
            failures.append(f"dtrace.8: -x option {name} is not documented")
    completion = (src / "tools/dtrace-completion.bash").read_text()
    words = set(re.search(r'_dtrace_xopts="([^"]*)"', completion).group(1).split())
    for name in x_options(src):
        if name not in words:
            failures.append(f"dtrace-completion.bash: -x option {name} is missing")
    for f in failures:
        print("FAIL:", f)
    if failures:
        return 1
    print(f"ok: {len(pages)} pages, dtrace.8 documents every option")
    return 0


if __name__ == "__main__":
    sys.exit(main())
