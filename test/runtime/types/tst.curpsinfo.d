/*
 * ASSERTION: curpsinfo and curlwpsinfo translate the current task_struct
 * through the D library's translators, member by member.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	printf("%d %d %d %d\n", curpsinfo->pr_pid == pid, curpsinfo->pr_ppid == ppid,
	    curpsinfo->pr_uid == uid, curpsinfo->pr_gid == gid);
	printf("%d %d %d\n", curlwpsinfo->pr_lwpid == tid, curlwpsinfo->pr_onpro == cpu,
	    curpsinfo->pr_pgid > 0 && curpsinfo->pr_sid > 0);
	printf("%s %s %c %d\n", curpsinfo->pr_fname, curlwpsinfo->pr_name, curlwpsinfo->pr_sname,
	    curlwpsinfo->pr_state == SRUN);
	printf("%d %d %d\n", curpsinfo->pr_dmodel == PR_MODEL_LP64, curpsinfo->pr_addr ==
	    (uintptr_t)curthread, sizeof (psinfo_t));
	exit(0);
}
