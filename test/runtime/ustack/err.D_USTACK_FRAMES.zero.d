/*
 * ASSERTION: ustack()'s frame count must be a positive constant: zero is
 * D_USTACK_FRAMES, even with a good strsize after it.
 */
syscall::getpid:entry
{
	ustack(0, 64);
}
