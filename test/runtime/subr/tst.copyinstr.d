/*
 * ASSERTION: copyinstr() reads a string from the traced process, and
 * copyinstr(addr, n) at most n bytes of it, the NUL included.  The path is read at openat's
 * return, when the kernel has already faulted its page in.
 *
 * @@trigger: open-files
 */
#pragma D option quiet

syscall::openat:entry /pid == $target/ { self->path = arg1; }
syscall::openat:return /self->path/
{
	printf("%s %s\n", copyinstr(self->path), copyinstr(self->path, 4));
	self->path = 0;
}
