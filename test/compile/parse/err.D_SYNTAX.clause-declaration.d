/*
 * ASSERTION: variables are declared outside clauses; a declaration with an
 * initializer inside an action list does not compile (it used to compile
 * and leave the clause without its exit).
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	long limit = 10;
	exit(0);
}
