/*
 * ASSERTION: start and lwp-start fire in the new task (Oracle fires both
 * for every new task), once each for a fork.
 *
 * @@trigger: fork-exec
 * @@runtest-opts: -q
 */

proc:::start,
proc:::lwp-start
/ppid == $target/
{
	@[probename, execname] = count();
}
