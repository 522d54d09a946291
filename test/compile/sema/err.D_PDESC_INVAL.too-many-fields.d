/*
 * ASSERTION: a probe description has at most four fields.
 *
 * @@runtest-opts: -e
 * (DTrace: "Overspecified probe description".)
 */

a:b:c:d:e
{
	exit(0);
}
