/*
 * ASSERTION: ustack() takes at most two arguments (frames and strsize);
 * a third is DTrace's D_USTACK_PROTO.
 */
BEGIN
{
	ustack(1, 2, 3);
}
