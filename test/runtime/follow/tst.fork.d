/*
 * ASSERTION: with -x follow=fork, pid$target probes also fire in the
 * processes $target forks while tracing and in their children, and in
 * their threads: `pid` is the process the probe fired in, the probe keeps
 * its name (pid$target), entry and return both fire.
 *
 * @@trigger: follow-fork
 * @@runtest-opts: -q -x follow=fork
 */
pid$target:a.out:visit:entry
{
	printf("%s %d %s %s\n", probename, arg0, pid == $target ? "target" : "descendant",
	    probeprov == strjoin("pid", lltostr($target)) ? "named" : probeprov);
}

pid$target:a.out:visit:return
{
	printf("%s %d %s\n", probename, arg1, pid == $target ? "target" : "descendant");
}
