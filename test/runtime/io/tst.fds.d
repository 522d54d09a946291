/*
 * ASSERTION: fds[fd] is the fileinfo_t of the current process's open file
 * fd: the file the trigger writes, by name, with a file system type, the
 * offset before the write and its open flags.  A descriptor that is not
 * open (negative, or past the file table) has no file: "<none>".
 *
 * @@trigger: disk-io .io-fds-test
 * @@runtest-opts: -q
 */

syscall::write:entry
/pid == $target/
{
	printf("%s fs %d offset %d wronly %d\n", fds[arg0].fi_name,
	    fds[arg0].fi_fs != "", fds[arg0].fi_offset,
	    (fds[arg0].fi_oflags & O_ACCMODE) == O_WRONLY);
	printf("%s %s %s\n", fds[-1].fi_name, fds[100000].fi_name,
	    fds[arg0 + 1000].fi_pathname);
}
