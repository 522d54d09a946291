/*
 * ASSERTION: without -x follow=fork (follow=none is the default) a
 * pid$target probe fires only in $target, not in the processes it forks.
 *
 * @@trigger: follow-fork
 * @@runtest-opts: -q
 */
pid$target:a.out:visit:entry
{
	printf("%d %s\n", arg0, pid == $target ? "target" : "descendant");
}
