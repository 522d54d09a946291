/*
 * ASSERTION: printf's %A names a user address of $target as
 * module`function+0xoff.
 *
 * @@trigger: pid-addrs 1
 * @@runtest-opts: -q
 */
pid$target:a.out:take:entry
{
	printf("%A|%A\n", arg0, arg1 + 1);
}
