/*
 * ASSERTION: an element of an inline with parameters (here the D
 * library's fds[]) is an expression, not an associative array element: it
 * cannot be assigned.
 *
 * @@runtest-opts: -e
 */

syscall::close:entry
{
	fds[arg0] = 0;
}
