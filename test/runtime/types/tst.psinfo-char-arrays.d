/*
 * ASSERTION: psinfo_t's pr_fname and lwpsinfo_t's pr_name are char arrays
 * of PRFNSZ (16) bytes, as the D library declares them: sizeof is 16, a
 * cast to char * gives their first character, and they still compare,
 * print and key aggregations as strings.  BEGIN fires in dtrace itself.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	printf("%d %d\n", sizeof (curpsinfo->pr_fname), sizeof (curlwpsinfo->pr_name));
	printf("%c%c\n", ((char *)curlwpsinfo->pr_name)[0], ((char *)curpsinfo->pr_fname)[1]);
	printf("%s %d\n", curpsinfo->pr_fname, curlwpsinfo->pr_name == "dtrace");
	@names[curpsinfo->pr_fname] = count();
	@names[curthread->comm] = count();
	exit(0);
}

END
{
	printa("%s %@d\n", @names);
}
