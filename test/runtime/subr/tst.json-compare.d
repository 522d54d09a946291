/*
 * ASSERTION: json()'s result compares as a string: with NULL (a missing
 * key, in a predicate and in an expression) and with another string.
 * (Each probe's program takes two json() calls: a handful more exhausts
 * the verifier's branch budget.)
 */
#pragma D option quiet

BEGIN
/json("{\"a\":1}", "b") == NULL/
{
	printf("b is missing\n");
}

BEGIN
/json("{\"a\":{\"c\":\"xy\"}}", "a.c") == "xy"/
{
	printf("a.c is xy\n");
	exit(0);
}

END
{
	x = json("{\"a\":1}", "a");
	printf("%s %d\n", x, x == NULL);
}

END
{
	printf("%d\n", json("[1,2]", "[5]") == NULL);
}
