/*
 * ASSERTION: json() finds values by key path as DTrace does: numbers,
 * strings (without their quotes), true/false/null, and nested objects and
 * arrays returned whole; [n] selects an array element.
 */
#pragma D option quiet
BEGIN { j = "{\"a\": 1, \"b\": {\"c\": [10, \"x\", true, {\"d\": null}]}, \"s\": \"hi\\\"there\", \"n\": -1.5e+3}"; }
BEGIN
{
	printf("%s: [%s]\n", "a", json(j, "a"));
	printf("%s: [%s]\n", "b", json(j, "b"));
	printf("%s: [%s]\n", "b.c", json(j, "b.c"));
	exit(0);
}
END
{
	printf("%s: [%s]\n", "b.c[0]", json(j, "b.c[0]"));
	printf("%s: [%s]\n", "b.c[1]", json(j, "b.c[1]"));
	printf("%s: [%s]\n", "b.c[2]", json(j, "b.c[2]"));
}
