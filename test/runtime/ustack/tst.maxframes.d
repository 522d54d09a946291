/*
 * ASSERTION: maxframes caps every stack, whatever ustack() or the
 * ustackframes option ask for, and frame options set by a pragma apply to
 * the program's stacks.
 *
 * @@trigger: pid-funcs 1
 * @@runtest-opts: -q
 */
#pragma D option maxframes=1
#pragma D option ustackframes=5

pid$target:a.out:outer:4
{
	ustack(3);
	ustack();
}
