/*
 * ASSERTION: copyin()'s memory is alloca()'d, as DTrace's: it lasts the
 * whole clause (later statements' temporaries do not overwrite it) and it
 * may be written through the pointer; past its end is an invalid address
 * fault.
 *
 * @@trigger: open-files
 */
#pragma D option quiet

syscall::openat:entry
/pid == $target && !done/
{
	done = 1;
	this->b = (char *)copyin(arg1, 4);
	this->first = this->b[0];
	this->s = strjoin(lltostr(1234567), "abcdefgh");
	this->b[1] = 'X';
	printf("%c %c %d %s\n", this->b[0], this->b[1], this->b[0] == this->first, this->s);
}

syscall::openat:entry
/pid == $target && done == 1/
{
	done = 2;
	this->b = (char *)copyin(arg1, 4);
	this->b[8] = 'Y';
}

ERROR
{
	printf("fault %d\n", arg4);
}
