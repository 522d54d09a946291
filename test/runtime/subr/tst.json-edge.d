/*
 * ASSERTION: json() keeps escapes in strings, returns numbers as written,
 * selects from a top-level array, and gives NULL for a missing key or text
 * that is not a JSON object or array (kept in a variable, NULL reads as "";
 * recording it is a fault).
 */
#pragma D option quiet
BEGIN { j = "{\"s\": \"hi\\\"there\", \"n\": -1.5e+3, \"u\": \"\\u00e9\"}"; }
BEGIN
{
	printf("s: [%s]\n", json(j, "s"));
	printf("n: [%s]\n", json(j, "n"));
	this->m = json(j, "missing");
	printf("missing: [%s]\n", this->m);
}
BEGIN { exit(0); }
END
{
	printf("[2]: [%s]\n", json("[1, 2, 3]", "[2]"));
	this->n = json("not json", "a");
	printf("not json: [%s]\n", this->n);
	printf("u: [%s]\n", json(j, "u"));
}
