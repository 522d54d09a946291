/*
 * ASSERTION: sym(), func() and mod() are actions: written as statements of
 * their own they record their address and print it by name, "  %-50s"
 * each, as trace() of their value does.
 */
#pragma D option quiet

profile-997
/arg0 != 0/
{
	sym(arg0);
	printf("|");
	func(arg0);
	printf("|");
	mod(arg0);
	printf("|\n");
	exit(0);
}
