/*
 * ASSERTION: strtok() calls still load with a large strsize: each token
 * scan leaves the verifier few pending branches however long the string.
 */
#pragma D option quiet
#pragma D option strsize=1024

BEGIN
{
	printf("[%s]", strtok("/usr/lib/dtrace", "/"));
	printf("[%s]", strtok(NULL, "/"));
	printf("[%s]\n", strtok(NULL, "/"));
	exit(0);
}
