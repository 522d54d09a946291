/*
 * ASSERTION: mod``sym names a user symbol of object mod; a symbol of the
 * kernel (vmlinux) may not be referenced that way.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(&vmlinux``schedule);
}
