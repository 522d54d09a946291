/*
 * ASSERTION: a kernel data symbol the BTF has no variable for is read as
 * an int at its kallsyms address: `__start_BTF, the start of the kernel's
 * own BTF blob, holds the BTF magic 0xeb9f and version 1.  Its address
 * prints as the symbol with %a, and both scopes name the same object.
 */

#pragma D option quiet

BEGIN
{
	printf("magic %x version %d\n", `__start_BTF & 0xffff, (`__start_BTF >> 16) & 0xff);
	p = &vmlinux`__start_BTF;
	printf("through a pointer: %x\n", *p & 0xffff);
	printf("%a\n", &`__start_BTF);
	printf("size %d same %d\n", sizeof (`__start_BTF), p == &`__start_BTF);
	exit(0);
}
