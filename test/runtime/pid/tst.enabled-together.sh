#!/bin/bash
# ASSERTION: no probe fires before every probe of the program is enabled
# (and BEGIN has run).  The trigger spins in getppid() until SIGUSR1, then
# calls go(42) once: the getppid probe raises the signal, so if it could
# fire while the pid probe was still being attached, go() would go unseen
# and dtrace would wait for it in vain.  The process is named by a macro
# argument, not -p, so dtrace does not hold it still while attaching.
dtrace=$1

"$DTRACE_TRIGGERS/signal-go" &
pid=$!
"$dtrace" -wq -s /dev/stdin $pid <<'EOD'
BEGIN
{
	started = 1;
}

syscall::getppid:return
/pid == $1 && !raised/
{
	printf("%s\n", started ? "BEGIN ran first" : "fired before BEGIN");
	raise(SIGUSR1);
	raised = 1;
}

pid$1:a.out:go:entry
{
	printf("go(%d)\n", arg0);
	exit(0);
}
EOD
echo "status $?"
