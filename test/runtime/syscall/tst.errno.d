/*
 * ASSERTION: at syscall return, arg0 is the kernel's return value (-ENOENT,
 * as Linux returns it, not libc's -1) and errno the
 * error of a failing call (ENOENT is 2); both for one probe and for the
 * shared program of syscall:::return.
 *
 * @@trigger: open-missing
 */
#pragma D option quiet

syscall::openat:return /pid == $target/ { @one[errno, (int)arg0] = count(); }
syscall:::return /pid == $target && probefunc == "openat"/ { @all[errno, (int)arg0] = count(); }
