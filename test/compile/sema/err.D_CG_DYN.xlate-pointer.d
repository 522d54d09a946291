/*
 * ASSERTION: a translated pointer is no value of its own: only its members are.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	xlate<psinfo_t *>(curthread);
}
