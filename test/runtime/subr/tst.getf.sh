#!/bin/bash
# ASSERTION: getf(fd) is the struct file of the current process's open
# descriptor fd (here the one cat(1) reads /etc/passwd from, named through
# f_path); a negative fd, one past the process's table and one not open
# (60, inside the first table of 64) give NULL.
dtrace=$1
out=$(mktemp)
trap 'rm -f "$out"' EXIT

"$dtrace" -q -o "$out" -c 'cat /etc/passwd' -n '
syscall::read:entry
/pid == $target && stringof(getf(arg0)->f_path.dentry->d_name.name) == "passwd"/
{
	printf("%s %d\n", stringof(getf(arg0)->f_path.dentry->d_name.name), getf(arg0) != NULL);
	printf("%d %d %d\n", getf(-1) == NULL, getf(1 << 30) == NULL, getf(60) == NULL);
	exit(0);
}' >/dev/null 2>&1
echo "status $?"
cat "$out"
