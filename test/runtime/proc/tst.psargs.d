/*
 * ASSERTION: curpsinfo->pr_psargs is the process's argument list, its
 * arguments joined by single spaces; the psinfo_t of a task other than the
 * current one cannot read that task's memory and says "<unknown>".
 *
 * @@runtest-opts: -q -w
 */

BEGIN
{
	consumer = curthread;
	system("/bin/true one  two three");
}

proc:::exec-success
/progenyof($pid) && execname == "true"/
{
	printf("[%s]\n", curpsinfo->pr_psargs);
	printf("[%s]\n", xlate <psinfo_t *> (consumer)->pr_psargs);
	exit(0);
}

tick-5s
{
	printf("no exec seen\n");
	exit(1);
}
