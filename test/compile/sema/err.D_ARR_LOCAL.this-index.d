/*
 * ASSERTION: clause-local variables are no associative arrays.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	this->seen[pid] = 1;
}
