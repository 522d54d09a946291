/*
 * ASSERTION: json() keeps escapes in strings, returns numbers as written,
 * selects from a top-level array, and gives NULL (printed empty) for a
 * missing key or text that is not a JSON object or array.
 */
#pragma D option quiet
BEGIN { j = "{\"s\": \"hi\\\"there\", \"n\": -1.5e+3, \"u\": \"\\u00e9\"}"; }
BEGIN
{
	printf("s: [%s]\n", json(j, "s"));
	printf("n: [%s]\n", json(j, "n"));
	printf("missing: [%s]\n", json(j, "missing"));
	exit(0);
}
END
{
	printf("[2]: [%s]\n", json("[1, 2, 3]", "[2]"));
	printf("not json: [%s]\n", json("not json", "a"));
	printf("u: [%s]\n", json(j, "u"));
}
