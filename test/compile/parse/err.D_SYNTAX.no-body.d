/*
 * ASSERTION: in a file, a probe description alone is an error.
 *
 * @@runtest-opts: -e
 */

BEGIN
