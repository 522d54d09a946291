/*
 * ASSERTION: a fork and two execs fire create (in the parent, args[0] the
 * child), exec (the path), exec-failure (args[0] the error, -ENOENT),
 * exec-success only for the exec that succeeds, then the child's exit.
 * The task is read through arg0 (struct task_struct *): args[0] is
 * translated to psinfo_t *.
 *
 * @@trigger: fork-exec
 * @@runtest-opts: -q
 */

proc:::create
/pid == $target/
{
	printf("create %d\n", ((struct task_struct *)arg0)->pid != pid);
}

proc:::exec
/ppid == $target/
{
	printf("exec %s\n", copyinstr(arg0));
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
