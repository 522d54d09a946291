/*
 * ASSERTION: json() reads at most strsize bytes: a document cut by strsize
 * still yields keys before the cut, and NULL for those after it; the
 * empty string has no keys.  (NULL is kept in a variable, where it reads as
 * "": recording it is a fault.)
 */
#pragma D option quiet
#pragma D option strsize=16
BEGIN
{
	j = "{\"a\": 1, \"b\": 2, \"c\": 3}";
	printf("a: [%s]\n", json(j, "a"));
}
BEGIN { this->c = json(j, "c"); printf("c: [%s]\n", this->c); }
BEGIN { this->e = json("", "a"); printf("empty: [%s]\n", this->e); }
BEGIN { exit(0); }
