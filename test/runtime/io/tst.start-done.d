/*
 * ASSERTION: a process that writes a file, fsyncs it and reads it back
 * with O_DIRECT fires io:::start in its own context for a write and for a
 * read (b_flags has B_WRITE or B_READ), with a byte count and a device;
 * io:::done fires (in whatever context completes the request) for bios
 * the process started, with the same flags.  args[2] is "<none>": the
 * block layer does not know the file.
 *
 * @@trigger: disk-io
 * @@runtest-opts: -q
 */

int writes, reads, bytes, dev, none, done_writes, done_reads;

io:::start
/pid == $target/
{
	started[arg0] = args[0]->b_flags & (B_READ | B_WRITE);
	writes = writes || (args[0]->b_flags & B_WRITE) != 0;
	reads = reads || (args[0]->b_flags & B_READ) != 0;
	bytes = bytes || args[0]->b_bcount > 0;
	dev = dev || args[0]->b_edev != 0;
	none = args[2]->fi_name == "<none>" && args[2]->fi_offset == 0;
}

io:::done
/started[arg0] & B_WRITE/
{
	done_writes = (args[0]->b_flags & B_WRITE) != 0;
}

io:::done
/started[arg0] & B_READ/
{
	done_reads = (args[0]->b_flags & B_READ) != 0;
}

io:::done
/started[arg0]/
{
	started[arg0] = 0;
}

END
{
	printf("start write %d read %d bytes %d dev %d file %d\n",
	    writes, reads, bytes, dev, none);
	printf("done write %d read %d\n", done_writes, done_reads);
}
