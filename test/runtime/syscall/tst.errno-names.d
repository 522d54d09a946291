/*
 * ASSERTION: the D library names Linux's errno values, so a predicate can
 * test errno and a system call's return value by name.
 *
 * @@trigger: open-missing 2
 */
#pragma D option quiet

syscall::openat:return
/pid == $target && errno == ENOENT && (int)arg0 == -ENOENT/
{
	@[probefunc, "ENOENT"] = count();
}

END
{
	printf("%d %d %d %d %d\n", EPERM, ENOENT, EAGAIN, EWOULDBLOCK, ENOTSUP);
}
