/*
 * ASSERTION: execargs is the process's whole argument list, argv joined
 * by spaces, not cut at pr_psargs's 79 characters.
 *
 * @@runtest-opts: -q -w
 */

BEGIN
{
	system("/bin/true %s%s", "0123456789012345678901234567890123456789",
	    "abcdefghijabcdefghijabcdefghijabcdefghijabcdefghij end");
}

proc:::exec-success
/progenyof($pid) && execname == "true"/
{
	printf("%d [%s]\n", strlen(execargs), execargs);
	exit(0);
}

tick-5s
{
	printf("no exec seen\n");
	exit(1);
}
