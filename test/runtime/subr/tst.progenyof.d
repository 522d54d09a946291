/*
 * ASSERTION: progenyof(pid) is 1 for the current process itself and each
 * of its ancestors (its parent, init, pid 0), and 0 for a process that is
 * not an ancestor (kthreadd, pid 2) or no process at all.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d\n", progenyof(pid), progenyof(ppid), progenyof(1),
	    progenyof(0), progenyof(2), progenyof(-5));
	exit(0);
}
