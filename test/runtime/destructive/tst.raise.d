/*
 * ASSERTION: raise(SIGKILL) at the traced process's first getppid() kills
 * it there: the trigger, which would call getppid() three times, calls it
 * once, and dtrace ends with it.
 *
 * @@trigger: getppid-loop
 */
#pragma D option quiet
#pragma D option destructive

int n;

syscall::getppid:entry /pid == $target/ { n++; raise(9); }
END { printf("%d\n", n); }
