/*
 * ASSERTION: trace() of func()/sym() prints a kernel address as
 * "  %-50s" of module`function (no
 * offset), mod() as its module, printf's %a as module`function+0xoffset;
 * as aggregation keys, addresses in one function are one row.
 */
#pragma D option quiet

int n;

profile-997 /arg0 != 0 && n == 0/
{
	n = 1;
	printf("%s|", "sym");
	trace(sym(arg0));
	printf("|%a|", arg0);
	trace(mod(arg0));
	printf("|\n");
	@[func(arg0)] = count();
	@[func(arg0 + 1)] = count();
	exit(0);
}
