/*
 * ASSERTION: printf( ) refuses an unknown conversion.
 *
 * @@runtest-opts: -e
 *
 * NOTE: pins our current output; the text is not checked against Oracle yet.
 */

BEGIN
{
	printf("%Q\n", 1);
}
