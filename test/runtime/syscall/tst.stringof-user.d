/*
 * ASSERTION: stringof() of an integer that holds a process address (a
 * system call's pointer argument) reads the string from the process, as
 * copyinstr() does, when the address is not the kernel's.
 *
 * @@trigger: open-missing 1
 */
#pragma D option quiet

syscall::openat:entry
/pid == $target/
{
	printf("[%s] [%s]\n", stringof(arg1), copyinstr(arg1));
}
