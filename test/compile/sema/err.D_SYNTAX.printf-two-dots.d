/*
 * ASSERTION: printf( ) refuses two precisions in one conversion.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf("%5.2.1f\n", 1);
}
