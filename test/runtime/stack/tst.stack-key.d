/*
 * ASSERTION: stack() as an aggregation key: the same call site gives one
 * row, printed as its frames and then the count on its own line.
 *
 * @@trigger: getppid-loop
 */
#pragma D option quiet

syscall::getppid:entry /pid == $target/ { @[stack()] = count(); }
