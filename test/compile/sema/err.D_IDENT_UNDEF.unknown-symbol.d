/*
 * ASSERTION: a backquoted name the kernel's symbol tables do not know is
 * an unresolved identifier ("Unknown symbol name", not a D variable).
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(vmlinux`no_such_kernel_symbol_at_all);
}
