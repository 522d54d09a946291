/*
 * ASSERTION: syscall::openat:entry fires once per openat(2) of the -c
 * process; the aggregation keyed by execname is printed at exit.
 *
 * @@trigger: open-files
 * @@runtest-opts: -q
 */

syscall::openat:entry
/pid == $target/
{
	@[execname] = count();
}
