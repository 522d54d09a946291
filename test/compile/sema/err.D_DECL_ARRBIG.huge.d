/*
 * ASSERTION: an array dimension must fit in 32 bits.
 *
 * @@runtest-opts: -e
 */

char big[0x100000000];

BEGIN
{
	exit(0);
}
