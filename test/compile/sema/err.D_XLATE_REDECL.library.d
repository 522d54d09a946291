/*
 * ASSERTION: a program may not define again a translator the D library has.
 *
 * @@runtest-opts: -e
 */

translator psinfo_t < struct task_struct *task >
{
	pr_pid = task->tgid;
};

BEGIN
{
	exit(0);
}
