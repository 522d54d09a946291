/*
 * ASSERTION: a fork and two execs fire create (in the parent, args[0] the
 * child), exec (the path), exec-failure (args[0] the error, -ENOENT),
 * exec-success only for the exec that succeeds, then the child's exit.
 * args[0] of create is the child as a psinfo_t *, args[0] of exec the
 * path (a string in the process's memory).
 *
 * @@trigger: fork-exec
 * @@runtest-opts: -q
 */

proc:::create
/pid == $target/
{
	printf("create %d\n", args[0]->pr_pid != pid && args[0]->pr_ppid == pid);
}

proc:::exec
/ppid == $target/
{
	printf("exec %s\n", args[0]);
}

proc:::exec-failure
/ppid == $target/
{
	printf("exec-failure %d\n", args[0]);
}

proc:::exec-success
/ppid == $target/
{
	printf("exec-success %s\n", execname);
}

proc:::exit
/ppid == $target/
{
	printf("exit %s %d\n", execname, args[0]);
}
