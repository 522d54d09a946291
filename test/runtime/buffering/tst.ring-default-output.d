/*
 * ASSERTION: a ring buffer keeps whole records of the default output too:
 * a 16-byte ring holds the final 8-byte exit() record but not the 16-byte
 * trace() of a 64-bit value before it (its data is 8-aligned after the
 * EPID), so only the exit() clause's probe line prints.
 */
#pragma D option bufpolicy=ring
#pragma D option bufsize=16

tick-10ms
{
	trace(0x1234567890abcdef);
}

tick-10ms
/i++ == 5/
{
	exit(0);
}
