/*
 * ASSERTION: a clause whose record and temporaries outgrow the per-CPU
 * scratch value (32 KiB) is refused when compiling; the error names that
 * clause, not the small one lowered before it.
 */
#pragma D option quiet
#pragma D option strsize=4096

BEGIN
{
	trace(1);
}

BEGIN
{
	printf("%s %s %s %s\n", execname, execname, execname, execname);
	printf("%s %s %s %s\n", execname, execname, execname, execname);
	exit(0);
}
