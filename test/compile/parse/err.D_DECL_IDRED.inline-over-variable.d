/*
 * ASSERTION: an inline may not reuse the name of a declared variable; the
 * error is reported at the ';' that ends the inline.
 *
 * @@runtest-opts: -e
 */

int total;
inline int total =
    42
    ;

BEGIN
{
	exit(0);
}
