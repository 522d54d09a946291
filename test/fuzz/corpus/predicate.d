syscall::read:entry /pid == 1234 && arg0 > 2/ { @c[probefunc] = count(); }
