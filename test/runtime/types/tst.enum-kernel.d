/*
 * ASSERTION: compared with a value of a kernel enum type, a name is looked
 * up among that enum's own tags (from BTF, ENUM and ENUM64 alike), even
 * though the kernel's tags are no D identifiers; a D enum may reuse them.
 *
 * @@runtest-opts: -q
 */

enum mine { PERF_CONTEXT_HV = 7 };

BEGIN
{
	/* a member of enum type, through a variable */
	t = curthread->restart_block.nanosleep.type;
	printf("%d\n", (t == TT_NONE) + (t != TT_NONE));

	/* casts: ==, !=, <, <=, >, >= (PIDTYPE_MAX is 4 in the kernel) */
	printf("%d %d %d\n", (enum pid_type)4 == PIDTYPE_MAX,
	    (enum pid_type)3 != PIDTYPE_MAX, (enum pid_type)3 < PIDTYPE_MAX);
	printf("%d %d %d\n", (enum pid_type)4 <= PIDTYPE_MAX,
	    (enum pid_type)4 > PIDTYPE_MAX, (enum pid_type)5 >= PIDTYPE_MAX);
	printf("%d %d\n", (enum timespec_type)2 == TT_COMPAT,
	    (enum timespec_type)2 == TT_NATIVE);

	/* a 64-bit enum (BTF ENUM64) */
	printf("%d %d\n",
	    (enum perf_callchain_context)0xfffffffffffffe00 == PERF_CONTEXT_USER,
	    (enum perf_callchain_context)0xfffffffffffffe00 == PERF_CONTEXT_KERNEL);

	/* elsewhere the D enum's tag is meant */
	printf("%d\n", PERF_CONTEXT_HV);
	exit(0);
}
