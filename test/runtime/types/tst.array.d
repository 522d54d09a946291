/*
 * ASSERTION: global arrays, indexed by constants and by run-time values;
 * an index past the end is a fault that stops the clause.
 *
 * @@runtest-opts: -q
 */

int g[5];

BEGIN
{
	this->i = 2;
	g[this->i] = 7;
	g[this->i + 1] = g[this->i] * 2;
	printf("%d %d %d %d\n", g[0], g[2], g[3], sizeof (g));
}

BEGIN
{
	this->i = 5;
	printf("%d\n", g[this->i]);
}

BEGIN
{
	exit(0);
}
