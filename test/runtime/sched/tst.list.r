   ID   PROVIDER            MODULE                          FUNCTION NAME
- sched vmlinux off-cpu
- sched vmlinux on-cpu
- sched vmlinux preempt
- sched vmlinux sleep
- sched vmlinux surrender
- sched vmlinux wakeup
