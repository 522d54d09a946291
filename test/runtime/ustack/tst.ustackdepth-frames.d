/*
 * ASSERTION: ustackdepth is the number of frames ustack() shows: frames
 * up to the first zero pc (where DTrace stops printing a user stack), as
 * deep as the deepest stack.
 *
 * @@trigger: pid-funcs 1
 * @@runtest-opts: -q
 */
pid$target:a.out:inner:entry
{
	printf("depth %d\n", ustackdepth);
	ustack();
	printf("end\n");
}
