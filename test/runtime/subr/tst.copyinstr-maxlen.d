/*
 * ASSERTION: copyinstr(addr, n) gives a string of at most n bytes with
 * its NUL, so n - 1 characters; without n, at most strsize characters
 * (here the strsize option is the smaller bound).
 *
 * @@trigger: open-files
 */
#pragma D option quiet
#pragma D option strsize=6

syscall::openat:entry /pid == $target/ { self->path = arg1; }
syscall::openat:return /self->path/
{
	printf("[%s] [%s] [%s] [%s]\n", copyinstr(self->path, 1),
	    copyinstr(self->path, 3), copyinstr(self->path),
	    copyinstr(self->path, 100));
	self->path = 0;
	exit(0);
}
