/*
 * ASSERTION: the classic use of speculation: speculate what openat(2) was
 * asked for, then commit it only when the call failed, discard otherwise.
 * The consumer frees a committed id only when it reads the commit, and the
 * trigger's calls come quicker than that: nspec=8 covers all of them.
 *
 * @@trigger: open-missing 3
 * @@runtest-opts: -q
 */

#pragma D option nspec=8

syscall::openat:entry
/pid == $target/
{
	self->spec = speculation();
	speculate(self->spec);
	printf("openat %s\n", copyinstr(arg1));
}

syscall::openat:return
/self->spec && errno != 0/
{
	commit(self->spec);
	self->spec = 0;
}

syscall::openat:return
/self->spec/
{
	discard(self->spec);
	self->spec = 0;
}
