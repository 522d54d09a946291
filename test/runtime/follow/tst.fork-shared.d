/*
 * ASSERTION: with -x follow=fork, probes that share one program (every
 * function of a.out: one uprobe_multi link on kernels that have them) fire
 * in the descendants of $target too.
 *
 * @@trigger: follow-fork
 * @@runtest-opts: -q -x follow=fork
 */
pid$target:a.out::entry
/probefunc == "visit"/
{
	printf("%d %s\n", arg0, pid == $target ? "target" : "descendant");
}
