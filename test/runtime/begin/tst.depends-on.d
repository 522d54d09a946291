/*
 * ASSERTION: dependencies this system satisfies are accepted: the kernel
 * itself (vmlinux) and a provider with probes.
 */

#pragma D depends_on module vmlinux
#pragma D depends_on provider syscall
#pragma D option quiet

BEGIN
{
	printf("dependencies met\n");
	exit(0);
}
