/*
 * ASSERTION: a probe description has at most four fields.
 *
 * @@runtest-opts: -e
 * @@xfail: a five-field description is not refused as invalid yet
 */

a:b:c:d:e
{
	exit(0);
}
