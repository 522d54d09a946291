/*
 * ASSERTION: a translated inline such as curlwpsinfo cannot key an
 * aggregation: only -> may follow it.
 *
 * @@runtest-opts: -e
 */

syscall::write:entry
{
	@writes[execname, curlwpsinfo] = count();
}
