/*
 * ASSERTION: one clause may hold many string subroutine calls: each spills
 * a few registers, and a spill slot is reused once the value that held it
 * is dead, so this clause fits in BPF's 512 bytes of stack (it used to
 * need 528).  (Twenty such calls exceed the verifier's instruction budget
 * instead, whatever the stack.)
 */
#pragma D option quiet

BEGIN
{
	printf("%d\n", index("foobarbaz", "bar"));
	printf("%d\n", rindex("hello world", "o"));
	printf("%d\n", index("mississippi", "ssi"));
	printf("%d\n", rindex("abcabc", "ca"));
	printf("%d\n", index("foobarbaz", "bar"));
	printf("%d\n", rindex("hello world", "o"));
	printf("%d\n", index("mississippi", "ssi"));
	printf("%d\n", rindex("abcabc", "ca"));
	printf("%d\n", index("foobarbaz", "bar"));
	printf("%d\n", rindex("hello world", "o"));
	printf("%d\n", index("mississippi", "ssi"));
	printf("%d\n", rindex("abcabc", "ca"));
	printf("%d\n", index("foobarbaz", "bar"));
	printf("%d\n", rindex("hello world", "o"));
	printf("%d\n", index("mississippi", "ssi"));
	printf("%d\n", rindex("abcabc", "ca"));
	exit(0);
}
