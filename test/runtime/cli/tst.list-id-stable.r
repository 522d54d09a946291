proc:::exec: same id (proc vmlinux exec)
syscall::getppid:entry: same id (syscall vmlinux getppid entry)
sched:::on-cpu: same id (sched vmlinux on-cpu)
