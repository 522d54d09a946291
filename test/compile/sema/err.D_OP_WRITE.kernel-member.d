/*
 * ASSERTION: a write to kernel memory through a pointer.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	curthread->pid = 0;
}
