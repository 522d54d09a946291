/*
 * ASSERTION: uregs[] holds the user registers the thread saved on entering
 * the kernel, indexed by the R_* inlines: at getppid's entry the system
 * call number is in R_ORIG_RAX (110 on x86-64) and R_RAX holds the kernel's
 * -ENOSYS placeholder; the program counter and stack pointer are user
 * addresses, and the machine-independent names (R_PC, R_SP, R_FP) are the
 * same registers as R_RIP, R_RSP and R_RBP.  At a pid entry probe the first
 * argument is in R_RDI (main's argc).  (An index that is not a constant
 * R_* register is refused when compiling: test/compile/sema.)
 *
 * @@trigger: getppid-loop 1 a b
 */
#pragma D option quiet

syscall::getppid:entry
/pid == $target && !seen/
{
	seen = 1;
	printf("orig_rax %d rax %d\n", uregs[R_ORIG_RAX], (int64_t)uregs[R_RAX]);
	printf("user pc %d user sp %d\n", uregs[R_PC] != 0 && uregs[R_PC] < 0x800000000000,
	    uregs[R_SP] != 0 && uregs[R_SP] < 0x800000000000);
	printf("aliases %d %d %d\n", uregs[R_PC] == uregs[R_RIP], uregs[R_SP] == uregs[R_RSP],
	    uregs[R_FP] == uregs[R_RBP]);
}

pid$target:a.out:main:entry
{
	printf("argc %d\n", uregs[R_RDI]);
}
