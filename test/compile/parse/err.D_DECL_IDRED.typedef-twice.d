/*
 * ASSERTION: a program may not declare the same typedef name twice.
 *
 * @@runtest-opts: -e
 */

typedef unsigned int count_t;
typedef long count_t;

BEGIN
{
	exit(0);
}
