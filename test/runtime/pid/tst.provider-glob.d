/*
 * ASSERTION: a provider glob ending in the pid (p*d$target) names the pid
 * provider of that process when its part before the pid matches "pid";
 * the probes keep their own provider name, pidNNN.
 *
 * @@trigger: pid-funcs 2
 * @@runtest-opts: -q
 */
p*d$target:a.out:outer:entry
{
	printf("%d %s:%s:%s\n", probeprov == strjoin("pid", lltostr(pid)), probemod, probefunc,
	    probename);
}
