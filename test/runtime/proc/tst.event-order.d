/*
 * ASSERTION: probes on the same kernel event fire in DTrace's order,
 * whatever the order of the clauses: a new process's start before its
 * lwp-start, its lwp-exit before its exit, and syscall::execve:entry
 * before proc:::exec.
 *
 * @@trigger: fork-exec
 * @@runtest-opts: -q
 */

proc:::exit
/ppid == $target/
{
	printf("%s\n", probename);
}

proc:::lwp-exit
/ppid == $target/
{
	printf("%s\n", probename);
}

proc:::exec
/ppid == $target && stringof(args[0]) == "/bin/true"/
{
	printf("%s\n", probename);
}

syscall::execve:entry
/ppid == $target && copyinstr(arg0) == "/bin/true"/
{
	printf("%s:%s\n", probefunc, probename);
}

proc:::lwp-start
/ppid == $target/
{
	printf("%s\n", probename);
}

proc:::start
/ppid == $target/
{
	printf("%s\n", probename);
}
