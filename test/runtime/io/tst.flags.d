/*
 * ASSERTION: b_flags of the trigger's I/O: the writes of fsync are
 * B_WRITE and synchronous (no B_ASYNC), the O_DIRECT reads B_READ, all
 * B_PHYS; predicates on b_flags and on args[1]->dev_name select them.
 *
 * @@trigger: disk-io
 * @@runtest-opts: -q
 */

int wflags, rflags;

io:::start
/pid == $target && args[1]->dev_name != "" && (args[0]->b_flags & B_WRITE)/
{
	wflags |= args[0]->b_flags;
}

io:::start
/pid == $target && args[1]->dev_name != "" && (args[0]->b_flags & B_READ)/
{
	rflags |= args[0]->b_flags;
}

END
{
	printf("write %x read %x\n", wflags, rflags);
	printf("write B_WRITE %d B_READ %d B_ASYNC %d\n", (wflags & B_WRITE) != 0,
	    (wflags & B_READ) != 0, (wflags & B_ASYNC) != 0);
	printf("read B_WRITE %d B_READ %d B_ASYNC %d\n", (rflags & B_WRITE) != 0,
	    (rflags & B_READ) != 0, (rflags & B_ASYNC) != 0);
}
