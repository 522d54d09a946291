/*
 * ASSERTION: json() loads and works at strsize 1024 (it parses at most
 * the first 768 bytes).
 */
#pragma D option quiet
#pragma D option strsize=1024
BEGIN
{
	printf("[%s]\n", json("{\"a\": {\"b\": [1, {\"c\": \"deep\"}]}}", "a.b[1].c"));
	exit(0);
}
