/*
 * ASSERTION: a kernel global variable is an object of its BTF type at its
 * kallsyms address: `init_task is the idle task, &`init_task prints with %a
 * as the symbol itself, and sizeof and member access see struct
 * task_struct.
 *
 * @@xfail: needs kernel data symbols (CONFIG_KALLSYMS_ALL or a System.map) and BTF for all globals
 */

#pragma D option quiet

BEGIN
{
	printf("pid %d comm %s\n", `init_task.pid, stringof(`init_task.comm));
	printf("%a\n", &`init_task);
	printf("same size: %d\n", sizeof (`init_task) == sizeof (struct task_struct));
	printf("same object: %d\n", &vmlinux`init_task == &`init_task);
	exit(0);
}
