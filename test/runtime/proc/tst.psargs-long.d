/*
 * ASSERTION: pr_psargs keeps the first 79 characters of a long argument
 * list (psinfo_t's pr_psargs is 80 bytes with its NUL).
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
	printf("%d [%s]\n", strlen(curpsinfo->pr_psargs), curpsinfo->pr_psargs);
	exit(0);
}

tick-5s
{
	printf("no exec seen\n");
	exit(1);
}
