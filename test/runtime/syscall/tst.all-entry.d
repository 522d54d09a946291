/*
 * ASSERTION: syscall:::entry and syscall:::return (every system call, one
 * shared raw-tracepoint program each) fire with the right probe names and
 * arguments for the system call that was made.
 *
 * @@trigger: open-files
 */
#pragma D option quiet

int n;
int r;

syscall:::entry /pid == $target && probefunc == "openat"/
{
	n++;
	s = strjoin(probeprov, strjoin(":", strjoin(probemod, strjoin(":",
	    strjoin(probefunc, strjoin(":", probename))))));
	self->p = arg1;
}

syscall:::return /pid == $target && probefunc == "openat" && arg0 >= 0 && arg1 == arg0/
{
	r++;
	/* read at return: the kernel has faulted the path's page in by now */
	path = copyinstr(self->p);
	self->p = 0;
}

END { printf("%d %d %s %s\n", n, r, s, path); }
