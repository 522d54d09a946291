/*
 * ASSERTION: a member of psinfo_t the translator does not convert (pr_size:
 * Linux keeps no such total).
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(curpsinfo->pr_size);
}
