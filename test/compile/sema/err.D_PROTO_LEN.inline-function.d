/*
 * ASSERTION: an inline with parameters is used with as many arguments as
 * it declares.
 *
 * @@runtest-opts: -e
 */

inline int add[int a, int b] = a + b;

BEGIN
{
	trace(add[1]);
}
