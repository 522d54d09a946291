#!/bin/bash
# cwd and root: the working directory and the root directory of the process
# a probe fires in, as d_path() names them.  At BEGIN that is dtrace itself;
# at a system call of another process, that process's own.
dtrace=$1
cd /usr/share || exit 1
"$dtrace" -qn 'BEGIN { printf("dtrace: %s %s\n", cwd, root); exit(0); }'
(cd /var && exec sleep 2) &
target=$!
"$dtrace" -qn 'syscall::exit_group:entry /pid == $target/ {
	printf("target: %s %s\n", cwd, root);
	exit(0);
}' -p "$target"
wait
