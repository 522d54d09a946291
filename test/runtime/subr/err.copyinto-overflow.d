/*
 * ASSERTION: copyinto() into alloca()'d memory that starts inside it but
 * runs past its end is an invalid size fault, although the arguments
 * themselves take scratch space after it.
 *
 * @@trigger: open-files
 */
#pragma D option quiet

syscall::openat:entry
/pid == $target/
{
	buf = (char *)alloca(8);
	copyinto(arg1, 9, buf);
	exit(0);
}

ERROR
{
	printf("fault %d\n", arg4);
	exit(1);
}
