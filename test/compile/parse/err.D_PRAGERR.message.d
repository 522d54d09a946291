/*
 * ASSERTION: #pragma D error stops compilation with the program's own
 * message, each word followed by a space.
 *
 * @@runtest-opts: -e
 */

#pragma D error "unsupported" kernel

BEGIN
{
	exit(0);
}
