/*
 * ASSERTION: ++ and -- on a thread-local or clause-local variable never
 * assigned create it as an int64 that starts at 0, as for globals.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	printf("%d %d\n", self->calls++, self->calls);
	printf("%d %d\n", --this->depth, sizeof(this->depth));
	exit(0);
}
