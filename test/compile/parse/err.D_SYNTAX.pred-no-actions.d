/*
 * ASSERTION: in a file, a predicate must be followed by actions.
 *
 * @@runtest-opts: -e
 */

BEGIN
/1/
