/*
 * ASSERTION: args[] of a syscall probe have the types of the system
 * call's parameters: openat's dfd is an int (AT_FDCWD is -100), its
 * filename a pointer; args[0] and args[1] of return are the result.
 *
 * @@trigger: open-missing
 */
#pragma D option quiet

syscall::openat:entry
/pid == $target/
{
	printf("%d %d\n", args[0], args[1] != NULL);
	self->in = 1;
}

syscall::openat:return
/self->in/
{
	printf("%d %d\n", args[0], args[1]);
	exit(0);
}
