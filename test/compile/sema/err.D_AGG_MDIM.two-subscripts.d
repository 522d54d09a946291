/*
 * ASSERTION: an aggregation takes one subscript list, not two.
 *
 * @@runtest-opts: -e
 */

syscall::read:entry
{
	@bytes[execname][pid] = sum(arg2);
}
