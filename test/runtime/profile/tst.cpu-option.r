tick on 0; profile 1 0; cpc 1 0; syscall elsewhere 0

