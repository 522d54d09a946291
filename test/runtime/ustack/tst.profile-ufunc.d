/*
 * ASSERTION: the classic profile use: ufunc() and umod() of arg1 (the user
 * pc) as aggregation keys, printed with printa("%s"); the function where
 * the trigger spends its time is the top row.
 *
 * @@trigger: busy-spin
 * @@runtest-opts: -q
 */
profile-997
/pid == $target && arg1 != 0/
{
	@f[ufunc(arg1)] = count();
	@m[umod(arg1)] = count();
}

END
{
	trunc(@f, 1);
	trunc(@m, 1);
	printa("%s\n", @f);
	printa("%-12s|\n", @m);
}
