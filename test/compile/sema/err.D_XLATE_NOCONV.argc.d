/*
 * ASSERTION: a member of psinfo_t the translator does not convert.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(curpsinfo->pr_argc);
}
