   ID   PROVIDER            MODULE                          FUNCTION NAME
- sched vmlinux dequeue
- sched vmlinux enqueue
- sched vmlinux off-cpu
- sched vmlinux on-cpu
- sched vmlinux preempt
- sched vmlinux sleep
- sched vmlinux surrender
- sched vmlinux tick
- sched vmlinux wakeup
