/*
 * ASSERTION: json() reads at most strsize bytes: a document cut by strsize
 * still yields keys before the cut, and NULL for those after it; the
 * empty string has no keys.
 */
#pragma D option quiet
#pragma D option strsize=16
BEGIN
{
	j = "{\"a\": 1, \"b\": 2, \"c\": 3}";
	printf("a: [%s]\n", json(j, "a"));
	printf("c: [%s]\n", json(j, "c"));
	printf("empty: [%s]\n", json("", "a"));
	exit(0);
}
