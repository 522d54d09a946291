/*
 * ASSERTION: fileinfo_t translates a struct file: xlate<fileinfo_t *> of
 * the file the trigger writes gives its name, a file system type, the
 * offset before the write and its open flags; args[2] of the io probes,
 * whose file the block layer does not know, reads "<none>".  (Each member
 * goes through xlate: a translated pointer in a clause variable is not
 * supported yet.)
 *
 * @@trigger: disk-io .io-fileinfo-test
 * @@runtest-opts: -q
 */

int seen;

syscall::write:entry
/pid == $target/
{
	this->f = curthread->files->fdt->fd[arg0];
	printf("%s fs %d offset %d wronly %d\n",
	    xlate<fileinfo_t *>(this->f)->fi_name,
	    xlate<fileinfo_t *>(this->f)->fi_fs != "",
	    xlate<fileinfo_t *>(this->f)->fi_offset,
	    (xlate<fileinfo_t *>(this->f)->fi_oflags & O_ACCMODE) == O_WRONLY);
}

io:::start
/pid == $target && !seen/
{
	seen = 1;
	printf("%s %s %s %s %s %d %d\n", args[2]->fi_name, args[2]->fi_dirname,
	    args[2]->fi_pathname, args[2]->fi_fs, args[2]->fi_mount,
	    args[2]->fi_offset, args[2]->fi_oflags);
}
