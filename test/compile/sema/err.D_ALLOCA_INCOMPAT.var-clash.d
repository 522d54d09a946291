/*
 * ASSERTION: a variable that holds an alloca()'d pointer in one clause
 * cannot hold another kind of pointer in another, even with an integer
 * (NULL) assigned in between; DTrace reports the clause that mixes them.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	a = (char *)alloca(1);
}

BEGIN
{
	b = (char *)64;
	a = NULL;
	a = b + 5;
}
