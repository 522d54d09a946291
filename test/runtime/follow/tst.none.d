/*
 * ASSERTION: -x follow=none is the default: only $target.
 *
 * @@trigger: follow-fork
 * @@runtest-opts: -q -x follow=none
 */
pid$target:a.out:visit:entry
{
	printf("%d %s\n", arg0, pid == $target ? "target" : "descendant");
}
