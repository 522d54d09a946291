/*
 * ASSERTION: clauses for the same probe run in the order they appear.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	printf("one\n");
}

BEGIN
{
	printf("two\n");
}

BEGIN
{
	printf("three\n");
	exit(0);
}
