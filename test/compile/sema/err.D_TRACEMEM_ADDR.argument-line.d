/*
 * ASSERTION: tracemem( ) of a string is reported at the address
 * argument's line, not the line where the call starts.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	tracemem(
	    probename, 16);
}
