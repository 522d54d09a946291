#!/bin/bash
# ASSERTION: -x evaltime picks where a -c command is held while tracing
# starts.  With exec it is held inside its execve, so the exec's success
# and the dynamic loader's mmap()s of the libraries are traced; with
# preinit (the entry point, libraries already loaded), postinit and main
# (the default) neither is.
dtrace=$1

for when in exec preinit postinit main default; do
	opt=-xevaltime=$when
	[ $when = default ] && opt=
	"$dtrace" -q $opt -c /bin/true -n '
	proc:::exec-success /pid == $target/ { exec_seen = 1; }
	syscall::mmap:entry /pid == $target/ { loader_seen = 1; }
	END {
		printf("%s: exec-success %s, loader %s\n", $$1,
		    exec_seen ? "seen" : "not seen", loader_seen ? "seen" : "not seen");
	}' "$when"
	echo "status $?"
done
