/*
 * -x oformat=json: printa() is an output item carrying the aggregation
 * objects (normalized as printa() prints them); with a format, "text" is
 * what the format prints.  An aggregation printa() printed is not printed
 * again at exit.  With quiet, a firing that prints nothing is no object.
 *
 * @@runtest-opts: -q -x oformat=json
 */

BEGIN
{
	@a["x"] = sum(10);
	@a["y"] = sum(20);
	normalize(@a, 10);
}

BEGIN
{
	printa(@a);
	printa("%s %@d\n", @a);
	exit(0);
}
