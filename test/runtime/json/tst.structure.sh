#!/bin/bash
# -x oformat=json carries every kind of recorded datum in a JSON type a
# program can use without parsing DTrace's text: stack() as a list of
# frames, func() as a name, tracemem() and structs as hex digits, print()
# as its type and text, system() as its command, captured output and status
# (so a command's output cannot break the stream).  Checked with a JSON
# parser, since frames and addresses differ from machine to machine.
# (A system call of dtrace itself: BEGIN has no kernel stack.)
dtrace=$1
out=$("$dtrace" -qw -x oformat=json -n '
syscall:::entry
/pid == $pid && !done/
{
	done = 1;
	stack();
	trace(func(caller));
	tracemem(curthread, 4);
	print(&curthread->pid);
	system("echo hello; exit 3");
	exit(0);
}') || exit 1
python3 - "$out" <<'PY'
import json, sys
lines = [json.loads(l) for l in sys.argv[1].splitlines()]
probe, summary = lines[0], lines[-1]
assert len(lines) == 2, lines
assert summary["type"] == "summary" and summary["exit"] == 0, summary
out = probe["output"]
stack = out[0]["value"]
assert isinstance(stack, list) and stack and all(isinstance(f, str) and "`" in f for f in stack), stack
assert isinstance(out[1]["value"], str) and out[1]["value"], out[1]
mem = out[2]["value"]
assert isinstance(mem, str) and len(mem) == 8 and int(mem, 16) >= 0, mem
assert out[3]["action"] == "print" and out[3]["type"] == "pid_t *", out[3]
assert out[3]["value"].startswith("0x") and "= *\n(pid_t)" in out[3]["value"], out[3]
assert out[4] == {"action": "system", "command": "echo hello; exit 3",
                  "output": "hello\n", "status": 768}, out[4]
print("ok")
PY
