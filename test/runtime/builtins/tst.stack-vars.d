/*
 * ASSERTION: stackdepth, caller, ustackdepth, vtimestamp and ipl
 * where a process makes a system call: there is a kernel stack under the
 * probe and a user stack above it, the thread has run, ipl is 0.  (ucaller
 * needs frame pointers in libc, which Debian builds without.)
 *
 * @@trigger: getppid-loop
 */
#pragma D option quiet

syscall::getppid:entry
/pid == $target/
{
	printf("%d %d %d %d %d\n", stackdepth > 0, caller != 0, ustackdepth > 0,
	    vtimestamp > 0, ipl);
	exit(0);
}
