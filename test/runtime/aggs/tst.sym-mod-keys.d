/*
 * ASSERTION: sym() and mod() of a kernel address as aggregation keys, alone
 * and beside an integer key: each prints as "  %-50s" (module`function,
 * module), the integer as " %16lld", the value last.
 */
#pragma D option quiet

int n;

profile-997
/arg0 != 0 && n == 0/
{
	n = 1;
	@s[sym(arg0)] = count();
	@m[mod(arg0)] = sum(3);
	@b[7, sym(arg0)] = count();
	exit(0);
}
