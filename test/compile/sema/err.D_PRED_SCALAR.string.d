/*
 * ASSERTION: a predicate must be of scalar type: a string is refused with
 * D_PRED_SCALAR.
 *
 * @@runtest-opts: -e
 */

BEGIN
/execname/
{
	exit(0);
}
