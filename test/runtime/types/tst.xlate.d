/*
 * ASSERTION: a translator defined in the program, used through xlate<>
 * with . and ->, converts only the members used.
 *
 * @@runtest-opts: -q
 */

struct myinfo {
	int mi_pid;
	int mi_twice;
	char mi_name[16];
};

translator struct myinfo < struct task_struct *t > {
	mi_pid = t->tgid;
	mi_twice = t->tgid * 2;
	mi_name = t->comm;
};

BEGIN
{
	printf("%d %d %s\n", xlate <struct myinfo *> (curthread)->mi_pid == pid,
	    xlate <struct myinfo> (curthread).mi_twice == 2 * pid,
	    xlate <struct myinfo *> (curthread)->mi_name);
	exit(0);
}
