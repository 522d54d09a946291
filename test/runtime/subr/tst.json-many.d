/*
 * ASSERTION: one clause can hold several json() calls: each parses the
 * document on its own and selects its own value.
 */
#pragma D option quiet
BEGIN
{
	doc = "{\"name\": \"disk0\", \"ops\": [12, 34], \"ok\": true, \"t\": {\"ms\": 7}}";
	printf("%s\n", json(doc, "name"));
	printf("%s\n", json(doc, "ops[1]"));
	printf("%s\n", json(doc, "ok"));
	printf("%s\n", json(doc, "t.ms"));
	exit(0);
}
