/*
 * ASSERTION: a conditional expression whose branches are an alloca()'d
 * pointer and another pointer cannot be assigned to a variable: the
 * variable's run-time checks would not know which it holds.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	a = (char *)alloca(4);
	a = a == NULL ? (char *)64 : a;
}
