/*
 * ASSERTION: curpsinfo's pr_argc, pr_argv and pr_envp describe the initial
 * user stack of the process: pr_argv[0] is the program (dtrace, run as
 * "dtrace -s FILE ..."), pr_argv[pr_argc] is NULL and pr_envp follows it.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	this->argv0 = *(uint64_t *)copyin(curpsinfo->pr_argv, 8);
	this->last = *(uint64_t *)copyin(curpsinfo->pr_argv + 8 * curpsinfo->pr_argc, 8);
	printf("program %s, argc %s, argv[argc] %d, envp %s\n",
	    basename(copyinstr(this->argv0)),
	    curpsinfo->pr_argc >= 3 ? "ok" : "short",
	    this->last,
	    curpsinfo->pr_envp == curpsinfo->pr_argv + 8 * (curpsinfo->pr_argc + 1) ?
	    "follows" : "elsewhere");
	exit(0);
}
