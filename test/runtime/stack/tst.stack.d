/*
 * ASSERTION: stack() records the kernel stack where the probe fired and
 * prints it after the probe line: a newline, then one frame per line,
 * indented by stackindent, as module`function+0xoffset.
 *
 * @@trigger: getppid-loop
 */
syscall::getppid:entry /pid == $target/ { stack(); exit(0); }
