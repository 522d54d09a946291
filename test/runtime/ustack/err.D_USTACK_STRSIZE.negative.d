/*
 * ASSERTION: ustack()'s second argument (the string space for frame names)
 * must be a positive constant.
 */
syscall::getpid:entry
{
	@[ustack(5, -8)] = count();
}
