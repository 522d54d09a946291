/*
 * ASSERTION: printf( ) refuses a conversion DTrace does not define.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf("value %Q\n", 1);
}
