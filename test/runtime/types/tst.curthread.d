/*
 * ASSERTION: curthread is the kernel's struct task_struct, with members
 * read through BTF: its pid and tgid, its comm as a string, its parent.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	printf("%d %d %d\n", curthread->pid == tid, curthread->tgid == pid,
	    curthread->real_parent->tgid == ppid);
	printf("%s %s\n", curthread->comm, stringof(curthread->comm));
	this->name = curthread->comm;
	printf("%d %d\n", this->name == execname, curthread->comm == "dtrace");
	trace(curthread->comm);
	exit(0);
}
