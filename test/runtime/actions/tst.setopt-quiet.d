/*
 * ASSERTION: setopt("quiet") takes effect for the records consumed after
 * it, and setopt("quiet", "no") turns it off again.
 */
BEGIN
{
	printf("one\n");
	setopt("quiet");
}

BEGIN
{
	printf("two\n");
	setopt("quiet", "no");
}

BEGIN
{
	printf("three\n");
	exit(0);
}
